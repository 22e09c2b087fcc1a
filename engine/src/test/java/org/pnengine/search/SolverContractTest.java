package org.pnengine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.pnengine.ReferenceData;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.alphabeta.AlphaBetaSolver;

/**
 * The contract of every solver in {@link SearcherCatalog#SOLVERS} (so solvers added later are
 * covered without editing this test), with its default parameters, against the exact
 * {@link AlphaBetaSolver} as oracle, on seeded random positions of small games: Connect Four
 * 4×4 and 5×4 and Othello 4×4 after random plies from the start, Othello 6×6 endings with 8 to 10
 * empty squares, and Tic-tac-toe after up to 6 random plies; and on the first 100 lines of
 * Pascal Pons' Connect Four test set Test_L3_R1 ({@code ../shared/reference/connect4/},
 * described in {@code rules-and-numbers.md}), whose listed scores are the truth there.
 *
 * <p>For each position: the solver answers (no stop reason); its value is the sign of the oracle's
 * score, unless it labels its result {@code probabilistic}, in which case at least three quarters
 * of its answers on the sample must still be right; a reported score is the oracle's; a best move
 * of a proven win or draw keeps that value by the oracle's verdict after it is played (with a
 * score, it keeps the score exactly); a finished position has no best move; the proof line is
 * legal and starts with the best move; the state is left as it was given.
 *
 * <p>The oracle itself is checked against Pascal Pons' Connect Four test sets, Othello 4×4's
 * known value and a retrograde analysis of Woodpush ({@code AlphaBetaSolverTest},
 * {@code HistoryAndCyclesTest}).
 */
class SolverContractTest {

    /** A game's sample: positions with the oracle's exact score for the side to move. */
    private record Sample(String label, List<State> positions, List<Integer> scores) {
    }

    /** A sample made when its first test runs (a reference file is read only then, or the test skipped). */
    private static final class Lazy {
        final String label;
        private final Supplier<Sample> make;
        private Sample sample;

        Lazy(String label, Supplier<Sample> make) {
            this.label = label;
            this.make = make;
        }

        static Lazy of(Sample s) {
            return new Lazy(s.label(), () -> s);
        }

        synchronized Sample get() {
            if (sample == null) sample = make.get();
            return sample;
        }
    }

    @TestFactory
    Stream<DynamicNode> everySolverAgreesWithTheAlphaBetaOracle() {
        List<Lazy> samples = new ArrayList<>();
        samples.add(Lazy.of(randomPlies("connect_four width=4 height=4", "connect_four", List.of("width=4", "height=4"),
                20, 2, 10, 101)));
        samples.add(Lazy.of(randomPlies("connect_four width=5 height=4", "connect_four", List.of("width=5", "height=4"),
                20, 4, 12, 102)));
        samples.add(Lazy.of(randomPlies("Othello size=4", "Othello", List.of("size=4"), 20, 0, 8, 103)));
        samples.add(Lazy.of(othelloEndings(12, 104)));
        // Read when its tests run: without the reference data they are skipped, the rest run.
        samples.add(new Lazy("connect_four Test_L3_R1 lines 1-100", () -> ponsLines("Test_L3_R1", 100)));
        samples.add(Lazy.of(randomPlies("tic_tac_toe", "tic_tac_toe", List.of(), 20, 0, 6, 105)));
        List<DynamicNode> perSolver = new ArrayList<>();
        for (SolverType type : SearcherCatalog.SOLVERS) {
            List<DynamicNode> tests = new ArrayList<>();
            for (Lazy sample : samples) {
                tests.add(dynamicTest(sample.label, () -> check(type, sample.get())));
            }
            perSolver.add(dynamicContainer(type.name(), tests));
        }
        // The comparison means something only if the samples hold every outcome.
        perSolver.add(dynamicTest("the samples hold wins, draws and losses", () -> {
            int[] seen = new int[3];
            for (Lazy sample : samples) for (int v : sample.get().scores()) seen[Integer.signum(v) + 1]++;
            assertTrue(seen[0] >= 5 && seen[1] >= 5 && seen[2] >= 5,
                    "losses " + seen[0] + ", draws " + seen[1] + ", wins " + seen[2]);
        }));
        return perSolver.stream();
    }

    private static Game game(String name, List<String> params) {
        return GameCatalog.find(name).orElseThrow().create(params);
    }

    /** {@code count} positions after a random number of plies in [minPlies, maxPlies]. */
    private static Sample randomPlies(String label, String name, List<String> params, int count, int minPlies,
                                      int maxPlies, long seed) {
        Game g = game(name, params);
        SplittableRandom rng = new SplittableRandom(seed);
        int[] buf = new int[g.maxMoves()];
        List<State> positions = new ArrayList<>();
        while (positions.size() < count) {
            State s = g.newInitialState();
            int plies = minPlies + rng.nextInt(maxPlies - minPlies + 1);
            for (int k = 0; k < plies && !s.isTerminal(); k++) s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
            positions.add(s);
        }
        return withScores(label, positions);
    }

