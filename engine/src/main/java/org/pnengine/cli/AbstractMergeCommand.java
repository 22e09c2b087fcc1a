package org.pnengine.cli;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.pnengine.shard.ShardManifest;
import org.pnengine.shard.ShardSet;
import picocli.CommandLine;
import picocli.CommandLine.Parameters;

/**
 * The skeleton both {@code merge} commands share (the engine's {@link MergeRunsCommand} and the
 * lab's, which adds the bench experiments): the shards' folders, read as the shards of one run
 * ({@link ShardSet}), merged by the command; a refusal is printed after the command's name,
 * {@code pnengine merge: WHY}, and exits with 2.
 */
abstract class AbstractMergeCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SHARD_DIR", arity = "1..*", description = "The shards' output folders, in any order.")
    List<Path> dirs = new ArrayList<>();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Whether a missing shard is allowed ({@code --partial}). */
    abstract boolean partial();

    /**
     * Merges the shards {@code set}; the exit code.
     *
     * @throws IllegalArgumentException or {@link UncheckedIOException} if it cannot
     */
    abstract int merge(ShardSet set);

    /** The refusal of a shard whose command no merge takes. */
    static IllegalArgumentException cannotMerge(ShardManifest shard) {
        return new IllegalArgumentException(shard.name() + " is of '" + shard.command() + "', which merge cannot merge");
    }

    @Override
    public final Integer call() {
        try {
            return merge(ShardSet.of(RunMerge.manifests(dirs), partial()));
        } catch (IllegalArgumentException | UncheckedIOException e) {
            System.err.println(spec.qualifiedName(" ") + ": " + e.getMessage());
            return 2;
        }
    }
}
