package org.pnengine.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pnengine.search.Value;
import org.pnengine.shard.Table;

/** The tables every experiment shares: outcomes per configuration, completion rates, per-position results. */
public final class Tables {

    private Tables() {
    }

    /** The lines explaining the outcome columns, for the notes of a table. */
    public static List<String> outcomeNotes() {
        return List.of(
                "solved: the search ended by itself with a value proven from terminal positions, not contradicted by the reference.",
                "unsolved: the search ended by itself within the limits without a correct proof: a probabilistic conclusion "
                        + "(PPNS root ppn within pr of 0 or 1; column 'probable' when it agrees with the reference) or a wrong value "
                        + "(column 'wrong').",
                "out of limit: the node, time or memory limit ended the search before it reached a value.",
                "Means are over the solved positions only; CPU time is the searching thread's, per position.");
    }

    /**
     * Outcomes, mean time and nodes per configuration (and per group if {@code withGroup}).
     *
     * @param iterationsName what an iteration is, e.g. {@code expanded} or {@code iterations}
     */
    public static Table outcomes(String title, List<Summary> summaries, boolean withGroup, String iterationsName) {
        List<String> cols = new ArrayList<>();
        if (withGroup) cols.add("group");
        cols.addAll(List.of("configuration", "positions", "solved", "unsolved", "probable", "wrong", "out of limit",
                "disputed", "mean CPU s", "mean wall s", "mean created", "mean " + iterationsName));
        Table t = new Table(title, cols);
        for (Summary s : summaries) {
            List<Object> row = new ArrayList<>();
            if (withGroup) row.add(s.group());
            row.addAll(List.of(s.config(), s.positions(), s.solved(), s.unsolved(), s.probable(), s.wrong(),
                    s.outOfLimit(), s.disputed()));
            row.add(s.meanCpu());
            row.add(s.meanWall());
            row.add(s.meanCreated());
            row.add(s.meanIterations());
            t.add(row.toArray());
        }
        for (String n : outcomeNotes()) t.note(n);
        return t;
    }

    /** Completion rate in % per group (rows) and configuration (columns). */
    public static Table completion(String title, String groupName, List<Summary> summaries) {
        Map<String, Map<String, Summary>> byGroup = new LinkedHashMap<>();
        List<String> configs = new ArrayList<>();
        for (Summary s : summaries) {
            byGroup.computeIfAbsent(s.group(), g -> new LinkedHashMap<>()).put(s.config(), s);
            if (!configs.contains(s.config())) configs.add(s.config());
        }
        List<String> cols = new ArrayList<>();
        cols.add(groupName);
        cols.add("positions");
        for (String c : configs) cols.add(c + " %");
        Table t = new Table(title, cols);
        for (Map.Entry<String, Map<String, Summary>> e : byGroup.entrySet()) {
            List<Object> row = new ArrayList<>();
            row.add(e.getKey());
            row.add(e.getValue().values().iterator().next().positions());
            for (String c : configs) {
                Summary s = e.getValue().get(c);
                row.add(s == null ? null : 100 * s.completionRate());
            }
            t.add(row.toArray());
        }
        t.note("Completion rate: the share of positions on which the search reached a value within the limits "
                + "(solved, probabilistic or wrong; wrong values are counted in the outcome table).");
        return t;
    }

    /** One row per run: the per-position CSV. */
    public static Table perPosition(Checks.Checked checked) {
        Table t = new Table("", List.of("position", "group", "moves", "position text", "configuration", "value",
                "probabilistic", "score", "move", "outcome", "reference", "disputed", "created", "iterations",
                "CPU s", "wall s", "stop reason"));
        for (RunResult r : checked.results()) {
            Position p = r.position();
            t.add(p.index(), p.group(), p.moves(), p.text(), r.config().label(), r.value().word(),
                    r.probabilistic(), r.score(), r.move() < 0 ? "" : p.state().formatMove(r.move()),
                    r.outcome().word(), r.reference() == Value.UNKNOWN ? "" : r.reference().word(),
                    checked.isDisputed(p), r.created(), r.iterations(), exact(r.cpuSeconds()),
                    exact(r.wallSeconds()), r.stopReason());
        }
        return t;
    }

    /** Seconds with microsecond resolution as text (the CSV keeps the precision that Table.cell would round). */
    static String exact(double seconds) {
        return String.format(Locale.ROOT, "%.6f", seconds);
    }
}
