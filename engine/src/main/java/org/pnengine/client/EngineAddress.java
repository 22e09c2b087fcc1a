package org.pnengine.client;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import javax.net.ssl.SSLSocketFactory;

/**
 * Where a GTP engine is and how to reach it, as a user writes it:
 * <ul>
 *   <li>{@code stdio:COMMAND LINE}: a child process, its command line split into words as
 *       {@link CommandWords} does (quotes and backslashes, no shell);</li>
 *   <li>{@code tcp://[TOKEN@]HOST:PORT}: a GTP server over TCP, such as {@code pnengine serve};</li>
 *   <li>{@code tls://[TOKEN@]HOST:PORT}: the same over TLS.</li>
 * </ul>
 * A token (the URL's user part, percent-encoded where it holds reserved characters) is sent as
 * {@code pn-auth TOKEN} right after connecting; a refusal fails the connection. The token never
 * appears in {@link #toString()} or in any message: it is written {@code ***}.
 */
public sealed interface EngineAddress {

    /** How to connect: the TLS trust, and the time limits of connecting and authenticating. */
    record Options(SSLSocketFactory tls, Duration timeout, Duration grace) {

        public Options {
            if (timeout.isNegative() || timeout.isZero()) throw new IllegalArgumentException("timeout must be positive");
        }

        /** The JVM's default trust, 10 s to connect and authenticate, 2 s for a process to exit. */
        public static Options defaults() {
            return new Options(null, Duration.ofSeconds(10), Duration.ofSeconds(2));
        }

        public Options withTls(SSLSocketFactory factory) {
            return new Options(factory, timeout, grace);
        }

        public Options withTimeout(Duration t) {
            return new Options(tls, t, grace);
        }

        SSLSocketFactory tlsFactory() {
            return tls != null ? tls : TlsTrust.defaults();
        }
    }

    /** A child process speaking GTP on stdin/stdout. */
    record Stdio(List<String> command) implements EngineAddress {

        public Stdio {
            command = List.copyOf(command);
            if (command.isEmpty()) throw new IllegalArgumentException("stdio: needs a command");
        }

        @Override
        public GtpController open(Options options) throws IOException {
            ProcessTransport t;
            try {
                t = ProcessTransport.start(command, options.grace());
            } catch (IOException e) {
                throw new IOException("cannot start " + command.get(0) + ": " + e.getMessage(), e);
            }
            return GtpController.start(t, command.get(0));
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("stdio:");
            for (int i = 0; i < command.size(); i++) {
                if (i > 0) sb.append(' ');
                sb.append(quote(command.get(i)));
            }
            return sb.toString();
        }
    }

    /** A GTP server over TCP, or TLS with {@code tls}; {@code token} is null without one. */
    record Remote(boolean tls, String host, int port, String token) implements EngineAddress {

        public Remote {
            if (host == null || host.isEmpty()) throw new IllegalArgumentException("no host");
            if (port < 1 || port > 65535) throw new IllegalArgumentException("port must be 1..65535");
            if (token != null && (token.isEmpty() || token.chars().anyMatch(c -> c <= ' ' || c == 0x7f))) {
                throw new IllegalArgumentException("a token is a non-empty word without spaces or control characters");
            }
        }

        @Override
        public GtpController open(Options options) throws IOException {
            int ms = (int) Math.min(Integer.MAX_VALUE, options.timeout().toMillis());
            Transport t = tls ? SocketTransport.connectTls(host, port, options.tlsFactory(), ms)
                    : SocketTransport.connect(host, port, ms);
            GtpController c = GtpController.start(t, toString());
            if (token == null) return c;
            try {
                GtpReply r = c.send("pn-auth " + token, ms);
                if (!r.ok()) {
                    c.kill();
                    throw new IOException("the server refused the token (pn-auth: ? " + r.text() + ")");
                }
                return c;
            } catch (GtpFailure e) {
                c.kill();
                throw new IOException("authentication failed: " + e.getMessage(), e);
            } catch (InterruptedException e) {
                c.kill();
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while authenticating", e);
            }
        }

        /** {@code tcp://HOST:PORT}, or {@code tcp://***@HOST:PORT} with a token. */
        @Override
        public String toString() {
            String h = host.indexOf(':') >= 0 ? "[" + host + "]" : host;
            return (tls ? "tls://" : "tcp://") + (token != null ? "***@" : "") + h + ":" + port;
        }
    }

    /**
     * Starts or connects to the engine and authenticates; the engine is then ready for commands.
     *
     * @throws IOException with a message that names what failed (never the token)
     */
    GtpController open(Options options) throws IOException;

    /** Whether {@code text} is meant as an engine address (it starts with a known scheme). */
    static boolean isAddress(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        return t.startsWith("stdio:") || t.startsWith("tcp://") || t.startsWith("tls://");
    }

    /**
     * Parses an address.
     *
     * @throws IllegalArgumentException saying what is wrong (with any token masked)
     */
    static EngineAddress parse(String text) {
        String t = text.strip();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.startsWith("stdio:")) return new Stdio(CommandWords.split(t.substring("stdio:".length())));
        if (!lower.startsWith("tcp://") && !lower.startsWith("tls://")) {
            throw new IllegalArgumentException("an engine address starts with stdio:, tcp:// or tls:// (got '"
                    + mask(t) + "')");
        }
        URI uri;
        try {
            uri = new URI(t);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not a valid address: '" + mask(t) + "'");
        }
        if (uri.getHost() == null || uri.getPort() < 0) {
            throw new IllegalArgumentException("give HOST:PORT, e.g. tcp://127.0.0.1:9610 (got '" + mask(t) + "')");
        }
        if ((uri.getRawPath() != null && !uri.getRawPath().isEmpty() && !uri.getRawPath().equals("/"))
                || uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new IllegalArgumentException("an engine address has no path, query or fragment (got '" + mask(t) + "')");
        }
        String host = uri.getHost();
        if (host.startsWith("[") && host.endsWith("]")) host = host.substring(1, host.length() - 1);
        return new Remote(lower.startsWith("tls://"), host, uri.getPort(), uri.getUserInfo());
    }

    /** {@code text} with the user part of a {@code tcp://} or {@code tls://} address written {@code ***}. */
    static String mask(String text) {
        int scheme = text.indexOf("://");
        if (scheme < 0) return text;
        int start = scheme + 3;
        int end = text.indexOf('/', start);
        String authority = end < 0 ? text.substring(start) : text.substring(start, end);
        int at = authority.lastIndexOf('@');
        if (at < 0) return text;
        return text.substring(0, start) + "***" + authority.substring(at) + (end < 0 ? "" : text.substring(end));
    }

    /** A word as {@link CommandWords} reads it back: as is if plain, else in single quotes. */
    private static String quote(String word) {
        if (!word.isEmpty() && word.chars().noneMatch(c -> Character.isWhitespace(c) || "'\"\\".indexOf(c) >= 0)) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
