package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Every command's {@code --help}, at every depth, describes each of its options exactly once.
 * Options in an argument group that a mixin brings in (the move budget of {@code match} and
 * {@code tournament}) were once listed twice, in the group's place and again among the others.
 */
class UsageHelpTest {

    @Test
    void everyOptionIsDescribedOnceInItsCommandsHelp() {
        List<String> problems = new ArrayList<>();
        check(new CommandLine(new Main()), "pnengine", problems);
        assertEquals(List.of(), problems);
    }

    static void check(CommandLine cl, String path, List<String> problems) {
        String usage = cl.getUsageMessage(CommandLine.Help.Ansi.OFF);
        Set<String> names = new LinkedHashSet<>();
        for (OptionSpec o : cl.getCommandSpec().options()) {
            // The first long name: the one an option with an old spelling too (--movetime,
            // --move-time) is listed under first.
            if (!o.hidden()) names.add(Arrays.stream(o.names()).filter(n -> n.startsWith("--")).findFirst()
                    .orElse(o.longestName()));
        }
        assertFalse(names.isEmpty(), path + " has no options at all");
        for (String name : names) {
            // A description line starts with the option's names, indented as picocli lays them out:
            // "  -h, --help", "      --games=N" (the synopsis's wrapped lines are indented further).
            Pattern line = Pattern.compile("(?m)^(  -\\w, |      )" + Pattern.quote(name) + "(?=[=\\s,]|$)");
            long count = line.matcher(usage).results().count();
            if (count != 1) problems.add(path + " " + name + " described " + count + " times");
        }
        cl.getSubcommands().forEach((name, sub) -> {
            if (!sub.getCommandName().equals(name)) return; // an alias: checked under its own name
            check(sub, path + " " + name, problems);
        });
    }
}
