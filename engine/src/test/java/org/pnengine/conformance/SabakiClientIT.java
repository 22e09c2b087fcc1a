package org.pnengine.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pnengine.CiRequirement;

/**
 * The built jar driven by {@code @sabaki/gtp}, the GTP library of the Sabaki GUI, through
 * {@code clients/sabaki/play.js}: once as Sabaki spawns an engine (Gomoku 15×15 in Go's letters,
 * over stdio) and once over TCP against {@code serve} (Othello). Each is a whole game, synced the
 * way Sabaki syncs a board, ending in two passes, {@code final_score} and {@code cputime}.
 *
 * <p>It needs Node.js and npm, and installs the library from the npm registry with
 * {@code npm ci} (pinned by {@code clients/sabaki/package-lock.json}) into
 * {@code target/sabaki}. Without {@code node} and {@code npm} on the PATH the tests are skipped,
 * saying so; under CI ({@code CI=true}) they must run, so a missing tool fails them.
 */
class SabakiClientIT {

    private static final Path SOURCE = Paths.get("clients", "sabaki");
    private static final Path WORK = Paths.get("target", "sabaki");

    @BeforeAll
    static void install() throws Exception {
        for (String tool : List.of("node", "npm")) {
            if (onPath(tool)) continue;
            String message = "'" + tool + "' is not on the PATH: the @sabaki/gtp client test needs Node.js and npm";
            CiRequirement.require(false, message);
        }
        Files.createDirectories(WORK);
        for (String f : List.of("package.json", "package-lock.json", "play.js")) {
            Files.copy(SOURCE.resolve(f), WORK.resolve(f), StandardCopyOption.REPLACE_EXISTING);
        }
        if (!Files.isDirectory(WORK.resolve("node_modules").resolve("@sabaki").resolve("gtp"))) {
            Run npm = run(WORK, 300, "npm", "ci", "--no-audit", "--no-fund", "--loglevel=error");
            assertEquals(0, npm.code, "npm ci in " + WORK + ":\n" + npm.output);
        }
    }

    @Test
    void gomokuOverStdioAsSabakiSpawnsAnEngine() throws Exception {
        Run r = run(WORK, 300, "node", "play.js", "--jar", jar(), "--move-time", "0.02");
        assertEquals(0, r.code, r.output);
        assertGameEnded(r.output);
        // Sabaki's sync sent the opening H8 J9 in Go's letters: with coords=gtp pnengine put White
        // on the 9th column, which it names j.
        assertTrue(r.output.contains(" 9 . . . . . . . . o . . . . . .\n 8 . . . . . . . x . . . . . . ."), r.output);
        assertTrue(r.output.contains("   a b c d e f g h j k l m n o p\n"), r.output);
    }

    @Test
    void othelloOverTcpAgainstServe() throws Exception {
        Process server = new ProcessBuilder(java(), "-jar", jar(), "serve", "--port", "0")
                .redirectErrorStream(true).start();
        try {
            String port = null;
            Pattern p = Pattern.compile("listening on [0-9.]+:(\\d+)");
            var in = new BufferedReader(new InputStreamReader(server.getInputStream(),
                    StandardCharsets.UTF_8));
            for (String line; port == null && (line = in.readLine()) != null; ) {
                Matcher m = p.matcher(line);
                if (m.find()) port = m.group(1);
            }
            assertTrue(port != null, "serve did not report its port");
            Run r = run(WORK, 300, "node", "play.js", "--tcp", "127.0.0.1:" + port, "--game", "Othello", "--size", "8",
                    "--moves", "F5 F6", "--move-time", "0.02");
            assertEquals(0, r.code, r.output);
            assertGameEnded(r.output);
        } finally {
            server.destroy();
            if (!server.waitFor(10, TimeUnit.SECONDS)) server.destroyForcibly();
        }
    }

    /** Two passes in a row, then a score and the CPU time, each answered with '='. */
    private static void assertGameEnded(String out) {
        assertTrue(out.matches("(?s).*> genmove [BW]\n= pass\n> genmove [BW]\n= pass\n.*"), out);
        assertTrue(out.matches("(?s).*> final_score\n= (B\\+\\d+|W\\+\\d+|0)\n.*"), out);
        assertTrue(out.matches("(?s).*> cputime\n= \\d+\\.\\d{3}\n.*"), out);
    }

    private record Run(int code, String output) {
    }

    private static Run run(Path dir, long seconds, String... command) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        // play.js starts the engine as Sabaki does, as `java` from the PATH: this JVM's first.
        Map<String, String> env = pb.environment();
        env.put("PATH", Paths.get(System.getProperty("java.home"), "bin") + File.pathSeparator + env.getOrDefault("PATH", ""));
        Process p = pb.start();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail(String.join(" ", command) + " took more than " + seconds + " s");
        }
        return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }

    private static boolean onPath(String tool) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Paths.get(dir, tool))) return true;
        }
        return false;
    }

    private static String jar() {
        return Paths.get(BuiltJarIT.jar()).toAbsolutePath().toString();
    }

    private static String java() {
        return Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    }
}
