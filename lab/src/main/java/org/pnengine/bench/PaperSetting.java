package org.pnengine.bench;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.pnengine.search.SearchLimits;
import org.pnengine.shard.Table;

/**
 * One setting of an experiment beside the paper's, a row of the "settings against the paper"
 * table every experiment's {@code summary.md} opens with. The paper's values and where they are
 * stated come from {@code ../shared/reference/algorithms.md}; ours are read from the settings the
 * run actually used, so that a default drifting away from the paper shows in the table (and fails
 * the experiment's defaults test).
 *
 * @param setting what is set, e.g. {@code PNS leaf initialisation}
 * @param paper   the paper's value, in the words ours is written in, or {@link #NOT_STATED}
 * @param ours    the value this run used
 * @param source  where the paper's value is stated (a section of algorithms.md), or why it is not
 */
public record PaperSetting(String setting, String paper, String ours, String source) {

    /** The paper's value where algorithms.md gives none: ours is then our own choice. */
    public static final String NOT_STATED = "not stated";

    /**
     * The mark of a configuration that is ours, not the paper's (an improvement run beside the
     * paper's configurations, never in their place): its label ends with it.
     */
    public static final String OURS = "(ours)";

    /** Whether {@code c} is one of our own configurations rather than the paper's. */
    public static boolean ours(SearcherConfig c) {
        return c.label().endsWith(OURS);
    }

    /** The configurations that are the paper's. */
    static List<SearcherConfig> papers(List<SearcherConfig> configs) {
        return configs.stream().filter(c -> !ours(c)).collect(Collectors.toList());
    }

    /** The table, titled after the paper, with a note listing our own configurations. */
    static Table table(String paper, List<PaperSetting> rows, List<SearcherConfig> configs) {
        Table t = new Table("Settings against the paper (" + paper + ")",
                List.of("setting", "the paper", "ours", "where the paper states it"));
        for (PaperSetting r : rows) t.add(r.setting(), r.paper(), r.ours(), r.source());
        t.note("'" + NOT_STATED + "': ../shared/reference/algorithms.md gives no value for the paper, so ours is our own choice.");
        List<String> extra = configs.stream().filter(PaperSetting::ours).map(SearcherConfig::label).collect(Collectors.toList());
        if (!extra.isEmpty()) {
            t.note("Our own configurations, run beside the paper's and not part of its settings: " + String.join(", ", extra) + ".");
        }
        return t;
    }

    /**
     * The distinct values of parameter {@code key} over the configurations of {@code algorithms}
     * in {@code configs}, in order, numbers written plainly ({@code 0.0001}); {@code none} if no
     * such configuration has it, {@code zero} replacing the value 0 if not null.
     */
    static String values(List<SearcherConfig> configs, List<String> algorithms, String key, String zero) {
        List<String> out = new ArrayList<>();
        for (SearcherConfig c : configs) {
            if (!algorithms.contains(c.algorithm()) || !c.hasParam(key)) continue;
            String v = plain(c.params().asMap().get(key));
            if (zero != null && v.equals("0")) v = zero;
            if (!out.contains(v)) out.add(v);
        }
        return out.isEmpty() ? "none" : String.join(", ", out);
    }

    /** A number without exponent or trailing zeros ({@code 1.0E-4} is {@code 0.0001}); other text as it is. */
    static String plain(String v) {
        try {
            return new BigDecimal(v).stripTrailingZeros().toPlainString();
        } catch (NumberFormatException e) {
            return v;
        }
    }

    /** The leaf initialisation of PNS-family configurations: {@code (1, 1)} for uniform, else the name. */
    static String init(List<SearcherConfig> configs, List<String> algorithms) {
        String v = values(configs, algorithms, "init", null);
        return v.replace("uniform", "(1, 1)");
    }

    /** Transpositions of the configurations of {@code algorithms}: {@code off}, {@code on} or both. */
    static String transpositions(List<SearcherConfig> configs, List<String> algorithms) {
        return values(configs, algorithms, "tt", null).replace("false", "off").replace("true", "on");
    }

    /** The node and time limits as {@code 35000000 nodes or 420 s} ({@code none} for neither). */
    static String limits(SearchLimits l) {
        List<String> parts = new ArrayList<>();
        if (l.nodes() != SearchLimits.UNLIMITED) parts.add(l.nodes() + " nodes");
        if (l.hardMillis() != SearchLimits.UNLIMITED) parts.add(Experiments.fmt(l.hardMillis() / 1000.0) + " s");
        return parts.isEmpty() ? "none" : String.join(" or ", parts);
    }

    /** The memory limit per run, {@code none} if none. */
    static String memory(SearchLimits l) {
        return l.memoryBytes() == SearchLimits.UNLIMITED ? "none" : (l.memoryBytes() >> 20) + " MB";
    }
}
