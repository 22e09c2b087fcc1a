package org.pnengine.games.othello;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
import org.pnengine.game.Perft;
import org.pnengine.game.State;

/**
 * A benchmark, not a test (surefire does not run it): random playouts per second and perft speed.
 *
 * <pre>
 *   mvn -q -B test-compile
 *   java -cp target/classes:target/test-classes org.pnengine.games.othello.OthelloBench playouts 8 300000
 *   java -cp target/classes:target/test-classes org.pnengine.games.othello.OthelloBench perft 8 10
 * </pre>
 */
public final class OthelloBench {

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private OthelloBench() {
    }

    public static void main(String[] args) {
        String what = args.length > 0 ? args[0] : "playouts";
        int size = args.length > 1 ? Integer.parseInt(args[1]) : 8;
        OthelloGame g = OthelloGame.of(size);
        if (what.equals("perft")) {
            int depth = args.length > 2 ? Integer.parseInt(args[2]) : 9;
            for (int d = 1; d <= depth; d++) {
                long t0 = System.nanoTime();
                long n = Perft.count(g.newInitialState(), d, Perft.Convention.FINISHED_IS_LEAF);
                double s = (System.nanoTime() - t0) / 1e9;
                System.out.printf("size %d perft(%d) = %d  %.2f s  %.1f M leaves/s%n", size, d, n, s, n / s / 1e6);
            }
        } else {
            int count = args.length > 2 ? Integer.parseInt(args[2]) : 300_000;
            State s = g.newInitialState();
            int[] buf = new int[g.maxMoves()];
            SplittableRandom warm = new SplittableRandom(1);
            for (int i = 0; i < 20_000; i++) s.randomPlayout(warm, buf, Integer.MAX_VALUE);
            for (int i = 0; i < 5_000; i++) genericPlayout(s, warm, buf);
            for (int round = 0; round < 2; round++) {
                boolean generic = round == 1;
                SplittableRandom rng = new SplittableRandom(42);
                long sum = 0;
                long c0 = CPU.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                for (int i = 0; i < count; i++) {
                    sum += generic ? genericPlayout(s, rng, buf) : s.randomPlayout(rng, buf, Integer.MAX_VALUE);
                }
                double wall = (System.nanoTime() - t0) / 1e9;
                double cpu = (CPU.getCurrentThreadCpuTime() - c0) / 1e9;
                System.out.printf("size %d, %s: %d playouts, seed 42, score sum %d: %.2f s wall, %.2f s CPU"
                        + " = %.0f playouts/s wall, %.0f per CPU-second%n", size,
                        generic ? "generic legalMoves/apply/undo loop" : "randomPlayout", count, sum,
                        wall, cpu, count / wall, count / cpu);
            }
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
