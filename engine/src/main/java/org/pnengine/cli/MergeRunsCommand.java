package org.pnengine.cli;

import java.nio.file.Path;
import java.util.List;
import org.pnengine.shard.ShardManifest;
import org.pnengine.shard.ShardSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code pnengine merge} in the engine's jar: puts the output folders of the shards of one match
 * or tournament ({@code --shard K/N}) together into the folder the whole run would have written,
 * from their game records; nothing is played again. The lab's jar replaces it with a
 * {@code merge} that also takes the bench experiments' shards.
 */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Merges the output folders of the shards of one match or tournament (each run with --shard K/N) "
                + "into the files of the whole run: run.txt, games.jsonl, the tables and the SGF files.",
                "Refuses folders that are not the shards of one run (another command, other arguments or settings, "
                        + "another N, a shard given twice or unfinished) and, without --partial, a missing shard. "
                        + "The shards of a bench experiment are merged by pnengine-lab.jar's merge."})
final class MergeRunsCommand extends AbstractMergeCommand {

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "Where to write the merged run.")
    Path out;

    @Option(names = "--partial", description = "Merge the shards given even if some are missing; the summary says which.")
    boolean partial;

    @Override
    boolean partial() {
        return partial;
    }

    @Override
    int merge(ShardSet set) {
        ShardManifest first = set.first();
        if (first.command().startsWith("bench")) {
            throw new IllegalArgumentException(first.name() + " is a shard of '" + first.command()
                    + "', a lab experiment: merge it with java -jar target/pnengine-lab.jar merge");
        }
        Object command = RunMerge.command(Main.commandLine(List.of()), first);
        if (!(command instanceof TournamentRun.ShardedRun run)) throw cannotMerge(first);
        return RunMerge.run(run, set, out);
    }
}
