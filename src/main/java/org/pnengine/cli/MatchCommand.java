package org.pnengine.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pnengine.bench.Table;
import org.pnengine.game.Game;
import org.pnengine.match.GameRecord;
import org.pnengine.match.Match;
import org.pnengine.match.MatchResult;
import org.pnengine.match.MatchSettings;
import org.pnengine.match.MoveBudget;
import org.pnengine.match.MoveTimes;
import org.pnengine.search.TimeControls;
import org.pnengine.match.Outcomes;
import org.pnengine.match.PlayerSpec;
import org.pnengine.match.RecordWriter;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code match}: a self-play match between two player configurations, in-process. Progress goes
 * to stderr, one line per finished game; the summary and move-time tables go to stdout and, with
 * {@code --out DIR}, to {@code DIR/summary.{csv,md}} and {@code DIR/movetimes.{csv,md}} beside
 * the game records {@code DIR/games.jsonl}. Exit code 1 if a player forfeited a game.
 */
@Command(name = "match", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play N games between players A and B, seats swapped every game (A moves first in "
                + "games 0, 2, 4, ...), each move under a fixed time or playout budget, games in parallel.",
                "Prints A's score rate (W + D/2)/N with a 95%% normal-approximation interval, the draws, and A's "
                        + "win rate excluding draws W/(N - D) with a 95%% Wilson interval, and every searched "
                        + "move's wall time against the budget."})
final class MatchCommand implements Callable<Integer> {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "connect_four",
            description = "The game, as for set_game (default: ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--a", paramLabel = "\"PLAYER [key=value ...]\"", required = true,
            description = "Player A, as for pn-player without playouts=/movetime=, e.g. \"uct c=0.8\".")
    String a;

    @Option(names = "--b", paramLabel = "\"PLAYER [key=value ...]\"", required = true,
            description = "Player B, likewise.")
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
                description = "Playouts per move, no time limit (games repeat exactly for a seed).")
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

    @Option(names = "--out", paramLabel = "DIR",
            description = "Write games.jsonl (one record per game), summary.csv/.md and movetimes.csv/.md here.")
    Path out;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        CommandLine cmd = spec.commandLine();
        Game g = GameSpec.parse(game, "--game", cmd).create("--game", cmd);
        PlayerSpec pa = player(a, "--a", cmd);
        PlayerSpec pb = player(b, "--b", cmd);
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
        MatchSettings settings = new MatchSettings(g, pa, pb, games, mb, t, seed, maxPlies);
        PrintStream err = System.err;
        err.printf(Locale.ROOT, "match: %s, %d games, %s, %d threads, seed %d%n  A = %s%n  B = %s%n",
                g.descriptor(), games, mb.describe(), t, seed, pa, pb);
        Match match = new Match(settings);
        MatchResult result;
        // Each record is flushed as soon as its turn comes, so an interrupted match leaves its first games.
        try (RecordWriter writer = out == null ? null : new RecordWriter(out.resolve(RecordWriter.FILE))) {
            result = match.run((r, done, soFar) -> {
                progress(err, r, done, soFar);
                if (writer != null) {
                    try {
                        writer.add(r);
                    } catch (IOException e) {
                        err.println("pnengine match: cannot write the record of game " + r.index() + ": " + e.getMessage());
                    }
                }
            });
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
        if (result.forfeits() > 0) {
            err.println("pnengine match: " + result.forfeits() + " game(s) forfeited by an illegal move or a player error; "
                    + "see the lines marked FORFEIT above");
            return 1;
        }
        return 0;
    }

    private static PlayerSpec player(String text, String option, CommandLine cmd) {
        try {
            return PlayerSpec.parse(text);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, option + ": " + e.getMessage());
        }
    }

    private static void progress(PrintStream err, GameRecord r, int done, Outcomes soFar) {
        if (r.termination().isForfeit()) {
            err.println("FORFEIT in game " + r.index() + ": " + r.detail());
        }
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
        Table table = new Table("Match: A = " + s.a() + ", B = " + s.b(), List.of("game", "A", "B", "budget",
                "games", "A wins", "draws", "B wins", "score %", "score lo %", "score hi %", "draw %",
                "A excl. draws %", "excl. lo %", "excl. hi %", "forfeits", "time losses", "adjudicated",
                "mean plies", "max move ms", "over budget", "max overshoot ms", "least clock left ms"));
        table.add(s.game().descriptor(), s.a().toString(), s.b().toString(), s.budget().describe(), o.games(),
                o.aWins(), o.draws(), o.bWins(), pct(o.scoreRate()), pct(si.low()), pct(si.high()),
                pct(o.drawRate()), pct(o.winRateExcludingDraws()), pct(wi.low()), pct(wi.high()), r.forfeits(),
                r.timeLosses(), r.adjudicated(), r.meanPlies(), ms(t.maxMillis()), t.overBudget(),
                ms(t.maxOvershootMillis()), ms(r.leastClockLeftMillis()));
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
