package org.pnengine.games.woodpush;

import java.util.SplittableRandom;
import org.pnengine.game.State;

/**
 * Not a test: random playouts per second from the start (single thread, fixed seed) on the two
 * boards of the multiple-outcome PNS paper and on 9×2. Run with
 * {@code java -cp target/classes:target/test-classes org.pnengine.games.woodpush.WoodpushBenchmark [seconds]}.
 */
public final class WoodpushBenchmark {

    private WoodpushBenchmark() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 3;
        int[][] sizes = {{8, 3}, {13, 2}, {9, 2}};
        for (int[] sz : sizes) {
            WoodpushGame g = WoodpushGame.of(sz[0], sz[1]);
            State s = g.newInitialState();
            SplittableRandom rng = new SplittableRandom(1);
            int[] buf = new int[g.maxMoves()];
            long cut = 0;
            for (int i = 0; i < 20000; i++) s.randomPlayout(rng, buf, 1000);   // warm-up
            long n = 0;
            java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
            long t0 = bean.getCurrentThreadCpuTime();
            long end = t0 + (long) (seconds * 1e9);
            while (bean.getCurrentThreadCpuTime() < end) {
                for (int i = 0; i < 1000; i++) {
                    if (s.randomPlayout(rng, buf, 1000) == Integer.MIN_VALUE) cut++;
                }
                n += 1000;
            }
            double dt = (bean.getCurrentThreadCpuTime() - t0) / 1e9;   // CPU time: the machine is shared
            System.out.printf("%s: %.0f playouts per CPU-second (%d in %.2f s, %d cut at 1000 plies)%n",
                    g.descriptor(), n / dt, n, dt, cut);
        }
    }
}
