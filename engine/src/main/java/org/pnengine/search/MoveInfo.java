package org.pnengine.search;

/**
 * One root move's statistics in an analysis report.
 *
 * @param move    the move
 * @param visits  playouts through it
 * @param winRate its mean reward for the side to move at the root, in [0, 1] (a draw is 0.5)
 * @param proven  its proven value for the side to move at the root, or {@link Value#UNKNOWN}
 * @param pn      its proof number for the root player, or {@code Double.NaN} if not tracked
 * @param dn      its disproof number for the root player, or {@code Double.NaN} if not tracked
 * @param pv      the principal variation starting with {@code move}
 */
public record MoveInfo(int move, long visits, double winRate, Value proven, double pn, double dn, int[] pv) {

    public MoveInfo {
        pv = pv == null ? new int[0] : pv.clone();
    }

    @Override
    public int[] pv() {
        return pv.clone();
    }
}
