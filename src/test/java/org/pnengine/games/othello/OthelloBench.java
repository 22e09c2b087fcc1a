package org.pnengine.games.othello;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
import org.pnengine.game.State;

/**
 * A benchmark, not a test (surefire does not run it): random playouts per second and perft speed.
 *
 * <pre>
 *   mvn -q -B test-compile
 *   java -cp target/classes:target/test-classes org.pnengine.games.othello.OthelloBench playouts 8 5
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
                long n = perft(g.newInitialState(), d, new int[d + 1][g.maxMoves()]);
                double s = (System.nanoTime() - t0) / 1e9;
                System.out.printf("size %d perft(%d) = %d  %.2f s  %.1f M leaves/s%n", size, d, n, s, n / s / 1e6);
            }
        } else {
            double seconds = args.length > 2 ? Double.parseDouble(args[2]) : 5;
            State s = g.newInitialState();
            SplittableRandom rng = new SplittableRandom(42);
            int[] buf = new int[g.maxMoves()];
            // warm-up
            long sum = 0;
            for (int i = 0; i < 20000; i++) sum += s.randomPlayout(rng, buf, Integer.MAX_VALUE);
            long count = 0;
            long c0 = CPU.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            long deadline = t0 + (long) (seconds * 1e9);
            long now;
            do {
                for (int i = 0; i < 1000; i++) sum += s.randomPlayout(rng, buf, Integer.MAX_VALUE);
                count += 1000;
                now = System.nanoTime();
            } while (now < deadline);
            double el = (now - t0) / 1e9;
            double cpu = (CPU.getCurrentThreadCpuTime() - c0) / 1e9;
            System.out.printf("size %d: %d playouts in %.2f s wall, %.2f s CPU = %.0f playouts/s wall, "
                    + "%.0f per CPU-second (checksum %d)%n", size, count, el, cpu, count / el, count / cpu, sum);
            // the generic State path (legalMoves/apply/undo), for comparison
            count = 0;
            c0 = CPU.getCurrentThreadCpuTime();
            t0 = System.nanoTime();
            deadline = t0 + (long) (seconds * 1e9);
            do {
                for (int i = 0; i < 1000; i++) sum += genericPlayout(s, rng, buf);
                count += 1000;
                now = System.nanoTime();
            } while (now < deadline);
            el = (now - t0) / 1e9;
            cpu = (CPU.getCurrentThreadCpuTime() - c0) / 1e9;
            System.out.printf("size %d: generic legalMoves/apply/undo loop %.0f playouts/s wall, "
                    + "%.0f per CPU-second (checksum %d)%n", size, count / el, count / cpu, sum);
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

    static long perft(State s, int depth, int[][] bufs) {
        int[] buf = bufs[depth];
        int n = s.legalMoves(buf);
        if (n == 0) return 1;
        if (depth == 1) return n;
        long sum = 0;
        for (int i = 0; i < n; i++) {
            s.apply(buf[i]);
            sum += perft(s, depth - 1, bufs);
            s.undo();
        }
        return sum;
    }
}
