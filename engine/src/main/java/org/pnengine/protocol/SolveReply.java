package org.pnengine.protocol;

import java.util.Locale;
import org.pnengine.game.State;
import org.pnengine.search.SolveProgress;
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
     * (if so), {@code stop=} (if unknown), {@code algorithm=} (the solver's name).
     */
    public static String format(SolveResult r, State st, String algorithm) {
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
        sb.append(" algorithm=").append(algorithm);
        return sb.toString();
    }

    /**
     * A progress line of a long solve: {@code progress nodes=N expanded=E tree=T time=S pn=P dn=D},
     * where {@code tree} is the nodes held now, {@code time} the seconds so far (one decimal) and
     * {@code pn}/{@code dn} the root's two measures as the solver reports them (proof and
     * disproof numbers for the PNS family, {@code inf} for ∞).
     */
    public static String progress(SolveProgress p) {
        return String.format(Locale.ROOT, "progress nodes=%d expanded=%d tree=%d time=%.1f pn=%s dn=%s",
                p.nodesCreated(), p.nodesExpanded(), p.treeNodes(), p.seconds(), measure(p.rootProof()),
                measure(p.rootDisproof()));
    }

    /** Integers as integers, ∞ (2^30 − 1 and above, the PNS family's ∞) as {@code inf}, others with 6 digits. */
    static String measure(double d) {
        if (d >= (1 << 30) - 1) return "inf";
        if (d == Math.rint(d) && Math.abs(d) < 1e15) return Long.toString((long) d);
        return String.format(Locale.ROOT, "%.6g", d);
    }
}
