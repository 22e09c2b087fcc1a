package org.pnengine.search.pns;

import java.util.Arrays;
import org.pnengine.game.Game;
import org.pnengine.game.State;

/**
 * Reads a finished {@link DfpnSearch}'s answer: the move from its root frame and the line after
 * it, from the table and the terminal positions (the frames below the root are gone by then).
 *
 * <p>Contract: made once the goal is decided, with the search's state at its root, its table, the
 * prover and the last goal run ({@code threshold}, {@code goal}); each method leaves the state as
 * it found it at the root.
 */
final class DfpnProofLine {

    private static final int PV_CAP = 256;

    private final State s;
    private final int rootPly;
    private final DfpnTable tt;
    private final int prover;
    private final int threshold;
    private final int goal;
    private final int maxMoves;

    DfpnProofLine(State s, int rootPly, DfpnTable tt, int prover, int threshold, int goal, int maxMoves) {
        this.s = s;
        this.rootPly = rootPly;
        this.tt = tt;
        this.prover = prover;
        this.threshold = threshold;
        this.goal = goal;
        this.maxMoves = maxMoves;
    }

    /**
     * The answer's move from the root frame (moves {@code mv}, numbers {@code pn}, {@code dn}):
     * the deciding child of least stored work ({@code proven}), else the child of most stored work.
     */
    int rootMove(int[] mv, int[] pn, int[] dn, boolean proven) {
        int k = s.legalMoves(mv);
        int[] decided = proven ? pn : dn;
        int best = -1;
        long bestWork = 0;
        for (int i = 0; i < k; i++) {
            if (decided[i] != 0) continue;
            long w = childWork(mv[i]);
            if (best < 0 || (proven ? w < bestWork : w > bestWork)) {
                best = i;
                bestWork = w;
            }
        }
        return best >= 0 ? mv[best] : mv[0];
    }

    /** The stored work of the position after {@code move} (0 if terminal or not stored). */
    private long childWork(int move) {
        s.apply(move);
        long w = 0;
        if (!s.isTerminal()) {
            w = tt.work(s.hash());
        }
        s.undo();
        return w;
    }

    /**
     * Whether the current position is known solved for the current goal: +1 proven, -1
     * disproven, 0 unknown (terminal positions and table entries only).
     */
    private int known() {
        if (s.isTerminal()) {
            int score = s.score();
            if (prover != Game.FIRST) score = -score;
            return score >= threshold ? 1 : -1;
        }
        long entry = tt.find(s.hash());
        if (entry == DfpnTable.ABSENT) return 0;
        int g = DfpnTable.goal(entry);
        int pn = DfpnTable.pn(entry);
        int dn = DfpnTable.dn(entry);
        if (g == goal) return pn == 0 ? 1 : dn == 0 ? -1 : 0;
        if (g == DfpnSearch.WIN_GOAL && pn == 0) return 1;
        if (g == DfpnSearch.DRAW_GOAL && dn == 0) return -1;
        return 0;
    }

    /**
     * The line from the root starting with {@code first}: solved children chosen by stored
     * work, stopping at a terminal, a repetition, an unsolved position or {@link #PV_CAP} moves.
     */
    int[] line(int first, boolean proven) {
        int[] line = new int[16];
        long[] seen = new long[16];
        int len = 0;
        int want = proven ? 1 : -1;
        int[] moves = new int[maxMoves];
        try {
            int m = first;
            while (true) {
                if (len == line.length) {
                    line = Arrays.copyOf(line, len * 2);
                    seen = Arrays.copyOf(seen, len * 2);
                }
                seen[len] = s.hash();
                s.apply(m);
                line[len++] = m;
                if (s.isTerminal() || len >= PV_CAP) break;
                long h = s.hash();
                boolean repeated = false;
                for (int i = 0; i < len; i++) repeated |= seen[i] == h;
                if (repeated) break;
                // The side the tree is good for takes the solved child of least work; the other
                // side the solved child of most work (every child is solved for it).
                boolean chooser = (s.toMove() == prover) == proven;
                int n = s.legalMoves(moves);
                int pick = -1;
                long pickWork = 0;
                for (int i = 0; i < n; i++) {
                    s.apply(moves[i]);
                    int kn = known();
                    long w = 0;
                    if (kn == want && !s.isTerminal()) {
                        w = tt.work(s.hash());
                    }
                    s.undo();
                    if (kn != want) continue;
                    if (pick < 0 || (chooser ? w < pickWork : w > pickWork)) {
                        pick = moves[i];
                        pickWork = w;
                    }
                }
                if (pick < 0) break;
                m = pick;
            }
        } finally {
            while (s.ply() > rootPly) s.undo();
        }
        return Arrays.copyOf(line, len);
    }
}
