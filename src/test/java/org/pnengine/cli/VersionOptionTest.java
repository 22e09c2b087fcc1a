package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code -V}/{@code --version} prints the same on every subcommand as on {@code pnengine}. */
class VersionOptionTest {

    private static String run(List<String> args) {
        PrintStream old = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
            assertEquals(0, Main.run(args.toArray(new String[0])), String.join(" ", args));
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
        String expected = run(List.of("-V"));
        assertTrue(expected.matches("pnengine \\S+\\R"), expected);
        assertEquals(expected, run(List.of("--version")));
        List<List<String>> commands = new ArrayList<>();
        collect(new CommandLine(new Main()), List.of(), commands);
        assertTrue(commands.contains(List.of("stdio")) && commands.contains(List.of("serve"))
                && commands.contains(List.of("bench", "playouts")), commands.toString());
        for (List<String> c : commands) {
            for (String flag : new String[] {"-V", "--version"}) {
                List<String> args = new ArrayList<>(c);
                args.add(flag);
                assertEquals(expected, run(args), String.join(" ", args));
            }
        }
    }
}
