package org.pnengine.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The totals of one configuration over one group of positions (or over all of them).
 *
 * <p>{@code solved + probable + wrong + outOfLimit = positions}. The means are over the solved
 * positions only (NaN if none): a run that hit its limit would only measure the limit.
 *
 * @param group          the group, or {@code all}
 * @param config         the configuration's label
 * @param positions      positions run
 * @param solved         proven exactly and not contradicted ({@link Outcome#SOLVED})
 * @param probable       probabilistic conclusions not contradicted ({@link Outcome#PROBABLE})
 * @param wrong          values that contradict the reference ({@link Outcome#WRONG})
 * @param outOfLimit     a limit ended the search without a value ({@link Outcome#OUT_OF_LIMIT})
 * @param disputed       its results on positions where the exact results disagree (unchecked)
 * @param meanCpu        mean thread CPU seconds per solved position
 * @param meanWall       mean wall seconds per solved position
 * @param meanCreated    mean nodes created per solved position
 * @param meanIterations mean iterations (expansions or playouts) per solved position
 */
public record Summary(String group, String config, int positions, int solved, int probable, int wrong,
                      int outOfLimit, int disputed, double meanCpu, double meanWall, double meanCreated,
                      double meanIterations) {

    /** Ended within the limits without a correct proof: probabilistic conclusions and wrong values. */
    public int unsolved() {
        return probable + wrong;
    }

    /** The share of positions on which the search came to a conclusion within the limits. */
    public double completionRate() {
        return positions == 0 ? Double.NaN : (double) (solved + probable + wrong) / positions;
    }

    /** The share of positions solved (proven exactly, not contradicted). */
    public double solvedRate() {
        return positions == 0 ? Double.NaN : (double) solved / positions;
    }

    /** Per configuration over all positions (group {@code all}), in the order configurations first appear. */
    public static List<Summary> byConfig(Checks.Checked checked) {
        return summarize(checked, false);
    }

    /** Per group and configuration, groups in the order they first appear. */
    public static List<Summary> byGroup(Checks.Checked checked) {
        return summarize(checked, true);
    }

    private static List<Summary> summarize(Checks.Checked checked, boolean grouped) {
        Map<String, List<RunResult>> buckets = new LinkedHashMap<>();
        Map<String, String[]> keys = new LinkedHashMap<>();
        List<String> groups = new ArrayList<>();
        List<String> configs = new ArrayList<>();
        for (RunResult r : checked.results()) {
            String g = grouped ? r.position().group() : "all";
            if (!groups.contains(g)) groups.add(g);
            if (!configs.contains(r.config().label())) configs.add(r.config().label());
            String k = g + "\u0000" + r.config().label();
            buckets.computeIfAbsent(k, x -> new ArrayList<>()).add(r);
            keys.put(k, new String[] {g, r.config().label()});
        }
        List<Summary> out = new ArrayList<>();
        for (String g : groups) {
            for (String c : configs) {
                List<RunResult> rs = buckets.get(g + "\u0000" + c);
                if (rs != null) out.add(of(g, c, rs, checked));
            }
        }
        return out;
    }

    /** The totals of {@code results}, all of one configuration. */
    public static Summary of(String group, String config, List<RunResult> results, Checks.Checked checked) {
        int solved = 0;
        int probable = 0;
        int wrong = 0;
        int out = 0;
        int disputed = 0;
        double cpu = 0;
        double wall = 0;
        double created = 0;
        double iterations = 0;
        for (RunResult r : results) {
            switch (r.outcome()) {
                case SOLVED:
                    solved++;
                    cpu += r.cpuSeconds();
                    wall += r.wallSeconds();
                    created += r.created();
                    iterations += r.iterations();
                    break;
                case PROBABLE:
                    probable++;
                    break;
                case WRONG:
                    wrong++;
                    break;
                default:
                    out++;
            }
            if (checked != null && r.concluded() && checked.isDisputed(r.position())) disputed++;
        }
        double n = solved == 0 ? Double.NaN : solved;
        return new Summary(group, config, results.size(), solved, probable, wrong, out, disputed, cpu / n, wall / n,
                created / n, iterations / n);
    }
}
