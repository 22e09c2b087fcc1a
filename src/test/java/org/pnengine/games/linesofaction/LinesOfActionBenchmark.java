package org.pnengine.games.linesofaction;

import java.util.SplittableRandom;
import org.pnengine.game.Perft;
import org.pnengine.game.State;

/**
 * Not a test: measures random playouts per second from the start position (single thread,
 * fixed seed) and times perft(5). Run with
 * {@code java -cp target/classes:target/test-classes org.pnengine.games.linesofaction.LinesOfActionBenchmark [size] [seconds] [perftDepth]}.
 */
public final class LinesOfActionBenchmark {

    private LinesOfActionBenchmark() {
    }

    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 5;
        int perftDepth = args.length > 2 ? Integer.parseInt(args[2]) : 0;
        LinesOfActionGame game = LinesOfActionGame.of(size);
        State s = game.newInitialState();
        int[] buf = new int[game.maxMoves()];
        SplittableRandom rng = new SplittableRandom(42);
        int maxPlies = 10_000;
        // Warm-up.
        long warmEnd = System.nanoTime() + 1_000_000_000L;
        while (System.nanoTime() < warmEnd) s.randomPlayout(rng, buf, maxPlies);
        rng = new SplittableRandom(42);
        long n = 0;
        long black = 0;
        long white = 0;
        long draws = 0;
        long cut = 0;
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpu0 = mx.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        long end = t0 + (long) (seconds * 1e9);
        while (System.nanoTime() < end) {
            for (int i = 0; i < 100; i++) {
                int r = s.randomPlayout(rng, buf, maxPlies);
                if (r == Integer.MIN_VALUE) cut++;
                else if (r > 0) black++;
                else if (r < 0) white++;
                else draws++;
            }
            n += 100;
        }
        double el = (System.nanoTime() - t0) / 1e9;
        double cpu = (mx.getCurrentThreadCpuTime() - cpu0) / 1e9;
        System.out.printf("lines_of_action size=%d: %d playouts in %.2f s wall (%.2f s CPU) = %.0f "
                + "playouts/s wall, %.0f per CPU-second (black %d, white %d, draw %d, cut %d)%n",
                size, n, el, cpu, n / el, n / cpu, black, white, draws, cut);
        // Mean playout length, measured with the generic apply/undo loop.
        SplittableRandom r2 = new SplittableRandom(7);
        long plies = 0;
        int games = 2000;
        for (int i = 0; i < games; i++) {
            int k = 0;
            while (!s.isTerminal() && k < maxPlies) {
                int m = s.legalMoves(buf);
                s.apply(buf[r2.nextInt(m)]);
                k++;
            }
            plies += k;
            for (int j = 0; j < k; j++) s.undo();
        }
        System.out.printf("mean playout length %.1f plies (%d games)%n", plies / (double) games, games);
        for (int d = 1; d <= perftDepth; d++) {
            long t = System.nanoTime();
            long c = Perft.count(s, d);
            System.out.printf("perft(%d) = %d in %.2f s%n", d, c, (System.nanoTime() - t) / 1e9);
        }
    }
}
