package org.pnengine.games.awari;

import java.util.SplittableRandom;
import org.pnengine.game.Perft;
import org.pnengine.game.State;

/**
 * Not a test: random playouts per second from the start (single thread, fixed seed) and deeper
 * perft counts, for each variant. Run with
 * {@code java -cp target/classes:target/test-classes org.pnengine.games.awari.AwariBenchmark [seconds] [perftDepth]}.
 */
public final class AwariBenchmark {

    private AwariBenchmark() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 3;
        int depth = args.length > 1 ? Integer.parseInt(args[1]) : 0;
        for (AwariGame.Variant v : AwariGame.Variant.values()) {
            AwariGame g = AwariGame.of(v);
            State s = g.newInitialState();
            SplittableRandom rng = new SplittableRandom(1);
            int[] buf = new int[g.maxMoves()];
            for (int i = 0; i < 20000; i++) s.randomPlayout(rng, buf, 1000);   // warm-up
            long n = 0;
            long plies = 0;
            java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
            long t0 = bean.getCurrentThreadCpuTime();
            long end = t0 + (long) (seconds * 1e9);
            while (bean.getCurrentThreadCpuTime() < end) {
                for (int i = 0; i < 1000; i++) s.randomPlayout(rng, buf, 1000);
                n += 1000;
            }
            double dt = (bean.getCurrentThreadCpuTime() - t0) / 1e9;   // CPU time: the machine is shared
            System.out.printf("awari variant=%s: %.0f playouts per CPU-second (%d in %.2f s)%n", v.wireName(), n / dt, n, dt);
            for (int d = 1; d <= depth; d++) {
                long t = System.nanoTime();
                long p = Perft.count(s, d);
                System.out.printf("  perft %d = %d (%.2f s)%n", d, p, (System.nanoTime() - t) / 1e9);
            }
        }
    }
}
