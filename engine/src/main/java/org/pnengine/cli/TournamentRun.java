package org.pnengine.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import org.pnengine.match.RunFolder;
import org.pnengine.match.RunTables;
import org.pnengine.shard.Table;
import org.pnengine.match.Crosstable;
import org.pnengine.match.EntrantException;
import org.pnengine.match.Fixture;
import org.pnengine.match.GameRecord;
import org.pnengine.match.RecordWriter;
import org.pnengine.match.SprtStatus;
import org.pnengine.match.Tournament;
import org.pnengine.match.TournamentResult;
import org.pnengine.match.TournamentSettings;
import org.pnengine.shard.Shard;
import org.pnengine.shard.ShardSet;
import picocli.CommandLine;

/**
 * Runs a match or tournament for the command line, and merges the shards of one. What
 * {@code match} and {@code tournament} share:
 * <ul>
 *   <li><b>The output folder</b> ({@code --out DIR}) and <b>resume</b>: {@link RunFolder} (run.txt,
 *       games.jsonl, the tables, SGF files, shard.txt; the games of the same run already recorded
 *       there are kept and only the others played, another run there is refused, and
 *       {@code --fresh} deletes it first).</li>
 *   <li><b>Progress</b> on stderr: one line per game, the standings now and then, each SPRT
 *       decision; the tables on stdout. An interrupt (Ctrl-C, SIGTERM) cancels the games running,
 *       and the folder keeps every game finished, ready to be resumed.</li>
 * </ul>
 */
final class TournamentRun {

    /**
     * A run as the command line gave it.
     *
     * @param command    {@code match} or {@code tournament}
     * @param settings   what to play
     * @param args       the arguments that rebuild the run (tokens masked), for a shard's manifest
     * @param options    the shared options (output folder, shard, fresh)
     * @param optionName how a usage error names entrant i (e.g. {@code --a}, {@code --engine 3 (gtp-rhino)})
     */
    record Plan(String command, TournamentSettings settings, List<String> args, RunOptions options,
                IntFunction<String> optionName) {

        boolean isMatch() {
            return command.equals("match");
        }
    }

    /** A command that runs a match or tournament and whose shards {@code pnengine merge} can put together. */
    interface ShardedRun {

        /** The run the parsed options describe; nothing is started. */
        Plan plan();
    }

    private TournamentRun() {
    }

    /**
     * The arguments that rebuild a run: every option given but {@link RunOptions#RUN_ONLY} and the
     * entrants', sorted by name, each with its values as typed ({@code --openings} as an absolute
     * path), then {@code entrantArgs} in their order.
     */
    static List<String> canonicalArgs(CommandLine cmd, Set<String> entrantOptions, List<String> entrantArgs) {
        TreeMap<String, List<String>> byName = new TreeMap<>();
        for (CommandLine.Model.OptionSpec o : cmd.getParseResult().matchedOptions()) {
            String name = o.longestName();
            if (RunOptions.RUN_ONLY.contains(name) || entrantOptions.contains(name)) continue;
            List<String> words = new ArrayList<>();
            if (o.arity().max() == 0) {
                words.add(name);
            } else {
                for (String v : o.originalStringValues()) {
                    words.addAll(List.of(name, name.equals("--openings") ? Path.of(v).toAbsolutePath().toString() : v));
                }
            }
            byName.put(name, words);
        }
        List<String> args = new ArrayList<>();
        byName.values().forEach(args::addAll);
        args.addAll(entrantArgs);
        return args;
    }

