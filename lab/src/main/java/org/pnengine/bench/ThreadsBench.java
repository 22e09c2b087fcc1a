package org.pnengine.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import org.pnengine.game.State;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.Player;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;
import org.pnengine.shard.Table;

/**
 * A player's playouts per second with one thread and with more: searches of a fixed number of
 * playouts from one position, each by a fresh player, round after round. In each round every
 * thread count searches once, the order alternating from round to round so that a change in the
 * machine's load falls on all alike; the first round warms the JIT up and is not counted. The
 * rates are per wall-clock second (what more threads buy) and per CPU second of all the search's
 * threads (the caller's and the player's helpers, {@link Player#helperCpuNanos()}).
 */
public final class ThreadsBench {

    /**
     * The counted rounds of one thread count.
     *
     * @param threads     the player's threads
     * @param playouts    playouts searched, over the counted rounds
     * @param wallSeconds the searches' wall time
     * @param cpuSeconds  the searches' CPU time on all their threads
     */
    public record Result(int threads, long playouts, double wallSeconds, double cpuSeconds) {

        public double perWallSecond() {
            return playouts / wallSeconds;
        }

        public double perCpuSecond() {
            return playouts / cpuSeconds;
        }
    }

    /**
     * Settings of a run.
     *
     * @param playouts the playouts of each search, split among its threads by the player
     * @param rounds   rounds, the first of them a warm-up
     * @param threads  the thread counts, the first the base of the speed-up
     */
    public record Settings(long playouts, int rounds, List<Integer> threads) {

        public Settings {
            threads = List.copyOf(threads);
            if (playouts < 1 || rounds < 2 || threads.isEmpty() || threads.stream().anyMatch(t -> t < 1)) {
                throw new IllegalArgumentException("playouts >= 1, rounds >= 2 and thread counts >= 1 are needed");
            }
        }
    }

    private ThreadsBench() {
    }

    /**
     * Measures the players {@code make} gives for each thread count from {@code start}; each
     * search is reported to {@code progress} (round, threads, its figures) as it ends.
     */
    public static List<Result> run(IntFunction<Player> make, State start, Settings settings,
                                   Consumer<String> progress) {
        int n = settings.threads().size();
        long[] playouts = new long[n];
        double[] wall = new double[n];
        double[] cpu = new double[n];
        for (int round = 0; round < settings.rounds(); round++) {
            for (int k = 0; k < n; k++) {
                int i = round % 2 == 0 ? k : n - 1 - k;
                int threads = settings.threads().get(i);
                Player player = make.apply(threads);
                long c0 = CpuTime.nanos();
                long w0 = System.nanoTime();
                MoveDecision d = player.chooseMove(start.copy(), SearchLimits.ofNodes(settings.playouts()),
                        new StopSignal());
                double w = (System.nanoTime() - w0) / 1e9;
                double c = (CpuTime.nanos() - c0 + player.helperCpuNanos()) / 1e9;
                progress.accept(String.format(Locale.ROOT,
                        "round %d%s, %d thread(s): %d playouts, %.0f/wall s, %.0f/CPU s", round,
                        round == 0 ? " (warm-up)" : "", threads, d.playouts(), d.playouts() / w, d.playouts() / c));
                if (round == 0) continue;
                playouts[i] += d.playouts();
                wall[i] += w;
                cpu[i] += c;
            }
        }
        List<Result> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(new Result(settings.threads().get(i), playouts[i], wall[i], cpu[i]));
        return out;
    }

    /** The results as a table, each thread count's wall-clock rate also relative to the first's. */
    public static Table table(String player, String game, List<Result> results, Settings settings) {
        Table t = new Table("Playouts per second by threads: " + player + " on " + game,
                List.of("threads", "playouts/wall s", "speed-up", "playouts/CPU s", "playouts", "wall s", "CPU s"));
        double base = results.get(0).perWallSecond();
        for (Result r : results) {
            t.add(r.threads(), r.perWallSecond(), r.perWallSecond() / base, r.perCpuSecond(), r.playouts(),
                    r.wallSeconds(), r.cpuSeconds());
        }
        t.note("Searches of " + settings.playouts() + " playouts from the start position, a fresh player each"
                + " (no tree reuse), " + (settings.rounds() - 1) + " counted rounds after one of warm-up; CPU time"
                + " summed over the caller's and the player's helper threads"
                + (CpuTime.isCpuTime() ? "" : " (wall time: this JVM cannot measure thread CPU time)") + ".");
        return t;
    }
}
