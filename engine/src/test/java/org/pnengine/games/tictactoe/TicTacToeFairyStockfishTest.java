package org.pnengine.games.tictactoe;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.game.VariantNotation;
import org.pnengine.games.FairyStockfish;

/**
 * Tic-tac-toe's {@link VariantNotation} against Fairy-Stockfish 11.1 itself: at every ply of
 * seeded random games, its FEN after our moves is ours, it reads our FEN back unchanged, and its
 * legal moves are ours (see {@link FairyStockfish#checkRandomGames}).
 */
class TicTacToeFairyStockfishTest {

    /**
     * The section Fairy-Stockfish needs, verbatim the {@code [tictactoe]} section of its
     * {@code src/variants.ini} at tag {@code fairy_sf_11_1}; every key is one that file documents
     * for 11.1 ({@code maxRank}, {@code maxFile}, the piece type {@code immobile}, {@code startFen},
     * {@code pieceDrops}, {@code doubleStep}, {@code castling}, {@code stalemateValue},
     * {@code immobilityIllegal}, {@code connectN}). protocol-spec/games/tic_tac_toe.md gives it too.
     */
    static final String SECTION = """
            [tictactoe]
            maxRank = 3
            maxFile = 3
            immobile = p
            startFen = 3/3/3[PPPPPpppp] w - - 0 1
            pieceDrops = true
            doubleStep = false
            castling = false
            stalemateValue = draw
            immobilityIllegal = false
            connectN = 3
            """;

    @TempDir
    Path dir;

    @Test
    void positionsAndMovesAreFairyStockfishs() throws IOException {
        FairyStockfish.require();
        TicTacToeGame game = TicTacToeGame.standard();
        try (FairyStockfish fs = FairyStockfish.start("uci", dir, SECTION, "tictactoe")) {
            int positions = fs.checkRandomGames(game, FairyStockfish.Texts.uci(game.variantNotation()), 2026112801L, 40, 9);
            assertTrue(positions >= 200, positions + " positions");
        }
    }
}
