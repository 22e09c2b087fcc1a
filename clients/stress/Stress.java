import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * A stress client for a running {@code pnengine serve}: the abuse scenarios of issue 10 (section 2),
 * each printing what it measured. A single source file with no dependencies; run it with
 * {@code java clients/stress/Stress.java SCENARIO [--host H] [--port P] [--pid PID] ...}.
 * {@code --pid} (the server's process id, Linux) adds the server's resident memory to the report.
 *
 * <ul>
 *   <li>{@code noread [--lines N]}: {@code set_game gomoku size=19}, then N (100000) {@code legal_moves}
 *       lines, never reading a reply; the server's RSS while it holds them and after the close.</li>
 *   <li>{@code stoplag [--queued N]}: {@code solve algorithm=dfpn time=10}, N (2000) pipelined
 *       {@code name} lines, then {@code stop} 2 s later: how long after the stop the solve answered.</li>
 *   <li>{@code overrun [--game G] [--algorithm A] [--time S]}: {@code set_game G}, then
 *       {@code solve algorithm=A time=S}: how long the reply took, and the reply.</li>
 *   <li>{@code burst [--connects N]}: N (1000) connects at once: connect times, p50/p99/max, and failures.</li>
 *   <li>{@code threads [--clients N] [--threads T]}: N (20) connections, each choosing
 *       {@code pn-player uct threads=T movetime=2} (T 256) and sending {@code genmove b}: the
 *       replies to {@code pn-player} and the server's most threads meanwhile (needs --pid).</li>
 *   <li>{@code solves [--clients N] [--args "..."]}: N (50) connections, each sending one
 *       {@code solve ARGS} (default none: unbounded) at once: how the replies begin.</li>
 *   <li>{@code moves [--clients N] [--moves M] [--movetime S] [--player P] [--retry-delay MS]
 *       [--command C]}: N (1000) connections, each choosing {@code pn-player P movetime=S}
 *       (mcts-solver, 0.05) and asking for M (5) moves one after another, sending the command
 *       again on {@code ? busy} (after MS, 0, milliseconds): each move's wait from its first
 *       request to its answer (p50/p99/max), and the time of the request that was answered (its
 *       wait for a place and its search, as the client sees them: p50/p99/max). C is
 *       {@code genmove} (the default) or {@code pn-genmove_analyze}, whose reply begins when the
 *       search is admitted, which splits that time into the wait and the search.</li>
 * </ul>
 * The scenarios of issue 26, each followed by the time until a new client is served again
 * ({@code name} on the GTP port, {@code GET /} on the HTTP port) once the offender has gone:
 * <ul>
 *   <li>{@code httpflood --http-port H [--seconds S] [--tls true]}: one socket sends
 *       {@code GET /app.js} 200 times a write, in a loop, for S (10) seconds, never reading, while a
 *       second client asks {@code name} every half second.</li>
 *   <li>{@code pingflood --http-port H [--seconds S] [--tls true]}: a WebSocket at {@code /gtp}, never
 *       authenticated, sends empty pings for S (10) seconds, never reading.</li>
 *   <li>{@code bigqueue [--clients N]}: N (100) connections each send {@code set_game gomoku size=19},
 *       9000 {@code legal_moves} and 55 lines of 8000 {@code "a "}, never reading.</li>
 *   <li>{@code squat --token T --http-port H [--tcp N] [--http N] [--seconds S]}: N (25) sockets that
 *       never authenticate (they send {@code name} every 2 s) and N (25) HTTP sockets that send one
 *       header byte every 2 s; after S (15) seconds, a client with the token connects over TCP and
 *       over the WebSocket: what each is answered.</li>
 *   <li>{@code orphans [--clients N]}: N (3) connections each send an unbounded {@code solve} and
 *       close; a new client then sends {@code solve time=1} at +2, +30, +60 and +120 s, and the
 *       server's CPU use (with --pid) is shown at each.</li>
 *   <li>{@code stdiogone --jar JAR [--command C]}: runs {@code java -jar JAR stdio}, sends C
 *       ({@code solve}; also try {@code "solve progress=1"} and
 *       {@code "time_settings 1000000000 0 0\ngenmove b"}), closes its stdin and stdout after 1 s,
 *       and shows the engine's CPU use 5 and 20 s later.</li>
 * </ul>
 */
public final class Stress {

    private static String host = "127.0.0.1";
    private static int port = 9610;
    private static long pid = -1;
    private static final Map<String, String> opts = new TreeMap<>();

    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            System.err.println("usage: java Stress.java noread|stoplag|overrun|burst|threads|solves|httpflood|pingflood|bigqueue|squat|orphans|stdiogone|moves [--host H] [--port P] [--pid PID] [options]");
            System.exit(2);
        }
        for (int i = 1; i + 1 < args.length; i += 2) opts.put(args[i].replaceFirst("^--", ""), args[i + 1].replace("\\n", "\n"));
        host = opts.getOrDefault("host", host);
        port = Integer.parseInt(opts.getOrDefault("port", Integer.toString(port)));
        pid = Long.parseLong(opts.getOrDefault("pid", "-1"));
        switch (args[0]) {
            case "noread" -> noread(Integer.parseInt(opts.getOrDefault("lines", "100000")));
            case "stoplag" -> stoplag(Integer.parseInt(opts.getOrDefault("queued", "2000")));
            case "overrun" -> overrun(opts.getOrDefault("game", "gomoku"), opts.getOrDefault("algorithm", "mcpns"),
                    opts.getOrDefault("time", "0.02"));
            case "burst" -> burst(Integer.parseInt(opts.getOrDefault("connects", "1000")));
            case "threads" -> threads(Integer.parseInt(opts.getOrDefault("clients", "20")),
                    Integer.parseInt(opts.getOrDefault("threads", "256")));
            case "solves" -> solves(Integer.parseInt(opts.getOrDefault("clients", "50")), opts.getOrDefault("args", ""));
            case "httpflood" -> httpFlood(seconds(10), opts.containsKey("tls"));
            case "pingflood" -> pingFlood(seconds(10), opts.containsKey("tls"));
            case "bigqueue" -> bigQueue(Integer.parseInt(opts.getOrDefault("clients", "100")));
            case "squat" -> squat(Integer.parseInt(opts.getOrDefault("tcp", "25")), Integer.parseInt(opts.getOrDefault("http", "25")),
                    seconds(15));
            case "orphans" -> orphans(Integer.parseInt(opts.getOrDefault("clients", "3")));
            case "stdiogone" -> stdioGone(opts.get("jar"), opts.getOrDefault("command", "solve"));
            case "moves" -> moves(Integer.parseInt(opts.getOrDefault("clients", "1000")), Integer.parseInt(opts.getOrDefault("moves", "5")),
                    opts.getOrDefault("movetime", "0.05"), opts.getOrDefault("player", "mcts-solver"),
                    Long.parseLong(opts.getOrDefault("retry-delay", "0")), opts.getOrDefault("command", "genmove"));
            default -> {
                System.err.println("unknown scenario " + args[0]);
                System.exit(2);
            }
        }
    }

    /** The server's resident set in MB, or -1 without --pid. */
    private static long rssMb() {
        long kb = status("VmRSS:");
        return kb < 0 ? -1 : kb / 1024;
    }

    /** A number from the server's /proc/PID/status, or -1 without --pid. */
    private static long status(String field) {
        if (pid < 0) return -1;
        try {
            for (String l : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
                if (l.startsWith(field)) return Long.parseLong(l.replaceAll("\\D", ""));
            }
        } catch (IOException e) {
            return -1;
        }
        return -1;
    }

    private static Socket connect() throws IOException {
        Socket s = new Socket();
        s.connect(new InetSocketAddress(host, port), 30_000);
        return s;
    }

    private static void noread(int lines) throws Exception {
        System.out.println("rss before: " + rssMb() + " MB");
        Socket s = connect();
        s.setReceiveBufferSize(4096);
        OutputStream out = s.getOutputStream();
        long peak = 0;
        boolean[] done = {false};
        Thread writer = new Thread(() -> {
            try {
                out.write("set_game gomoku size=19\n".getBytes(StandardCharsets.US_ASCII));
                byte[] line = "legal_moves\n".getBytes(StandardCharsets.US_ASCII);
                for (int i = 0; i < lines; i++) out.write(line);
                out.flush();
                System.out.println("all " + lines + " lines sent");
            } catch (IOException e) {
                System.out.println("the server stopped the writes: " + e.getMessage());
            }
            done[0] = true;
        });
        writer.setDaemon(true);
        writer.start();
        long t0 = System.nanoTime();
        while (System.nanoTime() - t0 < 30_000_000_000L) {
            Thread.sleep(500);
            peak = Math.max(peak, rssMb());
            if (done[0] && System.nanoTime() - t0 > 10_000_000_000L) break;
        }
        System.out.println("rss peak while the client never read: " + peak + " MB"
                + (done[0] ? "" : " (the client was still blocked writing: the server stopped reading)"));
        int closedByServer = -2;
        try {
            s.setSoTimeout(1000);
            long bytes = 0;
            int r;
            byte[] buf = new byte[65536];
            while ((r = s.getInputStream().read(buf)) >= 0) bytes += r;
            closedByServer = 1;
            System.out.println("the server closed the connection after " + bytes + " bytes of replies");
        } catch (IOException e) {
            System.out.println("connection still open (" + e.getClass().getSimpleName() + "); closing it");
        }
        s.setSoLinger(true, 0);
        s.close();
        Thread.sleep(5000);
        System.out.println("rss 5 s after the close: " + rssMb() + " MB");
    }

    private static void stoplag(int queued) throws Exception {
        try (Socket s = connect()) {
            OutputStream out = s.getOutputStream();
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            StringBuilder sb = new StringBuilder("1 solve algorithm=dfpn time=10\n");
            for (int i = 0; i < queued; i++) sb.append("name\n");
            long t0 = System.nanoTime();
            out.write(sb.toString().getBytes(StandardCharsets.US_ASCII));
            out.flush();
            Thread.sleep(2000);
            long stopAt = System.nanoTime();
            out.write("2 stop\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String line;
            while ((line = in.readLine()) != null && !line.startsWith("=1")) {
                // nothing before the solve's reply
            }
            long replyAt = System.nanoTime();
            System.out.printf("solve reply %.3f s after the stop (%.3f s after the solve was sent): %s%n",
                    (replyAt - stopAt) / 1e9, (replyAt - t0) / 1e9, line);
        }
    }

    private static void overrun(String game, String algorithm, String time) throws Exception {
        try (Socket s = connect()) {
            OutputStream out = s.getOutputStream();
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            out.write(("set_game " + game + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            System.out.println("set_game: " + in.readLine());
            in.readLine();
            long t0 = System.nanoTime();
            out.write(("solve algorithm=" + algorithm + " time=" + time + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            String reply = in.readLine();
            System.out.printf("%s on %s, time=%s: reply after %.3f s: %s%n", algorithm, game, time,
                    (System.nanoTime() - t0) / 1e9, reply);
        }
    }

    /**
     * N non-blocking connects started in one tight loop (a real burst of SYNs), each timed from its
     * start until a selector on another thread sees it established; a connect still pending after
     * 30 s fails.
     */
    private static void burst(int n) throws Exception {
        java.nio.channels.Selector sel = java.nio.channels.Selector.open();
        long[] started = new long[n];
        List<Long> ok = java.util.Collections.synchronizedList(new ArrayList<>());
        Map<String, Integer> failures = new ConcurrentHashMap<>();
        List<java.nio.channels.SocketChannel> open = new ArrayList<>();
        java.util.concurrent.ConcurrentLinkedQueue<Integer> toRegister = new java.util.concurrent.ConcurrentLinkedQueue<>();
        InetSocketAddress addr = new InetSocketAddress(host, port);
        for (int i = 0; i < n; i++) {
            java.nio.channels.SocketChannel ch = java.nio.channels.SocketChannel.open();
            ch.configureBlocking(false);
            open.add(ch);
        }
        int[] pending = {0};
        Thread watcher = new Thread(() -> {
            long end = System.nanoTime() + 60_000_000_000L;
            try {
                while (ok.size() + failures.values().stream().mapToInt(Integer::intValue).sum() < n && System.nanoTime() < end) {
                    Integer i;
                    while ((i = toRegister.poll()) != null) open.get(i).register(sel, java.nio.channels.SelectionKey.OP_CONNECT, i);
                    sel.select(10);
                    collect(sel, started, ok, failures);
                }
            } catch (IOException e) {
                failures.merge("selector: " + e.getMessage(), 1, Integer::sum);
            }
        });
        watcher.start();
        for (int i = 0; i < n; i++) {
            started[i] = System.nanoTime();
            if (open.get(i).connect(addr)) {
                ok.add(0L);
            } else {
                toRegister.add(i);
                sel.wakeup();
            }
        }
        watcher.join();
        int missing = n - ok.size() - failures.values().stream().mapToInt(Integer::intValue).sum();
        if (missing > 0) failures.merge("still pending after 60 s", missing, Integer::sum);
        long[] sorted;
        synchronized (ok) {
            sorted = ok.stream().mapToLong(Long::longValue).sorted().toArray();
        }
        System.out.printf("%d connects: %d made, p50 %.1f ms, p99 %.1f ms, max %.1f ms; failures %s%n", n, sorted.length,
                pct(sorted, 50), pct(sorted, 99), sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6, failures);
        for (java.nio.channels.SocketChannel ch : open) ch.close();
    }

    private static void collect(java.nio.channels.Selector sel, long[] started, List<Long> ok, Map<String, Integer> failures) {
        for (java.nio.channels.SelectionKey k : sel.selectedKeys()) {
            java.nio.channels.SocketChannel ch = (java.nio.channels.SocketChannel) k.channel();
            try {
                if (ch.finishConnect()) {
                    ok.add(System.nanoTime() - started[(Integer) k.attachment()]);
                    k.cancel();
                }
            } catch (IOException e) {
                failures.merge(e.getMessage(), 1, Integer::sum);
                k.cancel();
            }
        }
        sel.selectedKeys().clear();
    }

    private static double pct(long[] sorted, int p) {
        if (sorted.length == 0) return 0;
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)] / 1e6;
    }

    private static void threads(int n, int threads) throws Exception {
        List<Socket> sockets = new ArrayList<>();
        Map<String, Integer> replies = new TreeMap<>();
        long before = status("Threads:");
        for (int i = 0; i < n; i++) {
            Socket s = connect();
            sockets.add(s);
            s.getOutputStream().write(("pn-player uct threads=" + threads + " movetime=2\ngenmove b\n").getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            String r = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8)).readLine();
            replies.merge(r.startsWith("=") ? "= (player chosen)" : r, 1, Integer::sum);
        }
        long peak = 0;
        for (int i = 0; i < 20; i++) {
            peak = Math.max(peak, status("Threads:"));
            Thread.sleep(100);
        }
        System.out.printf("%d sessions with threads=%d: pn-player answered %s; server threads %d before, %d at most%n",
                n, threads, replies, before, peak);
        for (Socket s : sockets) s.close();
    }

    private static void moves(int n, int m, String movetime, String player, long retryDelay, String command) throws Exception {
        boolean streamed = command.equals("pn-genmove_analyze");
        if (!streamed && !command.equals("genmove")) throw new IllegalArgumentException("--command: genmove or pn-genmove_analyze");
        ExecutorService pool = Executors.newFixedThreadPool(n);
        CountDownLatch go = new CountDownLatch(1);
        List<Long> waits = java.util.Collections.synchronizedList(new ArrayList<>());      // per move, over its retries
        List<Long> answered = java.util.Collections.synchronizedList(new ArrayList<>());   // the request answered
        List<Long> admitted = java.util.Collections.synchronizedList(new ArrayList<>());   // its wait for the stream head
        List<Long> searched = java.util.Collections.synchronizedList(new ArrayList<>());   // and its search after it
        java.util.concurrent.atomic.AtomicLong busy = new java.util.concurrent.atomic.AtomicLong();
        Map<String, Integer> failures = new ConcurrentHashMap<>();
        List<Future<?>> clients = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            clients.add(pool.submit(() -> {
                try (Socket s = connect()) {
                    s.setTcpNoDelay(true);
                    OutputStream out = s.getOutputStream();
                    BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                    out.write(("pn-player " + player + " movetime=" + movetime + "\n").getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    String r = reply(in);
                    if (!r.startsWith("=")) throw new IOException("pn-player: " + r);
                    go.await();
                    for (int k = 0; k < m; k++) {
                        long first = System.nanoTime();
                        while (true) {
                            long t = System.nanoTime();
                            // An interval longer than any move: the stream is its head, then "play MOVE".
                            out.write((command + " " + (k % 2 == 0 ? "b" : "w") + (streamed ? " 360000" : "") + "\n")
                                    .getBytes(StandardCharsets.US_ASCII));
                            out.flush();
                            r = in.readLine();
                            if (r == null) throw new IOException("closed");
                            long head = System.nanoTime();
                            rest(in);
                            long now = System.nanoTime();
                            if (r.startsWith("=")) {
                                waits.add(now - first);
                                answered.add(now - t);
                                if (streamed) {
                                    admitted.add(head - t);
                                    searched.add(now - head);
                                }
                                break;
                            }
                            if (!r.startsWith("? busy")) throw new IOException(r);
                            busy.incrementAndGet();
                            if (retryDelay > 0) Thread.sleep(retryDelay);
                        }
                    }
                } catch (Exception e) {
                    failures.merge(String.valueOf(e.getMessage()).replaceAll("\\d+", "N"), 1, Integer::sum);
                }
                return null;
            }));
        }
        Thread.sleep(Math.min(30_000, 1000 + 10L * n));   // the connections and their pn-player
        long cpu0 = cpuTicks();
        long t0 = System.nanoTime();
        go.countDown();
        for (Future<?> f : clients) f.get();
        double secs = (System.nanoTime() - t0) / 1e9;
        long cpu = cpuTicks() - cpu0;
        pool.shutdown();
        long[] w = sorted(waits);
        long[] a = sorted(answered);
        double budget = Double.parseDouble(movetime) * 1e3;
        long over = Arrays.stream(a).filter(x -> x / 1e6 > budget * 1.1).count();
        System.out.printf("%d sessions x %d moves (%s) at movetime=%s: %d moves in %.1f s (%.1f/s), %d busy replies, failures %s%n",
                n, m, command, movetime, w.length, secs, w.length / secs, busy.get(), failures);
        if (pid >= 0) System.out.printf("server CPU time meanwhile: %.1f s (%.2f cores)%n", cpu / 100.0, cpu / 100.0 / secs);
        System.out.printf("wait per move (first request to its answer): p50 %.3f s, p99 %.3f s, max %.3f s%n",
                pct(w, 50) / 1e3, pct(w, 99) / 1e3, w.length == 0 ? 0 : w[w.length - 1] / 1e9);
        System.out.printf("the answered request (wait for a place + search): p50 %.3f s, p99 %.3f s, max %.3f s;"
                + " %d of %d over 1.1 x movetime%n", pct(a, 50) / 1e3, pct(a, 99) / 1e3, a.length == 0 ? 0 : a[a.length - 1] / 1e9,
                over, a.length);
        if (streamed) {
            long[] ad = sorted(admitted);
            long[] se = sorted(searched);
            System.out.printf("  of which the wait for a place (request to stream head): p50 %.3f s, p99 %.3f s, max %.3f s%n",
                    pct(ad, 50) / 1e3, pct(ad, 99) / 1e3, ad[ad.length - 1] / 1e9);
            System.out.printf("  and the search (stream head to play MOVE): p50 %.3f s, p99 %.3f s, max %.3f s%n",
                    pct(se, 50) / 1e3, pct(se, 99) / 1e3, se[se.length - 1] / 1e9);
        }
    }

    /** The server's user and system CPU time in clock ticks (1/100 s), or -1 without --pid. */
    private static long cpuTicks() {
        if (pid < 0) return -1;
        try {
            String[] f = Files.readString(Path.of("/proc/" + pid + "/stat")).replaceAll(".*\\) ", "").split(" ");
            return Long.parseLong(f[11]) + Long.parseLong(f[12]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private static long[] sorted(List<Long> xs) {
        synchronized (xs) {
            return xs.stream().mapToLong(Long::longValue).sorted().toArray();
        }
    }

    /** One reply's first line, its other lines and the empty line that ends it read. */
    private static String reply(BufferedReader in) throws IOException {
        String first = in.readLine();
        if (first == null) throw new IOException("closed");
        rest(in);
        return first;
    }

    /** The rest of a reply whose first line was read, up to the empty line that ends it. */
    private static void rest(BufferedReader in) throws IOException {
        String l;
        while ((l = in.readLine()) != null && !l.isEmpty()) {
            // its other lines
        }
        if (l == null) throw new IOException("closed");
    }

    private static void solves(int n, String args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(n);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<String>> replies = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            replies.add(pool.submit(() -> {
                try (Socket s = connect()) {
                    go.await();
                    s.getOutputStream().write(("solve " + args + "\n").getBytes(StandardCharsets.UTF_8));
                    s.getOutputStream().flush();
                    return new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8)).readLine();
                }
            }));
        }
        Thread.sleep(1000);
        long t0 = System.nanoTime();
        go.countDown();
        Map<String, Integer> kinds = new TreeMap<>();
        long peak = 0;
        for (Future<String> f : replies) {
            String r;
            try {
                r = f.get(600, TimeUnit.SECONDS);
            } catch (Exception e) {
                r = "no reply: " + e.getCause();
            }
            peak = Math.max(peak, rssMb());
            String kind = r == null ? "closed" : r.startsWith("= unknown") ? "= unknown ... stop=" + r.replaceAll(".*stop=", "")
                    : r.startsWith("?") ? r.replaceAll(":.*", "") + (r.contains(":") ? ": ..." : "") : r.split(" ")[0] + " " + r.split(" ")[1];
            kinds.merge(kind, 1, Integer::sum);
        }
        pool.shutdown();
        System.out.printf("%d concurrent 'solve %s' ended in %.1f s: %s; server rss %d MB%n", n, args,
                (System.nanoTime() - t0) / 1e9, kinds, peak);
    }

    // ------------------------------------------------------------------ issue 26

    private static long seconds(long dflt) {
        return Long.parseLong(opts.getOrDefault("seconds", Long.toString(dflt)));
    }

    private static int httpPort() {
        String p = opts.get("http-port");
        if (p == null) throw new IllegalArgumentException("this scenario needs --http-port");
        return Integer.parseInt(p);
    }

    /** A socket to the HTTP port, through TLS (trusting any certificate) with --tls. */
    private static Socket webSocket(boolean tls) throws Exception {
        return open(httpPort(), tls, 30_000);
    }

    /** A socket to {@code port}, through TLS (trusting any certificate) if {@code tls}. */
    private static Socket open(int port, boolean tls, int timeoutMillis) throws Exception {
        Socket s = new Socket();
        s.connect(new InetSocketAddress(host, port), timeoutMillis);
        if (!tls) return s;
        javax.net.ssl.SSLContext ctx = javax.net.ssl.SSLContext.getInstance("TLS");
        ctx.init(null, new javax.net.ssl.TrustManager[] {new javax.net.ssl.X509TrustManager() {
            public void checkClientTrusted(java.security.cert.X509Certificate[] c, String a) { }
            public void checkServerTrusted(java.security.cert.X509Certificate[] c, String a) { }
            public java.security.cert.X509Certificate[] getAcceptedIssuers() {
                return new java.security.cert.X509Certificate[0];
            }
        }}, null);
        javax.net.ssl.SSLSocket t = (javax.net.ssl.SSLSocket) ctx.getSocketFactory().createSocket(s, host, port, true);
        t.startHandshake();
        return t;
    }

    /** The server's CPU time in seconds (utime + stime of /proc/PID/stat), or -1 without --pid. */
    private static double cpuSeconds(long p) {
        if (p < 0) return -1;
        try {
            String stat = Files.readString(Path.of("/proc/" + p + "/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(f[11]) + Long.parseLong(f[12])) / 100.0;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** Whether the server process is still alive (always true without --pid). */
    private static boolean alive() {
        return pid < 0 || Files.exists(Path.of("/proc/" + pid));
    }

    /**
     * One {@code name} round trip on a new connection to the GTP port, with the token if given:
     * the reply's first line, or what went wrong.
     */
    private static String probeName(int timeoutMillis) {
        try (Socket s = open(port, opts.containsKey("tls"), timeoutMillis)) {
            s.setSoTimeout(timeoutMillis);
            String token = opts.get("token");
            String cmds = (token == null ? "" : "pn-auth " + token + "\n") + "name\n";
            s.getOutputStream().write(cmds.getBytes(StandardCharsets.US_ASCII));
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            String line;
            String last = null;
            while ((line = in.readLine()) != null) {
                if (line.startsWith("?")) return line;
                if (line.startsWith("= pnengine")) return line;
                last = line;
            }
            return "closed" + (last == null ? "" : " after " + last);
        } catch (Exception e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        }
    }

    /** One {@code GET /} on a new connection to the HTTP port: the status line, or what went wrong. */
    private static String probeGet(boolean tls, int timeoutMillis) {
        try (Socket s = webSocket(tls)) {
            s.setSoTimeout(timeoutMillis);
            s.getOutputStream().write(("GET / HTTP/1.1\r\nHost: " + host + ":" + httpPort() + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            String status = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.US_ASCII)).readLine();
            return status == null ? "closed" : status;
        } catch (Exception e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        }
    }

    /** After an offender has gone: seconds until both a GTP {@code name} and (with an HTTP port) a {@code GET /} succeed. */
    private static void recovery(boolean tls) throws InterruptedException {
        long t0 = System.nanoTime();
        String gtp = "";
        String web = "";
        while (System.nanoTime() - t0 < 120_000_000_000L && alive()) {
            gtp = probeName(2000);
            web = opts.containsKey("http-port") ? probeGet(tls, 2000) : "HTTP/1.1 200";
            if (gtp.startsWith("= pnengine") && web.contains(" 200")) {
                System.out.printf("served again %.1f s after the offender left (rss %d MB)%n", (System.nanoTime() - t0) / 1e9, rssMb());
                return;
            }
            Thread.sleep(250);
        }
        System.out.printf("NOT served %.0f s after the offender left (server %s): name -> %s; GET / -> %s%n",
                (System.nanoTime() - t0) / 1e9, alive() ? "alive" : "DEAD", gtp, web);
    }

    /** Runs {@code attack} for {@code seconds} while a GTP client asks {@code name} every half second. */
    private static void underAttack(String what, long seconds, boolean tls, Attack attack) throws Exception {
        System.out.println(what + "; rss before: " + rssMb() + " MB");
        long[] peak = {0};
        int[] probes = {0, 0};
        Thread watcher = new Thread(() -> {
            long end = System.nanoTime() + seconds * 1_000_000_000L;
            while (System.nanoTime() < end) {
                peak[0] = Math.max(peak[0], rssMb());
                probes[0]++;
                if (probeName(2000).startsWith("= pnengine")) probes[1]++;
                try {
                    Thread.sleep(500);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        watcher.start();
        long sent = 0;
        String end;
        long t0 = System.nanoTime();
        try {
            sent = attack.run(t0 + seconds * 1_000_000_000L);
            end = "the attacker stopped after " + seconds + " s";
        } catch (AttackEnded e) {
            sent = e.sent;
            end = String.format("the server closed the attacker after %.1f s (%s)", (System.nanoTime() - t0) / 1e9, e.getMessage());
        }
        watcher.join();
        System.out.printf("%s; %.1f MB sent; rss peak %d MB; %d of %d name probes answered meanwhile%n", end, sent / 1e6, peak[0],
                probes[1], probes[0]);
        recovery(tls);
    }

    private interface Attack {
        /** Attacks until {@code endNanos}; returns the bytes sent, or throws {@link AttackEnded}. */
        long run(long endNanos) throws Exception;
    }

    private static final class AttackEnded extends Exception {
        final long sent;

        AttackEnded(long sent, String why) {
            super(why);
            this.sent = sent;
        }
    }

    /** Writes {@code chunk} over and over until {@code endNanos}, or until the server closes the socket. */
    private static long flood(Socket s, byte[] chunk, long endNanos) throws Exception {
        long sent = 0;
        s.setSoLinger(true, 0);
        try (s) {
            OutputStream out = s.getOutputStream();
            Thread killer = new Thread(() -> {
                try {
                    Thread.sleep(Math.max(0, (endNanos - System.nanoTime()) / 1_000_000));
                    s.close();   // a write blocked on a full window ends here
                } catch (Exception e) {
                    // closed already
                }
            });
            killer.setDaemon(true);
            killer.start();
            while (System.nanoTime() < endNanos) {
                out.write(chunk);
                sent += chunk.length;
            }
        } catch (IOException e) {
            if (System.nanoTime() < endNanos - 100_000_000L) throw new AttackEnded(sent, e.getMessage());
        }
        return sent;
    }

    private static void httpFlood(long seconds, boolean tls) throws Exception {
        String get = "GET /app.js HTTP/1.1\r\nHost: " + host + ":" + httpPort() + "\r\n\r\n";
        byte[] chunk = get.repeat(200).getBytes(StandardCharsets.US_ASCII);
        underAttack("pipelined GET /app.js, 200 a write, never read" + (tls ? ", over TLS" : ""), seconds, tls,
                end -> flood(webSocket(tls), chunk, end));
    }

    /** Opens a WebSocket at /gtp (the handshake read off the socket) and returns the socket. */
    private static Socket openGtpSocket(boolean tls) throws Exception {
        Socket s = webSocket(tls);
        s.getOutputStream().write(("GET /gtp HTTP/1.1\r\nHost: " + host + ":" + httpPort() + "\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        java.io.InputStream in = s.getInputStream();
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) throw new IOException("closed during the handshake: " + head);
            head.append((char) b);
        }
        if (!head.toString().startsWith("HTTP/1.1 101")) throw new IOException("handshake refused: " + head.toString().split("\r\n")[0]);
        return s;
    }

    /** A masked client frame (mask 0: the payload is sent as is). */
    private static byte[] frame(int opcode, byte[] payload) {
        java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
        b.write(0x80 | opcode);
        if (payload.length < 126) {
            b.write(0x80 | payload.length);
        } else {
            b.write(0x80 | 126);
            b.write(payload.length >> 8);
            b.write(payload.length & 0xff);
        }
        b.write(0); b.write(0); b.write(0); b.write(0);
        b.write(payload, 0, payload.length);
        return b.toByteArray();
    }

    private static void pingFlood(long seconds, boolean tls) throws Exception {
        byte[] ping = frame(0x9, new byte[0]);
        java.io.ByteArrayOutputStream many = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < 1000; i++) many.write(ping, 0, ping.length);
        byte[] chunk = many.toByteArray();
        underAttack("empty WebSocket pings before pn-auth, never read" + (tls ? ", over TLS" : ""), seconds, tls,
                end -> flood(openGtpSocket(tls), chunk, end));
    }

    private static void bigQueue(int clients) throws Exception {
        StringBuilder sb = new StringBuilder("set_game gomoku size=19\n");
        for (int i = 0; i < 9000; i++) sb.append("legal_moves\n");
        String junk = "a ".repeat(8000) + "\n";
        for (int i = 0; i < 55; i++) sb.append(junk);
        byte[] script = sb.toString().getBytes(StandardCharsets.US_ASCII);
        underAttack(clients + " connections each queue 9000 legal_moves and 55 lines of 8000 'a ', never reading",
                opts.containsKey("seconds") ? seconds(0) : 20, false, end -> {
            ExecutorService pool = Executors.newFixedThreadPool(clients);
            List<Socket> sockets = java.util.Collections.synchronizedList(new ArrayList<>());
            long[] sent = {0};
            Map<String, Integer> outcome = new ConcurrentHashMap<>();
            for (int i = 0; i < clients; i++) {
                pool.submit(() -> {
                    try {
                        Socket s = connect();
                        sockets.add(s);
                        s.setReceiveBufferSize(4096);
                        s.getOutputStream().write(script);
                        synchronized (sent) {
                            sent[0] += script.length;
                        }
                        outcome.merge("all sent", 1, Integer::sum);
                    } catch (IOException e) {
                        outcome.merge("write failed: " + e.getMessage(), 1, Integer::sum);
                    }
                    return null;
                });
            }
            while (System.nanoTime() < end) Thread.sleep(100);
            int closed = 0;
            byte[] buf = new byte[1 << 16];
            for (Socket s : sockets) {
                try {
                    s.setSoTimeout(200);
                    while (s.getInputStream().read(buf) >= 0) {
                        // the replies sent before the close
                    }
                    closed++;
                } catch (IOException e) {
                    if (!(e instanceof java.net.SocketTimeoutException)) closed++;
                }
            }
            System.out.println("writers: " + outcome + "; connections the server had closed: " + closed + " of " + sockets.size());
            for (Socket s : sockets) {
                s.setSoLinger(true, 0);
                s.close();
            }
            pool.shutdownNow();
            return sent[0];
        });
    }

    private static void squat(int tcp, int http, long seconds) throws Exception {
        List<Socket> sockets = java.util.Collections.synchronizedList(new ArrayList<>());
        Map<String, Integer> ends = new ConcurrentHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(tcp + http);
        long end = System.nanoTime() + (seconds + 5) * 1_000_000_000L;
        for (int i = 0; i < tcp + http; i++) {
            boolean web = i >= tcp;
            pool.submit(() -> {
                try (Socket s = web ? webSocket(false) : connect()) {
                    sockets.add(s);
                    byte[] unit = web ? "G".getBytes(StandardCharsets.US_ASCII) : "name\n".getBytes(StandardCharsets.US_ASCII);
                    while (System.nanoTime() < end) {
                        s.getOutputStream().write(unit);
                        Thread.sleep(2000);
                    }
                    ends.merge((web ? "http" : "tcp") + ": held to the end", 1, Integer::sum);
                } catch (Exception e) {
                    ends.merge((web ? "http" : "tcp") + ": closed by the server", 1, Integer::sum);
                }
                return null;
            });
        }
        Thread.sleep(seconds * 1000);
        System.out.println("after " + seconds + " s of " + tcp + " unauthenticated TCP sockets and " + http + " slow HTTP headers:");
        System.out.println("  TCP with the token: " + probeName(5000));
        String ws;
        try (Socket s = openGtpSocket(false)) {
            s.getOutputStream().write(frame(0x1, ("pn-auth " + opts.get("token") + "\nname").getBytes(StandardCharsets.US_ASCII)));
            ws = "101 Switching Protocols, then frames";
        } catch (Exception e) {
            ws = e.getMessage();
        }
        System.out.println("  WebSocket: " + ws);
        pool.shutdown();
        pool.awaitTermination(seconds + 30, TimeUnit.SECONDS);
        System.out.println("  the squatters: " + ends);
    }

    private static void orphans(int clients) throws Exception {
        for (int i = 0; i < clients; i++) {
            try (Socket s = connect()) {
                s.getOutputStream().write("solve\n".getBytes(StandardCharsets.US_ASCII));
                s.getOutputStream().flush();
                Thread.sleep(100);
            }
        }
        System.out.println(clients + " clients sent an unbounded solve and closed");
        long t0 = System.nanoTime();
        double cpu0 = cpuSeconds(pid);
        for (int at : new int[] {2, 30, 60, 120}) {
            long wait = t0 + at * 1_000_000_000L - System.nanoTime();
            if (wait > 0) Thread.sleep(wait / 1_000_000);
            String reply;
            try (Socket s = connect()) {
                s.setSoTimeout(10_000);
                s.getOutputStream().write("solve time=1\n".getBytes(StandardCharsets.US_ASCII));
                reply = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8)).readLine();
            }
            double cpu = cpuSeconds(pid);
            double secs = (System.nanoTime() - t0) / 1e9;
            System.out.printf("+%d s: solve time=1 -> %s; server CPU %.2f cores on average so far%n", at,
                    reply == null ? "closed" : reply.length() > 60 ? reply.substring(0, 60) + "..." : reply,
                    cpu < 0 ? Double.NaN : (cpu - cpu0) / secs);
        }
    }

    private static void stdioGone(String jar, String command) throws Exception {
        if (jar == null) throw new IllegalArgumentException("stdiogone needs --jar");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar, "stdio")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        p.getOutputStream().write((command + "\n").getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().flush();
        Thread.sleep(1000);
        p.getOutputStream().close();
        p.getInputStream().close();
        double c0 = cpuSeconds(p.pid());
        System.out.println("sent '" + command.replace("\n", "; ") + "', then closed the engine's stdin and stdout");
        for (int at : new int[] {5, 20}) {
            Thread.sleep(at == 5 ? 5000 : 15000);
            double c = cpuSeconds(p.pid());
            System.out.printf("+%d s: engine %s%s%n", at, p.isAlive() ? "running" : "exited (" + p.exitValue() + ")",
                    p.isAlive() && c >= 0 ? String.format(", %.2f cores since the close", (c - c0) / at) : "");
        }
        p.destroyForcibly();
    }
}
