package org.pnengine.shard;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * A small table of results, printable as aligned text, CSV (RFC 4180 quoting) or Markdown.
 * Numbers are formatted by the caller; every cell is text.
 */
public final class Table {

    private final String title;
    private final List<String> columns;
    private final List<List<String>> rows = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    public Table(String title, List<String> columns) {
        this.title = title;
        this.columns = List.copyOf(columns);
    }

    public String title() {
        return title;
    }

    public List<String> columns() {
        return columns;
    }

    public List<List<String>> rows() {
        return Collections.unmodifiableList(rows);
    }

    /** Adds a row; values are turned into text with {@link #cell(Object)}. */
    public Table add(Object... values) {
        if (values.length != columns.size()) {
            throw new IllegalArgumentException("expected " + columns.size() + " values, got " + values.length);
        }
        List<String> row = new ArrayList<>(values.length);
        for (Object v : values) row.add(cell(v));
        rows.add(row);
        return this;
    }

    /** A line printed under the table (what was measured, and how). */
    public Table note(String line) {
        notes.add(line);
        return this;
    }

    public List<String> notes() {
        return Collections.unmodifiableList(notes);
    }

    /** Integers as they are; floating-point numbers with 3 significant decimals at most. */
    public static String cell(Object v) {
        if (v == null) return "";
        if (v instanceof Double || v instanceof Float) {
            double d = ((Number) v).doubleValue();
            if (Double.isNaN(d)) return "";
            double a = Math.abs(d);
            if (a >= 1000 || d == Math.rint(d)) return String.format(Locale.ROOT, "%.0f", d);
            if (a >= 10) return String.format(Locale.ROOT, "%.1f", d);
            if (a >= 1) return String.format(Locale.ROOT, "%.2f", d);
            return String.format(Locale.ROOT, "%.3g", d);
        }
        return v.toString();
    }

    /** Columns padded to their widest cell, numbers right-aligned. */
    public String toText() {
        int[] w = new int[columns.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = columns.get(i).length();
            for (List<String> r : rows) w[i] = Math.max(w[i], r.get(i).length());
        }
        StringBuilder sb = new StringBuilder();
        if (!title.isEmpty()) sb.append(title).append('\n');
        boolean[] right = new boolean[w.length];
        for (int i = 0; i < w.length; i++) right[i] = columnIsNumeric(i);
        appendText(sb, columns, w, right);
        for (int i = 0; i < w.length; i++) sb.append(i == 0 ? "" : "  ").append("-".repeat(w[i]));
        sb.append('\n');
        for (List<String> r : rows) appendText(sb, r, w, right);
        for (String n : notes) sb.append(n).append('\n');
        return sb.toString();
    }

    /** One line; cells of numeric columns (and their headers) are right-aligned. */
    private static void appendText(StringBuilder sb, List<String> cells, int[] w, boolean[] right) {
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i);
            String pad = " ".repeat(w[i] - c.length());
            sb.append(i == 0 ? "" : "  ").append(right[i] ? pad + c : c + (i == cells.size() - 1 ? "" : pad));
        }
        sb.append('\n');
    }

    private static boolean isNumeric(String s) {
        return !s.isEmpty() && s.matches("[-+]?[0-9.,]+(e[-+]?[0-9]+)?%?");
    }

    public String toCsv() {
        StringBuilder sb = new StringBuilder();
        sb.append(csvLine(columns));
        for (List<String> r : rows) sb.append(csvLine(r));
        return sb.toString();
    }

    /**
     * The table {@link #toCsv} wrote: the first line is the columns, every other line a row
     * (RFC 4180 quoting; a quoted cell may hold commas, quotes and line breaks). Title and notes
     * are not in a CSV, so they come back empty.
     *
     * @throws IllegalArgumentException if the text is empty, a quote is not closed, or a row has
     *                                  another number of cells than the header
     */
    public static Table fromCsv(String text) {
        List<List<String>> lines = new ArrayList<>();
        List<String> line = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i++);
            if (quoted) {
                if (c != '"') {
                    cell.append(c);
                } else if (i < text.length() && text.charAt(i) == '"') {
                    cell.append('"');
                    i++;
                } else {
                    quoted = false;
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                line.add(cell.toString());
                cell.setLength(0);
            } else if (c == '\n') {
                line.add(cell.toString());
                cell.setLength(0);
                lines.add(line);
                line = new ArrayList<>();
            } else if (c != '\r') {
                cell.append(c);
            }
        }
        if (quoted) throw new IllegalArgumentException("a quoted cell is not closed");
        if (cell.length() > 0 || !line.isEmpty()) {
            line.add(cell.toString());
            lines.add(line);
        }
        if (lines.isEmpty()) throw new IllegalArgumentException("no header line");
        Table t = new Table("", lines.get(0));
        for (int r = 1; r < lines.size(); r++) {
            if (lines.get(r).size() != t.columns.size()) {
                throw new IllegalArgumentException("line " + (r + 1) + " has " + lines.get(r).size() + " cells, not "
                        + t.columns.size());
            }
            t.rows.add(List.copyOf(lines.get(r)));
        }
        return t;
    }

    /** The index of column {@code name}. @throws IllegalArgumentException if there is none */
    public int column(String name) {
        int i = columns.indexOf(name);
        if (i < 0) throw new IllegalArgumentException("no column '" + name + "' (columns: " + columns + ")");
        return i;
    }

    /** Adds the rows of {@code other}, whose columns must be this table's. */
    public Table addAll(Table other) {
        if (!other.columns.equals(columns)) {
            throw new IllegalArgumentException("columns differ: " + columns + " and " + other.columns);
        }
        rows.addAll(other.rows);
        return this;
    }

    private static String csvLine(List<String> cells) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i);
            if (i > 0) sb.append(',');
            if (c.contains(",") || c.contains("\"") || c.contains("\n")) {
                sb.append('"').append(c.replace("\"", "\"\"")).append('"');
            } else {
                sb.append(c);
            }
        }
        return sb.append('\n').toString();
    }

    public String toMarkdown() {
        StringBuilder sb = new StringBuilder();
        if (!title.isEmpty()) sb.append("### ").append(title).append("\n\n");
        sb.append(mdLine(columns));
        StringBuilder rule = new StringBuilder("|");
        for (int i = 0; i < columns.size(); i++) rule.append(columnIsNumeric(i) ? "---:|" : "---|");
        sb.append(rule).append('\n');
        for (List<String> r : rows) sb.append(mdLine(r));
        if (!notes.isEmpty()) {
            sb.append('\n');
            for (String n : notes) sb.append(n).append("  \n");
        }
        return sb.toString();
    }

    private boolean columnIsNumeric(int i) {
        return !rows.isEmpty() && rows.stream().allMatch(r -> r.get(i).isEmpty() || isNumeric(r.get(i)));
    }

    private static String mdLine(List<String> cells) {
        StringBuilder sb = new StringBuilder("|");
        for (String c : cells) sb.append(' ').append(c.replace("|", "\\|")).append(" |");
        return sb.append('\n').toString();
    }

    /** Writes {@code dir/base.csv} and {@code dir/base.md}, creating {@code dir}; returns both paths. */
    public List<Path> write(Path dir, String base) throws IOException {
        Files.createDirectories(dir);
        Path csv = dir.resolve(base + ".csv");
        Path md = dir.resolve(base + ".md");
        Files.writeString(csv, toCsv());
        Files.writeString(md, toMarkdown());
        return List.of(csv, md);
    }
}
