package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolverType;

/**
 * The parameter tables of {@code protocol-spec/games/NAME.md}, {@code protocol-spec/solvers/NAME.md}
 * and {@code protocol-spec/players.md} agree with the catalogs' {@link ParamSpec}s, which
 * {@code pn-games}, {@code pn-solvers} and {@code pn-players} print: the same keys, defaults and
 * ranges, and a page for every catalogued game and solver.
 *
 * <p>A parameter table is a Markdown table whose header has a {@code parameter} (or {@code key})
 * column, a {@code default} column and a {@code range} (or {@code values}, {@code allowed})
 * column. Backticks are ignored, and so is a parenthetical after a default ({@code 1.0 (per
 * game)}). A range is {@code MIN..MAX} (optionally followed by {@code , more words}), {@code any
 * 64-bit integer}, or the admissible values separated by commas: for a number, values whose least
 * and greatest are the declared bounds.
 */
class SpecTablesTest {

    private static final Path SPEC = Paths.get("protocol-spec");
    private static final Pattern NUMERIC_RANGE = Pattern.compile("(-?[0-9.]+)\\.\\.(-?[0-9.]+)(\\s*,.*)?");
    private static final Pattern LEADING_PARENTHETICAL = Pattern.compile("\\(`?([^)`]+)`? only\\).*");

    /** One row of a parameter table, cells as written (backticks removed). */
    private record Row(String key, String defaultValue, String range, String meaning, int line) {
    }

    /** A parameter table and the heading it stands under. */
    private record Table(String heading, List<Row> rows) {
    }

    @Test
    void gamePagesAgreeWithTheCatalog() throws IOException {
        List<String> problems = new ArrayList<>();
        Path dir = SPEC.resolve("games");
        checkPagesExist(dir, GameCatalog.ALL.stream().map(GameType::name).collect(Collectors.toList()), problems);
        for (GameType t : GameCatalog.ALL) {
            Path page = dir.resolve(t.name() + ".md");
            if (Files.exists(page)) checkPage(page, t.params(), problems);
        }
        assertTrue(problems.isEmpty(), "game pages disagree with GameCatalog:\n" + String.join("\n", problems));
    }

    @Test
    void solverPagesAgreeWithTheCatalog() throws IOException {
        List<String> problems = new ArrayList<>();
        Path dir = SPEC.resolve("solvers");
        checkPagesExist(dir, SearcherCatalog.SOLVERS.stream().map(SolverType::name).collect(Collectors.toList()),
                problems);
        for (SolverType t : SearcherCatalog.SOLVERS) {
            Path page = dir.resolve(t.name() + ".md");
            if (Files.exists(page)) checkPage(page, t.params(), problems);
        }
        assertTrue(problems.isEmpty(), "solver pages disagree with SearcherCatalog:\n" + String.join("\n", problems));
    }

    /**
     * players.md has one table per section: a section whose heading names players in backticks
     * holds their parameters, "of every player" the parameters of all; a row whose meaning begins
     * "(`NAME` only)" belongs to that player alone.
     */
    @Test
    void playersPageAgreesWithTheCatalog() throws IOException {
        Path page = SPEC.resolve("players.md");
        List<String> problems = new ArrayList<>();
        Set<String> names = SearcherCatalog.PLAYERS.stream().map(PlayerType::name)
                .collect(Collectors.toCollection(LinkedHashSet::new));
        Map<String, List<Row>> rowsOf = new LinkedHashMap<>();
        names.forEach(n -> rowsOf.put(n, new ArrayList<>()));
        for (Table table : tables(page)) {
            Set<String> applies = new LinkedHashSet<>();
            if (table.heading().toLowerCase(Locale.ROOT).contains("every player")) {
                applies.addAll(names);
            } else {
                Matcher m = Pattern.compile("`([^`]+)`").matcher(table.heading());
                while (m.find()) if (names.contains(m.group(1))) applies.add(m.group(1));
            }
            if (applies.isEmpty()) {
                problems.add(page + ": the table under '" + table.heading() + "' names no player");
                continue;
            }
            for (Row r : table.rows()) {
                Matcher only = LEADING_PARENTHETICAL.matcher(r.meaning());
                if (only.matches()) {
                    String name = only.group(1).trim();
                    if (!applies.contains(name)) {
                        problems.add(page + ":" + r.line() + ": " + r.key() + " is for '" + name
                                + "' only, which its section does not name");
                    } else {
                        rowsOf.get(name).add(r);
                    }
                } else {
                    applies.forEach(n -> rowsOf.get(n).add(r));
                }
            }
        }
        for (PlayerType t : SearcherCatalog.PLAYERS) {
            compare(page + " (" + t.name() + ")", t.params(), rowsOf.get(t.name()), problems);
        }
        assertTrue(problems.isEmpty(), "players.md disagrees with SearcherCatalog.PLAYERS:\n"
                + String.join("\n", problems));
    }

