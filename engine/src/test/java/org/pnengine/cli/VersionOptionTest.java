package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code -V}/{@code --version} prints the same on every subcommand as on {@code pnengine}. */
class VersionOptionTest {

    private static String run(ToIntFunction<String[]> main, List<String> args) {
        PrintStream old = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
            assertEquals(0, main.applyAsInt(args.toArray(new String[0])), String.join(" ", args));
        } finally {
            System.setOut(old);
        }
        return buf.toString(StandardCharsets.UTF_8);
    }

    /** The paths of every subcommand that has {@code -V}, at any depth. */
    private static void collect(CommandLine cl, List<String> path, List<List<String>> out) {
        for (var e : cl.getSubcommands().entrySet()) {
            List<String> p = new ArrayList<>(path);
            p.add(e.getKey());
            if (e.getValue().getCommandSpec().findOption("-V") != null) out.add(p);
            collect(e.getValue(), p, out);
        }
    }

    @Test
    void everySubcommandPrintsTheVersion() {
        check(Main::run, new CommandLine(new Main()), List.of(List.of("stdio"), List.of("serve"), List.of("match")));
    }

    /**
     * Checks that {@code main} prints the same version for {@code -V} and {@code --version} on
     * itself and on every subcommand of {@code tree} (which must hold {@code expected}).
     */
    static void check(ToIntFunction<String[]> main, CommandLine tree, List<List<String>> expected) {
        String version = run(main, List.of("-V"));
        assertTrue(version.matches("pnengine \\S+\\R"), version);
        assertEquals(version, run(main, List.of("--version")));
        List<List<String>> commands = new ArrayList<>();
        collect(tree, List.of(), commands);
        assertTrue(commands.containsAll(expected), commands.toString());
        for (List<String> c : commands) {
            for (String flag : new String[] {"-V", "--version"}) {
                List<String> args = new ArrayList<>(c);
                args.add(flag);
                assertEquals(version, run(main, args), String.join(" ", args));
            }
        }
    }
}
