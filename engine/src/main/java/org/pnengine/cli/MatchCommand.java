package org.pnengine.cli;

import java.util.List;
import java.util.Set;
import org.pnengine.match.EntrantSpec;
import org.pnengine.match.PlaySettings;
import org.pnengine.match.TournamentSettings;
import org.pnengine.search.MoveBudget;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code match}: a match between two sides, each an in-process player or an external GTP engine
 * (a child process over stdio, or a server over TCP or TLS); the tournament of two entrants, with
 * its openings, SPRT, records, resume and shards ({@link TournamentRun}). Progress goes to
 * stderr, one line per finished game, with every forfeit and engine fault as it happens; the
 * summary, Elo and move-time tables go to stdout and, with {@code --out DIR}, to
 * {@code DIR/summary.{csv,md}}, {@code DIR/elo.{csv,md}} and {@code DIR/movetimes.{csv,md}}
 * beside the game records {@code DIR/games.jsonl} and {@code DIR/sgf/}. Exit code 1 if an
 * in-process player forfeited a game (a bug of ours); an external engine's faults are results.
 * A side that cannot start or set up the game is a usage error (exit 2) naming {@code --a} or
 * {@code --b}.
 */
@Command(name = "match", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play N games between A and B in pairs with the colours reversed (A has the first player's "
                + "colour in games 0, 2, 4, ...), each move under a fixed time, a playout budget or a clock, games in "
                + "parallel. A side is an in-process player or a GTP engine: stdio:COMMAND, tcp://[TOKEN@]HOST:PORT or "
                + "tls://[TOKEN@]HOST:PORT.",
                "Prints A's score rate (W + D/2)/N with a 95%% normal-approximation interval, the draws, A's "
                        + "win rate excluding draws W/(N - D) with a 95%% Wilson interval, A's Elo with its interval "
                        + "and LOS (from game pairs), and every searched move's wall time against the budget."})
final class MatchCommand extends RunCommand {

    @Option(names = "--a", paramLabel = "SIDE", required = true, order = -2,
            description = {"Side A: a player as for pn-player (\"uct c=0.8\"; its playouts= and movetime= cap its own "
                    + "moves within the match's budget), or a GTP engine: "
                    + "\"stdio:COMMAND LINE\" (a child process; quotes and backslashes as in a shell, no shell "
                    + "run), \"tcp://[TOKEN@]HOST:PORT\" or \"tls://[TOKEN@]HOST:PORT\" (a server, e.g. pnengine "
                    + "serve; TOKEN is sent as pn-auth), or a UCI or USI engine: \"uci:COMMAND LINE "
                    + "[option.NAME=VALUE ...] [go.depth=N ...]\", \"usi:...\" (docs/matches.md)."})
    String a;

    @Option(names = "--b", paramLabel = "SIDE", required = true, order = -1,
            description = "Side B, likewise.")
    String b;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100",
            description = "Games to play (default: ${DEFAULT-VALUE}); an even number plays every pair whole.")
    int games;

    @Option(names = "--clock-a", paramLabel = "\"MAIN [BYO STONES]\"",
            description = "Time odds: side A's own clock instead of --clock's (only with --clock), as --clock "
                    + "takes it.")
    String clockA;

    @Option(names = "--clock-b", paramLabel = "\"MAIN [BYO STONES]\"",
            description = "Side B's own clock, likewise: e.g. --clock 60 --clock-b 900 plays A on 60 s against an "
                    + "engine without time management that may think for 15 minutes a game.")
    String clockB;

    @Mixin
    RunOptions run;

    @Override
    TournamentRun.Plan plan(CommandLine cmd) {
        var g = run.game(cmd);
        EntrantSpec pa = RunOptions.entrant(a, "--a", cmd);
        EntrantSpec pb = RunOptions.entrant(b, "--b", cmd);
        if (games < 1) throw new CommandLine.ParameterException(cmd, "--games must be at least 1");
        var sprt = run.sprt(cmd);
        if (sprt != null && games % 2 != 0) {
            throw new CommandLine.ParameterException(cmd, "--games must be even with --sprt, which counts game pairs");
        }
        PlaySettings play = run.play(g, cmd);
        TournamentSettings settings = new TournamentSettings(play,
                List.of(new TournamentSettings.Entry(null, pa, RunOptions.odds(clockA, "--clock-a", play, cmd)),
                        new TournamentSettings.Entry(null, pb, RunOptions.odds(clockB, "--clock-b", play, cmd))),
                TournamentSettings.Format.ROUND_ROBIN, games, run.threads(cmd), run.seed, sprt);
        List<String> args = TournamentRun.canonicalArgs(cmd, Set.of("--a", "--b"),
                List.of("--a", pa.toString(), "--b", pb.toString()));
        return new TournamentRun.Plan("match", settings, args, run, i -> i == 0 ? "--a" : "--b");
    }
}
