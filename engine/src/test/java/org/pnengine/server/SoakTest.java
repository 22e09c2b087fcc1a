package org.pnengine.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.pnengine.conformance.Transcripts;
import org.pnengine.engine.EngineConfig;

/**
 * The soak test: seeded fuzz streams of commands (valid ones, malformed ones, junk bytes and
 * invalid UTF-8, overlong lines, CRLF ends, control characters, non-ASCII white space, blank and
 * comment lines, searches with tiny limits, {@code stop}), each sent pipelined in one go with
 * {@code quit} at its end, over TCP (several connections at once) and over stdio. For every
 * stream: exactly one well-framed response per line that is a command, in order (each line with
 * an id is answered with that id; a line without one is answered without), none for a blank or
 * comment line, no {@code internal error}, {@code out of memory} or closed queue, and a clean
 * shutdown (the connection closed by the server after {@code quit}, stdio returning, no session
 * left, no search running).
 *
 * <p>In {@code mvn verify} one round runs (a few seconds). {@code -Dpnengine.soak.seconds=N}
 * runs rounds with fresh seeds for N seconds (tests/soak/README.md).
 */
class SoakTest {

    /** The lines of one stream. */
    private static final int LINES = 800;
    /** TCP connections per round, beside the stdio stream. */
    private static final int TCP_STREAMS = 2;
    private static final int MAX_LINE = TcpServer.DEFAULT_MAX_LINE_BYTES;

    /** What a line must be answered with: an id, none (a line without one), or no response. */
    private record Line(byte[] bytes, String id, boolean answered) {
    }

    @Test
    void fuzzStreamsGetOneWellFramedResponsePerCommand() throws Exception {
        long seconds = Long.getLong("pnengine.soak.seconds", 0);
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        long seed = Long.getLong("pnengine.soak.seed", 20261124L);
        ExecutorService pool = Executors.newCachedThreadPool();
        int rounds = 0;
        long lines = 0;
        try (TcpServer server = new TcpServer("127.0.0.1", 0, EngineConfig.defaults(),
                ServerLimits.defaults().withMaxLineBytes(MAX_LINE), ServerSecurity.NONE)) {
            InetSocketAddress addr = server.start();
            do {
                List<CompletableFuture<Void>> streams = new ArrayList<>();
                for (int k = 0; k <= TCP_STREAMS; k++) {
                    long s = seed + rounds * 1000L + k;
                    List<Line> stream = fuzz(new SplittableRandom(s));
                    lines += stream.size();
                    boolean stdio = k == 0;
                    String where = (stdio ? "stdio" : "tcp") + " stream of seed " + s;
                    streams.add(CompletableFuture.runAsync(() -> {
                        try {
                            String out = stdio ? overStdio(stream) : overTcp(addr, stream, pool);
                            check(stream, out, where);
                        } catch (IOException | InterruptedException e) {
                            throw new IllegalStateException(where + ": " + e, e);
                        }
                    }, pool));
                }
                for (CompletableFuture<Void> f : streams) f.get(5, TimeUnit.MINUTES);
                rounds++;
            } while (System.nanoTime() < end);
            // A closed channel leaves the channel group and the handler list in two listeners of
            // its close, run one after the other on its event loop: wait for both.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while ((server.connections() > 0 || !server.sessions().isEmpty()) && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertEquals(0, server.connections(), "every connection closed after its quit");
            assertTrue(server.sessions().isEmpty(), "no session left");
        } finally {
            pool.shutdownNow();
        }
        assertTrue(rounds >= 1 && lines > 0, rounds + " rounds, " + lines + " lines");
    }

    // ------------------------------------------------------------------ the stream

