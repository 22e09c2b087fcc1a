package org.pnengine.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.pnengine.game.Evaluation;
import org.pnengine.game.FittedEvaluation;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.shard.Table;

/**
 * The cost of a game's static evaluation ({@link Evaluation#evaluate}) on one thread, over seeded
 * positions of random games. Where the game has a fitted evaluation ({@link FittedEvaluation})
 * it is measured beside the hand-made one it replaced, the two taking turns pass by pass over the
 * same positions, so that their ratio comes from one run under one load.
 */
public final class EvalBench {

    /**
     * One evaluation's figures.
     *
     * @param game        the game's descriptor
     * @param evaluation  {@code fitted}, {@code classic} (the hand-made one a fitted evaluation
     *                    replaced) or {@code the game's}
     * @param positions   distinct positions evaluated in each pass
     * @param evaluations evaluations measured (after the warm-up)
     * @param cpuSeconds  thread CPU time of the measured evaluations
     */
    public record Result(String game, String evaluation, int positions, long evaluations, double cpuSeconds) {

        public double nanosPerEvaluation() {
            return cpuSeconds * 1e9 / evaluations;
        }
    }

    /**
     * Settings of a run.
     *
     * @param seconds       CPU seconds to measure per game (shared by its evaluations)
     * @param warmupSeconds wall seconds of unmeasured passes first
     * @param positions     positions to collect per game
     * @param seed          seed of the random games the positions come from
     */
    public record Settings(double seconds, double warmupSeconds, int positions, long seed) {

        public Settings {
            if (!(seconds > 0) || !(warmupSeconds >= 0) || positions < 1) {
                throw new IllegalArgumentException("seconds > 0, warm-up >= 0 and at least 1 position are needed");
            }
        }
    }

    private EvalBench() {
    }

    /** Whether {@code game}'s positions have a static evaluation to measure. */
    public static boolean evaluates(Game game) {
        return game.newInitialState() instanceof Evaluation;
    }

    /**
     * Measures one game: the fitted and the hand-made evaluation where the game has both, else its
     * one evaluation.
     *
     * @throws IllegalArgumentException if the game has no static evaluation
     */
    public static List<Result> run(Game game, Settings settings) {
        if (!evaluates(game)) throw new IllegalArgumentException(game.descriptor() + " has no static evaluation");
        List<State> positions = positions(game, settings);
        List<String> names = new ArrayList<>();
        List<Evaluation[]> sets = new ArrayList<>();
        boolean fitted = positions.get(0) instanceof FittedEvaluation f && f.fitted();
        names.add(fitted ? "fitted" : "the game's");
        sets.add(positions.stream().map(s -> (Evaluation) s).toArray(Evaluation[]::new));
        if (fitted) {
            names.add("classic");
            sets.add(positions.stream().map(s -> {
                FittedEvaluation c = (FittedEvaluation) s.copy();
                c.useClassic(true);
                return (Evaluation) c;
            }).toArray(Evaluation[]::new));
        }
        long sink = 0;
        long warmEnd = System.nanoTime() + (long) (settings.warmupSeconds() * 1e9);
        while (System.nanoTime() < warmEnd) {
            for (Evaluation[] set : sets) sink += pass(set);
        }
        long budget = (long) (settings.seconds() * 1e9);
        long[] cpu = new long[sets.size()];
        long[] count = new long[sets.size()];
        long used = 0;
        while (used < budget) {
            for (int i = 0; i < sets.size(); i++) {
                long c0 = CpuTime.nanos();
                sink += pass(sets.get(i));
                long dt = CpuTime.nanos() - c0;
                cpu[i] += dt;
                count[i] += (long) ROUNDS * sets.get(i).length;
                used += dt;
            }
        }
        if (sink == 42) Thread.onSpinWait();   // keep the results alive
        List<Result> out = new ArrayList<>();
        for (int i = 0; i < sets.size(); i++) {
            out.add(new Result(game.descriptor(), names.get(i), positions.size(), count[i], cpu[i] / 1e9));
        }
        return out;
    }

    /** Evaluations of each position in one pass: a clock read every few milliseconds. */
    private static final int ROUNDS = 16;

    /** {@link #ROUNDS} evaluations of each position of {@code set}. */
    private static long pass(Evaluation[] set) {
        long sum = 0;
        for (int r = 0; r < ROUNDS; r++) {
            for (Evaluation e : set) sum += e.evaluate();
        }
        return sum;
    }

    /** The positions: every position before the end of seeded random games, up to 60 plies each. */
    static List<State> positions(Game game, Settings settings) {
        SplittableRandom rng = new SplittableRandom(settings.seed());
        int[] buffer = new int[Math.max(game.maxMoves(), 1) + 1];
        List<State> out = new ArrayList<>();
        while (out.size() < settings.positions()) {
            State s = game.newInitialState();
            for (int ply = 0; ply < 60 && !s.isTerminal() && out.size() < settings.positions(); ply++) {
                out.add(s.copy());
                s.apply(buffer[rng.nextInt(s.legalMoves(buffer))]);
            }
        }
        return out;
    }

    /** The results as a table; a fitted evaluation's row gives its cost over the hand-made one's. */
    public static Table table(List<Result> results, Settings settings) {
        Table t = new Table("Static evaluations, one thread",
                List.of("game", "evaluation", "ns/evaluation", "evaluations/CPU s", "over classic", "positions"));
        for (int i = 0; i < results.size(); i++) {
            Result r = results.get(i);
            double ratio = Double.NaN;
            if (r.evaluation().equals("fitted") && i + 1 < results.size() && results.get(i + 1).evaluation().equals("classic")) {
                ratio = r.nanosPerEvaluation() / results.get(i + 1).nanosPerEvaluation();
            }
            t.add(r.game(), r.evaluation(), r.nanosPerEvaluation(), r.evaluations() / r.cpuSeconds(), ratio, r.positions());
        }
        t.note("Measured for " + settings.seconds() + " s of " + (CpuTime.isCpuTime() ? "thread CPU" : "wall")
                + " time per game after " + settings.warmupSeconds() + " s of warm-up, the evaluations of a game taking"
                + " turns pass by pass over the same " + settings.positions() + " positions of seeded random games"
                + " (seed " + settings.seed() + ").");
        return t;
    }
}