    /** Othello 6×6 positions reached by random play with 10, 9 or 8 empty squares left. */
    private static Sample othelloEndings(int count, long seed) {
        Game g = game("Othello", List.of("size=6"));
        SplittableRandom rng = new SplittableRandom(seed);
        int[] buf = new int[g.maxMoves()];
        List<State> positions = new ArrayList<>();
        while (positions.size() < count) {
            int target = 8 + positions.size() % 3;
            State s = g.newInitialState();
            while (!s.isTerminal() && emptySquares(s) > target) s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
            if (!s.isTerminal() && emptySquares(s) == target) positions.add(s);
        }
        return withScores("Othello size=6 endings, 8-10 empties", positions);
    }

    /**
     * The first {@code count} lines of one of Pascal Pons' Connect Four test sets, with the set's
     * own scores (from the side to move) as the truth rather than the oracle's.
     */
    private static Sample ponsLines(String set, int count) {
        Game g = game("connect_four", List.of());
        List<State> positions = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        List<String> lines = ReferenceData.lines("connect4", set).subList(0, count);   // skips the test if missing
        try {
            for (String line : lines) {
                String[] p = line.trim().split("\\s+");
                positions.add(g.parsePosition(p[0]));
                scores.add(Integer.parseInt(p[1]));
            }
        } catch (Exception e) {
            throw new IllegalStateException("cannot read " + set, e);
        }
        return new Sample("connect_four " + set + " lines 1-" + count, positions, scores);
    }

    private static int emptySquares(State othello) {
        String board = othello.positionText().split(" ")[0];
        return (int) board.chars().filter(c -> c == '-').count();
    }

    private static Sample withScores(String label, List<State> positions) {
        List<Integer> scores = new ArrayList<>();
        for (State s : positions) scores.add(oracle(s));
        return new Sample(label, positions, scores);
    }

    /** The oracle's exact score of {@code s} for its side to move. */
    private static int oracle(State s) {
        SolveResult r = new AlphaBetaSolver().solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
        return r.score();
    }

    private static Value sign(int v) {
        return v > 0 ? Value.WIN : v < 0 ? Value.LOSS : Value.DRAW;
    }

    private static void check(SolverType type, Sample sample) {
        int probabilistic = 0;
        int probabilisticRight = 0;
        for (int i = 0; i < sample.positions().size(); i++) {
            State s = sample.positions().get(i).copy();
            int truth = sample.scores().get(i);
            String where = type.name() + " on " + sample.label() + " " + s.positionText();
            String before = s.positionText();
            int ply = s.ply();
            SolveResult r = type.create(List.of()).solve(s, SearchLimits.ofMillis(60_000), new StopSignal(),
                    Solver.NO_PROGRESS);
            assertEquals(before, s.positionText(), where + ": the state is restored");
            assertEquals(ply, s.ply(), where + ": the history is restored");
            assertNull(r.stopReason(), where + ": solved without a limit");
            assertNotEquals(Value.UNKNOWN, r.value(), where);
            if (r.probabilistic()) {
                probabilistic++;
                if (r.value() == sign(truth)) probabilisticRight++;
                continue;
            }
            assertEquals(sign(truth), r.value(), where + ": the oracle's score is " + truth);
            if (r.score() != null) assertEquals(truth, r.score().intValue(), where + ": score");
            if (s.isTerminal()) {
                assertEquals(-1, r.bestMove(), where + ": no move in a finished position");
                continue;
            }
            assertTrue(s.isLegal(r.bestMove()), where + ": a legal best move");
            int kept = afterMove(s, r.bestMove());
            if (r.score() != null) {
                assertEquals(truth, kept, where + ": the best move keeps the score");
            } else if (r.value() != Value.LOSS) {
                assertEquals(r.value(), sign(kept), where + ": the best move keeps the value");
            }
            int[] pv = r.pv();
            if (pv.length > 0) {
                assertEquals(r.bestMove(), pv[0], where + ": the proof line starts with the best move");
                State walk = s.copy();
                for (int m : pv) {
                    assertTrue(walk.isLegal(m), where + ": a legal proof line");
                    walk.apply(m);
                }
            }
        }
        if (probabilistic > 0) {
            System.out.printf("%s on %s: %d of %d probabilistic answers right%n", type.name(), sample.label(),
                    probabilisticRight, probabilistic);
            assertTrue(probabilisticRight * 4 >= probabilistic * 3, type.name() + " on " + sample.label()
                    + ": " + probabilisticRight + " of " + probabilistic + " probabilistic answers right");
        }
    }

    /** The oracle's score, for the mover, of playing {@code move} in {@code s}. */
    private static int afterMove(State s, int move) {
        int mover = s.toMove();
        State c = s.copy();
        c.apply(move);
        int v = c.isTerminal() ? (c.toMove() == Game.FIRST ? c.score() : -c.score()) : oracle(c);
        return c.toMove() == mover ? v : -v;
    }
}
