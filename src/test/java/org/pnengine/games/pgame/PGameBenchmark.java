package org.pnengine.games.pgame;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
import org.pnengine.game.State;

/**
 * Not a test: random playouts per CPU-second from the root (single thread, fixed seed) on the two
 * shapes of the PPNS experiments (B=2, D=20 and B=8, D=8) and on B=3, D=12 (a branching that is
 * not a power of two takes the {@code nextInt} path). Run with
 * {@code java -cp target/classes:target/test-classes org.pnengine.games.pgame.PGameBenchmark [seconds]}.
 */
public final class PGameBenchmark {

    private PGameBenchmark() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 3;
        int[][] shapes = {{2, 20}, {8, 8}, {3, 12}};
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        for (int[] shape : shapes) {
            PGameGame g = PGameGame.of(shape[0], shape[1], 0);
            State s = g.newInitialState();
            SplittableRandom rng = new SplittableRandom(1);
            int[] buf = new int[g.maxMoves()];
            long check = 0;
            for (int i = 0; i < 2_000_000; i++) check += s.randomPlayout(rng, buf, 1000);   // warm-up
            long n = 0;
            long t0 = bean.getCurrentThreadCpuTime();
            long end = t0 + (long) (seconds * 1e9);
            while (bean.getCurrentThreadCpuTime() < end) {
                for (int i = 0; i < 100_000; i++) check += s.randomPlayout(rng, buf, 1000);
                n += 100_000;
            }
            double dt = (bean.getCurrentThreadCpuTime() - t0) / 1e9;   // CPU time: the machine is shared
            System.out.printf("%s: %.0f playouts per CPU-second (%d in %.2f s; checksum %d)%n",
                    g.descriptor(), n / dt, n, dt, check);
        }
    }
}
