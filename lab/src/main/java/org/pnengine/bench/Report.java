package org.pnengine.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pnengine.shard.Table;

/**
 * What an experiment produces: a title, the settings it ran with, named tables (each also written
 * as {@code NAME.csv}), the per-position results ({@code positions.csv}), plots, and paragraphs of
 * method. {@link #write} puts it all in one folder with a {@code summary.md} that shows every table
 * and links every plot.
 *
 * @param title      the experiment, e.g. {@code Connect Four 7×6: PNS, MCPNS and PPNS}
 * @param settings   one line per setting (positions, seed, limits, threads, configurations)
 * @param tables     the summary tables by file base name, in order
 * @param data       further tables written only as {@code NAME.csv} (long forms of the above)
 * @param positions  one row per run, or null
 * @param charts     the plots
 * @param method     paragraphs explaining how the figures were obtained
 */
public record Report(String title, List<String> settings, Map<String, Table> tables, Map<String, Table> data,
                     Table positions, List<Chart> charts, List<String> method) {

    public Report {
        settings = List.copyOf(settings);
        tables = Collections.unmodifiableMap(new LinkedHashMap<>(tables));
        data = Collections.unmodifiableMap(new LinkedHashMap<>(data));
        charts = List.copyOf(charts);
        method = List.copyOf(method);
    }

    /**
     * This report with {@code line} as its first setting: what this folder is, e.g. which shard of
     * a run it holds.
     */
    public Report marked(String line) {
        List<String> s = new ArrayList<>();
        s.add(line);
        s.addAll(settings);
        return new Report(title, s, tables, data, positions, charts, method);
    }

    /** The Markdown summary. */
    public String markdown() {
        StringBuilder sb = new StringBuilder("# ").append(title).append("\n\n");
        for (String s : settings) sb.append("- ").append(s).append('\n');
        sb.append('\n');
        for (Table t : tables.values()) sb.append(t.toMarkdown()).append('\n');
        for (Chart c : charts) sb.append("![").append(c.title()).append("](").append(c.file()).append(")\n\n");
        if (!method.isEmpty()) {
            sb.append("## Method\n\n");
            for (String m : method) sb.append(m).append("\n\n");
        }
        for (String d : data.keySet()) sb.append("Also: `").append(d).append(".csv`.\n");
        if (positions != null) sb.append("Every run: `positions.csv`.\n");
        return sb.toString();
    }

    /** Writes summary.md, a CSV per table, positions.csv and the PNGs into {@code dir}; returns the files. */
    public List<Path> write(Path dir) throws IOException {
        Files.createDirectories(dir);
        List<Path> out = new ArrayList<>();
        Map<String, Table> all = new LinkedHashMap<>(tables);
        all.putAll(data);
        for (Map.Entry<String, Table> e : all.entrySet()) {
            Path csv = dir.resolve(e.getKey() + ".csv");
            Files.writeString(csv, e.getValue().toCsv());
            out.add(csv);
        }
        if (positions != null) {
            Path csv = dir.resolve("positions.csv");
            Files.writeString(csv, positions.toCsv());
            out.add(csv);
        }
        for (Chart c : charts) out.add(Charts.write(c, dir));
        Path md = dir.resolve("summary.md");
        Files.writeString(md, markdown());
        out.add(md);
        return out;
    }
}
