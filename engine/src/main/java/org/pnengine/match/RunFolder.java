package org.pnengine.match;

import java.io.IOException;
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
import org.pnengine.shard.Shard;
import org.pnengine.shard.ShardManifest;
import org.pnengine.shard.ShardSet;
import org.pnengine.shard.Table;

/**
 * The output folder of a match or tournament run ({@code --out DIR}) and what goes into it:
 * <ul>
 *   <li>{@value #RUN_FILE}, the run's settings ({@link #identity}), written before the first game;</li>
 *   <li>{@code games.jsonl} ({@link RecordWriter}), each game as it finishes;</li>
 *   <li>at the end the tables ({@link RunTables}, CSV and Markdown), one SGF file per game that SGF
 *       can hold ({@value #SGF_DIR}{@code /game-NNNNN.sgf}) and, for a shard, {@code shard.txt}.</li>
 * </ul>
 * A folder whose run.txt holds the same settings is resumed: its recorded games are kept. A folder
 * of another run is refused unless the caller asks for it to be cleaned first. The shards of one
 * run ({@code --shard K/N}) are merged here too, from their game records alone: nothing is played
 * again. Nothing here prints; what was written comes back to the caller as text lines.
 */
public final class RunFolder {

    /** The file of a run's settings in its folder. */
    public static final String RUN_FILE = "run.txt";

    /** The folder of the SGF files. */
    public static final String SGF_DIR = "sgf";

    private static final String RUN_HEADER = "# pnengine run: the settings of the run in this folder, written before its "
            + "first game; the same command with --out here resumes it";

    /** The tables any run may write, by file name (without extension). */
    private static final List<String> TABLES = List.of("summary", "pairings", "elo", "entrants", "crosstable", "movetimes");

    /**
     * The merged shards of a run.
     *
     * @param result  the run's result, from every shard's records
     * @param tables  its tables, by file name, as written
     * @param written one line per file or group of files written
     * @param summary one line saying how many games came from which shards
     */
    public record Merged(TournamentResult result, Map<String, Table> tables, List<String> written, String summary) {
    }

    private RunFolder() {
    }

