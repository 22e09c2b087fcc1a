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
 * uniformly); else any legal move, uniformly. The evaluation is the material balance, pieces on
 * the board and in hand, by {@link #VALUE}. Both read the state and leave it as they found it.
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

    /** The material balance for the first player. */
    static int evaluate(MiniShogiState s) {
        int value = 0;
        for (int sq = 0; sq < SQUARES; sq++) {
            int code = s.board[sq];
            if (code != 0) value += code <= TYPES ? VALUE[CODE_TYPE[code]] : -VALUE[CODE_TYPE[code]];
        }
        for (int kind = 0; kind < HAND_TYPES; kind++) {
            value += VALUE[kind] * (s.hand[Game.FIRST * HAND_TYPES + kind] - s.hand[Game.SECOND * HAND_TYPES + kind]);
        }
        return value;
    }
}
