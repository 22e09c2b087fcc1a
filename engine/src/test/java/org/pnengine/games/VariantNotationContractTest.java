package org.pnengine.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.game.VariantNotation;

/**
 * The {@link VariantNotation} contract over every catalogued game at every variant of
 * {@link GameVariants}: which games and parameters have a notation and under which name, and, in
 * seeded random games at every ply, that the FEN reads back as the same position (the counters
 * aside, which a read position restarts), that every legal move is written as a text that reads
 * back as the same move, and that distinct moves are written differently. A game given a notation
 * later is covered without a line of test code, once {@link #expectedName} knows its name.
 * Whether the texts are Fairy-Stockfish's is checked against the program itself, in each game's
 * {@code *FairyStockfishTest}.
 */
class VariantNotationContractTest {

    /**
     * The start positions as the programs write them, by variant name: Fairy-Stockfish 11.1's
     * {@code startFen} of {@code minishogi_variant} and {@code breakthrough_variant}
     * ({@code src/variant.cpp}) and of the {@code [connect4]} and {@code [tictactoe]} sections of
     * its {@code src/variants.ini}, which are also cutechess-cli's {@code defaultFenString} for
     * {@code cfour} and {@code tictactoe}.
     */
    private static final Map<String, String> PROGRAM_STARTS = Map.of(
            "minishogi", "rbsgk/4p/5/P4/KGSBR[-] w 0 1",
            "breakthrough", "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w 0 1",
            "connect4", "7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w - - 0 1",
            "tictactoe", "3/3/3[PPPPPpppp] w - - 0 1");

    /** The name a game's notation reports first, or null if it has none (the table of what has one). */
    static String expectedName(Game game) {
        Map<String, String> p = game.parameters();
        switch (game.type().name()) {
            case "minishogi":
                return p.get("repetition").equals("sennichite") && p.get("max_plies").equals("0") ? "minishogi" : null;
            case "breakthrough": {
                String size = p.get("width") + "x" + p.get("height");
                return size.equals("8x8") ? "breakthrough" : "breakthrough_" + size;
            }
            case "connect_four": {
                int w = Integer.parseInt(p.get("width"));
                int h = Integer.parseInt(p.get("height"));
                if (w > 12 || h > 10) return null;
                return w == 7 && h == 6 ? "connect4" : "connect4_" + w + "x" + h;
            }
            case "tic_tac_toe":
                return "tictactoe";
            default:
                return null;
        }
    }

    @Test
    void positionsAndMovesRoundTripAtEveryPly() throws PositionException, MoveFormatException {
        SplittableRandom rng = new SplittableRandom(20261128L);
        int checked = 0;
        Set<String> named = new HashSet<>();
        for (GameVariants.Variant v : GameVariants.all()) {
            Game game = v.create();
            String label = game.descriptor();
            Optional<VariantNotation> n = VariantNotation.of(game);
            String name = expectedName(game);
            assertEquals(name != null, n.isPresent(), label);
            if (n.isEmpty()) continue;
            VariantNotation notation = n.get();
            assertEquals(name, notation.variants().get(0), label);
            assertEquals(notation.variants().size(), Set.copyOf(notation.variants()).size(), label);
            named.add(name);
            if (PROGRAM_STARTS.containsKey(name)) {
                assertEquals(game.newInitialState().positionText(),
                        notation.parseFen(PROGRAM_STARTS.get(name)).positionText(), label);
            }
            int[] buffer = new int[game.maxMoves()];
            for (int g = 0; g < 4; g++) {
                State s = game.newInitialState();
                while (true) {
                    checkPosition(notation, s, label);
                    int count = s.legalMoves(buffer);
                    Set<String> texts = new HashSet<>();
                    for (int i = 0; i < count; i++) {
                        String text = notation.formatMove(s, buffer[i]);
                        assertEquals(buffer[i], notation.parseMove(s, text), label + " " + text);
                        assertTrue(texts.add(text), label + ": two moves written " + text);
                        checked++;
                    }
                    if (count == 0 || s.ply() >= 200) break;
                    s.apply(buffer[rng.nextInt(count)]);
                }
            }
        }
        assertEquals(Set.copyOf(PROGRAM_STARTS.keySet()), Set.copyOf(named.stream()
                .filter(PROGRAM_STARTS::containsKey).toList()), "a default game lost its notation");
        assertNotEquals(0, checked);
    }

    /**
     * The FEN reads back as the position (MiniShogi's position text includes its move number,
     * which the fullmove number carries), and without its counters as the same board, hands and
     * side to move; junk is refused.
     */
    private static void checkPosition(VariantNotation notation, State s, String label) throws PositionException {
        String fen = notation.fen(s);
        State back = notation.parseFen(fen);
        assertEquals(s.positionText(), back.positionText(), label + " " + fen);
        assertEquals(s.toMove(), back.toMove(), label + " " + fen);
        assertEquals(withoutCounters(fen), withoutCounters(notation.fen(back)), label);
        State bare = notation.parseFen(withoutCounters(fen));   // MiniShogi's move number restarts at 1
        assertEquals(s.hash(), bare.hash(), label + " " + fen);
        assertEquals(withoutCounters(fen), withoutCounters(notation.fen(bare)), label);
        String board = fen.substring(0, fen.indexOf(' '));
        assertThrows(PositionException.class, () -> notation.parseFen(board + "/" + board + " w - - 0 1"), label);
        assertThrows(PositionException.class, () -> notation.parseFen(board + " x - - 0 1"), label);
        assertThrows(PositionException.class, () -> notation.parseFen(""), label);
        assertThrows(MoveFormatException.class, () -> notation.parseMove(s, "z9"), label);
        assertFalse(fen.contains("  "), label + " " + fen);
    }

    /** The FEN's board, hands and side to move, without the castling, en passant and counter fields. */
    static String withoutCounters(String fen) {
        String[] f = fen.split(" ");
        return f[0] + " " + f[1];
    }
}
