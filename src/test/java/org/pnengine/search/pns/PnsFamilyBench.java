package org.pnengine.search.pns;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.games.othello.OthelloGame;
import org.pnengine.games.woodpush.WoodpushGame;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * A benchmark, not a test, of the proof-number family. Run after {@code mvn test-compile} from
 * the project root with
 * {@code java -Xmx6g -cp target/classes:target/test-classes org.pnengine.search.pns.PnsFamilyBench [speed] [c4] [woodpush]}
 * (all three without arguments; {@code woodpush} takes most of an hour).
 * <ul>
 *   <li>{@code speed}: every solver on the empty 7×6 Connect Four board and the 8×8 Othello start,
 *       capped by nodes: nodes created and expanded per CPU second of the search thread, and heap
 *       per tree node (heap in use after a full collection at the last progress report, less the
 *       heap in use before the solve, divided by the nodes in the tree then).</li>
 *   <li>{@code c4}, {@code woodpush}: MOPNS against PNS in node creations, as in Saffidine and
 *       Cazenave (ECAI 2012): every distinct Connect Four 4×5 position after 4 moves
 *       (win/draw/loss) and Woodpush (8, 3) after 4 moves (scores, capped at 500,000 nodes per
 *       solve: Woodpush play can cycle, and some positions are not solved within the cap), with
 *       and without transpositions. PNS counts only its decisive runs: for value v, the run
 *       proving "≥ v" and the run disproving "≥ v + 1" (one of them when v is an extreme), each
 *       run alone ({@link PnsSolver#solveGoal}); leaves (1, 1).</li>
 * </ul>
 */
public final class PnsFamilyBench {

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private PnsFamilyBench() {
    }

    public static void main(String[] args) throws Exception {
        List<String> what = List.of(args);
        if (what.isEmpty() || what.contains("speed")) speed();
        for (boolean tt : new boolean[] {false, true}) {
            if (what.isEmpty() || what.contains("c4")) compareOn(ConnectFourGame.of(4, 5), 4, tt, true, 50_000_000L);
            if (what.isEmpty() || what.contains("woodpush")) compareOn(WoodpushGame.of(8, 3), 4, tt, false, 500_000L);
        }
    }

    private static void speed() throws Exception {
        State c4 = ConnectFourGame.standard().newInitialState();
        State othello = OthelloGame.standard().newInitialState();
        Object[][] runs = {
            {"pns", List.of(), 10_000_000L}, {"mcpns", List.of(), 2_000_000L}, {"ppns", List.of(), 2_000_000L},
            {"mopns", List.of("outcomes=wdl"), 10_000_000L}, {"mopns", List.of(), 5_000_000L},
        };
        // Warm the JIT up on small runs first.
        for (Object[] r : runs) measure(r, c4, 200_000L, false);
        for (State s : List.of(c4, othello)) {
            for (Object[] r : runs) measure(r, s, (Long) r[2], true);
        }
    }

    @SuppressWarnings("unchecked")
    private static void measure(Object[] run, State s, long nodes, boolean print) {
        Solver solver = SearcherCatalog.solver((String) run[0]).orElseThrow().create((List<String>) run[1]);
        Runtime rt = Runtime.getRuntime();
        System.gc();
        long before = rt.totalMemory() - rt.freeMemory();
        double[] perNode = {Double.NaN};
        long c0 = CPU.getCurrentThreadCpuTime();
        SolveResult r = solver.solve(s, SearchLimits.ofNodes(nodes), new StopSignal(), p -> {
            if (!print) return;
            System.gc();
            long used = rt.totalMemory() - rt.freeMemory();
            perNode[0] = (double) (used - before) / p.treeNodes();
        });
        double cpu = (CPU.getCurrentThreadCpuTime() - c0) / 1e9;
        if (!print) return;
        System.out.printf("%-6s %-16s %-40s %s created %,d expanded %,d peak %,d CPU %.2f s: "
                        + "%,.0f created/s %,.0f expanded/s, heap %.1f B/node%n",
                run[0], run[1], s.game().descriptor(),
                r.value() + (r.stopReason() == null ? "" : "/" + r.stopReason()),
                r.nodesCreated(), r.nodesExpanded(), r.peakNodes(), cpu, r.nodesCreated() / cpu,
                r.nodesExpanded() / cpu, perNode[0]);
    }

    /** Every distinct position after {@code plies} moves that is not over. */
    private static List<State> positionsAfter(Game g, int plies) {
        List<State> out = new ArrayList<>();
        collect(g.newInitialState(), plies, new HashSet<>(), out);
        return out;
    }

    private static void collect(State s, int plies, Set<Long> seen, List<State> out) {
        if (s.isTerminal()) return;
        if (plies == 0) {
            if (seen.add(s.hash())) out.add(s.copy());
            return;
        }
        int[] moves = new int[s.game().maxMoves()];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            collect(s, plies - 1, seen, out);
            s.undo();
        }
    }

    static void compareOn(Game g, int plies, boolean tt, boolean wdl, long cap) {
        List<State> positions = positionsAfter(g, plies);
        PnsSolver pns = new PnsSolver(new PnsSolver.Settings(tt, false, 24));
        MoPnsSolver mopns = new MoPnsSolver(new MoPnsSolver.Settings(
                wdl ? MoPnsSolver.Outcomes.WDL : MoPnsSolver.Outcomes.SCORE, tt, 24));
        long pnsCreated = 0;
        long moCreated = 0;
        long moPeak = 0;
        long pnsCpu = 0;
        long moCpu = 0;
        int solved = 0;
        int pnsUnsolved = 0;
        int fewer = 0;
        for (State s : positions) {
            long c0 = CPU.getCurrentThreadCpuTime();
            SolveResult mo = mopns.solve(s, SearchLimits.ofNodes(cap), new StopSignal(), Solver.NO_PROGRESS);
            long c1 = CPU.getCurrentThreadCpuTime();
            if (mo.value() == Value.UNKNOWN) continue;
            // The decisive thresholds: "win?" and "at least a draw?" (wdl), or v and v + 1 (scores).
            int v = wdl ? (mo.value() == Value.WIN ? 1 : mo.value() == Value.DRAW ? 0 : -1) : mo.score();
            int lowest = wdl ? -1 : -g.maxScore();
            int highest = wdl ? 1 : g.maxScore();
            long pc = 0;
            boolean unsolved = false;
            for (int t : new int[] {v, v + 1}) {
                if (t <= lowest || t > highest) continue;
                int threshold = wdl ? (t == 1 ? 1 : 0) : t;
                GoalRun run = pns.solveGoal(s, threshold, SearchLimits.ofNodes(cap), new StopSignal());
                if (run.proven() == null) {
                    unsolved = true;
                } else if (run.proven() != (t <= v)) {
                    throw new AssertionError("PNS disagrees with MOPNS on " + s.positionText());
                }
                pc += run.nodesCreated();
            }
            long c2 = CPU.getCurrentThreadCpuTime();
            if (unsolved) {
                pnsUnsolved++;
                continue;
            }
            solved++;
            pnsCreated += pc;
            moCreated += mo.nodesCreated();
            moPeak += mo.peakNodes();
            moCpu += c1 - c0;
            pnsCpu += c2 - c1;
            if (mo.nodesCreated() < pc) fewer++;
        }
        System.out.printf("%s after %d moves, tt=%s, cap %,d nodes: %d positions, %d solved by both "
                        + "(%d by MOPNS only); PNS decisive runs created %,d (CPU %.1f s), MOPNS created %,d "
                        + "(CPU %.1f s, peak sum %,d): MOPNS/PNS %.3f, MOPNS fewer on %d%n",
                g.descriptor(), plies, tt, cap, positions.size(), solved, pnsUnsolved, pnsCreated, pnsCpu / 1e9,
                moCreated,
                moCpu / 1e9, moPeak, (double) moCreated / pnsCreated, fewer);
    }
}
