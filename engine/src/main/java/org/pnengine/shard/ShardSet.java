package org.pnengine.shard;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The shards given to a merge, checked to be shards of one and the same run: the same command,
 * the same N, the same arguments and the same settings, each K at most once, every shard
 * finished, and (unless the merge is partial) every K from 1 to N present. Shards of one run may
 * come from different machines, with different {@code --threads}, and a shard may have been run
 * again later: what identifies the run is what determines its results.
 *
 * @param shards the manifests, by K
 * @param count  N
 */
public record ShardSet(List<ShardManifest> shards, int count) {

    public ShardSet {
        shards = List.copyOf(shards);
    }

    /**
     * Checks the manifests and orders them by K.
     *
     * @param partial whether shards may be missing
     * @throws IllegalArgumentException saying what does not fit, naming the shards (and their
     *                                  folders) concerned
     */
    public static ShardSet of(List<ShardManifest> given, boolean partial) {
        if (given.isEmpty()) throw new IllegalArgumentException("no shard given");
        List<ShardManifest> sorted = new ArrayList<>(given);
        sorted.sort(Comparator.comparingInt(m -> m.shard().index()));
        ShardManifest first = sorted.get(0);
        for (ShardManifest m : sorted) {
            if (!m.complete()) {
                throw new IllegalArgumentException(m.name() + " did not finish: its runs were cancelled before the end; "
                        + "run it again with the same arguments");
            }
            if (m == first) continue;
            if (!m.command().equals(first.command())) {
                throw new IllegalArgumentException("shards of different experiments: " + first.name() + " is of '"
                        + first.command() + "', " + m.name() + " of '" + m.command() + "'");
            }
            if (m.shard().count() != first.shard().count()) {
                throw new IllegalArgumentException("shards of different runs: " + first.name() + " and " + m.name()
                        + " split their run into " + first.shard().count() + " and " + m.shard().count() + " shards");
            }
            if (!m.args().equals(first.args())) {
                throw new IllegalArgumentException("shards of different runs: " + m.name() + " was run with other arguments than "
                        + first.name() + ": " + argDifference(first, m));
            }
            if (!m.settings().equals(first.settings())) {
                throw new IllegalArgumentException("shards of different runs: " + m.name() + " has other settings than "
                        + first.name() + ": " + settingDifference(first, m));
            }
        }
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i).shard().equals(sorted.get(i - 1).shard())) {
                throw new IllegalArgumentException(sorted.get(i - 1).name() + " and " + sorted.get(i).name()
                        + " are the same shard; give each shard once");
            }
        }
        ShardSet set = new ShardSet(sorted, first.shard().count());
        List<Integer> missing = set.missing();
        if (!partial && !missing.isEmpty()) {
            throw new IllegalArgumentException((missing.size() == 1 ? "shard " : "shards ") + join(missing) + " of "
                    + set.count() + (missing.size() == 1 ? " is" : " are") + " missing; give the folders of all "
                    + set.count() + " shards (or --partial to merge only those given)");
        }
        return set;
    }

    /** The K that are not given, in order. */
    public List<Integer> missing() {
        Set<Integer> have = shards.stream().map(m -> m.shard().index()).collect(Collectors.toSet());
        List<Integer> out = new ArrayList<>();
        for (int k = 1; k <= count; k++) {
            if (!have.contains(k)) out.add(k);
        }
        return out;
    }

    /** The shards given, by K. */
    public List<Shard> present() {
        return shards.stream().map(ShardManifest::shard).collect(Collectors.toList());
    }

    /** The manifest of the lowest K given (they agree on everything that identifies the run). */
    public ShardManifest first() {
        return shards.get(0);
    }

    /** Whether some shard given owns {@code unit}. */
    public boolean owns(long unit) {
        return shards.stream().anyMatch(m -> m.shard().owns(unit));
    }

    /**
     * One line for a merged report: {@code merged from all 3 shards} or, if some are missing,
     * which were merged and which are not.
     */
    public String describe() {
        List<Integer> missing = missing();
        if (missing.isEmpty()) return "merged from all " + count + " shards of the run (bench merge)";
        List<Integer> have = shards.stream().map(m -> m.shard().index()).collect(Collectors.toList());
        return "PARTIAL: merged from shards " + join(have) + " of " + count + "; " + (missing.size() == 1 ? "shard " : "shards ")
                + join(missing) + (missing.size() == 1 ? " is" : " are") + " missing, so every table covers only the "
                + "units (positions, trees) of the shards merged";
    }

    private static String join(List<Integer> ks) {
        return ks.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    /** The options (an option with its values) only one side has, e.g. {@code only in shard 1/3: --seed 1}. */
    private static String argDifference(ShardManifest a, ShardManifest b) {
        Set<String> ga = groups(a.args());
        Set<String> gb = groups(b.args());
        List<String> onlyA = ga.stream().filter(g -> !gb.contains(g)).collect(Collectors.toList());
        List<String> onlyB = gb.stream().filter(g -> !ga.contains(g)).collect(Collectors.toList());
        if (onlyA.isEmpty() && onlyB.isEmpty()) return "the same options in another order: " + a.args() + " and " + b.args();
        return "only in shard " + a.shard() + ": " + (onlyA.isEmpty() ? "nothing" : String.join(" ", onlyA))
                + "; only in shard " + b.shard() + ": " + (onlyB.isEmpty() ? "nothing" : String.join(" ", onlyB));
    }

    /** The arguments grouped into options: a word starting with {@code --} and the words up to the next one. */
    private static Set<String> groups(List<String> args) {
        Set<String> out = new LinkedHashSet<>();
        StringBuilder g = new StringBuilder();
        for (String w : args) {
            if (w.startsWith("--") && g.length() > 0) {
                out.add(g.toString());
                g.setLength(0);
            }
            g.append(g.length() == 0 ? "" : " ").append(w.contains(" ") || w.isEmpty() ? "\"" + w + "\"" : w);
        }
        if (g.length() > 0) out.add(g.toString());
        return out;
    }

    private static String settingDifference(ShardManifest a, ShardManifest b) {
        List<String> x = a.settings();
        List<String> y = b.settings();
        for (int i = 0; i < Math.max(x.size(), y.size()); i++) {
            String l = i < x.size() ? x.get(i) : "(nothing)";
            String r = i < y.size() ? y.get(i) : "(nothing)";
            if (!l.equals(r)) return "'" + l + "' against '" + r + "'";
        }
        return "none found";
    }
}
