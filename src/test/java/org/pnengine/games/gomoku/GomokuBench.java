package org.pnengine.games.gomoku;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
import org.pnengine.game.State;

/**
 * A benchmark, not a test (surefire does not run it): random playouts per second from the empty
 * board, one thread, seed 42, by thread CPU time and wall time; first the fast
 * {@link GomokuState#randomPlayout}, then the generic {@code legalMoves/apply/undo} loop.
 *
 * <pre>
 *   mvn -q -B test-compile
 *   java -cp target/classes:target/test-classes org.pnengine.games.gomoku.GomokuBench [size] [exact_five] [playouts]
 * </pre>
 */
public final class GomokuBench {

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private GomokuBench() {
    }

    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 15;
        boolean exact = args.length > 1 && Boolean.parseBoolean(args[1]);
        int count = args.length > 2 ? Integer.parseInt(args[2]) : 200_000;
        GomokuGame g = GomokuGame.of(size, exact);
        State s = g.newInitialState();
        int[] buf = new int[g.maxMoves()];
        SplittableRandom warm = new SplittableRandom(1);
        for (int i = 0; i < 20_000; i++) s.randomPlayout(warm, buf, Integer.MAX_VALUE);
        for (int i = 0; i < 2_000; i++) genericPlayout(s, warm, buf);
        for (int round = 0; round < 2; round++) {
            boolean generic = round == 1;
            int n = generic ? Math.max(1, count / 10) : count;
            SplittableRandom rng = new SplittableRandom(42);
            long[] results = new long[3];
            long c0 = CPU.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                int r = generic ? genericPlayout(s, rng, buf) : s.randomPlayout(rng, buf, Integer.MAX_VALUE);
                results[r + 1]++;
            }
            double wall = (System.nanoTime() - t0) / 1e9;
            double cpu = (CPU.getCurrentThreadCpuTime() - c0) / 1e9;
            System.out.printf("%s: %s, %d playouts (x %d, draw %d, o %d): %.2f s wall, %.2f s CPU"
                    + " = %.0f playouts/s wall, %.0f per CPU-second%n", g.descriptor(),
                    generic ? "generic legalMoves/apply/undo loop" : "randomPlayout", n,
                    results[2], results[1], results[0], wall, cpu, n / wall, n / cpu);
        }
    }

    private static int genericPlayout(State s, SplittableRandom rng, int[] buf) {
        int played = 0;
        while (!s.isTerminal()) {
            int n = s.legalMoves(buf);
            s.apply(buf[rng.nextInt(n)]);
            played++;
        }
        int score = s.score();
        for (int i = 0; i < played; i++) s.undo();
        return score;
    }
}
