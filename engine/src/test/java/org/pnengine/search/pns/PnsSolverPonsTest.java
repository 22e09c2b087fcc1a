package org.pnengine.search.pns;

import org.pnengine.ReferenceData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * Pascal Pons' Connect Four test sets, {@code ../shared/reference/connect4/Test_L3_R1} and
 * {@code Test_L2_R1} (source: Pons, "Solving Connect 4", test protocol, as described in
 * {@code ../shared/reference/rules-and-numbers.md}). Each line is {@code moves score}; the score
 * is from the side to move, so its sign is the win/draw/loss value PNS must prove.
 */
class PnsSolverPonsTest {

    @Test
    void solvesEveryPositionOfL3R1() throws Exception {
        checkFile("Test_L3_R1");
    }

    @Test
    void solvesEveryPositionOfL2R1() throws Exception {
        checkFile("Test_L2_R1");
    }

    private static void checkFile(String name) throws Exception {
        List<String> lines = Files.readAllLines(ReferenceData.pons(name));
        assertEquals(1000, lines.size(), name + " has 1000 positions");
        ConnectFourGame game = ConnectFourGame.standard();
        PnsSolver solver = new PnsSolver();
        int wins = 0;
        int checkedMoves = 0;
        for (int i = 0; i < lines.size(); i++) {
            String[] parts = lines.get(i).trim().split("\\s+");
            State s = game.parsePosition(parts[0]);
            int score = Integer.parseInt(parts[1]);
            Value expected = score > 0 ? Value.WIN : score < 0 ? Value.LOSS : Value.DRAW;
            String before = s.positionText();
            SolveResult r = solver.solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
            String where = name + " line " + (i + 1) + " (" + parts[0] + ")";
            assertEquals(expected, r.value(), where);
            assertNull(r.stopReason(), where);
            assertEquals(before, s.positionText(), where + ": the state is restored");
            assertTrue(s.isLegal(r.bestMove()), where + ": the best move is legal");
            int[] pv = r.pv();
            assertTrue(pv.length >= 1 && pv[0] == r.bestMove(), where + ": the pv starts with the best move");
            if (expected == Value.WIN) {
                wins++;
                // On every fifth won position, check independently of this solve that the move
                // wins: after it, the opponent's position must solve as a loss.
                if (wins % 5 == 1) {
                    s.apply(r.bestMove());
                    Value after = s.isTerminal() ? Value.LOSS
                            : new PnsSolver().solve(s, SearchLimits.none(), new StopSignal(),
                                    Solver.NO_PROGRESS).value();
                    s.undo();
                    assertEquals(Value.LOSS, after, where + ": the best move " + (r.bestMove() + 1) + " wins");
                    checkedMoves++;
                }
            }
        }
        assertTrue(checkedMoves > 10, name + ": enough best moves were checked");
    }
}
