package org.pnengine.games.breakthrough;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
import org.pnengine.game.Perft;
import org.pnengine.game.State;

/**
 * Not a test: a benchmark of Breakthrough or Knightthrough to run by hand, single-threaded,
 * with a fixed seed.
 *
 * <pre>
 * mvn -q -B test-compile
 * java -cp target/classes:target/test-classes org.pnengine.games.breakthrough.RaceBenchmark breakthrough|knightthrough [seconds] [perftDepth]
 * </pre>
 *
 * It prints random playouts per second (by wall-clock and by thread CPU time) from the start
 * position, for the fast {@link RaceState#randomPlayout} and for the generic loop over
 * {@code legalMoves/apply/undo}, then optionally a deeper perft, with the reference count of
 * {@link RaceVariant#perft} where there is one (from {@code ../shared/reference/rules-and-numbers.md}:
 * Breakthrough d = 7 is 3751915714, Knightthrough d = 6 is 3929482778).
 */
public final class RaceBenchmark {

    /** Thread CPU time, so that other processes on the machine disturb the figure less. */
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private RaceBenchmark() {
    }

    public static void main(String[] args) {
        RaceVariant v = args.length > 0 ? RaceVariant.both().stream()
                .filter(x -> x.name().equalsIgnoreCase(args[0])).findFirst().orElse(null) : null;
        if (v == null) {
            System.err.println("usage: RaceBenchmark breakthrough|knightthrough [seconds] [perftDepth]");
            System.exit(2);
        }
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 5;
        int perftDepth = args.length > 2 ? Integer.parseInt(args[2]) : 0;
        RaceState s = v.standard().get().newInitialState();
        int[] buf = new int[s.game().maxMoves()];
        for (int pass = 0; pass < 2; pass++) {
            boolean fast = pass == 0;
            SplittableRandom rng = new SplittableRandom(42);
            // Warm-up, then the timed run.
            for (int i = 0; i < 20_000; i++) run(s, rng, buf, fast);
            long start = System.nanoTime();
            long deadline = start + (long) (seconds * 1e9 / 2);
            long cpuStart = CPU.getCurrentThreadCpuTime();
            long n = 0;
            long blackWins = 0;
            while (System.nanoTime() < deadline) {
                for (int i = 0; i < 1000; i++) {
                    if (run(s, rng, buf, fast) > 0) blackWins++;
                }
                n += 1000;
            }
            double secs = (System.nanoTime() - start) / 1e9;
            double cpu = (CPU.getCurrentThreadCpuTime() - cpuStart) / 1e9;
            System.out.printf("%s %s playouts: %d in %.2f s wall, %.2f s cpu = %.0f/s wall, %.0f/s cpu"
                    + " (black wins %.1f%%)%n", v, fast ? "fast   " : "generic", n, secs, cpu, n / secs,
                    n / cpu, 100.0 * blackWins / n);
        }
        if (perftDepth > 0) {
            long start = System.nanoTime();
            long count = Perft.count(s, perftDepth);
            double secs = (System.nanoTime() - start) / 1e9;
            String reference = " (no reference count)";
            if (perftDepth <= v.perft().length) {
                long expected = v.perft()[perftDepth - 1];
                reference = count == expected ? " (= reference)" : " (reference: " + expected + "!)";
            }
            System.out.printf("%s perft(%d) = %d in %.2f s%s%n", v, perftDepth, count, secs, reference);
        }
    }

    private static int run(State s, SplittableRandom rng, int[] buf, boolean fast) {
        if (fast) return s.randomPlayout(rng, buf, Integer.MAX_VALUE);
        int played = 0;
        while (!s.isTerminal()) {
            s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
            played++;
        }
        int score = s.score();
        for (int i = 0; i < played; i++) s.undo();
        return score;
    }
}
