package org.pnengine.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import org.pnengine.shard.Table;
import org.pnengine.match.Crosstable;
import org.pnengine.match.EntrantException;
import org.pnengine.match.Fixture;
import org.pnengine.match.GameRecord;
import org.pnengine.match.RecordWriter;
import org.pnengine.match.SgfRecord;
import org.pnengine.match.SprtStatus;
import org.pnengine.match.Tournament;
import org.pnengine.match.TournamentResult;
import org.pnengine.match.TournamentSettings;
import org.pnengine.shard.Shard;
import org.pnengine.shard.ShardManifest;
import org.pnengine.shard.ShardSet;
import picocli.CommandLine;

/**
 * Runs a match or tournament for the command line, and merges the shards of one. What
 * {@code match} and {@code tournament} share:
 * <ul>
 *   <li><b>The output folder</b> ({@code --out DIR}): {@value #RUN_FILE} (the run's settings) is
 *       written before the first game; {@code games.jsonl} gets each game as it finishes and is
 *       put in index order at the end; then the tables ({@link RunTables}, CSV and Markdown), one
 *       SGF file per game ({@code sgf/game-NNNNN.sgf}) and, for a shard, {@code shard.txt} last.</li>
 *   <li><b>Resume</b>: if DIR's run.txt holds the same settings, the games recorded there are kept
 *       and only the others are played (a run killed mid-way loses at most the games then running);
 *       another run there is refused, and {@code --fresh} deletes it first.</li>
 *   <li><b>Progress</b> on stderr: one line per game, the standings now and then, each SPRT
 *       decision; the tables on stdout. An interrupt (Ctrl-C, SIGTERM) cancels the games running,
 *       and the folder keeps every game finished, ready to be resumed.</li>
 * </ul>
 */
final class TournamentRun {

    /** The file of a run's settings in its folder. */
    static final String RUN_FILE = "run.txt";

    /** The folder of the SGF files. */
    static final String SGF_DIR = "sgf";

    private static final String RUN_HEADER = "# pnengine run: the settings of the run in this folder, written before its "
            + "first game; the same command with --out here resumes it";

    /** The tables any run may write, by file name (without extension). */
    private static final List<String> TABLES = List.of("summary", "pairings", "elo", "entrants", "crosstable", "movetimes");

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