    /**
     * The settings that identify a run of {@code command} ({@code match} or {@code tournament}):
     * the lines of {@value #RUN_FILE}, and a shard manifest's settings without the shard.
     */
    public static List<String> identity(String command, TournamentSettings s) {
        boolean match = command.equals("match");
        List<String> out = new ArrayList<>();
        out.add("game " + s.play().game().descriptor());
        if (!match) out.add("format " + s.format().wireName());
        for (int i = 0; i < s.entrants().size(); i++) {
            TournamentSettings.Entry e = s.entrants().get(i);
            out.add(match ? (i == 0 ? "A " : "B ") + e.spec() : "entrant " + (i + 1) + " " + e.name() + " = " + e.spec());
        }
        out.add("games " + s.games() + (match ? "" : " per pairing"));
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
     * Gets {@code dir} ready for the run {@code identity} of {@code command} and returns the games
     * it holds of that run: checks its run.txt (refusing another run unless {@code fresh}, which
     * deletes what a run wrote there first), deletes a shard's manifest (written again when the
     * shard is done), and writes run.txt.
     *
     * @throws IllegalArgumentException if the folder holds another run, or records without a run.txt;
     *                                  the message starts with the folder
     */
    public static List<GameRecord> prepare(Path dir, String command, List<String> identity, boolean fresh)
            throws IOException {
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
                throw new IllegalArgumentException(dir + " holds another run (" + difference(theirs, ours)
                        + "); give another --out, or --fresh to delete that run and start this one");
            }
            if (Files.exists(games)) recorded = RecordWriter.readSalvaged(games);
        } else if (Files.exists(games) || Files.exists(dir.resolve(ShardManifest.FILE))) {
            throw new IllegalArgumentException(dir + " holds game records but no " + RUN_FILE
                    + ", so they cannot be checked to be of this run; give another --out, or --fresh to delete them");
        }
        Files.createDirectories(dir);
        Files.deleteIfExists(dir.resolve(ShardManifest.FILE));
        writeRunFile(dir, command, identity);
        return recorded;
    }

    /** Adds to each table the note that it covers only the games of {@code shard}. */
    public static void noteShard(Map<String, Table> tables, Shard shard) {
        for (Table t : tables.values()) {
            t.note("shard " + shard + ": this folder's tables cover only the games i (numbered over the whole "
                    + "run) with i mod " + shard.count() + " = " + (shard.index() - 1)
                    + "; pnengine merge puts the folders of all " + shard.count() + " shards together");
        }
    }

    /**
     * Writes the tables and the SGF files of {@code records} into {@code dir}; returns what was
     * written, one line each ({@code wrote PATH}), ending with the game records' file.
     */
    public static List<String> write(Map<String, Table> tables, List<GameRecord> records, Path dir) throws IOException {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, Table> e : tables.entrySet()) {
            for (Path p : e.getValue().write(dir, e.getKey())) lines.add("wrote " + p);
        }
        int sgf = writeSgf(records, dir.resolve(SGF_DIR));
        if (sgf > 0) lines.add("wrote " + sgf + " SGF files in " + dir.resolve(SGF_DIR));
        lines.add("wrote " + dir.resolve(RecordWriter.FILE));
        return lines;
    }

    /**
     * Writes the manifest of a finished (or cancelled) shard into {@code dir}, last, and returns
     * its path.
     *
     * @param args     the arguments that rebuild the run
     * @param identity the run's settings, without the shard
     */
    public static Path writeShardManifest(Path dir, String command, Shard shard, boolean complete, List<String> args,
                                          List<String> identity, int threads) throws IOException {
        return new ShardManifest(command, shard, complete, args, identity, Map.of("threads", Integer.toString(threads)), "")
                .write(dir);
    }

    /**
     * Merges the folders of {@code set}, shards of the run of {@code command} with
     * {@code settings} (rebuilt from their manifest's arguments), into {@code out}: the tables,
     * games.jsonl, SGF files and run.txt the whole run writes.
     *
     * @throws IllegalArgumentException saying why the folders cannot be merged
     */
    public static Merged merge(ShardSet set, String command, TournamentSettings settings, Path out) throws IOException {
        ShardManifest first = set.first();
        List<String> identity = identity(command, settings);
        if (!identity.equals(first.settings())) {
            throw new IllegalArgumentException("this build makes other settings of the shards' arguments than the build "
                    + "that ran them (" + difference(first.settings(), identity) + "); merge with the build that ran them");
        }
        if (Files.exists(out.resolve(ShardManifest.FILE))) {
            throw new IllegalArgumentException("--out " + out + " is a shard's folder; merge into another folder");
        }
        List<GameRecord> records = shardRecords(set, settings.schedule());
        List<String> names = Tournament.names(settings, records, List.of());
        TournamentResult result = TournamentResult.of(settings, names, records, false);
        Map<String, Table> tables = RunTables.of(result, command.equals("match"));
        Files.createDirectories(out);
        writeRunFile(out, command, identity);
        RecordWriter.write(out.resolve(RecordWriter.FILE), result.records());
        List<String> written = write(tables, result.records(), out);
        String summary = "merged " + records.size() + " games from " + (set.missing().isEmpty()
                ? "all " + set.count() + " shards" : "shards " + set.present() + " of " + set.count() + " (PARTIAL: shards "
                + set.missing() + " are missing, and every table covers only the games of those merged)");
        return new Merged(result, tables, written, summary);
    }

    /** The game records of the shards' folders, each checked to belong to its shard, none missing. */
    private static List<GameRecord> shardRecords(ShardSet set, List<Fixture> schedule) throws IOException {
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
        return new ArrayList<>(byIndex.values());
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
}
