package org.pnengine.protocol;

import java.util.Locale;
import org.pnengine.search.SearcherSpec;
import org.pnengine.search.TimeControls;

/**
 * GTP's time commands and {@code cputime}. Times are seconds on the wire, milliseconds inside; a
 * time is at most {@link SearcherSpec#MAX_SECONDS}, as for {@code solve time=}.
 */
final class ClockCommands {

    private ClockCommands() {
    }

    static String timeSettings(CommandContext ctx) throws GtpException {
        Arguments a = ctx.args();
        a.expect(3, "main_time byo_yomi_time byo_yomi_stones");
        double main = nonNegative(a, 1, "main_time");
        double byo = nonNegative(a, 2, "byo_yomi_time");
        int stones = a.integer(3, "byo_yomi_stones");
        if (stones < 0) throw GtpException.syntax("argument 3 (byo_yomi_stones) must not be negative");
        ctx.session().setTimeControls(new TimeControls(millis(main), millis(byo), stones));
        return "";
    }

    static String timeLeft(CommandContext ctx) throws GtpException {
        Arguments a = ctx.args();
        a.expect(3, "color time stones");
        int color = a.color(1, ctx.session().game());
        double t = a.number(2, "time");
        if (t > SearcherSpec.MAX_SECONDS) throw tooLong(2, "time", a);
        int stones = a.integer(3, "stones");
        if (stones < 0) throw GtpException.syntax("argument 3 (stones) must not be negative");
        ctx.session().setTimeLeft(color, millis(Math.max(0, t)), stones);
        return "";
    }

    /**
     * {@code cputime}: the CPU seconds used for this session, with three decimals, as GNU Go
     * writes them ({@code 0.020}); the transport decides what counts (see {@code CpuMeter}).
     */
    static String cputime(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return String.format(Locale.ROOT, "%.3f", ctx.session().cpuMeter().nanos() / 1e9);
    }

    /** Seconds from 0 to {@link SearcherSpec#MAX_SECONDS}, the bound of {@code solve time=}. */
    private static double nonNegative(Arguments a, int i, String what) throws GtpException {
        double d = a.number(i, what);
        if (d < 0) throw GtpException.syntax("argument " + i + " (" + what + ") must not be negative");
        if (d > SearcherSpec.MAX_SECONDS) throw tooLong(i, what, a);
        return d;
    }

    private static GtpException tooLong(int i, String what, Arguments a) {
        return GtpException.syntax("argument " + i + " (" + what + ") must be at most "
                + (long) SearcherSpec.MAX_SECONDS + " seconds, got '" + a.word(i) + "'");
    }

    private static long millis(double seconds) {
        return (long) Math.min(Long.MAX_VALUE / 4, Math.round(seconds * 1000));
    }
}
