package org.pnengine.protocol;

/**
 * The gate in front of one connection's {@link LineSession} (of any protocol) on a server that has tokens. A
 * transport hands it every input line instead of the session; until the client has sent
 * {@code pn-auth} with a right token, no line reaches the session's commands:
 * <ul>
 *   <li>{@code pn-auth TOKEN} with a right token is answered {@code =} and opens the gate; with a
 *       wrong one it is answered {@code ? unauthorized: wrong token} and the connection closes
 *       (the failure is counted, see {@link Authenticator});</li>
 *   <li>{@code quit} is answered {@code =} and the connection closes, as always;</li>
 *   <li>every other line is answered {@code ? unauthorized};</li>
 *   <li>while the {@link Authenticator} refuses checks for the address (it, or all addresses
 *       together, failed too often), any line is answered
 *       {@code ? unauthorized: too many failed attempts, retry in N s} and the connection closes;</li>
 *   <li>the transport may give the client a deadline: {@link #expire} answers
 *       {@code ? unauthorized: no pn-auth within T s} and closes, unless the gate is open.</li>
 * </ul>
 * The answers keep the command's id and take their turn among the responses, like any other.
 * Once open, the gate passes lines through untouched; a repeated {@code pn-auth} then reaches the
 * registered command, which answers {@code =} (as it does on a server without tokens). Call
 * {@link #onLine} from one thread at a time, as transports do for one connection.
 */
public final class AuthGate {

    /** The command that authenticates a connection. */
    public static final String COMMAND = CommandRegistry.PREFIX + "auth";

    static final String UNAUTHORIZED = "unauthorized";
    static final String WRONG_TOKEN = UNAUTHORIZED + ": wrong token";

    private final Authenticator auth;
    private final String remote;
    private final LineSession gtp;
    private final Runnable onOpen;
    private volatile boolean open;
    private volatile boolean closed;

    /**
     * @param auth   the server's tokens and failure record
     * @param remote the client's address as the transport names it (the IP address for TCP)
     * @param gtp    the connection's session, which the gate guards
     */
    public AuthGate(Authenticator auth, String remote, LineSession gtp) {
        this(auth, remote, gtp, () -> { });
    }

    /** As above, telling {@code onOpen} (on the caller's thread of {@link #onLine}) when the gate opens. */
    public AuthGate(Authenticator auth, String remote, LineSession gtp, Runnable onOpen) {
        this.auth = auth;
        this.remote = remote;
        this.gtp = gtp;
        this.onOpen = onOpen;
    }

    /**
     * The client's time to authenticate, {@code millis}, is up: unless the gate is open, the
     * client is told so and the connection closes; later lines are ignored. Call it on the thread
     * that calls {@link #onLine}.
     */
    public void expire(long millis) {
        if (open || closed) return;
        String seconds = java.math.BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString();
        close(Responses.failure(null, UNAUTHORIZED + ": no " + COMMAND + " within " + seconds + " s"));
    }

    /** A raw input line, without its line terminator. */
    public void onLine(String raw) {
        if (open) {
            gtp.onLine(raw);
            return;
        }
        String line = LineNormalizer.normalize(raw);
        if (line == null || closed) return;
        CommandLine cl = CommandLine.parse(line);
        long wait = auth.refusedFor(remote);
        if (wait > 0) {
            close(Responses.failure(cl.id(), tooMany(wait)));
        } else if (cl.name().equals(COMMAND)) {
            authenticate(cl);
        } else if (cl.name().equals("quit")) {
            close(Responses.success(cl.id(), ""));
        } else {
            gtp.reply(Responses.failure(cl.id(), UNAUTHORIZED), false);
        }
    }

    /** Whether a right token has been presented. */
    public boolean isOpen() {
        return open;
    }

    private void authenticate(CommandLine cl) {
        try {
            new Arguments(cl.name(), cl.args()).expect(1, "token");
        } catch (GtpException e) {
            gtp.reply(Responses.failure(cl.id(), e.getMessage()), false);
            return;
        }
        Authenticator.Attempt a = auth.attempt(remote, cl.args().get(0));
        if (a.admitted()) {
            open = true;
            onOpen.run();
            gtp.reply(Responses.success(cl.id(), ""), false);
        } else if (a.refusedFor() > 0) {
            close(Responses.failure(cl.id(), tooMany(a.refusedFor())));
        } else {
            close(Responses.failure(cl.id(), WRONG_TOKEN));
        }
    }

    private static String tooMany(long seconds) {
        return UNAUTHORIZED + ": too many failed attempts, retry in " + seconds + " s";
    }

    /** Answers, then closes the connection; later lines are ignored. */
    private void close(String response) {
        closed = true;
        gtp.reply(response, true);
    }

    /**
     * The registered {@code pn-auth} command, reached only when no gate stands in the way (a
     * server without tokens, stdio) or the gate is already open: it answers {@code =} whatever its
     * arguments.
     */
    static String admitted(CommandContext ctx) {
        return "";
    }
}
