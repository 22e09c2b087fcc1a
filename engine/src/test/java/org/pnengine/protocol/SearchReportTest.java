package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.ProtocolNotation;
import org.pnengine.game.State;
import org.pnengine.games.tictactoe.TicTacToeGame;
import org.pnengine.search.MoveInfo;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.Value;

/** The reports UCI and xboard share: principal variations in the notation, depths, scores, centipawns. */
class SearchReportTest {

    @Test
    void winRatesAreCentipawnsOnTheLogisticScale() {
        assertEquals(0, SearchReport.centipawns(0.5));
        assertEquals(100, SearchReport.centipawns(0.64), 3);
        assertEquals(-100, SearchReport.centipawns(0.36), 3);
        assertEquals(2000, SearchReport.centipawns(1.0));
        assertEquals(-2000, SearchReport.centipawns(0.0));
    }

    @Test
    void aProvenLineIsAMateInMovesOfTheSideToMove() throws Exception {
        Game g = TicTacToeGame.TYPE.create();
        State root = g.newInitialState();
        ProtocolNotation n = GameNotation.fen(g).orElseThrow();
        for (String m : List.of("P@a1", "P@a2", "P@b1", "P@b2")) root.apply(n.parseMove(root, m));
        int win = n.parseMove(root, "P@c1");
        SearchInfo info = new SearchInfo(1.5, 3000, 10, List.of(new MoveInfo(win, 3000, 1.0, Value.WIN, Double.NaN,
                Double.NaN, new int[] {win})));
        SearchReport r = SearchReport.of(info, root, n);
        assertEquals(List.of("P@c1"), r.pv());
        assertEquals(1, r.depth());
        assertEquals(new SearchReport.Score(true, 1), r.score());
        assertEquals(1500, r.millis());
        assertEquals(2000, r.nps());
        // After P@c1 the game is over: a longer line is cut there.
        SearchInfo lost = new SearchInfo(0.5, 10, 1, List.of(new MoveInfo(win, 10, 0.0, Value.LOSS, Double.NaN,
                Double.NaN, new int[] {win, win})));
        assertEquals(List.of("P@c1"), SearchReport.of(lost, root, n).pv());
        assertEquals(new SearchReport.Score(true, -1), SearchReport.of(lost, root, n).score());
        assertNull(SearchReport.of(new SearchInfo(0, 0, 0, List.of()), root, n).score());
        assertEquals(0, r.selDepth(), "a player without iterations reports no selective depth");
    }

    /** A player that deepens reports its completed iteration and selective depth, not its line's length. */
    @Test
    void anIterativeSearchReportsItsIterationsDepth() throws Exception {
        Game g = TicTacToeGame.TYPE.create();
        State root = g.newInitialState();
        ProtocolNotation n = GameNotation.fen(g).orElseThrow();
        int a1 = n.parseMove(root, "P@a1");
        List<MoveInfo> moves = List.of(new MoveInfo(a1, 50, 0.5, Value.UNKNOWN, Double.NaN, Double.NaN, new int[] {a1}));
        SearchReport r = SearchReport.of(new SearchInfo(0.1, 50, 50, moves, 6, 9), root, n);
        assertEquals(6, r.depth());
        assertEquals(9, r.selDepth());
        assertEquals(List.of("P@a1"), r.pv());
        // The selective depth is never below the depth.
        assertEquals(6, SearchReport.of(new SearchInfo(0.1, 50, 50, moves, 6, 4), root, n).selDepth());
    }
}
