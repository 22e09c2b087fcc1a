package org.pnengine.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pnengine.bench.PositionSet;
import org.pnengine.bench.SolverBench;
import org.pnengine.game.Game;
import org.pnengine.game.PositionException;
import org.pnengine.protocol.GtpException;
import org.pnengine.protocol.SolveRequest;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code bench solve}: solver throughput and correctness on position files. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solves every position of each file with one solver and checks the results against the "
                + "file's scores (Pons' Connect Four sets, FFO .obf Othello suites, or one position text per line).")
final class BenchSolveCommand extends TableBenchCommand {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "connect_four",
            description = "The game of the positions, as for set_game (default: ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--positions", paramLabel = "FILE", required = true,
            description = "A position file; repeatable, e.g. $PNENGINE_REFERENCE/connect4/Test_L2_R1 (see the README, \"Reference data\").")
    List<Path> files = new ArrayList<>();

    @Option(names = "--first", paramLabel = "N", defaultValue = "0",
            description = "Only the first N positions of each file (default: all).")
    int first;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "0",
            description = "Before measuring, solve the first N positions of every file once, uncounted, so that the "
                    + "JIT has compiled the search (default: ${DEFAULT-VALUE}, none).")
    int warmup;

    @Parameters(paramLabel = "key=value",
            description = "algorithm=NAME (default: the game's fastest for the value asked), score=true (without "
                    + "algorithm=: the exact score), nodes=N, time=SECONDS, memory=MB (limits per position) and the "
                    + "algorithm's own parameters, as for solve on the wire.")
    List<String> args = new ArrayList<>();

    @Option(names = "--each", description = "Print one line per position to stderr as soon as it is solved "
            + "(file, line, verdict, value, score, nodes, CPU ms), so that a long suite shows its progress.")
    boolean each;

    @Override
    public Integer call() throws IOException {
        CommandLine cmd = cmd();
        if (first < 0) throw new CommandLine.ParameterException(cmd, "--first must not be negative");
        if (warmup < 0) throw new CommandLine.ParameterException(cmd, "--warmup must not be negative");
        Game g = game(game, "--game");
        SolveRequest req;
        Solver solver;
        try {
            req = SolveRequest.parse(args, g);
            solver = req.type().create(req.params());
        } catch (GtpException | IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, e.getMessage());
        }
        SearchLimits limits = req.limits();
        if (limits.memoryBytes() == SearchLimits.UNLIMITED) {
            limits = limits.withMemory(Runtime.getRuntime().maxMemory() / 2);
        }
        StopSignal stop = new StopSignal();
        Runtime.getRuntime().addShutdownHook(new Thread(stop::stop));
        String name = req.type().name() + req.params().asMap().entrySet().stream()
                .map(e -> " " + e.getKey() + "=" + e.getValue()).reduce("", String::concat);
        List<SolverBench.Summary> summaries = new ArrayList<>();
        if (warmup > 0) {
            for (Path f : files) {
                try {
                    SolverBench.run(g, PositionSet.read(f).first(warmup), solver, limits, stop, r -> { });
                } catch (PositionException e) {
                    System.err.println("pnengine bench solve: " + e.getMessage());
                    return 2;
                }
            }
        }
        for (Path f : files) {
            if (f.toString().endsWith(".obf") && "discs".equals(g.parameters().get("scoring"))) {
                System.err.println("note: the scores of " + f.getFileName() + " give the empty squares to the winner;"
                        + " exact scores are comparable only with --game \"Othello scoring=wof\"");
            }
            PositionSet set = PositionSet.read(f);
            if (first > 0) set = set.first(first);
            List<SolverBench.Row> rows;
            try {
                String setName = set.name();
                rows = SolverBench.run(g, set, solver, limits, stop, r -> {
                    if (each) System.err.println(eachLine(setName, r));
                    if (r.verdict() == SolverBench.Verdict.WRONG) {
                        System.err.printf(Locale.ROOT, "WRONG: line %d (%s): expected %d, got %s%n", r.position().line(),
                                r.position().text(), r.position().expected(), r.result().value()
                                        + (r.result().score() == null ? "" : " score=" + r.result().score()));
                    }
                });
            } catch (PositionException e) {
                System.err.println("pnengine bench solve: " + e.getMessage());
                return 2;
            }
            SolverBench.Summary s = SolverBench.summarize(name, set.name(), rows);
            System.err.printf(Locale.ROOT, "%s: %d/%d correct, %.3f ms CPU, %.3f ms wall each%n", set.name(),
                    s.correct(), s.positions(), s.meanCpuMillis(),
                    s.positions() == 0 ? Double.NaN : s.wallSeconds() * 1000 / s.positions());
            summaries.add(s);
        }
        emit(SolverBench.table(summaries, describe(req.limits())));
        return summaries.stream().anyMatch(s -> s.wrong() > 0) ? 1 : 0;
    }

    /** The {@code --each} line of one solved position. */
    static String eachLine(String set, SolverBench.Row r) {
        SolveResult res = r.result();
        return String.format(Locale.ROOT, "%s line %d: %s %s%s nodes=%d cpu_ms=%.3f", set, r.position().line(),
                r.verdict().name().toLowerCase(Locale.ROOT), res.value().word(),
                res.score() == null ? "" : " score=" + res.score(), res.nodesCreated(), r.cpuSeconds() * 1000);
    }

    private static String describe(SearchLimits l) {
        List<String> parts = new ArrayList<>();
        if (l.nodes() != SearchLimits.UNLIMITED) parts.add("nodes=" + l.nodes());
        if (l.hardMillis() != SearchLimits.UNLIMITED) parts.add("time=" + l.hardMillis() / 1000.0 + " s");
        if (l.memoryBytes() != SearchLimits.UNLIMITED) parts.add("memory=" + (l.memoryBytes() >> 20) + " MB");
        return parts.isEmpty() ? "none" : String.join(", ", parts);
    }
}
