package org.pnengine.games.minishogi;

import static org.pnengine.games.minishogi.MiniShogiTables.*;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.pnengine.game.Game;

/**
 * MiniShogi's fitted evaluation ({@link org.pnengine.game.FittedEvaluation}): a weighted sum of
 * counted features, each the first player's count minus the second's, the weights fitted by
 * logistic regression on the results of self-play games (Texel's method; the lab's
 * {@code fit-eval}). The features: the pieces on the board by type and in hand by kind; the
 * closeness of the small (silver, gold and their promoted kin) and the large pieces (bishop,
 * rook, horse, dragon) to the enemy king, as 3 − distance where positive; small pieces beside their
 * own king; the squares beside a side's king that the other side attacks, and those that are empty
 * and that no piece but the king defends; the squares a side's pieces attack; pieces attacked and
 * not defended; the king's row from home; pieces on the far row; the pieces other than pawns in
 * hand times the squares beside the enemy king that they attack; the pawn's row from home; pieces
 * defended; the side to move; and a piece of each type on each square, as its owner sees the
 * board (the second player's turned half round). Reads the state and leaves it as it was;
 * allocates nothing.
 */
final class MiniShogiFitted {

    private MiniShogiFitted() {
    }

    // Features 0..8: pieces on the board, by type (P, S, B, R, G, +P, +S, +B, +R); 9..13: in hand,
    // by kind (P, S, B, R, G); then the rest.
    private static final int BOARD_FEATURES = 9;
    private static final int F_HAND = 9;
    static final int F_SMALL_NEAR = 14;
    static final int F_LARGE_NEAR = 15;
    static final int F_GUARDS = 16;
    static final int F_KING_ZONE_ATTACKED = 17;
    static final int F_KING_HOLES = 18;
    static final int F_ATTACKED_SQUARES = 19;
    static final int F_HANGING = 20;
    static final int F_KING_ROW = 21;
    static final int F_FAR_ROW = 22;
    static final int F_HAND_PRESSURE = 23;
    static final int F_PAWN_ROW = 24;
    static final int F_DEFENDED = 25;
    static final int F_TEMPO = 26;
    /** 27..276: a piece of each type (P, S, B, R, G, K, +P, +S, +B, +R) on each square, seen from its own side. */
    static final int F_SQUARE = 27;
    static final int COUNT = F_SQUARE + TYPES * SQUARES;

    /** The feature a piece of each type counts in on the board; -1 for the king. */
    private static final int[] BOARD_FEATURE = {0, 1, 2, 3, 4, -1, 5, 6, 7, 8};

    static final List<String> NAMES = names();

    /** The resource that holds the fitted weights, a line a feature: the weight, a space, the feature's name. */
    static final String RESOURCE = "fitted-weights.txt";

    /**
     * The fitted weights, one per feature, in the hand-made evaluation's units, read from
     * {@value #RESOURCE} (written by {@code pnengine-lab fit-eval --weights-out}; how, and what
     * they are worth: docs/matches.md, "MiniShogi: pieces by square"). Lines starting with
     * {@code #} are comments; a name out of place stops the class from loading.
     */
    static final int[] WEIGHTS = load();

    private static int[] load() {
        int[] w = new int[COUNT];
        int i = 0;
        try (InputStream in = MiniShogiFitted.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("no resource " + RESOURCE);
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) continue;
                int space = line.indexOf(' ');
                String name = line.substring(space + 1);
                if (i >= COUNT || !name.equals(NAMES.get(i))) {
                    throw new IllegalStateException(RESOURCE + ": '" + name + "' where feature " + i + " is '"
                            + (i < COUNT ? NAMES.get(i) : "none") + "'");
                }
                w[i++] = Integer.parseInt(line.substring(0, space));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (i != COUNT) throw new IllegalStateException(RESOURCE + ": " + i + " weights for " + COUNT + " features");
        return w;
    }

    /** Small pieces (S, G, +P, +S): 1; large ones (B, R, +B, +R): 2; pawns and kings: 0. */
    private static final int[] GROUP = {0, 1, 2, 2, 1, 0, 1, 1, 2, 2};
    /** 3 minus the king's distance between two squares, where positive; else 0. */
    private static final int[] NEAR = new int[SQUARES * SQUARES];

    static {
        for (int a = 0; a < SQUARES; a++) {
            for (int b = 0; b < SQUARES; b++) {
                int d = Math.max(Math.abs(row(a) - row(b)), Math.abs(col(a) - col(b)));
                NEAR[a * SQUARES + b] = Math.max(0, 3 - d);
            }
        }
    }

    private static List<String> names() {
        String[] n = new String[COUNT];
        String[] board = {"pawn", "silver", "bishop", "rook", "gold", "tokin", "promoted silver", "horse", "dragon"};
        for (int i = 0; i < BOARD_FEATURES; i++) n[i] = board[i] + "s on the board";
        String[] hand = {"pawn", "silver", "bishop", "rook", "gold"};
        for (int i = 0; i < HAND_TYPES; i++) n[F_HAND + i] = hand[i] + "s in hand";
        n[F_SMALL_NEAR] = "small pieces' closeness to the enemy king";
        n[F_LARGE_NEAR] = "large pieces' closeness to the enemy king";
        n[F_GUARDS] = "small pieces beside the own king";
        n[F_KING_ZONE_ATTACKED] = "squares beside the own king the enemy attacks";
        n[F_KING_HOLES] = "empty squares beside the own king no other piece defends";
        n[F_ATTACKED_SQUARES] = "squares attacked";
        n[F_HANGING] = "pieces attacked and not defended";
        n[F_KING_ROW] = "the king's row from home";
        n[F_FAR_ROW] = "pieces on the far row";
        n[F_HAND_PRESSURE] = "pieces in hand but pawns, times squares beside the enemy king attacked";
        n[F_PAWN_ROW] = "pawns' rows from home";
        n[F_DEFENDED] = "pieces defended";
        n[F_TEMPO] = "side to move";
        String[] type = {"pawn", "silver", "bishop", "rook", "gold", "king", "tokin", "promoted silver", "horse", "dragon"};
        for (int t = 0; t < TYPES; t++) {
            for (int sq = 0; sq < SQUARES; sq++) n[square(t, sq)] = type[t] + " on " + MiniShogiState.squareText(sq);
        }
        return List.of(n);
    }