    private static final String[] GAMES = {"connect_four", "connect_four width=5 height=4", "tic_tac_toe", "Othello size=6",
        "gomoku size=9", "lines_of_action size=6", "breakthrough width=5 height=5", "awari", "woodpush", "knightthrough",
        "minishogi", "pgame"};
    private static final String[] VALID = {"name", "protocol_version", "version", "list_commands", "known_command play",
        "known_command nothing", "legal_moves", "showboard", "pn-position", "pn-result", "pn-game", "final_score", "undo",
        "clear_board", "komi 6.5", "cputime", "pn-solvers", "pn-help solve", "list_games", "play b 4", "play w 3",
        "play b pass", "play w a1", "play b e5", "genmove b", "genmove w", "reg_genmove b", "boardsize 6",
        "time_settings 5 0 0", "time_settings 0 1 0", "time_left b 3 0", "setboard 4453", "stop", "pn-player",
        "pn-genmove_analyze b 1", "pn-analyze 1"};
    private static final String[] MALFORMED = {"play", "play b", "play q 4", "genmove purple", "boardsize x",
        "time_settings -1 0 0", "time_settings 1e308 0 0", "time_left b 1e999 0", "solve time=0.01 time=5",
        "solve nodes=-3", "solve algorithm=nosuch", "set_game nosuch", "set_game connect_four width=99",
        "set_game connect_four width=5 width=6", "setboard ???", "known_command", "pn-player uct c=1 c=2",
        "pn-player nosuch", "pn-analyze b 0", "undo 1", "name\u3000", "na\u00a0me", "\u00e9\u00e8"};
    private static final String[] SOLVERS = {"pns", "mcpns", "ppns", "mopns", "dfpn", "alphabeta"};
    private static final String[] IGNORED = {"", "   ", "\t\t", "# a comment", "  # another", "\u0001\u0002", "\r"};

    /**
     * A seeded stream: a player with a tiny budget first (so that genmove is quick), then
     * {@value #LINES} lines of every kind, then {@code quit}.
     */
    private static List<Line> fuzz(SplittableRandom r) {
        List<Line> out = new ArrayList<>();
        int[] id = {0};
        out.add(command(++id[0], "pn-player uct playouts=30 threads=1"));
        for (int i = 0; i < LINES; i++) {
            int kind = r.nextInt(100);
            if (kind < 40) {
                out.add(command(++id[0], VALID[r.nextInt(VALID.length)]));
            } else if (kind < 48) {
                out.add(command(++id[0], "set_game " + GAMES[r.nextInt(GAMES.length)]));
            } else if (kind < 58) {
                String limit = r.nextBoolean() ? "nodes=" + (50 + r.nextInt(500)) : "time=0.0" + (1 + r.nextInt(3));
                out.add(command(++id[0], "solve algorithm=" + SOLVERS[r.nextInt(SOLVERS.length)] + " " + limit
                        + " memory=16" + (r.nextInt(10) == 0 ? " progress=1" : "")));
            } else if (kind < 68) {
                out.add(command(++id[0], MALFORMED[r.nextInt(MALFORMED.length)]));
            } else if (kind < 74) {
                // A valid command with control characters strewn in (they are dropped) and a CRLF end.
                out.add(new Line(bytes(++id[0] + " " + strew(r, VALID[r.nextInt(VALID.length)]) + "\r\n"), Integer.toString(id[0]), true));
            } else if (kind < 80) {
                out.add(new Line(bytes(++id[0] + " " + randomWord(r) + "\n"), Integer.toString(id[0]), true));
            } else if (kind < 87) {
                out.add(new Line(junk(r), null, true));
            } else if (kind < 90) {
                out.add(new Line(bytes("y".repeat(MAX_LINE + r.nextInt(3 * MAX_LINE)) + (r.nextBoolean() ? "\n" : "\r\n")), null, true));
            } else if (kind < 93) {
                String ws = new String[] {"\u3000", "\u2028", "\u2003", "\u00a0"}[r.nextInt(4)];
                out.add(new Line(bytes(ws + "\n"), null, true));
            } else {
                out.add(new Line(bytes(IGNORED[r.nextInt(IGNORED.length)] + "\n"), null, false));
            }
        }
        out.add(command(++id[0], "quit"));
        return out;
    }

    private static Line command(int id, String text) {
        return new Line(bytes(id + " " + text + "\n"), Integer.toString(id), true);
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** {@code s} with control characters (other than LF) inserted here and there. */
    private static String strew(SplittableRandom r, String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (r.nextInt(4) == 0) sb.append((char) (1 + r.nextInt(8)));
            sb.append(c);
        }
        return sb.toString();
    }

    private static String randomWord(SplittableRandom r) {
        StringBuilder sb = new StringBuilder();
        int n = 1 + r.nextInt(12);
        for (int i = 0; i < n; i++) sb.append((char) ('a' + r.nextInt(26)));
        return sb.toString();
    }

