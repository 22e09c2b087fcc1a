package org.pnengine.search.pns;

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

    private PnsBench() {
    }

    public static void main(String[] args) throws Exception {
        PnsSolver solver = (PnsSolver) PnsSolver.TYPE.create(List.of(args));
        ConnectFourGame game = ConnectFourGame.standard();
        for (int rep = 0; rep < 2; rep++) {   // the first pass warms the JIT up
            for (String name : List.of("Test_L3_R1", "Test_L2_R1", "Test_L1_R1")) {
                List<String> lines = Files.readAllLines(Path.of("..", "shared", "reference", "connect4", name));
                long created = 0;
                long expanded = 0;
                long peak = 0;
                long t0 = System.nanoTime();
                for (String line : lines) {
                    State s = game.parsePosition(line.trim().split("\\s+")[0]);
                    SolveResult r = solver.solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
                    created += r.nodesCreated();
                    expanded += r.nodesExpanded();
                    peak = Math.max(peak, r.peakNodes());
                }
                double sec = (System.nanoTime() - t0) / 1e9;
                System.out.printf("%s pass %d: %d positions %.2f s (%.2f ms each), created %d (%.0f/s), "
                                + "expanded %d (%.0f/s), largest tree %d%n", name, rep + 1, lines.size(), sec,
                        sec * 1000 / lines.size(), created, created / sec, expanded, expanded / sec, peak);
            }
        }
        State empty = game.newInitialState();
        SolveResult r = solver.solve(empty, SearchLimits.ofNodes(20_000_000), new StopSignal(),
                p -> System.out.printf("  progress %.1f s: created %d, tree %d, root pn %.0f dn %.0f%n",
                        p.seconds(), p.nodesCreated(), p.treeNodes(), p.rootProof(), p.rootDisproof()));
        System.out.printf("empty 7x6 capped at 20M nodes: %s (%s), created %d, expanded %d, %.2f s, "
                        + "%.0f created/s, %.0f expanded/s%n", r.value(), r.stopReason(), r.nodesCreated(),
                r.nodesExpanded(), r.seconds(), r.nodesCreated() / r.seconds(), r.nodesExpanded() / r.seconds());
    }
}
