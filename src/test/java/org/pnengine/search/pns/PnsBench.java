package org.pnengine.search.pns;

import org.pnengine.ReferenceData;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;

/**
 * A benchmark, not a test: solves Pons' Connect Four test sets and one long capped search, and
 * prints times and nodes per second. Run after {@code mvn test-compile} with
 * {@code java -cp target/classes:target/test-classes org.pnengine.search.pns.PnsBench [params..]}
 * from the project root, e.g. {@code tt=false init=uniform}.
 */
public final class PnsBench {

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private PnsBench() {
    }

    public static void main(String[] args) throws Exception {
        PnsSolver solver = (PnsSolver) PnsSolver.TYPE.create(List.of(args));
        ConnectFourGame game = ConnectFourGame.standard();
        for (int rep = 0; rep < 2; rep++) {   // the first pass warms the JIT up
            for (String name : List.of("Test_L3_R1", "Test_L2_R1")) {
                List<String> lines = Files.readAllLines(ReferenceData.pons(name));
                long created = 0;
                long expanded = 0;
                long peak = 0;
                long t0 = System.nanoTime();
                long c0 = CPU.getCurrentThreadCpuTime();
                for (String line : lines) {
                    State s = game.parsePosition(line.trim().split("\\s+")[0]);
                    SolveResult r = solver.solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
                    created += r.nodesCreated();
                    expanded += r.nodesExpanded();
                    peak = Math.max(peak, r.peakNodes());
                }
                double wall = (System.nanoTime() - t0) / 1e9;
                double sec = (CPU.getCurrentThreadCpuTime() - c0) / 1e9;
                System.out.printf("%s pass %d: %d positions, wall %.2f s, CPU %.2f s (%.3f ms each), "
                                + "created %d (%.0f/CPU s), expanded %d (%.0f/CPU s), largest tree %d%n",
                        name, rep + 1, lines.size(), wall, sec, sec * 1000 / lines.size(), created,
                        created / sec, expanded, expanded / sec, peak);
            }
        }
        State empty = game.newInitialState();
        long c0 = CPU.getCurrentThreadCpuTime();
        SolveResult r = solver.solve(empty, SearchLimits.ofNodes(20_000_000), new StopSignal(),
                p -> {
                    // Heap in use after a full collection, per tree node (tree + table + JVM baseline).
                    System.gc();
                    Runtime rt = Runtime.getRuntime();
                    long used = rt.totalMemory() - rt.freeMemory();
                    System.out.printf("  progress %.1f s: created %d, tree %d, root pn %.0f dn %.0f, "
                                    + "heap %d MB = %.1f B/node%n", p.seconds(), p.nodesCreated(), p.treeNodes(),
                            p.rootProof(), p.rootDisproof(), used >> 20, (double) used / p.treeNodes());
                });
        double cpu = (CPU.getCurrentThreadCpuTime() - c0) / 1e9;
        System.out.printf("empty 7x6 capped at 20M nodes: %s (%s), created %d, expanded %d, wall %.2f s, "
                        + "CPU %.2f s, %.0f created/CPU s, %.0f expanded/CPU s%n", r.value(), r.stopReason(),
                r.nodesCreated(), r.nodesExpanded(), r.seconds(), cpu, r.nodesCreated() / cpu,
                r.nodesExpanded() / cpu);
    }
}
