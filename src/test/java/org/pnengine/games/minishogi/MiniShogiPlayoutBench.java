package org.pnengine.games.minishogi;

import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.State;

/**
 * Random-playout throughput from the start position, single thread, fixed seed. Not a test: run
 * {@code java -cp target/classes:target/test-classes org.pnengine.games.minishogi.MiniShogiPlayoutBench [seconds] [params...]}.
 * Prints playouts per CPU-second of this thread (robust when the machine is shared) and per
 * wall-clock second, the mean length and the outcome counts.
 */
public final class MiniShogiPlayoutBench {

    private MiniShogiPlayoutBench() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        String[] params = args.length > 1 ? java.util.Arrays.copyOfRange(args, 1, args.length) : new String[0];
        Game g = MiniShogiGame.of(params);
        State s = g.newInitialState();
        int[] buf = new int[g.maxMoves()];
        SplittableRandom rng = new SplittableRandom(12345);
        int cap = 100_000;
        // warm-up
        long end = System.nanoTime() + 1_000_000_000L;
        while (System.nanoTime() < end) s.randomPlayout(rng, buf, cap);
        long playouts = 0;
        long plies = 0;
        long[] outcome = new long[4];
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpuStart = mx.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        end = start + (long) (seconds * 1e9);
        while (System.nanoTime() < end) {
            for (int i = 0; i < 64; i++) {
                int r = s.randomPlayout(rng, buf, cap);
                playouts++;
                outcome[r == Integer.MIN_VALUE ? 3 : r + 1]++;
            }
        }
        double el = (System.nanoTime() - start) / 1e9;
        double cpu = (mx.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        // mean length, measured separately on a fresh seed
        SplittableRandom r2 = new SplittableRandom(7);
        int samples = 2000;
        for (int i = 0; i < samples; i++) {
            int n = 0;
            while (!s.isTerminal() && n < cap) {
                int k = s.legalMoves(buf);
                s.apply(buf[r2.nextInt(k)]);
                n++;
            }
            plies += n;
            for (int j = 0; j < n; j++) s.undo();
        }
        System.out.printf("%s: %.0f playouts per CPU-second (%.0f per wall second; %d in %.2f s wall,"
                        + " %.2f s CPU), mean length %.1f plies; gote wins %d, draws %d, sente wins %d, cut %d%n",
                g.descriptor(), playouts / cpu, playouts / el, playouts, el, cpu, (double) plies / samples,
                outcome[0], outcome[1], outcome[2], outcome[3]);
    }
}
