package org.pnengine.protocol;

import java.util.Locale;
import org.pnengine.game.State;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Value;

/** The text of a {@code solve} reply, shared by the wire and the {@code solve} CLI. */
public final class SolveReply {

    private SolveReply() {
    }

    /**
     * The one-line solve reply: {@code value move} then {@code key=value} fields, in this order:
     * {@code score=} (if exact), {@code nodes=}, {@code expanded=}, {@code peak=},
     * {@code time=} (seconds, 3 decimals), {@code pv=} (if any), {@code probabilistic=true}
     * (if so), {@code stop=} (if unknown).
     */
    public static String format(SolveResult r, State st) {
        StringBuilder sb = new StringBuilder();
        sb.append(r.value().word()).append(' ');
        sb.append(r.bestMove() >= 0 ? st.formatMove(r.bestMove()) : "-");
        if (r.score() != null) sb.append(" score=").append(r.score());
        sb.append(" nodes=").append(r.nodesCreated());
        sb.append(" expanded=").append(r.nodesExpanded());
        sb.append(" peak=").append(r.peakNodes());
        sb.append(" time=").append(String.format(Locale.ROOT, "%.3f", r.seconds()));
        int[] pv = r.pv();
        if (pv.length > 0) {
            sb.append(" pv=");
            State walk = st.copy();
            for (int i = 0; i < pv.length; i++) {
                if (!walk.isLegal(pv[i])) break;
                if (i > 0) sb.append(',');
                sb.append(walk.formatMove(pv[i]));
                walk.apply(pv[i]);
            }
        }
        if (r.probabilistic()) sb.append(" probabilistic=true");
        if (r.value() == Value.UNKNOWN && r.stopReason() != null) sb.append(" stop=").append(r.stopReason());
        return sb.toString();
    }

}
