package org.pnengine.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.pnengine.bench.Report;
import org.pnengine.bench.ShardPart;
import org.pnengine.shard.Table;
import org.pnengine.shard.ShardManifest;
import org.pnengine.shard.ShardSet;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code pnengine merge} in the lab's jar (also {@code bench merge}), in place of the engine's
 * {@link MergeRunsCommand}: puts the output folders of the shards of one
 * run ({@code ... --shard K/N}) together into the folder the whole run would have written,
 * dispatching on the command their manifests name: a {@code bench} experiment, a {@code match} or
 * a {@code tournament}. It reads every folder's {@code shard.txt}, checks that they are the shards
 * of one run ({@link ShardSet}), rebuilds the run's settings from the arguments the shards
 * recorded (with the command that ran them, so by the same code), reads the raw results (an
 * experiment's raw tables, a match's or tournament's game records) and makes the report from
 * them; nothing is searched or played again.
 */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Merges the output folders of the shards of one run (a bench experiment: connect4, othello, "
                + "pgame, mopns, throughput; a match or a tournament; each run with --shard K/N) into the files of the "
                + "whole run: tables, CSVs and plots; for a match or tournament also games.jsonl and the SGF files.",
                "Refuses folders that are not the shards of one run (another command, other arguments or settings, "
                        + "another N, a shard given twice or unfinished) and, without --partial, a missing shard."})
final class MergeCommand extends AbstractMergeCommand {

    @Option(names = "--out", paramLabel = "DIR", description = "Where to write the merged files (default: bench-out/EXPERIMENT "
            + "for an experiment; required for a match or tournament).")
    Path out;

    @Option(names = "--partial", description = "Merge the shards given even if some are missing; summary.md says which.")
    boolean partial;

    @Override
    boolean partial() {
        return partial;
    }

    @Override
    int merge(ShardSet set) {
        ShardManifest first = set.first();
        Object command = RunMerge.command(LabMain.commandLine(), first);
        if (command instanceof TournamentRun.ShardedRun run) return RunMerge.run(run, set, out);
        if (!(command instanceof ShardedBench experiment)) throw cannotMerge(first);
        Map<String, Table> raw;
        try {
            raw = ShardPart.readRaw(set.shards().stream().map(m -> Path.of(m.origin())).toList());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the shards' raw results: " + e.getMessage());
        }
        Report report;
        try {
            report = experiment.merge(raw, set.present(), threads(set));
        } catch (CommandLine.ParameterException e) {
            throw new IllegalArgumentException("the arguments the shards recorded do not make a run in this build: "
                    + e.getMessage());
        }
        List<String> identity = ShardPart.identity(report);
        if (!identity.equals(first.settings())) {
            throw new IllegalArgumentException("this build makes other settings of the shards' arguments than the build "
                    + "that ran them (" + difference(first.settings(), identity) + "); merge with the build that ran the shards");
        }
        Path dir = out != null ? out : Path.of("bench-out", first.command().substring(first.command().lastIndexOf(' ') + 1));
        if (Files.exists(dir.resolve(ShardManifest.FILE))) {
            throw new IllegalArgumentException("--out " + dir + " is a shard's folder; merge into another folder");
        }
        Report merged = report.marked("shards: " + set.describe());
        int code = ExperimentOptions.write(merged, dir);
        return code != 0 ? code : experiment.verdict(merged);
    }

    /** The shards' threads if they all used the same number, else 0. */
    private static int threads(ShardSet set) {
        List<String> ts = set.shards().stream().map(m -> m.info().getOrDefault("threads", "")).distinct().toList();
        try {
            return ts.size() == 1 ? Integer.parseInt(ts.get(0)) : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static String difference(List<String> recorded, List<String> rebuilt) {
        for (int i = 0; i < Math.max(recorded.size(), rebuilt.size()); i++) {
            String a = i < recorded.size() ? recorded.get(i) : "(nothing)";
            String b = i < rebuilt.size() ? rebuilt.get(i) : "(nothing)";
            if (!a.equals(b)) return "recorded '" + a + "', now '" + b + "'";
        }
        return "none found";
    }
}
