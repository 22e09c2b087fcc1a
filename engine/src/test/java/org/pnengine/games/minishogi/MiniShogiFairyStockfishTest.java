package org.pnengine.games.minishogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.game.VariantNotation;
import org.pnengine.games.FairyStockfish;

/**
 * MiniShogi's notations against Fairy-Stockfish 11.1 itself, whose built-in {@code minishogi}
 * needs no variants file: in UCI ({@code VariantNotation}: FEN with hands in brackets, moves
 * {@code e1e2}, {@code P@c3}) and in USI ({@code UsiNotation}: SFEN, moves {@code 1e1d},
 * {@code P*3c}), at every ply of seeded random games its position after our moves is ours, it
 * reads ours back unchanged, and its legal moves are ours (see
 * {@link FairyStockfish#checkRandomGames}; in USI the hands are compared as multisets, see
 * {@link FairyStockfish.Texts#usi}), but for one kind of move: Fairy-Stockfish 11.1 also lists a
 * pawn drop that checkmates, and scores that mate as the dropper's loss, where shogi's rule
 * (uchifuzume) and pnengine forbid the drop ({@link FairyStockfish#pawnDropMate}).
 */
class MiniShogiFairyStockfishTest {

    @TempDir
    Path dir;

    @Test
    void uciPositionsAndMovesAreFairyStockfishs() throws IOException {
        FairyStockfish.require();
        MiniShogiGame game = MiniShogiGame.standard();
        try (FairyStockfish fs = FairyStockfish.start("uci", dir, null, "minishogi")) {
            int positions = fs.checkRandomGames(game, FairyStockfish.Texts.uci(game.variantNotation()).allowing(FairyStockfish::pawnDropMate), 2026112806L, 8, 60);
            assertTrue(positions >= 200, positions + " positions");
        }
    }

    @Test
    void usiPositionsAndMovesAreFairyStockfishs() throws IOException {
        FairyStockfish.require();
        MiniShogiGame game = MiniShogiGame.standard();
        try (FairyStockfish fs = FairyStockfish.start("usi", dir, null, "minishogi")) {
            int positions = fs.checkRandomGames(game, FairyStockfish.Texts.usi(game.usiNotation()).allowing(FairyStockfish::pawnDropMate), 2026112807L, 8, 60);
            assertTrue(positions >= 200, positions + " positions");
        }
    }

    /**
     * The one difference found: Gote drops a pawn on a3 (USI 5c) in front of Sente's king on a2,
     * whose every flight square and the pawn itself Gote's bishop, horse and gold cover, so the drop
     * mates. Fairy-Stockfish lists it; pnengine does not.
     */
    @Test
    void fairyStockfishListsAPawnDropMateThatShogiForbids() throws IOException, PositionException, MoveFormatException {
        FairyStockfish.require();
        String fen = "G1+S2/P2r1/1Sg1r/Kb2k/2+b2[p] b - - 1 43";
        MiniShogiGame game = MiniShogiGame.standard();
        VariantNotation notation = game.variantNotation();
        State s = notation.parseFen(fen);
        assertFalse(s.isLegal(notation.parseMove(s, "P@a3")));
        assertEquals("P*5c", s.formatMove(notation.parseMove(s, "P@a3")));
        try (FairyStockfish fs = FairyStockfish.start("uci", dir, null, "minishogi")) {
            fs.position("fen " + fen);
            assertTrue(fs.legalMoves().contains("P@a3"));
            assertTrue(FairyStockfish.pawnDropMate(fs, "fen", fen, "P@a3"));
        }
    }

    @Test
    void onlyTheStandardRulesAreFairyStockfishsMinishogi() {
        assertNull(MiniShogiGame.of("repetition=none").variantNotation());
        assertNull(MiniShogiGame.of("max_plies=40").usiNotation());
        assertEquals("rbsgk/4p/5/P4/KGSBR[] w - - 0 1",
                MiniShogiGame.standard().variantNotation().fen(MiniShogiGame.standard().newInitialState()));
    }
}
