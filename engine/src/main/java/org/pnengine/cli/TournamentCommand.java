package org.pnengine.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pnengine.match.EntrantSpec;
import org.pnengine.match.TournamentSettings;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code tournament}: a round robin (every pair of entrants) or a gauntlet (the first entrant
 * against each of the others) between two or more entrants, each an in-process player or a GTP
 * engine written as for {@code match --a}, named by {@code --name} after its {@code --engine} (or
 * by a default derived from its spec). Each pairing plays {@code --games} games in pairs with the
 * colours reversed, from the openings if given, and may stop early on an SPRT decision. The
 * tables (per pairing, Elo, entrants, crosstable, move times) go to stdout and {@code --out DIR}
 * with the records, as for {@code match} ({@link TournamentRun}).
 */
@Command(name = "tournament", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play a round robin (every pair of entrants) or a gauntlet (the first entrant against each "
                + "of the others). Each pairing plays --games games in pairs, the same opening (or the start position) "
                + "with the colours reversed; pairings progress together, pair by pair.",
                "An entrant is --engine SPEC, optionally followed by --name LABEL and --clock-of CLOCK: an "
                        + "in-process player (\"uct c=0.8\"), a GTP engine (stdio:COMMAND, tcp://[TOKEN@]HOST:PORT, "
                        + "tls://[TOKEN@]HOST:PORT) or a UCI or USI engine (uci:COMMAND, usi:COMMAND), as for match --a.",
                "Prints per pairing the match table and A's Elo with its 95%% interval and LOS (pentanomial, from game "
                        + "pairs), the SPRT's LLR and decision with --sprt, each entrant's Elo over all its games, and "
                        + "the crosstable."})
final class TournamentCommand extends RunCommand {

    /** One entrant: its spec and, optionally, its label. */
    static final class EntrantOption {
        @Option(names = "--engine", paramLabel = "SPEC", required = true,
                description = "An entrant: a player (\"mcts-solver\", \"uct c=0.5\") or a GTP engine "
                        + "(\"stdio:/usr/games/gtp-rhino -l 2\", \"tcp://127.0.0.1:9610\"); repeat for each entrant.")
        String spec;

        @Option(names = "--name", paramLabel = "LABEL",
                description = "The label of the --engine before it in the tables and records (default: the player's "
                        + "spec, or the engine's program and arguments or HOST:PORT; #2, #3 ... where two would be equal).")
        String name;

        @Option(names = "--clock-of", paramLabel = "\"MAIN [BYO STONES]\"",
                description = "Time odds: the --engine before it plays on this clock instead of --clock's (only with "
                        + "--clock), as --clock-a does in a match, e.g. --clock 10 and a --clock-of 100 for a stronger "
                        + "engine's tenth.")
        String clock;
    }

    @ArgGroup(exclusive = false, multiplicity = "2..*", order = -2)
    List<EntrantOption> entrants = new ArrayList<>();

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "round-robin", order = -1,
            description = "round-robin (every pair of entrants) or gauntlet (the first --engine against each of the "
                    + "others) (default: ${DEFAULT-VALUE}).")
    String format;

    @Option(names = "--games", paramLabel = "N", defaultValue = "20",
            description = "Games per pairing, an even number: N/2 pairs (default: ${DEFAULT-VALUE}).")
    int games;

    @Mixin
    RunOptions run;

    @Override
    TournamentRun.Plan plan(CommandLine cmd) {
        var g = run.game(cmd);
        TournamentSettings.Format f = switch (format.toLowerCase(Locale.ROOT)) {
            case "round-robin", "roundrobin", "round_robin" -> TournamentSettings.Format.ROUND_ROBIN;
            case "gauntlet" -> TournamentSettings.Format.GAUNTLET;
            default -> throw new CommandLine.ParameterException(cmd, "--format must be round-robin or gauntlet (got '"
                    + format + "')");
        };
        if (games < 2 || games % 2 != 0) {
            throw new CommandLine.ParameterException(cmd, "--games must be an even number of at least 2: each pairing "
                    + "plays its games in pairs, colours reversed (got " + games + ")");
        }
        List<EntrantSpec> specs = new ArrayList<>();
        List<String> given = new ArrayList<>();
        for (int i = 0; i < entrants.size(); i++) {
            EntrantOption e = entrants.get(i);
            specs.add(RunOptions.entrant(e.spec, "--engine " + (i + 1), cmd));
            given.add(e.name);
        }
        List<String> names = TournamentSettings.labels(specs, given);
        var play = run.play(g, cmd);
        List<TournamentSettings.Entry> entries = new ArrayList<>();
        List<String> entrantArgs = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            try {
                entries.add(new TournamentSettings.Entry(names.get(i), specs.get(i),
                        RunOptions.odds(entrants.get(i).clock, "--clock-of of --engine " + (i + 1), play, cmd)));
            } catch (IllegalArgumentException ex) {
                throw new CommandLine.ParameterException(cmd, "--name of --engine " + (i + 1) + ": " + ex.getMessage());
            }
            entrantArgs.addAll(List.of("--engine", specs.get(i).toString()));
            if (given.get(i) != null) entrantArgs.addAll(List.of("--name", given.get(i)));
            if (entrants.get(i).clock != null) entrantArgs.addAll(List.of("--clock-of", entrants.get(i).clock));
        }
        TournamentSettings settings;
        try {
            settings = new TournamentSettings(play, entries, f, games, run.threads(cmd), run.seed,
                    run.sprt(cmd));
        } catch (IllegalArgumentException ex) {
            throw new CommandLine.ParameterException(cmd, ex.getMessage());
        }
        List<String> args = TournamentRun.canonicalArgs(cmd, Set.of("--engine", "--name", "--clock-of"), entrantArgs);
        return new TournamentRun.Plan("tournament", settings, args, run,
                i -> "--engine " + (i + 1) + " (" + names.get(i) + ")");
    }
}
