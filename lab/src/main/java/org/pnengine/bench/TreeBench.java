package org.pnengine.bench;

import java.util.List;
import java.util.Locale;
import org.pnengine.game.State;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.shard.Table;

/**
 * A solver's speed and the memory of its tree: one solve from a position, capped by nodes and
 * time, with the nodes created and expanded per CPU second of the search thread and the heap per
 * tree node. The heap is read after a full collection at each of the solver's progress reports
 * (about one a second): what is in use then, less what was in use before the solve, divided by
 * the nodes in the tree then (for the table-driven {@code dfpn} and {@code alphabeta}, the table
 * entries). A run that ends before its first report has no heap figure.
 */
public final class TreeBench {

    /**
     * One solve's figures.
     *
     * @param solver       the solver as given, e.g. {@code mopns outcomes=wdl}
     * @param game         the game's descriptor
     * @param value        the result, with the stop reason if a limit ended it, e.g. {@code unknown/nodes}
     * @param created      nodes created
     * @param expanded     nodes expanded
     * @param peak         the most nodes held at once
     * @param cpuSeconds   thread CPU time of the solve
     * @param bytesPerNode heap per tree node at the last progress report, NaN if there was none
     */
    public record Result(String solver, String game, String value, long created, long expanded, long peak,
                         double cpuSeconds, double bytesPerNode) {

        public double createdPerCpuSecond() {
            return created / cpuSeconds;
        }

        public double expandedPerCpuSecond() {
            return expanded / cpuSeconds;
        }
    }

    /**
     * Settings of a run.
     *
     * @param nodes       the node limit of each solve
     * @param seconds     the time limit of each solve (wall seconds)
     * @param warmupNodes the node limit of an unmeasured solve first, to warm the JIT up (0: none)
     */
    public record Settings(long nodes, double seconds, long warmupNodes) {

        public Settings {
            if (nodes < 1 || !(seconds > 0) || warmupNodes < 0) {
                throw new IllegalArgumentException("nodes >= 1, seconds > 0 and warm-up nodes >= 0 are needed");
            }
        }
    }

    private TreeBench() {
    }

    /** Warms {@code solver} up on {@code start}, then measures one solve of it. */
    public static Result run(String label, Solver solver, State start, Settings settings) {
        long memory = Runtime.getRuntime().maxMemory() / 2;
        if (settings.warmupNodes() > 0) {
            solver.solve(start.copy(), SearchLimits.ofNodes(settings.warmupNodes()).withMemory(memory),
                    new StopSignal(), Solver.NO_PROGRESS);
        }
        long millis = Math.max(1, Math.round(settings.seconds() * 1000));
        SearchLimits limits = SearchLimits.ofNodes(settings.nodes()).withTime(millis, millis).withMemory(memory);
        long before = heapInUse();
        double[] perNode = {Double.NaN};
        long c0 = CpuTime.nanos();
        SolveResult r = solver.solve(start.copy(), limits, new StopSignal(), p -> {
            if (p.treeNodes() > 0) perNode[0] = (double) (heapInUse() - before) / p.treeNodes();
        });
        double cpu = (CpuTime.nanos() - c0) / 1e9;
        String value = r.value().name().toLowerCase(Locale.ROOT)
                + (r.stopReason() == null ? "" : "/" + r.stopReason());
        return new Result(label, start.game().descriptor(), value, r.nodesCreated(), r.nodesExpanded(),
                r.peakNodes(), cpu, perNode[0]);
    }

    /** The heap in use after a full collection. */
    private static long heapInUse() {
        Runtime rt = Runtime.getRuntime();
        System.gc();
        return rt.totalMemory() - rt.freeMemory();
    }

    /** The results as a table. */
    public static Table table(List<Result> results, Settings settings) {
        Table t = new Table("Solver speed and tree memory",
                List.of("solver", "game", "result", "created", "expanded", "peak", "CPU s", "created/CPU s",
                        "expanded/CPU s", "bytes/node"));
        for (Result r : results) {
            t.add(r.solver(), r.game(), r.value(), r.created(), r.expanded(), r.peak(), r.cpuSeconds(),
                    r.createdPerCpuSecond(), r.expandedPerCpuSecond(), r.bytesPerNode());
        }
        t.note("One solve per row from the position given, limited to " + settings.nodes() + " nodes and "
                + settings.seconds() + " s, after a warm-up solve of " + settings.warmupNodes() + " nodes; rates per "
                + (CpuTime.isCpuTime() ? "thread CPU" : "wall") + " second of the search thread.");
        t.note("bytes/node: heap in use after a full collection at the last progress report (about one a second),"
                + " less the heap in use before the solve, per node in the tree then (table entries for dfpn and"
                + " alphabeta); empty if the solve ended before its first report.");
        return t;
    }
}
