package org.pnengine.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pnengine.client.EngineAddress;
import org.pnengine.client.TlsTrust;
import org.pnengine.game.Game;
import org.pnengine.match.EngineSettings;
import org.pnengine.match.EntrantSpec;
import org.pnengine.match.MatchSettings;
import org.pnengine.match.Openings;
import org.pnengine.match.PlaySettings;
import org.pnengine.match.Sprt;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.TimeControls;
import org.pnengine.shard.Shard;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * The options {@code match} and {@code tournament} share: the game, the move budget, threads and
 * seed, the ply cap, external engines' options, openings, SPRT, the output folder (resumed when
 * it holds the same run), and {@code --shard}.
 */
final class RunOptions {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "connect_four",
            description = "The game, as for set_game (default: ${DEFAULT-VALUE}).")
    String game;

    @ArgGroup(exclusive = true, multiplicity = "1", heading = "The budget of every move, exactly one of:%n")
    Budget budget;

    static final class Budget {
        @Option(names = "--movetime", paramLabel = "SECONDS", required = true,
                description = "Wall time per move (soft = hard limit).")
        Double movetime;

        @Option(names = "--clock", paramLabel = "\"MAIN [BYO STONES]\"", required = true,
                description = "A game clock for each player, in seconds as for time_settings: \"60\" is 60 s "
                        + "sudden death, \"30 10 5\" is 30 s then periods of 10 s for 5 moves, \"60+0.5\" is 60 s "
                        + "and 0.5 s more after each move (Fischer, as chess engines are timed). Each move's budget "
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
            description = "The run's seed; every game's, player's and the random opening order's derive from it "
                    + "(default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--max-plies", paramLabel = "N", defaultValue = "0",
            description = "Adjudicate a game still running after N plies (not counting its opening's) as a draw; "
                    + "0 = never (default).")
    int maxPlies;

    @Option(names = "--openings", paramLabel = "FILE",
            description = "One opening per line: \"moves: d3 c5 f6\" (moves from the start), \"position: TEXT\" "
                    + "(as setboard takes it), or either without its prefix; blank lines and # comments are "
                    + "skipped. Each game pair plays one opening, each side once with each colour.")
    Path openings;

    @Option(names = "--openings-order", paramLabel = "ORDER", defaultValue = "sequential",
            description = "sequential (file order) or random (seeded from --seed; every opening once per round) "
                    + "(default: ${DEFAULT-VALUE}).")
    String openingsOrder;

    @Option(names = "--sprt", paramLabel = "\"elo0=E0 elo1=E1 [alpha=A] [beta=B] [model=normalized|logistic]\"",
            description = "Stop each pairing once a sequential probability ratio test on its completed game pairs "
                    + "decides between elo0 and elo1 (A's Elo over B; normalized Elo unless model=logistic); "
                    + "alpha and beta default to 0.05. Not with --shard.")
    String sprt;

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
            description = "Write run.txt (the settings, first), games.jsonl (one record per game), sgf/ and the "
                    + "tables here. If DIR already holds this run (the same settings), the games recorded there are "
                    + "kept and only the others are played.")
    Path out;

    @Option(names = "--fresh",
            description = "Start over in --out DIR even if it holds a run: its records and tables are deleted first.")
    boolean fresh;

    @Option(names = "--shard", paramLabel = "K/N", converter = ShardConverter.class,
            description = "Play only shard K of N (1 <= K <= N): the games i with i mod N = K-1, with the seeds and "
                    + "openings of the whole run; merge the shards' --out folders with 'pnengine merge'.")
    Shard shard;

    /** Reads {@code --shard K/N}. */
    static final class ShardConverter implements CommandLine.ITypeConverter<Shard> {
        @Override
        public Shard convert(String value) {
            try {
                return Shard.parse(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /** The options that say where and how fast a run goes, not what it plays: a shard's manifest leaves them out. */
    static final Set<String> RUN_ONLY = Set.of("--shard", "--out", "--threads", "--fresh", "--tls-trust");

    Game game(CommandLine cmd) {
        return GameSpec.parse(game, "--game", cmd).create("--game", cmd);
    }

    int threads(CommandLine cmd) {
        int t = threads == null ? MatchSettings.defaultThreads() : threads;
        if (t < 1) throw new CommandLine.ParameterException(cmd, "--threads must be at least 1");
        return t;
    }

    Shard shardOrWhole() {
        return shard == null ? Shard.WHOLE : shard;
    }

    /** The settings every game shares; reads and checks the openings file against the game. */
    PlaySettings play(Game g, CommandLine cmd) {
        if (maxPlies < 0) throw new CommandLine.ParameterException(cmd, "--max-plies must not be negative");
        if (maxPlies == 0 && g.maxGameLength() == 0) {
            cmd.getErr().println("warning: " + g.descriptor() + " sets no bound on a game's length (where positions"
                    + " can repeat, a game may not end); --max-plies N adjudicates a game still running after N plies"
                    + " as a draw");
        }
        return new PlaySettings(g, budget(cmd), maxPlies, engines(cmd), openings(g, cmd));
    }

    private MoveBudget budget(CommandLine cmd) {
        String option = budget.movetime != null ? "--movetime" : budget.clock != null ? "--clock" : "--playouts";
        try {
            return budget.movetime != null ? MoveBudget.ofSeconds(budget.movetime)
                    : budget.clock != null ? MoveBudget.ofClock(clock(budget.clock))
                    : MoveBudget.ofPlayouts(budget.playouts);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, option + ": " + e.getMessage());
        }
    }

    private Openings openings(Game g, CommandLine cmd) {
        Openings.Order order = switch (openingsOrder.toLowerCase(Locale.ROOT)) {
            case "sequential" -> Openings.Order.SEQUENTIAL;
            case "random" -> Openings.Order.RANDOM;
            default -> throw new CommandLine.ParameterException(cmd, "--openings-order must be sequential or random "
                    + "(got '" + openingsOrder + "')");
        };
        if (openings == null) return null;
        try {
            return Openings.read(openings, g, order);
        } catch (IOException e) {
            throw new CommandLine.ParameterException(cmd, "--openings: cannot read " + openings + ": " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, "--openings: " + e.getMessage());
        }
    }

    /** The sequential test, or null; refused with {@code --shard}. */
    Sprt sprt(CommandLine cmd) {
        if (sprt == null) return null;
        if (shard != null) {
            throw new CommandLine.ParameterException(cmd, "--sprt cannot be used with --shard: a sequential test "
                    + "looks at the game pairs one after the other in order, which shards cannot share");
        }
        try {
            return Sprt.parse(sprt);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, "--sprt: " + e.getMessage());
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

    /** {@code MAIN} (sudden death) or {@code MAIN BYO STONES} in seconds, as GTP {@code time_settings}. */
    static TimeControls clock(String text) {
        String t = text.trim();
        int plus = t.indexOf('+');
        if (plus > 0 && t.indexOf(' ') < 0) {
            // MAIN+INC: Fischer, the chess world's clocks (cutechess-cli's tc=60+0.5).
            double main = seconds(t.substring(0, plus));
            double inc = seconds(t.substring(plus + 1));
            return TimeControls.fischer(Math.round(main * 1000), Math.round(inc * 1000));
        }
        String[] w = t.split("\\s+");
        if (w.length != 1 && w.length != 3) {
            throw new IllegalArgumentException("give MAIN, MAIN BYO STONES or MAIN+INC, in seconds (got '" + text + "')");
        }
        double[] v = new double[w.length];
        for (int i = 0; i < w.length; i++) v[i] = seconds(w[i]);
        long main = Math.round(v[0] * 1000);
        if (w.length == 1) return TimeControls.absolute(main);
        if (v[2] != Math.rint(v[2])) throw new IllegalArgumentException("STONES must be a whole number");
        return TimeControls.canadian(main, Math.round(v[1] * 1000), (int) v[2]);
    }

    /** An entrant's spec ({@code --a}, {@code --engine}, ...); a usage error naming {@code option} if it is not one. */
    static EntrantSpec entrant(String text, String option, CommandLine cmd) {
        try {
            return EntrantSpec.parse(text);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, option + ": " + e.getMessage());
        }
    }

    /** A side's own clock ({@code --clock-a}, {@code --clock-of}, ...), or null for the run's. */
    static MoveBudget odds(String text, String option, PlaySettings play, CommandLine cmd) {
        if (text == null) return null;
        if (!(play.budget() instanceof MoveBudget.GameClock)) {
            throw new CommandLine.ParameterException(cmd, option + " gives one side its own clock: it needs --clock");
        }
        try {
            return MoveBudget.ofClock(clock(text));
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, option + ": " + e.getMessage());
        }
    }

    /** A clock's number of seconds, from 0 to a million. */
    private static double seconds(String word) {
        double v;
        try {
            v = Double.parseDouble(word);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + word + "' is not a number");
        }
        if (!(v >= 0 && v <= 1e6)) throw new IllegalArgumentException("'" + word + "' must be 0..1000000");
        return v;
    }
}
