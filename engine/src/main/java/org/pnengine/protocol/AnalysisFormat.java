package org.pnengine.protocol;

import java.util.Locale;
import org.pnengine.game.State;
import org.pnengine.search.MoveInfo;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.Value;

/**
 * The {@code info} lines of {@code pn-analyze} and {@code pn-genmove_analyze}, in Leela Zero's
 * {@code lz-analyze} style: one line per report, holding every root move that has visits, best
 * first, each as
 * {@code info move M visits V winrate W [pn P dn D] [proven win|draw|loss] order K pv M1 M2 ...},
 * where {@code W} is the win rate for the side to move scaled to 0..10000 (a draw counts half).
 */
public final class AnalysisFormat {

    private AnalysisFormat() {
    }

    public static String line(SearchInfo info, State root) {
        StringBuilder sb = new StringBuilder();
        int order = 0;
        for (MoveInfo m : info.moves()) {
            if (m.visits() == 0 && m.proven() == Value.UNKNOWN) continue;
            if (sb.length() > 0) sb.append(' ');
            sb.append("info move ").append(root.formatMove(m.move()));
            sb.append(" visits ").append(m.visits());
            sb.append(" winrate ").append(Math.round(Math.max(0, Math.min(1, m.winRate())) * 10000));
            if (!Double.isNaN(m.pn()) && !Double.isNaN(m.dn())) {
                sb.append(" pn ").append(num(m.pn())).append(" dn ").append(num(m.dn()));
            }
            if (m.proven() != Value.UNKNOWN) sb.append(" proven ").append(m.proven().word());
            sb.append(" order ").append(order++);
            sb.append(" pv");
            State walk = root.copy();
            for (int mv : m.pv()) {
                if (walk.isTerminal() || !walk.isLegal(mv)) break;
                sb.append(' ').append(walk.formatMove(mv));
                walk.apply(mv);
            }
        }
        return sb.toString();
    }

    private static String num(double d) {
        if (d >= 1e15) return "inf";
        return d == Math.rint(d) ? Long.toString((long) d) : String.format(Locale.ROOT, "%.3f", d);
    }
}
