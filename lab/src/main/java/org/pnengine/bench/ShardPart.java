package org.pnengine.bench;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.pnengine.shard.Shard;
import org.pnengine.shard.Table;

/**
 * One shard's part of an experiment ({@code --shard K/N}): the report over the units the shard
 * owns, and its raw results, the tables a merge reads back to make the report of the whole run.
 * Each raw table is written as {@code shard-NAME.csv} beside the report's files; numbers that the
 * report computes with are written in full ({@link Double#toString}), so that the merged means
 * are those of the whole run.
 *
 * <p>Every experiment numbers its units (positions, trees) before dividing them among the shards
 * and gives each raw row its unit, so that the merge can put the rows back in the order of the
 * whole run and check that every unit of the shards given is there exactly once.
 *
 * @param report the report over the shard's own units
 * @param raw    the raw tables by name (without prefix and extension)
 */
public record ShardPart(Report report, Map<String, Table> raw) {

    /** The file name prefix of the raw tables. */
    public static final String PREFIX = "shard-";

    public ShardPart {
        raw = Collections.unmodifiableMap(new LinkedHashMap<>(raw));
    }

    /** Writes every raw table as {@code dir/shard-NAME.csv}; returns the files. */
    public List<Path> writeRaw(Path dir) throws IOException {
        Files.createDirectories(dir);
        List<Path> out = new ArrayList<>();
        for (Map.Entry<String, Table> e : raw.entrySet()) {
            out.add(Files.writeString(dir.resolve(PREFIX + e.getKey() + ".csv"), e.getValue().toCsv()));
        }
        return out;
    }

    /**
     * The raw tables of the shard folders, the rows of each name concatenated in the order of the
     * folders given.
     *
     * @throws IOException              if a folder cannot be read
     * @throws IllegalArgumentException naming the file if a table cannot be parsed, or if the
     *                                  folders do not hold the same tables with the same columns
     */
    public static Map<String, Table> readRaw(List<Path> dirs) throws IOException {
        Map<String, Table> out = new TreeMap<>();
        List<String> names = null;
        for (Path dir : dirs) {
            Map<String, Table> here = new TreeMap<>();
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, PREFIX + "*.csv")) {
                for (Path p : ds) {
                    String f = p.getFileName().toString();
                    String name = f.substring(PREFIX.length(), f.length() - ".csv".length());
                    try {
                        here.put(name, Table.fromCsv(Files.readString(p)));
                    } catch (IllegalArgumentException e) {
                        throw new IllegalArgumentException(p + ": " + e.getMessage(), e);
                    }
                }
            }
            List<String> hereNames = new ArrayList<>(here.keySet());
            if (names != null && !names.equals(hereNames)) {
                throw new IllegalArgumentException(dir + " holds the raw tables " + hereNames + ", the shard before it "
                        + names + ": not shards of one experiment");
            }
            names = hereNames;
            for (Map.Entry<String, Table> e : here.entrySet()) {
                Table t = out.get(e.getKey());
                if (t == null) {
                    out.put(e.getKey(), new Table("", e.getValue().columns()).addAll(e.getValue()));
                } else {
                    try {
                        t.addAll(e.getValue());
                    } catch (IllegalArgumentException ex) {
                        throw new IllegalArgumentException(dir.resolve(PREFIX + e.getKey() + ".csv") + ": " + ex.getMessage(), ex);
                    }
                }
            }
        }
        return out;
    }

    /**
     * The settings of {@code r} that identify its run: every line but the one about threads, which
     * may differ between the shards of one run (and between a whole run and its shards).
     */
    public static List<String> identity(Report r) {
        List<String> out = new ArrayList<>(r.settings());
        out.removeIf(l -> l.startsWith(Experiments.THREADS));
        return out;
    }

    /** The raw table {@code name}. @throws IllegalArgumentException if the shards wrote none */
    static Table table(Map<String, Table> raw, String name) {
        Table t = raw.get(name);
        if (t == null) throw new IllegalArgumentException("the shards hold no " + PREFIX + name + ".csv");
        return t;
    }

    /** Whether some shard of {@code shards} owns {@code unit}. */
    static boolean owned(List<Shard> shards, int unit) {
        return shards.stream().anyMatch(s -> s.owns(unit));
    }

    /**
     * Checks that the raw rows found are exactly those expected, each once: the expected keys are
     * what the shards given must have run (every configuration on every unit they own).
     *
     * @param describe how a key is named in messages, e.g. {@code position 7, PNS}
     * @throws IllegalArgumentException naming the first key missing, repeated or unexpected
     */
    static <K> void expectExactly(List<K> expected, List<K> found, Function<K, String> describe) {
        Map<K, Integer> count = new LinkedHashMap<>();
        for (K k : expected) count.put(k, 0);
        for (K k : found) {
            Integer n = count.get(k);
            if (n == null) {
                throw new IllegalArgumentException("the shards hold a result for " + describe.apply(k)
                        + ", which none of the shards given owns: the shards do not fit the run their manifests describe");
            }
            if (n == 1) {
                throw new IllegalArgumentException("the shards hold two results for " + describe.apply(k)
                        + ": the same shard given twice, or shards of different runs");
            }
            count.put(k, 1);
        }
        for (Map.Entry<K, Integer> e : count.entrySet()) {
            if (e.getValue() == 0) {
                throw new IllegalArgumentException("the shards hold no result for " + describe.apply(e.getKey())
                        + ": a shard's files are incomplete; run that shard again");
            }
        }
    }
}
