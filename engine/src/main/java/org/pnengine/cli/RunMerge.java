package org.pnengine.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pnengine.shard.ShardManifest;
import org.pnengine.shard.ShardSet;
import picocli.CommandLine;

/**
 * What both {@code merge} commands share (the engine's, for matches and tournaments, and the
 * lab's, which adds the bench experiments): reading the shards' manifests, rebuilding the command
 * that ran them with the arguments they recorded, and merging a match or tournament.
 */
final class RunMerge {

    private RunMerge() {
    }

    /**
     * The manifests of {@code dirs}, in order.
     *
     * @throws IllegalArgumentException for a folder without a readable manifest
     */
    static List<ShardManifest> manifests(List<Path> dirs) {
        List<ShardManifest> manifests = new ArrayList<>();
        for (Path d : dirs) {
            try {
                manifests.add(ShardManifest.read(d));
            } catch (NoSuchFileException e) {
                throw new IllegalArgumentException(d + ": no " + ShardManifest.FILE + ", so not the folder of a finished "
                        + "shard (a run with --shard K/N writes it last)");
            } catch (IOException e) {
                throw new IllegalArgumentException(d + ": cannot read " + ShardManifest.FILE + ": " + e.getMessage());
            }
        }
        return manifests;
    }

    /**
     * The command of {@code root}'s tree that ran the shard {@code m}, a fresh instance with the
     * recorded arguments parsed into it.
     *
     * @throws IllegalArgumentException if the tree has no such command, or the arguments do not parse
     */
    static Object command(CommandLine root, ShardManifest m) {
        CommandLine cl = root;
        List<String> words = new ArrayList<>(List.of(m.command().split(" ")));
        for (String word : words) {
            cl = cl.getSubcommands().get(word);
            if (cl == null) throw new IllegalArgumentException(m.name() + " is of '" + m.command() + "', which this build lacks");
        }
        words.addAll(m.args());
        try {
            root.parseArgs(words.toArray(new String[0]));
        } catch (CommandLine.ParameterException e) {
            throw new IllegalArgumentException("the arguments the shards recorded do not parse in this build: " + e.getMessage());
        }
        return cl.getCommand();
    }

    /** Merges the shards {@code set} of a match or tournament into {@code out}; the exit code. */
    static int run(TournamentRun.ShardedRun run, ShardSet set, Path out) {
        if (out == null) throw new IllegalArgumentException("give --out DIR for the merged " + set.first().command());
        TournamentRun.Plan plan;
        try {
            plan = run.plan();
        } catch (CommandLine.ParameterException e) {
            throw new IllegalArgumentException("the arguments the shards recorded do not make a run in this build: "
                    + e.getMessage());
        }
        try {
            return TournamentRun.merge(set, plan, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
