package org.pnengine.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pnengine.bench.Table;
import org.pnengine.client.EngineAddress;
import org.pnengine.client.TlsTrust;
import org.pnengine.game.Game;
import org.pnengine.match.EngineSettings;
import org.pnengine.match.EntrantException;
import org.pnengine.match.EntrantSpec;
import org.pnengine.match.GameRecord;
import org.pnengine.match.Match;
import org.pnengine.match.MatchResult;
import org.pnengine.match.MatchSettings;
import org.pnengine.match.MoveBudget;
import org.pnengine.match.MoveTimes;
import org.pnengine.search.TimeControls;
import org.pnengine.match.Outcomes;
import org.pnengine.match.RecordWriter;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code match}: a match between two sides, each an in-process player or an external GTP engine
 * (a child process over stdio, or a server over TCP or TLS). Progress goes to stderr, one line per
 * finished game, with every forfeit and engine fault as it happens; the summary and move-time
 * tables go to stdout and, with {@code --out DIR}, to {@code DIR/summary.{csv,md}} and
 * {@code DIR/movetimes.{csv,md}} beside the game records {@code DIR/games.jsonl}. Exit code 1 if
 * an in-process player forfeited a game (a bug of ours); an external engine's faults are results.
 * A side that cannot start or set up the game is a usage error (exit 2) naming {@code --a} or
 * {@code --b}.
 */
@Command(name = "match", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play N games between A and B, seats swapped every game (A moves first in "
                + "games 0, 2, 4, ...), each move under a fixed time, a playout budget or a clock, games in parallel. "
                + "A side is an in-process player or a GTP engine: stdio:COMMAND, tcp://[TOKEN@]HOST:PORT or "
                + "tls://[TOKEN@]HOST:PORT.",
                "Prints A's score rate (W + D/2)/N with a 95%% normal-approximation interval, the draws, and A's "
                        + "win rate excluding draws W/(N - D) with a 95%% Wilson interval, and every searched "
                        + "move's wall time against the budget."})
