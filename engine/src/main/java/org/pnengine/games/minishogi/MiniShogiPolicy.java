package org.pnengine.games.minishogi;

import static org.pnengine.games.minishogi.MiniShogiState.DROP_BASE;
import static org.pnengine.games.minishogi.MiniShogiTables.CODE_TYPE;
import static org.pnengine.games.minishogi.MiniShogiTables.HAND_TYPES;
import static org.pnengine.games.minishogi.MiniShogiTables.SQUARES;
import static org.pnengine.games.minishogi.MiniShogiTables.TYPES;

import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.RandomInts;

/**
 * MiniShogi's playout policy and evaluation ({@code playout=policy}, {@code ept}), over a
 * {@link MiniShogiState}: three times in four, the capture of the most valuable piece there is
 * to take (most valuable victim first, as in chess programs' move ordering; ties drawn
 * uniformly); else any legal move, uniformly. The evaluation ({@link #evaluate}) is material, on
 * the board and in hand, with the pieces' closeness to the enemy king and the guards beside their
 * own. Both read the state and leave it as they found it.
 */
final class MiniShogiPolicy {

    /** Piece values by type: P, S, B, R, G, K, +P, +S, +B (horse), +R (dragon); the king is never taken. */
    static final int[] VALUE = {1, 5, 8, 10, 6, 0, 6, 6, 12, 14};

    private MiniShogiPolicy() {
    }

    /** The policy's move in {@code s} (not over); see the class comment. */
    static int move(MiniShogiState s, SplittableRandom rng, int[] buffer) {
        int n = s.legalMoves(buffer);
        int best = -1;
        int bestValue = 0;
        int ties = 0;
        for (int i = 0; i < n; i++) {
            int m = buffer[i];
            if (((m >>> 5) & 31) >= DROP_BASE) continue;
            int victim = s.board[m & 31];
            if (victim == 0) continue;
            int v = VALUE[CODE_TYPE[victim]];
            if (v > bestValue) {
                best = m;
                bestValue = v;
                ties = 1;
            } else if (v == bestValue && RandomInts.below(rng, ++ties) == 0) {
                best = m;
            }
        }
        if (best >= 0 && RandomInts.below(rng, 4) != 0) return best;
        return buffer[RandomInts.below(rng, n)];
    }

    /** A playout by {@link #move}, as {@link MiniShogiState#randomPlayout} plays one. */
    static int playout(MiniShogiState s, SplittableRandom rng, int[] buffer, int maxPlies) {
        final int basePly = s.ply;
        s.mark();
        int result = Integer.MIN_VALUE;
        while (true) {
            if (s.isTerminal()) {
                result = s.score();
                break;
            }
            if (s.ply - basePly >= maxPlies) break;
            s.apply(move(s, rng, buffer));
        }
        s.rewind(basePly);
        return result;
    }

    /** The evaluation's piece values by type (as {@link #VALUE}) on the board, and in hand (P, S, B, R, G). */
    private static final int[] BOARD_VALUE = {90, 500, 800, 950, 550, 0, 550, 550, 950, 1200};
    private static final int[] HAND_VALUE = {110, 550, 850, 1000, 600};
    /** The weight, per square nearer, of a piece's closeness to the enemy king, by type. */
    private static final int[] ATTACK = {0, 8, 12, 12, 8, 0, 8, 8, 12, 12};
    /** Golds and silvers (and their promoted kin) next to their own king: a guard each. */
    private static final int[] GUARD = {0, 25, 0, 0, 25, 0, 25, 25, 0, 0};

    /**
     * The first player's view: material on the board and in hand (a piece in hand worth a little
     * more, as it may be dropped anywhere), each piece other than pawns and kings by how near it
     * stands to the enemy king, and golds and silvers beside their own king.
     */
    static int evaluate(MiniShogiState s) {
        int value = 0;
        int k0 = s.ksq[Game.FIRST];
        int k1 = s.ksq[Game.SECOND];
        for (int sq = 0; sq < SQUARES; sq++) {
            int code = s.board[sq];
            if (code == 0) continue;
            int type = CODE_TYPE[code];
            boolean first = code <= TYPES;
            int own = first ? k0 : k1;
            int enemy = first ? k1 : k0;
            int v = BOARD_VALUE[type];
            if (enemy >= 0) v += ATTACK[type] * Math.max(0, 4 - distance(sq, enemy));
            if (own >= 0 && distance(sq, own) == 1) v += GUARD[type];
            value += first ? v : -v;
        }
        for (int kind = 0; kind < HAND_TYPES; kind++) {
            value += HAND_VALUE[kind] * (s.hand[Game.FIRST * HAND_TYPES + kind] - s.hand[Game.SECOND * HAND_TYPES + kind]);
        }
        return value;
    }

    /** The king's distance between two squares (5 × 5, {@code 5 * row + col}). */
    private static int distance(int a, int b) {
        return Math.max(Math.abs(a / 5 - b / 5), Math.abs(a % 5 - b % 5));
    }

    /**
     * What {@code move} gains at once, for a quiescence search: a capture 16 times its victim's
     * value plus what a promotion adds, a promotion alone what it adds; 0 for a quiet move or a drop.
     */
    static int gain(MiniShogiState s, int move) {
        int from = (move >>> 5) & 31;
        if (from >= DROP_BASE) return 0;
        int victim = s.board[move & 31];
        int g = victim == 0 ? 0 : 16 * VALUE[CODE_TYPE[victim]];
        if ((move >>> 10 & 1) != 0) {
            int type = CODE_TYPE[s.board[from]];
            g += PROMOTION_GAIN[type];
        }
        return g;
    }

    /** What promoting a piece of each unpromoted type adds to its value, times 16 (P, S, B, R). */
    private static final int[] PROMOTION_GAIN = {16 * 5, 16, 16 * 4, 16 * 4, 0, 0, 0, 0, 0, 0};
}
