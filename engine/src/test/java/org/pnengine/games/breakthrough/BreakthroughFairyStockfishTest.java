package org.pnengine.games.breakthrough;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.game.VariantNotation;
import org.pnengine.games.FairyStockfish;

/**
 * Breakthrough's {@link VariantNotation} against Fairy-Stockfish 11.1 itself, on 8×8 (its
 * built-in {@code breakthrough}) and on the other board sizes of the generic tests with
 * {@code breakthrough_WxH} sections: at every ply of seeded random games, its FEN after our moves
 * is ours, it reads our FEN back unchanged, and its legal moves are ours (see
 * {@link FairyStockfish#checkRandomGames}).
 */
class BreakthroughFairyStockfishTest {

    /** The boards besides 8×8, {width, height}: GameVariants' extremes and a middle one. */
    private static final int[][] SIZES = {{2, 4}, {2, 8}, {8, 4}, {5, 6}, {6, 5}};

    /**
     * The section of {@code breakthrough_WxH}, as protocol-spec/games/breakthrough.md gives it: the
     * built-in {@code breakthrough} (a section may name a built-in variant after a colon, says
     * Fairy-Stockfish 11.1's {@code src/variants.ini}) with the keys that file documents for the
     * board ({@code maxFile}, {@code maxRank}), the start ({@code startFen}) and the far ranks
     * ({@code whiteFlag}, {@code blackFlag}; the built-in sets ranks 8 and 1 in
     * {@code breakthrough_variant}, {@code src/variant.cpp}).
     */
    static String section(int width, int height) {
        String black = "p".repeat(width);
        String white = "P".repeat(width);
        StringBuilder start = new StringBuilder(black + "/" + black);
        for (int r = 0; r < height - 4; r++) start.append('/').append(width);
        start.append('/').append(white).append('/').append(white);
        return "[breakthrough_" + width + "x" + height + ":breakthrough]\n"
                + "maxFile = " + width + "\n"
                + "maxRank = " + height + "\n"
                + "startFen = " + start + " w - - 0 1\n"
                + "whiteFlag = *" + height + "\n"
                + "blackFlag = *1\n";
    }

    @TempDir
    Path dir;

    @Test
    void positionsAndMovesAreFairyStockfishs() throws IOException {
        FairyStockfish.require();
        StringBuilder ini = new StringBuilder();
        for (int[] size : SIZES) ini.append(section(size[0], size[1])).append('\n');
        try (FairyStockfish fs = FairyStockfish.start("uci", dir, ini.toString(), "breakthrough")) {
            BreakthroughGame standard = BreakthroughGame.standard();
            int positions = fs.checkRandomGames(standard, FairyStockfish.Texts.uci(standard.variantNotation()),
                    2026112804L, 6, 300);
            assertTrue(positions >= 200, positions + " positions on 8x8");
            long seed = 2026112805L;
            for (int[] size : SIZES) {
                BreakthroughGame game = BreakthroughGame.of(size[0], size[1]);
                VariantNotation n = game.variantNotation();
                fs.variant(n.variants().get(0));
                fs.checkRandomGames(game, FairyStockfish.Texts.uci(n), seed++, 4, 300);
            }
        }
    }
}