    /** The feature of a piece of {@code type} on {@code sq}, as the first player sees the square. */
    static int square(int type, int sq) {
        return F_SQUARE + type * SQUARES + sq;
    }

    /** The fitted value of {@code s} for the first player: Σ weights × features. */
    static int evaluate(MiniShogiState s) {
        return both(s, null);
    }

    /** Writes the features of {@code s} into {@code out[0..COUNT)}. */
    static void features(MiniShogiState s, int[] out) {
        Arrays.fill(out, 0, COUNT, 0);
        both(s, out);
    }

    private static int both(MiniShogiState s, int[] out) {
        int o = s.occ[0] | s.occ[1];
        int pieces0 = MiniShogiMoves.pieceAttacks(s, Game.FIRST, o);
        int pieces1 = MiniShogiMoves.pieceAttacks(s, Game.SECOND, o);
        int all0 = s.ksq[0] >= 0 ? pieces0 | KING_ATT[s.ksq[0]] : pieces0;
        int all1 = s.ksq[1] >= 0 ? pieces1 | KING_ATT[s.ksq[1]] : pieces1;
        int v = side(s, Game.FIRST, pieces0, all0, all1, 1, out) - side(s, Game.SECOND, pieces1, all1, all0, -1, out);
        int tempo = s.stm == Game.FIRST ? 1 : -1;
        if (out != null) out[F_TEMPO] = tempo;
        return v + tempo * WEIGHTS[F_TEMPO];
    }

    /**
     * One side's part: the weighted sum of its counts; with {@code out}, also adds {@code sign}
     * times each count to it. {@code pieceAtt} is what its pieces but the king attack,
     * {@code ownAtt} that and the king's, {@code oppAtt} all the other side attacks.
     */
    private static int side(MiniShogiState s, int c, int pieceAtt, int ownAtt, int oppAtt, int sign, int[] out) {
        int own = s.ksq[c];
        int enemy = s.ksq[1 - c];
        int v = 0;
        int small = 0;
        int large = 0;
        int guards = 0;
        int pawnRows = 0;
        for (int bb = s.occ[c]; bb != 0; bb &= bb - 1) {
            int sq = Integer.numberOfTrailingZeros(bb);
            int type = CODE_TYPE[s.board[sq]];
            int ps = square(type, c == Game.FIRST ? sq : SQUARES - 1 - sq);
            v += WEIGHTS[ps];
            if (out != null) out[ps] += sign;
            int f = BOARD_FEATURE[type];
            if (f < 0) continue;
            v += WEIGHTS[f];
            if (out != null) out[f] += sign;
            int group = GROUP[type];
            if (group == 0) {
                pawnRows += c == Game.FIRST ? 4 - row(sq) : row(sq);
                continue;
            }
            if (enemy >= 0) {
                int near = NEAR[sq * SQUARES + enemy];
                if (group == 1) small += near;
                else large += near;
            }
            if (group == 1 && own >= 0 && (KING_ATT[own] & bit(sq)) != 0) guards++;
        }
        int handBig = 0;
        for (int kind = 0; kind < HAND_TYPES; kind++) {
            int n = s.hand[c * HAND_TYPES + kind];
            v += WEIGHTS[F_HAND + kind] * n;
            if (out != null) out[F_HAND + kind] += sign * n;
            if (kind != PAWN) handBig += n;
        }
        int zone = own >= 0 ? KING_ATT[own] : 0;
        int enemyZone = enemy >= 0 ? KING_ATT[enemy] : 0;
        int empty = ~(s.occ[0] | s.occ[1]) & ALL;
        int farRow = LAST_RANK[c] & s.occ[c] & ~s.pcs[c * TYPES + KING];
        int kingRow = own < 0 ? 0 : c == Game.FIRST ? 4 - row(own) : row(own);
        int men = s.occ[c] & ~s.pcs[c * TYPES + KING];
        int hanging = men & oppAtt & ~ownAtt;
        v += term(F_SMALL_NEAR, small, sign, out)
                + term(F_LARGE_NEAR, large, sign, out)
                + term(F_GUARDS, guards, sign, out)
                + term(F_KING_ZONE_ATTACKED, Integer.bitCount(zone & oppAtt), sign, out)
                + term(F_KING_HOLES, Integer.bitCount(zone & empty & ~pieceAtt), sign, out)
                + term(F_ATTACKED_SQUARES, Integer.bitCount(ownAtt), sign, out)
                + term(F_HANGING, Integer.bitCount(hanging), sign, out)
                + term(F_KING_ROW, kingRow, sign, out)
                + term(F_FAR_ROW, Integer.bitCount(farRow), sign, out)
                + term(F_HAND_PRESSURE, handBig * Integer.bitCount(enemyZone & ownAtt), sign, out)
                + term(F_PAWN_ROW, pawnRows, sign, out)
                + term(F_DEFENDED, Integer.bitCount(men & ownAtt), sign, out);
        return v;
    }

    private static int term(int feature, int count, int sign, int[] out) {
        if (out != null) out[feature] += sign * count;
        return WEIGHTS[feature] * count;
    }
}