    /** The settings that identify a run ({@value #RUN_FILE}, and a shard manifest's settings without the shard). */
    static List<String> identity(String command, TournamentSettings s) {
        List<String> out = new ArrayList<>();
        out.add("game " + s.play().game().descriptor());
        if (!command.equals("match")) out.add("format " + s.format().wireName());
        for (int i = 0; i < s.entrants().size(); i++) {
            TournamentSettings.Entry e = s.entrants().get(i);
            out.add(command.equals("match") ? (i == 0 ? "A " : "B ") + e.spec()
                    : "entrant " + (i + 1) + " " + e.name() + " = " + e.spec());
        }
        out.add("games " + s.games() + (command.equals("match") ? "" : " per pairing"));
        out.add("budget " + s.budgetDescription());
        out.add("seed " + s.seed());
        out.add("max plies " + s.play().maxPlies());
        out.add("openings " + (s.play().openings() == null ? "none" : s.play().openings().describe()));
        out.add("sprt " + (s.sprt() == null ? "none" : s.sprt().toString()));
        out.add("engines timeout " + s.play().engines().timeoutMillis() + " ms, grace " + s.play().engines().graceMillis()
                + " ms");
        return out;
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
        List<String> identity = identity(plan.command(), s);
        if (o.shard != null) identity.add("shard " + o.shard);
        Path dir = o.out;
        List<GameRecord> recorded = dir == null ? List.of() : prepare(dir, plan.command(), identity, o.fresh, cmd);
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
            if (o.shard != null) {
                for (Table t : tables.values()) {
                    t.note("shard " + o.shard + ": this folder's tables cover only the games i (numbered over the whole "
                            + "run) with i mod " + o.shard.count() + " = " + (o.shard.index() - 1)
                            + "; pnengine merge puts the folders of all " + o.shard.count() + " shards together");
                }
            }
            print(tables);
            if (dir != null) {
                write(tables, result.records(), dir);
                if (o.shard != null) {
                    ShardManifest m = new ShardManifest(plan.command(), o.shard, !result.cancelled(), plan.args(),
                            identity.subList(0, identity.size() - 1), Map.of("threads", Integer.toString(s.threads())), "");
                    System.out.println("wrote " + m.write(dir));
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

    /**
     * Gets the output folder ready and returns the games it holds of this run: checks its run.txt
     * (refusing another run unless {@code fresh}), deletes a shard's manifest (written again when
     * the shard is done), and writes run.txt.
     */
    private static List<GameRecord> prepare(Path dir, String command, List<String> identity, boolean fresh,
                                            CommandLine cmd) throws IOException {
        Path runFile = dir.resolve(RUN_FILE);
        Path games = dir.resolve(RecordWriter.FILE);
        List<GameRecord> recorded = List.of();
        if (fresh) {
            clean(dir);
        } else if (Files.exists(runFile)) {
            List<String> theirs = readRunFile(runFile);
            List<String> ours = new ArrayList<>(identity);
            ours.add(0, "command " + command);
            if (!theirs.equals(ours)) {
                throw new CommandLine.ParameterException(cmd, "--out " + dir + " holds another run (" + difference(theirs, ours)
                        + "); give another --out, or --fresh to delete that run and start this one");
            }
            if (Files.exists(games)) recorded = RecordWriter.readSalvaged(games);
        } else if (Files.exists(games) || Files.exists(dir.resolve(ShardManifest.FILE))) {
            throw new CommandLine.ParameterException(cmd, "--out " + dir + " holds game records but no " + RUN_FILE
                    + ", so they cannot be checked to be of this run; give another --out, or --fresh to delete them");
        }
        Files.createDirectories(dir);
        Files.deleteIfExists(dir.resolve(ShardManifest.FILE));
        writeRunFile(dir, command, identity);
        return recorded;
    }

    private static void writeRunFile(Path dir, String command, List<String> identity) throws IOException {
        StringBuilder sb = new StringBuilder(RUN_HEADER).append('\n').append("command ").append(command).append('\n');
        for (String l : identity) sb.append("setting ").append(l.replace("\n", " ")).append('\n');
        Files.writeString(dir.resolve(RUN_FILE), sb.toString(), StandardCharsets.UTF_8);
    }

    /** The {@code command} and {@code setting} lines of a run.txt, as {@code command X} and the settings. */
    private static List<String> readRunFile(Path file) throws IOException {
        List<String> out = new ArrayList<>();
        for (String l : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (l.startsWith("command ")) out.add(0, l);
            else if (l.startsWith("setting ")) out.add(l.substring("setting ".length()));
        }
        return out;
    }

    private static String difference(List<String> theirs, List<String> ours) {
        for (int i = 0; i < Math.max(theirs.size(), ours.size()); i++) {
            String a = i < theirs.size() ? theirs.get(i) : "(nothing)";
            String b = i < ours.size() ? ours.get(i) : "(nothing)";
            if (!a.equals(b)) return "its '" + a + "' against this run's '" + b + "'";
        }
        return "in the order of its settings";
    }

    /** Deletes what a run writes into its folder, and nothing else. */
    private static void clean(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) return;
        for (String f : List.of(RUN_FILE, ShardManifest.FILE, RecordWriter.FILE, RecordWriter.FILE + ".tmp")) {
            Files.deleteIfExists(dir.resolve(f));
        }
        for (String t : TABLES) {
            Files.deleteIfExists(dir.resolve(t + ".csv"));
            Files.deleteIfExists(dir.resolve(t + ".md"));
        }
        Path sgf = dir.resolve(SGF_DIR);
        if (Files.isDirectory(sgf)) {
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(sgf, "game-*.sgf")) {
                for (Path p : ds) Files.delete(p);
            }
        }
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

    /** Writes the tables and the SGF files into {@code dir}, and says so on stdout. */
    private static void write(Map<String, Table> tables, List<GameRecord> records, Path dir) throws IOException {
        for (Map.Entry<String, Table> e : tables.entrySet()) {
            for (Path p : e.getValue().write(dir, e.getKey())) System.out.println("wrote " + p);
        }
        int sgf = writeSgf(records, dir.resolve(SGF_DIR));
        if (sgf > 0) System.out.println("wrote " + sgf + " SGF files in " + dir.resolve(SGF_DIR));
        System.out.println("wrote " + dir.resolve(RecordWriter.FILE));
    }

    /**
     * One SGF file per game that {@link SgfRecord#canWrite} can write ({@code game-NNNNN.sgf},
     * the game's index); returns how many.
     */
    private static int writeSgf(List<GameRecord> records, Path dir) throws IOException {
        int n = 0;
        for (GameRecord r : records) {
            if (!SgfRecord.canWrite(r)) continue;
            Files.createDirectories(dir);
            Files.writeString(dir.resolve(String.format(Locale.ROOT, "game-%05d.sgf", r.index())),
                    SgfRecord.of(r).toSgf(), StandardCharsets.UTF_8);
            n++;
        }
        return n;
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
        ShardManifest first = set.first();
        List<String> identity = identity(plan.command(), plan.settings());
        if (!identity.equals(first.settings())) {
            throw new IllegalArgumentException("this build makes other settings of the shards' arguments than the build "
                    + "that ran them (" + difference(first.settings(), identity) + "); merge with the build that ran them");
        }
        if (Files.exists(out.resolve(ShardManifest.FILE))) {
            throw new IllegalArgumentException("--out " + out + " is a shard's folder; merge into another folder");
        }
        List<Fixture> schedule = plan.settings().schedule();
        Map<Integer, GameRecord> byIndex = new HashMap<>();
        for (ShardManifest m : set.shards()) {
            Path file = Path.of(m.origin()).resolve(RecordWriter.FILE);
            List<GameRecord> rs;
            try {
                rs = RecordWriter.read(file);
            } catch (NoSuchFileException e) {
                throw new IllegalArgumentException(m.name() + " has no " + RecordWriter.FILE);
            }
            for (GameRecord r : rs) {
                if (!m.shard().owns(r.index()) || r.index() >= schedule.size()) {
                    throw new IllegalArgumentException(file + " holds game " + r.index() + ", which is not one of "
                            + m.name() + "'s games");
                }
                byIndex.put(r.index(), r);
            }
        }
        for (Fixture f : schedule) {
            if (set.owns(f.index()) && !byIndex.containsKey(f.index())) {
                int k = f.index() % set.count() + 1;
                throw new IllegalArgumentException("shard " + k + "/" + set.count() + " holds no record of game "
                        + f.index() + ": its folder is incomplete; run that shard again");
            }
        }
        List<GameRecord> records = new ArrayList<>(byIndex.values());
        List<String> names = Tournament.names(plan.settings(), records, List.of());
        TournamentResult result = TournamentResult.of(plan.settings(), names, records, false);
        Map<String, Table> tables = RunTables.of(result, plan.isMatch());
        print(tables);
        Files.createDirectories(out);
        writeRunFile(out, plan.command(), identity);
        RecordWriter.write(out.resolve(RecordWriter.FILE), result.records());
        write(tables, result.records(), out);
        System.out.println("merged " + records.size() + " games from " + (set.missing().isEmpty()
                ? "all " + set.count() + " shards" : "shards " + set.present() + " of " + set.count() + " (PARTIAL: shards "
                + set.missing() + " are missing, and every table covers only the games of those merged)"));
        return result.inProcessForfeits() > 0 ? 1 : 0;
    }
}
