package org.pnengine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Checks the rules of {@code docs/architecture.md} on the main sources of both modules (it runs
 * in the repository's root): which module holds which area ({@link #MODULES}), which area
 * (package directly below {@code org.pnengine}) may use which ({@link #ALLOWED}), games that do not know
 * each other, protocols that are layers over the session, Netty only in {@code server} and
 * picocli only in {@code cli}, printing only in {@code cli}, and a {@code package-info.java} in
 * every package. It reads each file as text with comments and string literals removed, and checks
 * imports and fully qualified names alike. A change of rule changes that page and this test
 * together.
 */
class ArchitectureTest {

    /** The main sources of each module, below {@code org/pnengine}. */
    private static final Map<String, Path> ROOTS = Map.of(
            "engine", Path.of("engine", "src", "main", "java", "org", "pnengine"),
            "lab", Path.of("lab", "src", "main", "java", "org", "pnengine"));

    /** The engine's sources, where the games and protocols are. */
    private static final Path MAIN = ROOTS.get("engine");

    /**
     * For each area, the modules that may hold it: the lab holds {@code bench}, {@code tune} and its
     * part of {@code cli} (its commands); everything else is the engine's, which never uses the lab.
     */
    private static final Map<String, Set<String>> MODULES = Map.ofEntries(
            Map.entry("bench", Set.of("lab")),
            Map.entry("tune", Set.of("lab")),
            Map.entry("cli", Set.of("engine", "lab")));

    /** For each area, the other areas it may use. An area is the first package below org.pnengine. */
    private static final Map<String, Set<String>> ALLOWED = Map.ofEntries(
            Map.entry("game", Set.of()),
            Map.entry("games", Set.of("game")),
            Map.entry("search", Set.of("game")),
            Map.entry("shard", Set.of()),
            Map.entry("client", Set.of()),
            Map.entry("bench", Set.of("game", "games", "search", "shard")),
            Map.entry("match", Set.of("game", "games", "search", "shard", "client")),
            Map.entry("tune", Set.of("game", "match")),
            Map.entry("engine", Set.of("game", "games", "search")),
            Map.entry("protocol", Set.of("game", "games", "search", "engine")),
            Map.entry("server", Set.of("game", "games", "search", "engine", "protocol")),
            Map.entry("cli", Set.of("game", "games", "search", "bench", "tune", "match", "engine", "protocol", "server", "shard",
                    "client")));

    private static final Pattern REFERENCE = Pattern.compile("\\borg\\.pnengine\\.([a-z]+)(?:\\.([a-z]+))?");
    private static final Pattern COMMENTS = Pattern.compile("//[^\\n]*|/\\*.*?\\*/", Pattern.DOTALL);
    private static final Pattern STRINGS = Pattern.compile("\"(?:\\\\.|[^\"\\\\])*\"");

    private static final List<Source> SOURCES = new ArrayList<>();

    private record Source(String module, Path path, String area, String subpackage, String code) {
    }

    private static Set<String> modulesOf(String area) {
        return MODULES.getOrDefault(area, Set.of("engine"));
    }

    @BeforeAll
    static void read() throws IOException {
        for (Map.Entry<String, Path> root : new TreeMap<>(ROOTS).entrySet()) {
            try (Stream<Path> files = Files.walk(root.getValue())) {
                for (Path p : files.filter(f -> f.toString().endsWith(".java")).sorted().collect(Collectors.toList())) {
                    Path rel = root.getValue().relativize(p);
                    String area = rel.getName(0).toString();
                    String sub = rel.getNameCount() > 2 ? rel.getName(1).toString() : null;
                    String code = STRINGS.matcher(COMMENTS.matcher(Files.readString(p)).replaceAll(" ")).replaceAll("\"\"");
                    SOURCES.add(new Source(root.getKey(), rel, area, sub, code));
                }
            }
        }
    }

    @Test
    void everyAreaIsKnown() {
        assertTrue(SOURCES.size() > 50, "sources were found");
        for (Source s : SOURCES) {
            if (s.path().getNameCount() == 1) continue;   // nothing lives directly in org.pnengine
            assertTrue(ALLOWED.containsKey(s.area()), s.path() + ": package " + s.area()
                    + " is not in the dependency table of ArchitectureTest; add it there");
        }
    }

    /**
     * Each area lives in its module, and the engine's module uses nothing of the lab: the lab
     * depends on the engine, never the other way (the engine's jar carries no experiment).
     */
    @Test
    void theEngineModuleDoesNotUseTheLab() {
        assertTrue(SOURCES.stream().anyMatch(s -> s.module().equals("lab")), "the lab's sources were found");
        List<String> violations = new ArrayList<>();
        for (Source s : SOURCES) {
            if (s.path().getNameCount() > 1 && !modulesOf(s.area()).contains(s.module())) {
                violations.add(s.module() + ": " + s.path() + " belongs in " + modulesOf(s.area()));
            }
            if (!s.module().equals("engine")) continue;
            Matcher m = REFERENCE.matcher(s.code());
            while (m.find()) {
                if (modulesOf(m.group(1)).equals(Set.of("lab"))) violations.add(s.path() + " uses " + m.group(1));
            }
        }
        assertEquals(List.of(), violations);
    }

    @Test
    void dependenciesPointOneWay() {
        List<String> violations = new ArrayList<>();
        for (Source s : SOURCES) {
            Matcher m = REFERENCE.matcher(s.code());
            while (m.find()) {
                String target = m.group(1);
                if (target.equals(s.area())) {
                    // A game package must not use another game's package.
                    if (s.area().equals("games") && s.subpackage() != null && m.group(2) != null
                            && !m.group(2).equals(s.subpackage()) && isPackage(m.group(2))) {
                        violations.add(s.path() + " uses games." + m.group(2));
                    }
                    continue;
                }
                Set<String> allowed = ALLOWED.getOrDefault(s.area(), Set.of());
                if (!allowed.contains(target)) violations.add(s.path() + " uses " + target);
            }
        }
        assertEquals(List.of(), violations.stream().distinct().collect(Collectors.toList()));
    }

    /** games.GameCatalog is a class, not a game package; games.othello is a package. */
    private static boolean isPackage(String name) {
        return Files.isDirectory(MAIN.resolve("games").resolve(name));
    }

    /**
     * Each protocol beside GTP ({@code protocol.uci}, ...) is a layer over the engine's session:
     * it uses the shared protocol machinery, never another protocol's package, and nothing of the
     * search beyond its API (no algorithm's package).
     */
    @Test
    void protocolsAreLayersOverTheSession() {
        List<String> violations = new ArrayList<>();
        Pattern sub = Pattern.compile("\\borg\\.pnengine\\.protocol\\.([a-z]+)");
        Pattern algorithm = Pattern.compile("\\borg\\.pnengine\\.search\\.(mcts|pns|alphabeta)\\b");
        for (Source s : SOURCES) {
            if (!s.area().equals("protocol") || s.subpackage() == null) continue;
            Matcher m = sub.matcher(s.code());
            while (m.find()) {
                if (!m.group(1).equals(s.subpackage()) && Files.isDirectory(MAIN.resolve("protocol").resolve(m.group(1)))) {
                    violations.add(s.path() + " uses protocol." + m.group(1));
                }
            }
            if (algorithm.matcher(s.code()).find()) violations.add(s.path() + " uses a search algorithm's package");
        }
        assertEquals(List.of(), violations);
    }

    @Test
    void nettyStaysInTheServerAndPicocliInTheCommandLine() {
        List<String> violations = new ArrayList<>();
        for (Source s : SOURCES) {
            if (s.code().contains("io.netty") && !s.area().equals("server")) violations.add(s.path() + " uses Netty");
            if (s.code().contains("picocli") && !s.area().equals("cli")) violations.add(s.path() + " uses picocli");
        }
        assertEquals(List.of(), violations);
    }

    /**
     * Every package has one {@code package-info.java}, in one of its modules: {@code cli}, whose
     * classes both modules hold, has the engine's, which names the lab's commands too.
     */
    @Test
    void everyPackageHasAPackageInfo() throws IOException {
        Map<Path, List<String>> sources = new TreeMap<>();
        Map<Path, List<String>> infos = new TreeMap<>();
        for (Map.Entry<String, Path> root : ROOTS.entrySet()) {
            try (Stream<Path> dirs = Files.walk(root.getValue())) {
                for (Path d : dirs.filter(Files::isDirectory).sorted().collect(Collectors.toList())) {
                    boolean hasSources;
                    try (Stream<Path> files = Files.list(d)) {
                        hasSources = files.anyMatch(f -> f.toString().endsWith(".java"));
                    }
                    Path pkg = root.getValue().relativize(d);
                    if (hasSources) sources.computeIfAbsent(pkg, k -> new ArrayList<>()).add(root.getKey());
                    if (Files.exists(d.resolve("package-info.java"))) {
                        infos.computeIfAbsent(pkg, k -> new ArrayList<>()).add(root.getKey());
                    }
                }
            }
        }
        List<String> problems = new ArrayList<>();
        for (Path pkg : sources.keySet()) {
            int n = infos.getOrDefault(pkg, List.of()).size();
            if (n != 1) problems.add(pkg + " has " + n + " package-info.java " + infos.getOrDefault(pkg, List.of()));
        }
        assertEquals(List.of(), problems, "packages without exactly one package-info.java");
    }

    @Test
    void onlyTheCommandLinePrints() {
        List<String> violations = new ArrayList<>();
        for (Source s : SOURCES) {
            if (s.area().equals("cli")) continue;
            for (String p : List.of("System.out", "System.err", "printStackTrace")) {
                if (s.code().contains(p)) violations.add(s.path() + " uses " + p);
            }
        }
        assertEquals(List.of(), violations);
    }
}
