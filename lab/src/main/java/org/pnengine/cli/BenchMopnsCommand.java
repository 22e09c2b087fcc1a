package org.pnengine.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pnengine.bench.ExperimentRunner;
import org.pnengine.bench.MopnsExperiment;
import org.pnengine.bench.Report;
import org.pnengine.bench.ShardPart;
import org.pnengine.shard.Table;
import org.pnengine.game.Game;
import org.pnengine.search.SearchLimits;
import org.pnengine.shard.Shard;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench mopns}: MOPNS against the decisive runs of PNS (Saffidine and Cazenave 2012). */
@Command(name = "mopns", mixinStandardHelpOptions = true,
        description = {"Multiple-outcome PNS against PNS: node creations and time of MOPNS, and of PNS counting only its "
                + "decisive runs, on every position after k moves; by default with the paper's settings: PNS leaves "
                + "(1, 1), no transpositions.",
                "Paper: Connect Four 4x5 and 5x5 after 4 moves (256 and 625), Woodpush (8,3) after 4 and (13,2) after 8 (99 and 256)."})
final class BenchMopnsCommand extends ExperimentCommand<MopnsExperiment.Settings> {

    @Option(names = "--sets", paramLabel = "NAME[,NAME...]", split = ",",
            description = "Which boards: c4-4x5, c4-5x5, woodpush-8-3, woodpush-13-2 (default: all four).")
    List<String> sets = new ArrayList<>();

    @Option(names = "--woodpush-start", paramLabel = "ends|alternate", defaultValue = "ends",
            description = "Start position of both Woodpush sets: ends (the papers': 99 positions on (8,3), 256 on (13,2)) "
                    + "or alternate (the earlier default: 260 on (8,3), 256 on (13,2)); default: ${DEFAULT-VALUE}.")
    String woodpushStart;

    @Option(names = "--distinct", description = "Each distinct position once, instead of every move sequence (the paper's count).")
    boolean distinct;

    @Option(names = "--positions", paramLabel = "N",
            description = "At most N positions per set, evenly spaced over it (default: all; --scale scales only the time limit here).")
    Integer positions;

    @Option(names = "--transpositions", paramLabel = "off|on[,...]", split = ",",
            description = "Transposition settings to run, in order (default: off, the paper's; off,on adds ours).")
    List<String> transpositions = new ArrayList<>();

    @Option(names = "--mopns", paramLabel = "\"LABEL: algorithm=mopns ...\"", defaultValue = MopnsExperiment.DEFAULT_MOPNS,
            description = "The MOPNS configuration; tt and outcomes are set per run (default: ${DEFAULT-VALUE}).")
    String mopns;

    @Option(names = "--pns", paramLabel = "\"LABEL: algorithm=pns ...\"", defaultValue = MopnsExperiment.DEFAULT_PNS,
            description = "The PNS configuration; tt is set per run (default: ${DEFAULT-VALUE}).")
    String pns;

    @Override
    ShardPart run(MopnsExperiment.Settings s, ExperimentRunner runner) {
        return MopnsExperiment.run(s, options.shardOrWhole(), runner, options.quiet ? null : System.err::println);
    }

    @Override
    MopnsExperiment.Settings settings(CommandLine cmd) {
        if (!options.configs.isEmpty()) throw new CommandLine.ParameterException(cmd, "bench mopns takes --mopns and --pns, not --config");
        List<MopnsExperiment.BoardSet> all = MopnsExperiment.paperSets(
                game("connect_four width=4 height=5", cmd), game("connect_four width=5 height=5", cmd),
                game("woodpush length=8 pieces=3 start=" + woodpushStart, cmd),
                game("woodpush length=13 pieces=2 start=" + woodpushStart, cmd));
        List<String> names = List.of("c4-4x5", "c4-5x5", "woodpush-8-3", "woodpush-13-2");
        List<MopnsExperiment.BoardSet> chosen = new ArrayList<>();
        for (String n : sets.isEmpty() ? names : sets) {
            int i = names.indexOf(n.trim().toLowerCase(Locale.ROOT));
            if (i < 0) throw new CommandLine.ParameterException(cmd, "--sets: unknown set '" + n + "' (known: " + String.join(", ", names) + ")");
            chosen.add(all.get(i));
        }
        List<Boolean> tts = new ArrayList<>();
        for (String t : transpositions.isEmpty() ? MopnsExperiment.DEFAULT_TRANSPOSITIONS : transpositions) {
            switch (t.trim().toLowerCase(Locale.ROOT)) {
                case "off": tts.add(false); break;
                case "on": tts.add(true); break;
                default: throw new CommandLine.ParameterException(cmd, "--transpositions: 'off' or 'on', not '" + t + "'");
            }
        }
        if (positions != null && positions < 1) throw new CommandLine.ParameterException(cmd, "--positions must be at least 1");
        int sample = positions != null ? positions : 0;   // --scale scales the time limit only
        SearchLimits limits = options.limits(SearchLimits.UNLIMITED, MopnsExperiment.DEFAULT_MILLIS);
        return new MopnsExperiment.Settings(chosen, distinct, sample, tts, limits, ExperimentConfigs.parse(mopns, cmd),
                ExperimentConfigs.parse(pns, cmd));
    }

    @Override
    Report merge(MopnsExperiment.Settings s, Map<String, Table> raw, List<Shard> shards, int threads) {
        return MopnsExperiment.merge(s, raw, shards, threads);
    }

    /** 1 if a PNS answer contradicted MOPNS's value on some position, else 0. */
    @Override
    public int verdict(Report report) {
        return report.positions().rows().stream().anyMatch(row -> row.contains("disagree")) ? 1 : 0;
    }

    private static Game game(String spec, CommandLine cmd) {
        return GameSpec.parse(spec, "--sets", cmd).create("--sets", cmd);
    }
}