    /** Runs the plan; the exit code (1 if an in-process player forfeited a game, a bug of ours). */
    static int execute(Plan plan, CommandLine cmd) throws IOException, InterruptedException {
        TournamentSettings s = plan.settings();
        RunOptions o = plan.options();
        Shard shard = o.shardOrWhole();
        List<String> identity = RunFolder.identity(plan.command(), s);
        if (o.shard != null) identity.add("shard " + o.shard);
        Path dir = o.out;
        List<GameRecord> recorded;
        try {
            recorded = dir == null ? List.of() : RunFolder.prepare(dir, plan.command(), identity, o.fresh);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, "--out " + e.getMessage());
        }
        PrintStream err = System.err;
        header(err, plan, shard, recorded.size());
        Tournament tournament = new Tournament(s);
        CountDownLatch written = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            tournament.cancel();
            try {
                written.await(60, TimeUnit.SECONDS);   // let the run write what it has
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "tournament-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
        TournamentResult result;
        try {
            try (RecordWriter writer = dir == null ? null : RecordWriter.resume(dir.resolve(RecordWriter.FILE), recorded)) {
                result = tournament.run(shard, recorded, listener(err, plan, writer));
            } catch (EntrantException e) {
                throw new CommandLine.ParameterException(cmd, plan.optionName().apply(Math.max(0, e.entrant())) + ": "
                        + e.getMessage());
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(cmd, "--out " + dir + ": " + e.getMessage());
            }
            if (!plan.isMatch()) standings(err, "final standings", result.crosstable());
            Map<String, Table> tables = RunTables.of(result, plan.isMatch());
            if (o.shard != null) RunFolder.noteShard(tables, o.shard);
            print(tables);
            if (dir != null) {
                RunFolder.write(tables, result.records(), dir).forEach(System.out::println);
                if (o.shard != null) {
                    System.out.println("wrote " + RunFolder.writeShardManifest(dir, plan.command(), o.shard,
                            !result.cancelled(), plan.args(), identity.subList(0, identity.size() - 1), s.threads()));
                }
            }
        } finally {
            written.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is shutting down: the hook is running
            }
        }
        if (result.inProcessForfeits() > 0) {
            err.println("pnengine " + plan.command() + ": " + result.inProcessForfeits() + " game(s) forfeited by an "
                    + "in-process player (an illegal move or a player error); see the lines marked FORFEIT above");
            return 1;
        }
        return 0;
    }

    private static void header(PrintStream err, Plan plan, Shard shard, int recorded) {
        TournamentSettings s = plan.settings();
        int toPlay = 0;
        for (Fixture f : s.schedule()) if (shard.owns(f.index())) toPlay++;
        err.printf(Locale.ROOT, "%s: %s, %s%d games%s, %s, %d threads, seed %d%s%n", plan.command(),
                s.play().game().descriptor(), plan.isMatch() ? "" : s.format().wireName() + " of " + s.entrants().size()
                        + " entrants, " + s.pairings().size() + " pairings x ",
                s.games(), shard.isWhole() ? "" : " (shard " + shard + ": " + toPlay + " of them)",
                s.budgetDescription(), s.threads(), s.seed(),
                recorded > 0 ? "; resuming: " + recorded + " games already recorded" : "");
        for (int i = 0; i < s.entrants().size(); i++) {
            TournamentSettings.Entry e = s.entrants().get(i);
            err.println("  " + (plan.isMatch() ? (i == 0 ? "A" : "B") : e.name()) + " = " + e.spec());
        }
        if (s.play().openings() != null) err.println("  openings: " + s.play().openings().describe());
        if (s.sprt() != null) err.println("  sprt: " + s.sprt());
    }

    private static Tournament.Listener listener(PrintStream err, Plan plan, RecordWriter writer) {
        TournamentSettings s = plan.settings();
        int every = Math.max(10, 2 * s.pairings().size());
        return new Tournament.Listener() {
            @Override
            public void gameFinished(GameRecord r, Tournament.Progress p) {
                progress(err, plan, r, p);
                if (writer != null) {
                    try {
                        writer.add(r);
                    } catch (IOException e) {
                        err.println("pnengine " + plan.command() + ": cannot write the record of game " + r.index()
                                + ": " + e.getMessage());
                    }
                }
                if (!plan.isMatch() && p.played() % every == 0 && p.played() < p.toPlay()) {
                    standings(err, "standings after " + p.played() + " of " + p.toPlay() + " games", p.crosstable());
                }
            }

            @Override
            public void pairingDecided(TournamentSettings.Pairing pairing, SprtStatus status) {
                err.println("SPRT " + (plan.isMatch() ? "" : "pairing " + pairing.index() + " ("
                        + s.entrants().get(pairing.first()).name() + " vs " + s.entrants().get(pairing.second()).name()
                        + ") ") + status.describe() + "; its games not yet started will not be");
            }
        };
    }

    private static void progress(PrintStream err, Plan plan, GameRecord r, Tournament.Progress p) {
        TournamentSettings s = plan.settings();
        TournamentSettings.Pairing pairing = s.pairings().get(r.slot().pairing());
        boolean external = s.entrants().get(r.resultForA() < 0 ? pairing.first() : pairing.second()).spec().isExternal();
        if (r.termination().isForfeit() && !external) {
            err.println("FORFEIT in game " + r.index() + ": " + r.detail());
        } else if (r.termination().isForfeit() || r.termination().isFault()) {
            err.println("FAULT in game " + r.index() + " (" + r.termination().wireName() + "): " + r.detail());
        }
        r.disagreeingEngineScores().forEach((side, theirs) -> err.println("WARNING in game " + r.index() + ": "
                + side + " scores it " + theirs + ", the " + plan.command() + " " + r.score() + " (the " + plan.command()
                + "'s score stands)"));
        var o = p.outcomes().get(r.slot().pairing());
        if (plan.isMatch()) {
            err.printf(Locale.ROOT, "game %d done (%d so far): %s, %s first, %d plies, %s  |  A %d, draws %d, B %d: "
                            + "score %.1f%%, A excl. draws %s%%%n",
                    r.index(), p.played(), r.winner().equals("draw") ? "draw" : r.winner() + " won", r.aFirst() ? "A" : "B",
                    r.plies(), r.termination().wireName(), o.aWins(), o.draws(), o.bWins(), 100 * o.scoreRate(),
                    RunTables.pct(o.winRateExcludingDraws()));
            return;
        }
        String a = r.slot().aName();
        String b = r.slot().bName();
        err.printf(Locale.ROOT, "game %d done (%d/%d): %s vs %s, pair %d%s: %s, %s first, %d plies, %s  |  %s %d, draws %d, "
                        + "%s %d%n", r.index(), p.played(), p.toPlay(), a, b, r.slot().pair(),
                r.slot().opening() == null ? "" : " (opening line " + r.slot().openingLine() + ")",
                r.winner().equals("draw") ? "draw" : (r.resultForA() > 0 ? a : b) + " won", r.aFirst() ? a : b,
                r.plies(), r.termination().wireName(), a, o.aWins(), o.draws(), b, o.bWins());
    }

    private static void standings(PrintStream err, String title, Crosstable ct) {
        StringBuilder sb = new StringBuilder(title).append(':');
        for (Crosstable.Row row : ct.ranking()) {
            sb.append(String.format(Locale.ROOT, "  %d. %s %s ±%s (%s%%, %d games)", row.rank(), row.name(),
                    RunTables.elo(row.elo().elo()), RunTables.elo(row.elo().eloError()),
                    RunTables.pct(row.games().scoreRate()), row.games().games()));
        }
        err.println(sb);
    }

    private static void print(Map<String, Table> tables) {
        boolean first = true;
        for (Table t : tables.values()) {
            if (!first) System.out.println();
            first = false;
            System.out.print(t.toText());
        }
    }

    /**
     * Merges the folders of {@code set}, shards of the run {@code plan} (rebuilt from their
     * manifest's arguments), into {@code out}: the tables, games.jsonl, SGF files and run.txt the
     * whole run writes. Nothing is played again.
     *
     * @return the exit code (1 if an in-process player forfeited a game)
     * @throws IllegalArgumentException saying why the folders cannot be merged
     */
    static int merge(ShardSet set, Plan plan, Path out) throws IOException {
        RunFolder.Merged m = RunFolder.merge(set, plan.command(), plan.settings(), out);
        print(m.tables());
        m.written().forEach(System.out::println);
        System.out.println(m.summary());
        return m.result().inProcessForfeits() > 0 ? 1 : 0;
    }
}