final class MatchCommand implements Callable<Integer> {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "connect_four",
            description = "The game, as for set_game (default: ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--a", paramLabel = "SIDE", required = true,
            description = {"Side A: a player as for pn-player without movetime= (\"uct c=0.8\"), or a GTP engine: "
                    + "\"stdio:COMMAND LINE\" (a child process; quotes and backslashes as in a shell, no shell "
                    + "run), \"tcp://[TOKEN@]HOST:PORT\" or \"tls://[TOKEN@]HOST:PORT\" (a server, e.g. pnengine "
                    + "serve; TOKEN is sent as pn-auth)."})
    String a;

    @Option(names = "--b", paramLabel = "SIDE", required = true,
            description = "Side B, likewise.")
    String b;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100",
            description = "Games to play (default: ${DEFAULT-VALUE}).")
    int games;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Budget budget;

    static final class Budget {
        @Option(names = "--movetime", paramLabel = "SECONDS", required = true,
                description = "Wall time per move (soft = hard limit).")
        Double movetime;

        @Option(names = "--clock", paramLabel = "\"MAIN [BYO STONES]\"", required = true,
                description = "A game clock for each player, in seconds as for time_settings: \"60\" is 60 s "
                        + "sudden death, \"30 10 5\" is 30 s then periods of 10 s for 5 moves. Each move's budget "
                        + "comes from the engine's time manager, as for genmove; a player whose clock runs out "
                        + "loses on time.")
        String clock;

        @Option(names = "--playouts", paramLabel = "N", required = true,
                description = "Playouts per move for in-process players, no time limit (games repeat exactly for "
                        + "a seed); GTP engines play at their own settings, bounded by --engine-timeout.")
        Long playouts;
    }

    @Option(names = "--threads", paramLabel = "N",
            description = "Games played at once, one per thread (default: the number of cores).")
    Integer threads;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Match seed; every game's and player's seed derives from it (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--max-plies", paramLabel = "N", defaultValue = "0",
            description = "Adjudicate a game still running after N plies as a draw; 0 = never (default).")
    int maxPlies;

    @Option(names = "--engine-timeout", paramLabel = "SECONDS", defaultValue = "60",
            description = "GTP engines: the longest wait to start or connect and for a reply other than a timed "
                    + "genmove, and for genmove under --playouts (default: ${DEFAULT-VALUE}).")
    double engineTimeout;

    @Option(names = "--grace", paramLabel = "SECONDS", defaultValue = "2",
            description = "GTP engines: how long past its move's budget (--movetime, or what its --clock allows) "
                    + "an engine may answer before it counts as hung and loses (default: ${DEFAULT-VALUE}).")
    double grace;

    @Option(names = "--tls-trust", paramLabel = "FILE",
            description = "PEM certificates to trust for tls:// engines, besides the JVM's defaults (e.g. a "
                    + "server's self-signed certificate); repeatable.")
    List<Path> tlsTrust = new ArrayList<>();

    @Option(names = "--out", paramLabel = "DIR",
            description = "Write games.jsonl (one record per game), summary.csv/.md and movetimes.csv/.md here.")
    Path out;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        CommandLine cmd = spec.commandLine();
        Game g = GameSpec.parse(game, "--game", cmd).create("--game", cmd);
        EntrantSpec pa = side(a, "--a", cmd);
        EntrantSpec pb = side(b, "--b", cmd);
        if (games < 1) throw new CommandLine.ParameterException(cmd, "--games must be at least 1");
        int t = threads == null ? MatchSettings.defaultThreads() : threads;
        if (t < 1) throw new CommandLine.ParameterException(cmd, "--threads must be at least 1");
        if (maxPlies < 0) throw new CommandLine.ParameterException(cmd, "--max-plies must not be negative");
        MoveBudget mb;
        String option = budget.movetime != null ? "--movetime" : budget.clock != null ? "--clock" : "--playouts";
        try {
            mb = budget.movetime != null ? MoveBudget.ofSeconds(budget.movetime)
                    : budget.clock != null ? MoveBudget.ofClock(clock(budget.clock))
                    : MoveBudget.ofPlayouts(budget.playouts);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, option + ": " + e.getMessage());
        }
        MatchSettings settings = new MatchSettings(g, pa, pb, games, mb, t, seed, maxPlies, engines(cmd));
        PrintStream err = System.err;
        err.printf(Locale.ROOT, "match: %s, %d games, %s, %d threads, seed %d%n  A = %s%n  B = %s%n",
                g.descriptor(), games, mb.describe(), t, seed, pa, pb);
        Match match = new Match(settings);
        MatchResult result;
        // Each record is flushed as soon as its turn comes, so an interrupted match leaves its first games.
        try (RecordWriter writer = out == null ? null : new RecordWriter(out.resolve(RecordWriter.FILE))) {
            result = match.run((r, done, soFar) -> {
                progress(err, settings, r, done, soFar);
                if (writer != null) {
                    try {
                        writer.add(r);
                    } catch (IOException e) {
                        err.println("pnengine match: cannot write the record of game " + r.index() + ": " + e.getMessage());
                    }
                }
            });
        } catch (EntrantException e) {
            throw new CommandLine.ParameterException(cmd, ("B".equals(e.side()) ? "--b" : "--a") + ": " + e.getMessage());
        }
        Table summary = summaryTable(result);
        Table times = moveTimeTable(result);
        System.out.print(summary.toText());
        System.out.println();
        System.out.print(times.toText());
        if (out != null) {
            for (Path p : summary.write(out, "summary")) System.out.println("wrote " + p);
            for (Path p : times.write(out, "movetimes")) System.out.println("wrote " + p);
            System.out.println("wrote " + out.resolve(RecordWriter.FILE));
        }
        if (result.inProcessForfeits() > 0) {
            err.println("pnengine match: " + result.inProcessForfeits() + " game(s) forfeited by an in-process player "
                    + "(an illegal move or a player error); see the lines marked FORFEIT above");
            return 1;
        }
        return 0;
    }

    private static EntrantSpec side(String text, String option, CommandLine cmd) {
        try {
            return EntrantSpec.parse(text);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, option + ": " + e.getMessage());
        }
    }

    private EngineSettings engines(CommandLine cmd) {
        if (!(engineTimeout > 0 && engineTimeout <= 1e6)) {
            throw new CommandLine.ParameterException(cmd, "--engine-timeout must be positive (got " + engineTimeout + ")");
        }
        if (!(grace >= 0 && grace <= 1e6)) {
            throw new CommandLine.ParameterException(cmd, "--grace must not be negative (got " + grace + ")");
        }
        long timeoutMillis = Math.max(1, Math.round(engineTimeout * 1000));
        EngineAddress.Options connect = EngineAddress.Options.defaults().withTimeout(Duration.ofMillis(timeoutMillis));
        if (!tlsTrust.isEmpty()) {
            try {
                connect = connect.withTls(TlsTrust.withCertificates(tlsTrust));
            } catch (IOException e) {
                throw new CommandLine.ParameterException(cmd, "--tls-trust: " + e.getMessage());
            }
        }
        return new EngineSettings(timeoutMillis, Math.round(grace * 1000), connect);
    }

    private static void progress(PrintStream err, MatchSettings s, GameRecord r, int done, Outcomes soFar) {
        boolean external = (r.resultForA() < 0 ? s.a() : s.b()).isExternal();
        if (r.termination().isForfeit() && !external) {
            err.println("FORFEIT in game " + r.index() + ": " + r.detail());
        } else if (r.termination().isForfeit() || r.termination().isFault()) {
            err.println("FAULT in game " + r.index() + " (" + r.termination().wireName() + "): " + r.detail());
        }
        r.disagreeingEngineScores().forEach((side, theirs) -> err.println("WARNING in game " + r.index() + ": "
                + side + " scores it " + theirs + ", the match " + r.score() + " (the match's score stands)"));
        err.printf(Locale.ROOT, "game %d done (%d so far): %s, %s first, %d plies, %s  |  A %d, draws %d, B %d: "
                        + "score %.1f%%, A excl. draws %s%%%n",
                r.index(), done, r.winner().equals("draw") ? "draw" : r.winner() + " won", r.aFirst() ? "A" : "B",
                r.plies(), r.termination().wireName(), soFar.aWins(), soFar.draws(), soFar.bWins(),
                100 * soFar.scoreRate(), pct(soFar.winRateExcludingDraws()));
    }

    /** {@code MAIN} (sudden death) or {@code MAIN BYO STONES} in seconds, as GTP {@code time_settings}. */
    static TimeControls clock(String text) {
        String[] w = text.trim().split("\\s+");
        if (w.length != 1 && w.length != 3) {
            throw new IllegalArgumentException("give MAIN, or MAIN BYO STONES, in seconds (got '" + text + "')");
        }
        double[] v = new double[w.length];
        for (int i = 0; i < w.length; i++) {
            try {
                v[i] = Double.parseDouble(w[i]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + w[i] + "' is not a number");
            }
            if (!(v[i] >= 0 && v[i] <= 1e6)) throw new IllegalArgumentException("'" + w[i] + "' must be 0..1000000");
        }
        long main = Math.round(v[0] * 1000);
        if (w.length == 1) return TimeControls.absolute(main);
        if (v[2] != Math.rint(v[2])) throw new IllegalArgumentException("STONES must be a whole number");
        return TimeControls.canadian(main, Math.round(v[1] * 1000), (int) v[2]);
    }

    /** One row: the match, its result and its statistics. */
    static Table summaryTable(MatchResult r) {
        MatchSettings s = r.settings();
        Outcomes o = r.outcomes();
        Outcomes.Interval si = o.scoreInterval();
        Outcomes.Interval wi = o.winRateExcludingDrawsInterval();
        MoveTimes t = r.timesAll();
        Table table = new Table("Match: A = " + r.labelA() + ", B = " + r.labelB(), List.of("game", "A", "B",
                "budget", "games", "A wins", "draws", "B wins", "score %", "score lo %", "score hi %", "draw %",
                "A excl. draws %", "excl. lo %", "excl. hi %", "forfeits", "faults", "resignations", "time losses",
                "adjudicated", "mean plies", "max move ms", "over budget", "max overshoot ms", "least clock left ms"));
        table.add(s.game().descriptor(), r.labelA(), r.labelB(), s.budget().describe(), o.games(),
                o.aWins(), o.draws(), o.bWins(), pct(o.scoreRate()), pct(si.low()), pct(si.high()),
                pct(o.drawRate()), pct(o.winRateExcludingDraws()), pct(wi.low()), pct(wi.high()), r.forfeits(),
                r.faults(), r.resignations(), r.timeLosses(), r.adjudicated(), r.meanPlies(), ms(t.maxMillis()),
                t.overBudget(), ms(t.maxOvershootMillis()), ms(r.leastClockLeftMillis()));
        if (!r.labelA().equals(s.a().toString()) || !r.labelB().equals(s.b().toString())) {
            table.note("A = " + s.a() + "; B = " + s.b() + ".");
        }
        table.note("A moves first in games 0, 2, 4, ...; " + s.threads() + " threads, seed " + s.seed()
                + (s.maxPlies() > 0 ? ", draw adjudicated after " + s.maxPlies() + " plies" : "")
                + (r.cancelled() ? "; CANCELLED before every game finished" : "") + ".");
        table.note("score = (W + D/2)/N, 95% normal approximation with the per-game variance; "
                + "A excl. draws = W/(N - D), 95% Wilson interval (z = 1.96).");
        return table;
    }

    /** Rows A, B and both: the searched moves' wall times against the budget. */
    static Table moveTimeTable(MatchResult r) {
        Table table = new Table("Move times (searched moves; forced moves are not timed)", List.of("player",
                "moves", "mean ms", "p99 ms", "max ms", "budget ms", "over budget", "max overshoot ms",
                "mean CPU ms", "max CPU ms", "CPU over budget"));
        row(table, "A", r.timesA());
        row(table, "B", r.timesB());
        row(table, "both", r.timesAll());
        table.note("wall time around chooseMove; budget = the move's hard budget (with a clock, what the time manager "
                + "gave it); p99 = nearest rank; overshoot = time - budget of the moves over it; "
                + "CPU = the calling thread's CPU time in the same call (a move over budget in wall time but not in "
                + "CPU time was waiting for a processor).");
        return table;
    }

    private static void row(Table table, String who, MoveTimes t) {
        table.add(who, t.moves(), ms(t.meanMillis()), ms(t.p99Millis()), ms(t.maxMillis()),
                t.budgetMillis() > 0 ? Long.toString(t.budgetMillis()) : t.budgetMillis() < 0 ? "clock" : "none",
                t.overBudget(),
                ms(t.maxOvershootMillis()), ms(t.meanCpuMillis()), ms(t.maxCpuMillis()), t.overBudgetCpu());
    }

    private static String pct(double rate) {
        return Double.isNaN(rate) ? "" : String.format(Locale.ROOT, "%.1f", 100 * rate);
    }

    private static String ms(double millis) {
        return Double.isNaN(millis) ? "" : String.format(Locale.ROOT, "%.1f", millis);
    }
}