    /** The checks themselves fail on pages that disagree. */
    @Test
    void aDisagreementIsReported() {
        List<ParamSpec> specs = List.of(ParamSpec.ofInt("size", 8, 4, 8, "side"),
                ParamSpec.ofChoice("scoring", "discs", List.of("discs", "wof"), "how"),
                ParamSpec.ofLong("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE, "seed"),
                ParamSpec.ofDouble("c", 1.5, 0, 100, "c"));
        List<String> problems = new ArrayList<>();
        compare("page", specs, List.of(new Row("size", "8", "4, 6, 8", "", 1),
                new Row("scoring", "discs", "discs, wof", "", 2),
                new Row("seed", "0", "any 64-bit integer", "", 3),
                new Row("c", "1.50 (per game)", "0..100", "", 4)), problems);
        assertEquals(List.of(), problems, "a page that agrees");
        compare("page", specs, List.of(new Row("size", "6", "4..9", "", 1),
                new Row("scoring", "discs", "discs, wof, wld", "", 2),
                new Row("seed", "0", "0..100", "", 3),
                new Row("extra", "1", "1..2", "", 5)), problems);
        assertEquals(List.of(
                "page:1: size: default is '6', the catalog's is '8'",
                "page:1: size: range is '4..9', the catalog's is 4..8",
                "page:2: scoring: range is 'discs, wof, wld', the catalog's is discs|wof",
                "page:3: seed: range is '0..100', the catalog's is -9223372036854775808..9223372036854775807",
                "page:5: extra: no such parameter in the catalog",
                "page: c: missing from the page (catalog: default 1.5, range 0..100)"), problems);
    }

    private static void checkPagesExist(Path dir, List<String> names, List<String> problems) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            Set<String> pages = s.map(p -> p.getFileName().toString()).filter(f -> f.endsWith(".md"))
                    .map(f -> f.substring(0, f.length() - 3)).collect(Collectors.toCollection(TreeSet::new));
            for (String n : names) {
                if (!pages.contains(n)) problems.add(dir.resolve(n + ".md") + ": missing (catalogued as '" + n + "')");
            }
            for (String p : pages) {
                if (!names.contains(p)) problems.add(dir.resolve(p + ".md") + ": no catalog entry named '" + p + "'");
            }
        }
    }

    /** A page with at most one parameter table, which must list exactly {@code specs}. */
    private static void checkPage(Path page, List<ParamSpec> specs, List<String> problems) throws IOException {
        List<Table> tables = tables(page);
        if (tables.size() > 1) {
            problems.add(page + ": " + tables.size() + " parameter tables; expected one");
            return;
        }
        compare(page.toString(), specs, tables.isEmpty() ? List.of() : tables.get(0).rows(), problems);
    }

    /** Every parameter table of a page, with the heading above it. */
    private static List<Table> tables(Path page) throws IOException {
        List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
        List<Table> tables = new ArrayList<>();
        String heading = "";
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("#")) heading = line.replaceFirst("^#+\\s*", "");
            if (!line.startsWith("|") || (i > 0 && lines.get(i - 1).startsWith("|"))) continue;
            List<String> header = cells(line).stream().map(c -> c.toLowerCase(Locale.ROOT)).collect(Collectors.toList());
            int key = indexOf(header, "parameter", "key");
            int def = indexOf(header, "default");
            int range = indexOf(header, "range", "values", "allowed");
            if (key < 0 || def < 0 || range < 0) continue;
            int meaning = indexOf(header, "meaning");
            List<Row> rows = new ArrayList<>();
            for (int j = i + 2; j < lines.size() && lines.get(j).startsWith("|"); j++) {
                List<String> c = cells(lines.get(j));
                rows.add(new Row(c.get(key), c.get(def), c.get(range), meaning < 0 ? "" : c.get(meaning), j + 1));
            }
            tables.add(new Table(heading, rows));
        }
        return tables;
    }

    private static int indexOf(List<String> header, String... names) {
        for (String n : names) {
            int i = header.indexOf(n);
            if (i >= 0) return i;
        }
        return -1;
    }

    /** A table row's cells, trimmed, backticks removed, the typographic minus read as '-'. */
    private static List<String> cells(String line) {
        String inner = line.strip();
        inner = inner.substring(1, inner.endsWith("|") ? inner.length() - 1 : inner.length());
        return Arrays.stream(inner.split("\\|", -1))
                .map(c -> c.replace("`", "").replace('\u2212', '-').strip())
                .collect(Collectors.toList());
    }

    /** Compares a page's rows with the declared parameters, adding one line per disagreement. */
    private static void compare(String where, List<ParamSpec> specs, List<Row> rows, List<String> problems) {
        Map<String, ParamSpec> byKey = new LinkedHashMap<>();
        specs.forEach(s -> byKey.put(s.key(), s));
        Set<String> seen = new LinkedHashSet<>();
        for (Row r : rows) {
            String at = where + ":" + r.line() + ": " + r.key();
            ParamSpec s = byKey.get(r.key());
            if (s == null) {
                problems.add(at + ": no such parameter in the catalog");
                continue;
            }
            if (!seen.add(r.key())) {
                problems.add(at + ": listed twice");
                continue;
            }
            if (!sameDefault(s, r.defaultValue())) {
                problems.add(at + ": default is '" + r.defaultValue() + "', the catalog's is '" + s.defaultValue() + "'");
            }
            if (!sameRange(s, r.range())) {
                problems.add(at + ": range is '" + r.range() + "', the catalog's is " + s.range());
            }
        }
        for (ParamSpec s : specs) {
            if (!seen.contains(s.key())) {
                problems.add(where + ": " + s.key() + ": missing from the page (catalog: default "
                        + s.defaultValue() + ", range " + s.range() + ")");
            }
        }
    }

    private static boolean numeric(ParamSpec s) {
        return s.kind() == ParamSpec.Kind.INT || s.kind() == ParamSpec.Kind.LONG || s.kind() == ParamSpec.Kind.DOUBLE;
    }

    private static boolean sameDefault(ParamSpec s, String cell) {
        String v = cell.replaceFirst("\\s*\\(.*\\)$", "").strip();
        if (!numeric(s)) return v.equals(s.defaultValue());
        try {
            return Double.parseDouble(v) == Double.parseDouble(s.defaultValue());
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static boolean sameRange(ParamSpec s, String cell) {
        if (cell.equals("any 64-bit integer")) {
            return s.kind() == ParamSpec.Kind.LONG && s.min() == Long.MIN_VALUE && s.max() == Long.MAX_VALUE;
        }
        Matcher m = NUMERIC_RANGE.matcher(cell);
        if (m.matches()) {
            return numeric(s) && Double.parseDouble(m.group(1)) == s.min() && Double.parseDouble(m.group(2)) == s.max();
        }
        List<String> values = Arrays.stream(cell.split(",")).map(String::strip).collect(Collectors.toList());
        switch (s.kind()) {
            case BOOL:
                return new TreeSet<>(values).equals(new TreeSet<>(List.of("true", "false")));
            case CHOICE:
                return values.size() == s.choices().size() && new TreeSet<>(values).equals(new TreeSet<>(s.choices()));
            default:
                try {
                    double[] xs = values.stream().mapToDouble(Double::parseDouble).toArray();
                    return Arrays.stream(xs).min().getAsDouble() == s.min() && Arrays.stream(xs).max().getAsDouble() == s.max();
                } catch (NumberFormatException e) {
                    return false;
                }
        }
    }
}
