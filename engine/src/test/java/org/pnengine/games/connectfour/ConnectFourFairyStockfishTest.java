package org.pnengine.games.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.game.VariantNotation;
import org.pnengine.games.FairyStockfish;

/**
 * Connect Four's {@link VariantNotation} against Fairy-Stockfish 11.1 itself, on 7×6 with the
 * program's own {@code [connect4]} section and on boards from 1×1 to 12×4 and 5×10 with
 * {@code connect4_WxH} sections: at every ply of seeded random games, its FEN after our moves is
 * ours, it reads our FEN back unchanged, and its legal moves are ours (see
 * {@link FairyStockfish#checkRandomGames}).
 */
class ConnectFourFairyStockfishTest {

    /**
     * Verbatim the {@code [connect4]} section of Fairy-Stockfish's {@code src/variants.ini} at tag
     * {@code fairy_sf_11_1}; every key is one that file documents for 11.1.
     * protocol-spec/games/connect_four.md gives it too.
     */
    static final String CONNECT4 = """
            [connect4]
            maxRank = 6
            maxFile = 7
            immobile = p
            startFen = 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1
            pieceDrops = true
            dropOnTop = true
            doubleStep = false
            castling = false
            stalemateValue = draw
            immobilityIllegal = false
            connectN = 4
            nMoveRule = 0
            """;

    /** The boards besides 7×6, {width, height}: the smallest, the narrow and flat extremes, the tallest. */
    private static final int[][] SIZES = {{1, 1}, {3, 3}, {4, 4}, {5, 4}, {8, 7}, {12, 4}, {12, 1}, {5, 10}, {1, 10}};

    /**
     * The section of {@code connect4_WxH}: the keys of {@link #CONNECT4} with the board's files,
     * ranks and start (its stones in hand: {@code ceil(W*H/2)} for White, the first player,
     * {@code floor(W*H/2)} for Black), as protocol-spec/games/connect_four.md gives it.
     */
    static String section(int width, int height) {
        String rank = Integer.toString(width);
        int cells = width * height;
        return CONNECT4.replace("[connect4]", "[connect4_" + width + "x" + height + "]")
                .replace("maxRank = 6", "maxRank = " + height)
                .replace("maxFile = 7", "maxFile = " + width)
                .replace("7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp]",
                        String.join("/", java.util.Collections.nCopies(height, rank))
                                + "[" + "P".repeat((cells + 1) / 2) + "p".repeat(cells / 2) + "]");
    }

    @TempDir
    Path dir;

    @Test
    void positionsAndMovesAreFairyStockfishs() throws IOException {
        FairyStockfish.require();
        StringBuilder ini = new StringBuilder(CONNECT4);
        for (int[] size : SIZES) ini.append('\n').append(section(size[0], size[1]));
        try (FairyStockfish fs = FairyStockfish.start("uci", dir, ini.toString(), "connect4")) {
            ConnectFourGame standard = ConnectFourGame.standard();
            assertEquals(List.of("connect4", "cfour"), standard.variantNotation().variants());
            int positions = fs.checkRandomGames(standard, FairyStockfish.Texts.uci(standard.variantNotation()),
                    2026112802L, 10, 42);
            assertTrue(positions >= 200, positions + " positions on 7x6");
            long seed = 2026112803L;
            for (int[] size : SIZES) {
                ConnectFourGame game = ConnectFourGame.of(size[0], size[1]);
                VariantNotation n = game.variantNotation();
                fs.variant(n.variants().get(0));
                fs.checkRandomGames(game, FairyStockfish.Texts.uci(n), seed++, 3, 120);
            }
        }
    }

    @Test
    void boardsBeyondTwelveByTenHaveNoNotation() {
        assertNull(ConnectFourGame.of(13, 3).variantNotation());
        assertNull(ConnectFourGame.of(4, 11).variantNotation());
        assertEquals(List.of("connect4_12x4"), ConnectFourGame.of(12, 4).variantNotation().variants());
    }
}