    /** {@code x} then random bytes, any but LF (invalid UTF-8 included): an unknown command, answered without id. */
    private static byte[] junk(SplittableRandom r) {
        int n = 1 + r.nextInt(300);
        byte[] b = new byte[n + 2];
        b[0] = 'x';
        for (int i = 1; i <= n; i++) {
            byte v;
            do {
                v = (byte) r.nextInt(256);
            } while (v == '\n' || v == ' ' || v == '\t');
            b[i] = v;
        }
        b[n + 1] = '\n';
        return b;
    }

    // ------------------------------------------------------------------ transports

    private static byte[] concat(List<Line> stream) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (Line l : stream) all.writeBytes(l.bytes());
        return all.toByteArray();
    }

    /** Sends the stream from one thread while another reads, until the server closes the connection. */
    private static String overTcp(InetSocketAddress addr, List<Line> stream, ExecutorService pool) throws IOException {
        try (Socket s = new Socket(addr.getAddress(), addr.getPort())) {
            s.setSoTimeout(120_000);
            byte[] input = concat(stream);
            CompletableFuture<Void> sent = CompletableFuture.runAsync(() -> {
                try {
                    OutputStream out = s.getOutputStream();
                    out.write(input);
                    out.flush();
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }, pool);
            String out = Transcripts.readAll(s.getInputStream());
            sent.join();
            return out;
        }
    }

    /** Runs a stdio server on pipes, the stream written while the replies are read. */
    private static String overStdio(List<Line> stream) throws IOException, InterruptedException {
        PipedOutputStream toEngine = new PipedOutputStream();
        PipedInputStream engineIn = new PipedInputStream(toEngine, 1 << 16);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] input = concat(stream);
        Thread writer = new Thread(() -> {
            try (toEngine) {
                toEngine.write(input);
            } catch (IOException e) {
                // the engine quit before reading everything: nothing after quit matters
            }
        }, "soak-stdio-writer");
        writer.setDaemon(true);
        writer.start();
        OutputStream synced = new OutputStream() {
            @Override
            public synchronized void write(int b) {
                out.write(b);
            }

            @Override
            public synchronized void write(byte[] b, int off, int len) {
                out.write(b, off, len);
            }
        };
        long t0 = System.nanoTime();
        new StdioServer(EngineConfig.defaults(), MAX_LINE).run(engineIn, synced);
        assertTrue(System.nanoTime() - t0 < TimeUnit.MINUTES.toNanos(5), "stdio returned after its quit");
        synchronized (synced) {
            return out.toString(StandardCharsets.UTF_8);
        }
    }

    // ------------------------------------------------------------------ the check

    /** A response's first line: {@code =ID text}, {@code ?ID text}, or a stream's head {@code =ID}. */
    private static final Pattern HEAD = Pattern.compile("([=?])(\\d*)(?: .*)?");

    private static void check(List<Line> stream, String out, String where) {
        assertTrue(out.endsWith("\n\n"), where + ": the output ends with a complete response");
        assertFalse(out.contains("internal error"), where + ": " + excerpt(out, "internal error"));
        assertFalse(out.contains("out of memory"), where + ": " + excerpt(out, "out of memory"));
        assertFalse(out.contains("queue full"), where);
        String[] responses = out.substring(0, out.length() - 2).split("\n\n", -1);
        List<String> expected = new ArrayList<>();
        for (Line l : stream) {
            if (l.answered()) expected.add(l.id() == null ? "" : l.id());
        }
        assertEquals(expected.size(), responses.length, where + ": one response per command");
        for (int i = 0; i < responses.length; i++) {
            String r = responses[i];
            assertFalse(r.isEmpty(), where + ": response " + i + " is empty");
            Matcher m = HEAD.matcher(r.lines().findFirst().orElse(""));
            assertTrue(m.matches(), where + ": response " + i + " is not framed: " + r);
            assertEquals(expected.get(i), m.group(2), where + ": response " + i + " in order: " + r);
            if (expected.get(i).isEmpty()) assertEquals("?", m.group(1), where + ": " + r);
        }
        assertTrue(responses[responses.length - 1].startsWith("=" + expected.get(expected.size() - 1) + " "), "quit answered");
    }

    private static String excerpt(String out, String what) {
        int i = out.indexOf(what);
        return out.substring(Math.max(0, i - 200), Math.min(out.length(), i + 200));
    }
}
