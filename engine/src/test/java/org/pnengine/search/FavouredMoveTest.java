package org.pnengine.search;

import org.pnengine.ReferenceData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.alphabeta.AlphaBetaSolver;
import org.pnengine.search.pns.PnsSolver;

/**
 * A solve stopped by a limit still names the move it favours (protocol-spec §6, "unknown MOVE"):
 * the PNS family and df-pn the root's most-proving child, alpha-beta the move of its last finished
 * probe (or none before the first). The positions are lines of Pascal Pons' Connect Four test sets
 * ({@code ../shared/reference/connect4/}, described in {@code rules-and-numbers.md}).
 */
class FavouredMoveTest {

    /** The solvers that always have a root with children once they have expanded it. */
    private static final Set<String> ROOT_TREE = Set.of("pns", "mcpns", "ppns", "mopns", "dfpn");

    private static List<State> pons(String set, int from, int count) throws Exception {
        var g = GameCatalog.find("connect_four").orElseThrow().create(List.of());
        List<State> out = new ArrayList<>();
        for (String line : Files.readAllLines(ReferenceData.pons(set))
                .subList(from, from + count)) {
            out.add(g.parsePosition(line.trim().split("\\s+")[0]));
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> aStoppedSolveNamesALegalMoveOrNone() throws Exception {
        // Test_L2_R2 positions take PNS about 10^5 nodes and more; with 1000 nodes most solvers stop
        // on most of them (MCPNS and PPNS, guided by playouts, solve a few).
        List<State> positions = pons("Test_L2_R2", 0, 10);
        return SearcherCatalog.SOLVERS.stream().map(type -> dynamicTest(type.name(), () -> {
            int stopped = 0;
            for (State p : positions) {
                State s = p.copy();
                String before = s.positionText();
                SolveResult r = type.create(List.of()).solve(s, SearchLimits.ofNodes(1000), new StopSignal(),
                        Solver.NO_PROGRESS);
                String where = type.name() + " on " + before;
                assertEquals(before, s.positionText(), where + ": the state is restored");
                if (r.value() != Value.UNKNOWN) continue;
                stopped++;
                assertEquals("nodes", r.stopReason(), where);
                assertEquals(before, s.positionText(), where + ": the state is restored");
                assertEquals(0, r.pv().length, where + ": no proof line without a proof");
                if (ROOT_TREE.contains(type.name())) {
                    assertTrue(r.bestMove() >= 0, where + ": a favoured move");
                }
                if (r.bestMove() >= 0) assertTrue(s.isLegal(r.bestMove()), where + ": a legal favoured move");
            }
            assertTrue(stopped >= 5, type.name() + " stopped on " + stopped + " of 10 positions");
        }));
    }

    /**
     * The favoured move carries information: on won positions of Test_L2_R1, PNS stopped at half
     * the nodes its full solve needs picks a winning move (by the alpha-beta oracle) far more often
     * than a uniformly random legal move would (measured: 85% against 41%, 52 won positions).
     */
    @Test
    void pnsStoppedHalfwayUsuallyFavoursAWinningMove() throws Exception {
        List<State> positions = pons("Test_L2_R1", 0, 200);
        int won = 0;
        int favouredWins = 0;
        double randomWins = 0;
        int[] moves = new int[16];
        for (State p : positions) {
            State s = p.copy();
            SolveResult full = new PnsSolver().solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
            if (full.value() != Value.WIN || full.nodesCreated() < 200) continue;
            won++;
            SolveResult half = new PnsSolver().solve(s, SearchLimits.ofNodes(full.nodesCreated() / 2),
                    new StopSignal(), Solver.NO_PROGRESS);
            assertEquals(Value.UNKNOWN, half.value(), s.positionText());
            if (wins(s, half.bestMove())) favouredWins++;
            int k = s.legalMoves(moves);
            int w = 0;
            for (int i = 0; i < k; i++) if (wins(s, moves[i])) w++;
            randomWins += (double) w / k;
        }
        double favoured = (double) favouredWins / won;
        double random = randomWins / won;
        assertTrue(won >= 30, "enough won positions: " + won);
        assertTrue(favoured >= random + 0.25 && favoured >= 0.6,
                "favoured move wins in " + favoured + " of " + won + " positions, a random move in " + random);
    }

    /** Whether {@code move} keeps a win for the side to move of {@code s} (by alpha-beta). */
    private static boolean wins(State s, int move) {
        s.apply(move);
        try {
            SolveResult r = new AlphaBetaSolver().solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
            return r.value() == Value.LOSS;
        } finally {
            s.undo();
        }
    }
}
