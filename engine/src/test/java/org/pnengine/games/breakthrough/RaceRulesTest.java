package org.pnengine.games.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * The rules Breakthrough and Knightthrough share, on literal positions, and the helpers of the
 * per-game rule tests ({@code BreakthroughRulesTest}, {@code KnightthroughRulesTest}), which
 * hold the literal boards of each game's own move pattern.
 */
class RaceRulesTest {

    static List<RaceVariant> variants() {
        return RaceVariant.both();
    }

    /** The legal moves in notation, sorted. */
    static List<String> moves(State s) {
        int[] buf = new int[s.game().maxMoves()];
        int n = s.legalMoves(buf);
        TreeSet<String> set = new TreeSet<>();
        for (int i = 0; i < n; i++) set.add(s.formatMove(buf[i]));
        assertEquals(n, set.size(), "no duplicate moves");
        return List.copyOf(set);
    }

    /** Plays {@code move}, which must be legal. */
    static void play(State s, String move) throws MoveFormatException {
        int m = s.parseMove(move);
        assertTrue(s.isLegal(m), move + " should be legal");
        s.apply(m);
    }

    /** The start position; its move count is the reference perft(1) (derived in {@link RaceVariant}). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void startPosition(RaceVariant v) {
        RaceState s = v.standard().get().newInitialState();
        assertEquals("wwwwwwww/wwwwwwww/......../......../......../......../bbbbbbbb/bbbbbbbb b",
                s.positionText());
        assertEquals(Game.FIRST, s.toMove());
        assertFalse(s.isTerminal());
        assertEquals(v.perft()[0], moves(s).size());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void terminalPositionsParse(RaceVariant v) throws PositionException {
        RaceGame<?> game = v.standard().get();
        // White just reached row 1: Black to move, no moves, White has won.
        RaceState s = game.parsePosition("......../......../......../......../....b.../......../......../...w.... b");
        assertTrue(s.isTerminal());
        assertEquals(-1, s.score());
        assertEquals(0, s.legalMoves(new int[game.maxMoves()]));
        // Black just captured the last White piece.
        RaceState t = game.parsePosition("......../......../......../......../....b.../......../......../........ w");
        assertTrue(t.isTerminal());
        assertEquals(1, t.score());
    }
}
