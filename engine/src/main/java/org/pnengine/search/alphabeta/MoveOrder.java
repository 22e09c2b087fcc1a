package org.pnengine.search.alphabeta;

import java.util.Arrays;
import org.pnengine.game.State;
import org.pnengine.game.Tactics;

/**
 * The move order of one {@link MinimaxSearch}: the table's move, then the game's tactical moves by
 * their gain (most valuable victim first), two killer moves a ply, then the quiet moves by the
 * history heuristic (Schaeffer, IEEE PAMI 1989). With gravity (Stockfish's), a cutoff's quiet move
 * gains {@code b = min(d² + 2d, 1200)} and the quiet moves searched before it lose as much, each
 * update {@code h += b - h·|b|/16384}; without, the cutoff's move gains {@code d²}. With hanging
 * moves told apart, the quiet moves that lose their piece by exchanges ({@link Tactics#hangs})
 * come after every other quiet move. Keys are ints, larger first; nothing is allocated per node.
 */
final class MoveOrder {

    /** Keys at or above this are the table's move, tactical moves and killers; below, the quiet moves. */
    static final int QUIET_TOP = 1 << 24;
    /** Keys at or below this are quiet moves that hang their piece (their history within ±2^24 below it). */
    static final int HANGING_TOP = -(1 << 26);
    private static final int HISTORY = 1 << 14;
    /** The bound of a history entry under the gravity update. */
    private static final int HISTORY_MAX = 16384;
    /** The most a cutoff moves a history entry (before gravity). */
    private static final int HISTORY_BONUS_CAP = 1200;

    private final int[][] killers;
    private final int[][] history = new int[2][HISTORY];
    private final Tactics tactics;
    private final boolean gravity;
    private final boolean hanging;

    /** An order for plies below {@code plies}; {@code hanging} needs {@code tactics}. */
    MoveOrder(int plies, Tactics tactics, boolean gravity, boolean hanging) {
        this.killers = new int[plies][2];
        for (int[] k : killers) Arrays.fill(k, -1);
        this.tactics = tactics;
        this.gravity = gravity;
        this.hanging = hanging && tactics != null;
    }

    /** Fills {@code keys} with the order of the {@code n} legal moves of {@code list} in {@code s}. */
    void score(State s, int[] list, int[] keys, int n, int ply, int ttMove) {
        int[] h = history[s.toMove()];
        int[] k2 = killers[ply];
        for (int i = 0; i < n; i++) {
            int m = list[i];
            int k;
            if (m == ttMove) {
                k = Integer.MAX_VALUE;
            } else {
                int g = tactics == null ? 0 : tactics.gain(m);
                if (g > 0) k = QUIET_TOP + (1 << 20) + Math.min(g, 1 << 20);
                else if (m == k2[0]) k = QUIET_TOP + 2;
                else if (m == k2[1]) k = QUIET_TOP + 1;
                else {
                    k = Math.min(h[m & (HISTORY - 1)], QUIET_TOP - 1);
                    if (hanging && tactics.hangs(m)) k = HANGING_TOP - (1 << 25) + Math.max(k, -(1 << 24));
                }
            }
            keys[i] = k;
        }
    }

    /** Selection: swaps the best remaining move into place {@code i} and returns it. */
    static int pick(int[] list, int[] keys, int i, int n) {
        int b = i;
        for (int j = i + 1; j < n; j++) if (keys[j] > keys[b]) b = j;
        if (b != i) {
            int t = list[i];
            list[i] = list[b];
            list[b] = t;
            t = keys[i];
            keys[i] = keys[b];
            keys[b] = t;
        }
        return list[i];
    }

    /**
     * The history that shortens (positive) or lengthens (negative) a late move's reduction: the
     * entry with gravity, 0 without (an additive history is not on that scale).
     */
    int reductionBias(int side, int move) {
        return gravity ? history[side][move & (HISTORY - 1)] : 0;
    }

    /**
     * A quiet move {@code move} of {@code side} cut off at {@code ply}, {@code depth} plies from the
     * horizon, after the {@code before} quiet moves of {@code tried} failed to.
     */
    void cutoff(int side, int ply, int depth, int move, int[] tried, int before) {
        int[] k = killers[ply];
        if (k[0] != move) {
            k[1] = k[0];
            k[0] = move;
        }
        if (gravity) {
            int bonus = Math.min(depth * depth + 2 * depth, HISTORY_BONUS_CAP);
            for (int t = 0; t < before; t++) update(side, tried[t], -bonus);
            update(side, move, bonus);
        } else {
            history[side][move & (HISTORY - 1)] += depth * depth;
        }
    }

    /** The gravity update, which keeps every entry within ±{@value #HISTORY_MAX}. */
    private void update(int side, int move, int bonus) {
        int[] h = history[side];
        int k = move & (HISTORY - 1);
        h[k] += bonus - h[k] * Math.abs(bonus) / HISTORY_MAX;
    }
}
