package org.pnengine.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.pnengine.game.Game;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;
import org.pnengine.shard.Table;

/**
 * Solver throughput: solves every position of a {@link PositionSet} one after another on the
 * calling thread (and the solver's helper threads, whose CPU time is counted) and checks each result against the file's score. A solver that proves an exact
 * score must match it; one that proves win/draw/loss must match its sign; an {@code unknown}
 * result (a limit reached) counts as unsolved, never as wrong.
 */
public final class SolverBench {

    /** The verdict on one result. */
    public enum Verdict { CORRECT, WRONG, UNSOLVED, UNCHECKED }

    /** One position's result. */
    public record Row(PositionSet.Entry position, SolveResult result, double cpuSeconds, Verdict verdict) {
    }

    /** Totals over a set. */
    public record Summary(String solver, String set, int positions, int correct, int wrong, int unsolved,
                          int unchecked, long created, long expanded, double cpuSeconds, double wallSeconds) {

        public double meanCpuMillis() {
            return positions == 0 ? Double.NaN : cpuSeconds * 1000 / positions;
        }

        public double createdPerCpuSecond() {
            return cpuSeconds > 0 ? created / cpuSeconds : Double.NaN;
        }

        public double expandedPerCpuSecond() {
            return cpuSeconds > 0 ? expanded / cpuSeconds : Double.NaN;
        }
    }

    private SolverBench() {
    }

    /**
     * Solves every position with {@code limits} each.
     *
     * @param each receives every row as soon as it is known (for progress); may ignore it
     * @throws PositionException if a position of the file is not a position of {@code game}
     */
    public static List<Row> run(Game game, PositionSet set, Solver solver, SearchLimits limits, StopSignal stop,
                                Consumer<Row> each) throws PositionException {
        List<Row> rows = new ArrayList<>();
        for (PositionSet.Entry e : set.positions()) {
            if (stop.isStopped()) break;
            State s;
            try {
                s = game.parsePosition(e.text());
            } catch (PositionException ex) {
                throw new PositionException(set.name() + " line " + e.line() + ": " + ex.getMessage());
            }
            long c0 = CpuTime.nanos();
            long h0 = solver.helperCpuNanos();
            SolveResult r = solver.solve(s, limits, stop, Solver.NO_PROGRESS);
            double cpu = (CpuTime.nanos() - c0 + solver.helperCpuNanos() - h0) / 1e9;
            Row row = new Row(e, r, cpu, verdict(e.expected(), r));
            rows.add(row);
            each.accept(row);
        }
        return rows;
    }

    static Verdict verdict(Integer expected, SolveResult r) {
        if (r.value() == Value.UNKNOWN) return Verdict.UNSOLVED;
        if (expected == null) return Verdict.UNCHECKED;
        if (r.score() != null) return r.score().intValue() == expected ? Verdict.CORRECT : Verdict.WRONG;
        Value want = expected > 0 ? Value.WIN : expected < 0 ? Value.LOSS : Value.DRAW;
        return r.value() == want ? Verdict.CORRECT : Verdict.WRONG;
    }

    public static Summary summarize(String solver, String set, List<Row> rows) {
        int correct = 0;
        int wrong = 0;
        int unsolved = 0;
        int unchecked = 0;
        long created = 0;
        long expanded = 0;
        double cpu = 0;
        double wall = 0;
        for (Row r : rows) {
            switch (r.verdict()) {
                case CORRECT: correct++; break;
                case WRONG: wrong++; break;
                case UNSOLVED: unsolved++; break;
                default: unchecked++;
            }
            created += r.result().nodesCreated();
            expanded += r.result().nodesExpanded();
            cpu += r.cpuSeconds();
            wall += r.result().seconds();
        }
        return new Summary(solver, set, rows.size(), correct, wrong, unsolved, unchecked, created, expanded, cpu, wall);
    }

    public static Table table(List<Summary> summaries, String limits) {
        Table t = new Table("Solver throughput", List.of("solver", "set", "positions", "correct", "wrong", "unsolved",
                "unchecked", "mean CPU ms", "created/CPU s", "expanded/CPU s"));
        for (Summary s : summaries) {
            t.add(s.solver(), s.set(), s.positions(), s.correct(), s.wrong(), s.unsolved(), s.unchecked(),
                    s.meanCpuMillis(), s.createdPerCpuSecond(), s.expandedPerCpuSecond());
        }
        t.note("One position after another, CPU summed over the solver's threads (threads=); limits per position: "
                + limits + ".");
        t.note("A solver proving exact scores is checked against the file's score, others against its sign.");
        return t;
    }
}
