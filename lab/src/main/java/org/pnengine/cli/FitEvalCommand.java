package org.pnengine.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pnengine.game.FittedEvaluation;
import org.pnengine.game.Game;
import org.pnengine.match.GameRecord;
import org.pnengine.match.RecordWriter;
import org.pnengine.tune.EvalSamples;
import org.pnengine.tune.LogisticFit;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code pnengine-lab fit-eval}: fits a game's {@link FittedEvaluation} to the results of the games
 * in match records ({@link EvalSamples}, {@link LogisticFit}) and prints the weights, in the
 * order of the game's features, with the log loss of the fitted and the hand-made evaluation on
 * the games held out (every fifth record).
 */
@Command(name = "fit-eval", mixinStandardHelpOptions = true,
        description = {"Fits a game's linear evaluation to game results (Texel's method): logistic regression of the "
                + "results on the features of the quiet positions of the games in match records (games.jsonl).",
                "Prints each feature's weight, the log loss of the fitted and of the hand-made evaluation on the "
                        + "held-out games (every fifth record), and the weights as one line to put in the game's source."})
final class FitEvalCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--game", defaultValue = "breakthrough", description = "The game, as for set_game (default: ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--records", required = true, split = ",", paramLabel = "FILE",
            description = "Match records (a match's or tournament's games.jsonl), comma-separated.")
    List<Path> records;

    @Option(names = "--scale", defaultValue = "0", paramLabel = "K",
            description = "The evaluation units: a value of K gives odds of e to 1. 0 (default): the scale that fits the "
                    + "hand-made evaluation best on the same positions, so that the weights are in its units.")
    double scale;

    @Option(names = "--lambda", defaultValue = "1e-4", description = "The L2 penalty's weight, on (w/100)² (default: ${DEFAULT-VALUE}).")
    double lambda;

    @Option(names = "--positions", defaultValue = "quiet", paramLabel = "quiet|quiet-move",
            converter = SelectionConverter.class,
            description = "Which positions: quiet (default: no capture or win on offer, no side threatened) or quiet-move "
                    + "(no side threatened, and the move played next captures, promotes and wins nothing).")
    EvalSamples.Selection positions;

    @Option(names = "--weights-out", paramLabel = "FILE",
            description = "Also writes the rounded weights to FILE, a line each in the features' order: the weight, a space, "
                    + "the feature's name (the form of a game's weights resource, e.g. MiniShogi's).")
    Path weightsOut;

    static final class SelectionConverter implements CommandLine.ITypeConverter<EvalSamples.Selection> {
        @Override
        public EvalSamples.Selection convert(String value) {
            for (EvalSamples.Selection s : EvalSamples.Selection.values()) {
                if (s.label().equals(value)) return s;
            }
            throw new CommandLine.TypeConversionException("quiet or quiet-move, not '" + value + "'");
        }
    }

    @Override
    public Integer call() throws IOException {
        if (scale < 0 || lambda < 0) throw new CommandLine.ParameterException(spec.commandLine(), "--scale and --lambda must be at least 0");
        Game g = GameSpec.parse(game, "--game", spec.commandLine()).create("--game", spec.commandLine());
        List<GameRecord> all = new ArrayList<>();
        for (Path p : records) all.addAll(RecordWriter.read(p));
        EvalSamples samples;
        try {
            samples = EvalSamples.of(g, all, positions);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        if (samples.size() == 0) throw new CommandLine.ParameterException(spec.commandLine(), "no quiet position in the records");
        List<int[]> trainX = new ArrayList<>();
        List<Double> trainY = new ArrayList<>();
        List<Integer> trainClassic = new ArrayList<>();
        List<int[]> testX = new ArrayList<>();
        List<Double> testY = new ArrayList<>();
        List<Integer> testClassic = new ArrayList<>();
        for (int i = 0; i < samples.size(); i++) {
            boolean test = samples.games().get(i) % 5 == 0;
            (test ? testX : trainX).add(samples.features().get(i));
            (test ? testY : trainY).add(samples.results().get(i));
            (test ? testClassic : trainClassic).add(samples.classic().get(i));
        }
        double[] ytr = unbox(trainY);
        double[] yte = unbox(testY);
        double[] ctr = trainClassic.stream().mapToDouble(Integer::doubleValue).toArray();
        double[] cte = testClassic.stream().mapToDouble(Integer::doubleValue).toArray();
        double k = scale;
        if (k == 0) {
            double bestLoss = Double.MAX_VALUE;
            for (int s = 10; s <= 3000; s += 10) {
                double l = LogisticFit.logLoss(ctr, ytr, s);
                if (l < bestLoss) {
                    bestLoss = l;
                    k = s;
                }
            }
        }
        int[][] xtr = trainX.toArray(new int[0][]);
        double[] w = LogisticFit.fit(xtr, ytr, k, lambda);
        List<String> names = ((FittedEvaluation) g.newInitialState()).featureNames();
        PrintStream out = System.out;
        out.printf(Locale.ROOT, "%d %s positions of %d games (%d held out, of every fifth game), scale K = %.0f%n",
                samples.size(), positions.label(), all.size(), testY.size(), k);
        out.printf(Locale.ROOT, "log loss, held out: fitted %.5f, hand-made %.5f (training: %.5f, %.5f)%n",
                LogisticFit.logLoss(values(testX, w), yte, k), LogisticFit.logLoss(cte, yte, k),
                LogisticFit.logLoss(values(trainX, w), ytr, k), LogisticFit.logLoss(ctr, ytr, k));
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < w.length; i++) {
            out.printf(Locale.ROOT, "%-45s %8.1f%n", names.get(i), w[i]);
            line.append(i == 0 ? "" : ", ").append(Math.round(w[i]));
        }
        out.println("weights: " + line);
        out.flush();
        if (weightsOut != null) {
            StringBuilder file = new StringBuilder();
            for (int i = 0; i < w.length; i++) file.append(Math.round(w[i])).append(' ').append(names.get(i)).append('\n');
            Files.writeString(weightsOut, file.toString());
        }
        return 0;
    }

    private static double[] unbox(List<Double> v) {
        return v.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static double[] values(List<int[]> x, double[] w) {
        return x.stream().mapToDouble(row -> LogisticFit.dot(w, row)).toArray();
    }
}
