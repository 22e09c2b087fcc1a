package org.pnengine.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pnengine.search.SearchLimits;

/** Helpers shared by the experiments: settings lines, limits in words. */
final class Experiments {

    private Experiments() {
    }

    /** {@code nodes=35000000, time=420 s, memory=1024 MB}, or {@code none}. */
    static String describe(SearchLimits l) {
        List<String> parts = new ArrayList<>();
        if (l.nodes() != SearchLimits.UNLIMITED) parts.add("nodes=" + l.nodes());
        if (l.hardMillis() != SearchLimits.UNLIMITED) parts.add("time=" + fmt(l.hardMillis() / 1000.0) + " s");
        if (l.memoryBytes() != SearchLimits.UNLIMITED) parts.add("memory=" + (l.memoryBytes() >> 20) + " MB");
        return parts.isEmpty() ? "none" : String.join(", ", parts);
    }

    static String fmt(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : String.format(Locale.ROOT, "%.3g", d);
    }

    /** The start of the settings line about threads, which differs between the shards of one run. */
    static final String THREADS = "threads: ";

    /** The settings lines every experiment starts with; {@code threads} 0 if they varied between shards. */
    static List<String> common(long seed, SearchLimits limits, int threads, List<SearcherConfig> configs) {
        List<String> out = new ArrayList<>();
        out.add("seed: " + seed);
        out.add("limits per run: " + describe(limits));
        out.add(THREADS + (threads > 0 ? Integer.toString(threads) : "not the same in every shard") + " (positions in "
                + "parallel, one solver per thread; CPU time is the searching thread's, per position; wall time is "
                + "disturbed by the other threads and by other load)");
        StringBuilder sb = new StringBuilder("configurations:");
        for (SearcherConfig c : configs) {
            sb.append("\n  - ").append(c.label()).append(": `").append(words(c)).append('`');
            if (!c.limits().equals(SearchLimits.none())) sb.append(" (own limits: ").append(describe(c.limits())).append(')');
        }
        out.add(sb.toString());
        return out;
    }

    /** The configuration as {@code algorithm=NAME} plus every parameter's value. */
    static String words(SearcherConfig c) {
        StringBuilder sb = new StringBuilder("algorithm=").append(c.algorithm());
        c.params().asMap().forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        return sb.toString();
    }
}
