package org.pnengine.protocol;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.pnengine.game.Params;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolverType;

/**
 * A parsed {@code solve} request: {@code [algorithm=NAME] [nodes=N] [time=SECONDS] [memory=MB]
 * [progress=SECONDS] [key=value ...]}, where the other keys are the algorithm's own parameters.
 * Shared by the wire and the {@code solve} CLI so that both accept exactly the same words.
 *
 * @param progressMillis the least time between two progress lines, or 0 for none
 */
public record SolveRequest(SolverType type, Params params, SearchLimits limits, long progressMillis) {

    /**
     * The longest time a search may be given, in seconds (about 31 years): the bound of
     * {@code time=} here and of the clock commands' times.
     */
    public static final double MAX_SECONDS = 1e9;

    /**
     * Parses the words after {@code solve}. A key given twice (in any case) is a syntax error
     * naming it, never the last one silently winning.
     */
    public static SolveRequest parse(List<String> words) throws GtpException {
        SolverType type = SearcherCatalog.SOLVERS.get(0);
        SearchLimits limits = SearchLimits.none();
        long progress = 0;
        List<String> own = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        int index = 0;
        for (String a : words) {
            index++;
            int eq = a.indexOf('=');
            if (eq <= 0) throw GtpException.syntax("argument " + index + " must be key=value, got '" + a + "'");
            String key = a.substring(0, eq).toLowerCase(Locale.ROOT);
            String val = a.substring(eq + 1);
            if (!seen.add(key)) throw GtpException.syntax("parameter '" + key + "' given twice");
            switch (key) {
                case "algorithm": {
                    type = SearcherCatalog.solver(val).orElseThrow(() -> GtpException.syntax(
                            "parameter 'algorithm': unknown algorithm '" + val + "' (known: "
                                    + SearcherCatalog.SOLVERS.stream().map(SolverType::name)
                                    .collect(Collectors.joining(", ")) + ")"));
                    break;
                }
                case "nodes":
                    limits = limits.withNodes((long) number(key, val, 1, 1e15));
                    break;
                case "time": {
                    long ms = Math.round(number(key, val, 0.001, MAX_SECONDS) * 1000);
                    limits = limits.withTime(ms, ms);
                    break;
                }
                case "progress":
                    progress = Math.round(number(key, val, 0, 1e6) * 1000);
                    break;
                case "memory":
                    limits = limits.withMemory((long) (number(key, val, 1, 1e9) * 1024 * 1024));
                    break;
                default:
                    own.add(a);
            }
        }
        try {
            return new SolveRequest(type, Params.parse(type.name(), type.params(), own), limits, progress);
        } catch (IllegalArgumentException e) {
            throw GtpException.syntax(e.getMessage());
        }
    }

    private static double number(String key, String val, double min, double max) throws GtpException {
        try {
            double d = Double.parseDouble(val);
            if (!(d >= min && d <= max)) throw new NumberFormatException();
            return d;
        } catch (NumberFormatException e) {
            throw GtpException.syntax("parameter '" + key + "' must be a number from " + fmt(min) + " to "
                    + fmt(max) + " (got '" + val + "')");
        }
    }

    private static String fmt(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
