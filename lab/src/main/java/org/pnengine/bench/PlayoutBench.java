package org.pnengine.bench;

import java.util.List;
import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.shard.Table;

/**
 * Uniformly random playouts per second from a game's start position, on one thread, through
 * {@link State#randomPlayout} (the same call the MCTS players make). Each run first warms the JIT
 * up for a while, then counts playouts until the measuring time (thread CPU time) is used.
 */
public final class PlayoutBench {

    /**
     * One game's figures.
     *
     * @param game        the game's descriptor, e.g. {@code connect_four width=7 height=6}
     * @param playouts    playouts measured (after the warm-up)
     * @param cutOffs     playouts stopped by the ply cap before the game ended
     * @param firstWins   playouts won by the first player
     * @param draws       playouts drawn
     * @param cpuSeconds  thread CPU time of the measured playouts
     * @param wallSeconds wall time of the measured playouts
     */
    public record Result(String game, long playouts, long cutOffs, long firstWins, long draws,
                         double cpuSeconds, double wallSeconds) {

        public double perCpuSecond() {
            return playouts / cpuSeconds;
        }

        public double perWallSecond() {
            return playouts / wallSeconds;
        }
    }

    /**
     * Settings of a run.
     *
     * @param seconds       CPU seconds to measure per game
     * @param warmupSeconds wall seconds of unmeasured playouts first
     * @param maxPlies      the ply cap of one playout (a longer one counts as cut off)
     * @param seed          seed of the random moves
     */
    public record Settings(double seconds, double warmupSeconds, int maxPlies, long seed) {

        public Settings {
            if (!(seconds > 0) || !(warmupSeconds >= 0) || maxPlies < 1) {
                throw new IllegalArgumentException("seconds > 0, warm-up >= 0 and a ply cap >= 1 are needed");
            }
        }
    }

    private PlayoutBench() {
    }

    /** Measures one game. */
    public static Result run(Game game, Settings settings) {
        State s = game.newInitialState();
        int[] buffer = new int[Math.max(game.maxMoves(), 1) + 1];
        SplittableRandom rng = new SplittableRandom(settings.seed());
        long warmEnd = System.nanoTime() + (long) (settings.warmupSeconds() * 1e9);
        long sink = 0;
        while (System.nanoTime() < warmEnd) {
            for (int i = 0; i < 64; i++) sink += s.randomPlayout(rng, buffer, settings.maxPlies());
        }
        long budget = (long) (settings.seconds() * 1e9);
        long playouts = 0;
        long cut = 0;
        long wins = 0;
        long draws = 0;
        int batch = 16;
        long w0 = System.nanoTime();
        long c0 = CpuTime.nanos();
        long used;
        do {
            long b0 = CpuTime.nanos();
            for (int i = 0; i < batch; i++) {
                int r = s.randomPlayout(rng, buffer, settings.maxPlies());
                if (r == Integer.MIN_VALUE) cut++;
                else if (r > 0) wins++;
                else if (r == 0) draws++;
            }
            playouts += batch;
            long now = CpuTime.nanos();
            // Aim at a look at the clock every few milliseconds, whatever the game's speed.
            if (now - b0 < 2_000_000L && batch < (1 << 20)) batch *= 2;
            used = now - c0;
        } while (used < budget);
        double wall = (System.nanoTime() - w0) / 1e9;
        if (sink == 42) Thread.onSpinWait();   // keep the warm-up's results alive
        return new Result(game.descriptor(), playouts, cut, wins, draws, used / 1e9, wall);
    }

    /** The results as a table, with the reference figures of general game systems where known. */
    public static Table table(List<Result> results, Settings settings) {
        Table t = new Table("Random playouts from the start position, one thread",
                List.of("game", "playouts/CPU s", "playouts/wall s", "playouts", "first wins %", "draws %", "cut off %"));
        for (Result r : results) {
            t.add(r.game(), r.perCpuSecond(), r.perWallSecond(), r.playouts(),
                    pct(r.firstWins(), r.playouts()), pct(r.draws(), r.playouts()), pct(r.cutOffs(), r.playouts()));
        }
        t.note("Measured for " + settings.seconds() + " s of " + (CpuTime.isCpuTime() ? "thread CPU" : "wall")
                + " time per game after " + settings.warmupSeconds() + " s of warm-up; ply cap "
                + settings.maxPlies() + "; seed " + settings.seed() + ".");
        return t;
    }

    private static double pct(long part, long whole) {
        return whole == 0 ? Double.NaN : 100.0 * part / whole;
    }
}
