package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.pnengine.shard.Table;

/**
 * Compares the output folders of two match or tournament runs that played the same games: every
 * table (CSV and Markdown), games.jsonl, the SGF files and run.txt byte for byte, except what
 * reads the clock. Under a playout budget those are exactly the columns {@link #TIMES} of the
 * tables and the keys {@code millis} and {@code cpu_millis} of the records (docs/matches.md,
 * "Shards: one run on several machines", lists the same).
 */
final class RunFolders {

    /** The measured-time columns of each table. */
    static final Map<String, Set<String>> TIMES = Map.of(
            "summary", Set.of("max move ms"),
            "pairings", Set.of("max move ms"),
            "movetimes", Set.of("mean ms", "p99 ms", "max ms", "mean CPU ms", "max CPU ms"));

    private RunFolders() {
    }

    /** Asserts that {@code actual} holds the same run as {@code expected}, times aside; returns the files compared. */
    static List<String> assertSameRun(Path expected, Path actual) throws IOException {
        List<String> compared = new ArrayList<>();
        List<String> names;
        try (Stream<Path> files = Files.list(expected)) {
            names = files.map(p -> p.getFileName().toString()).sorted().toList();
        }
        for (String name : names) {
            if (name.equals("shard.txt")) continue;
            Path e = expected.resolve(name);
            Path a = actual.resolve(name);
            assertTrue(Files.exists(a), a + " is missing");
            if (Files.isDirectory(e)) {
                try (Stream<Path> files = Files.list(e)) {
                    for (Path f : files.sorted().toList()) {
                        assertEquals(Files.readString(f), Files.readString(a.resolve(f.getFileName())), f.toString());
                        compared.add(name + "/" + f.getFileName());
                    }
                }
                continue;
            }
            String base = name.contains(".") ? name.substring(0, name.lastIndexOf('.')) : name;
            Set<String> times = TIMES.getOrDefault(base, Set.of());
            if (name.endsWith(".csv")) {
                assertEquals(blank(Table.fromCsv(Files.readString(e)), times), blank(Table.fromCsv(Files.readString(a)), times),
                        name);
            } else if (name.endsWith(".md")) {
                assertEquals(blankMarkdown(Files.readString(e), times), blankMarkdown(Files.readString(a), times), name);
            } else if (name.equals("games.jsonl")) {
                assertEquals(withoutTimes(Files.readString(e)), withoutTimes(Files.readString(a)), name);
            } else {
                assertEquals(Files.readString(e), Files.readString(a), name);
            }
            compared.add(name);
        }
        return compared;
    }

    private static List<List<String>> blank(Table t, Set<String> times) {
        List<List<String>> out = new ArrayList<>();
        out.add(t.columns());
        for (List<String> row : t.rows()) {
            List<String> r = new ArrayList<>(row);
            for (int i = 0; i < r.size(); i++) if (times.contains(t.columns().get(i))) r.set(i, "(time)");
            out.add(r);
        }
        return out;
    }

    /** Markdown with the cells of the time columns replaced (a table row is {@code | a | b |}). */
    private static String blankMarkdown(String md, Set<String> times) {
        StringBuilder sb = new StringBuilder();
        List<String> header = null;
        for (String line : md.split("\n", -1)) {
            if (!line.startsWith("|")) {
                header = null;
                sb.append(line).append('\n');
                continue;
            }
            List<String> cells = new ArrayList<>(List.of(line.substring(1, line.length() - 1).split("\\|", -1)));
            if (header == null) {
                header = cells.stream().map(String::strip).toList();
            } else if (!line.startsWith("|---") && !line.startsWith("| ---") && !line.matches("\\|[-: |]+\\|")) {
                for (int i = 0; i < cells.size() && i < header.size(); i++) {
                    if (times.contains(header.get(i))) cells.set(i, "(time)");
                }
            }
            sb.append('|').append(String.join("|", cells)).append("|\n");
        }
        return sb.toString();
    }

    private static String withoutTimes(String jsonl) {
        return jsonl.replaceAll("\"(millis|cpu_millis)\":\\[[^]]*]", "\"$1\":(times)");
    }
}
