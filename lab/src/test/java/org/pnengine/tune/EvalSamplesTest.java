package org.pnengine.tune;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.FittedEvaluation;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.game.Tactics;
import org.pnengine.games.GameCatalog;
import org.pnengine.match.GameRecord;

/**
 * {@link EvalSamples}: which positions of a record each {@link EvalSamples.Selection} takes, on
 * MiniShogi games of seeded random moves, against a count made from the moves' text and the
 * board; each sample's features and result are its position's and its game's.
 */
class EvalSamplesTest {

    private static final Game GAME = GameCatalog.find("minishogi").orElseThrow().create();

    /** 30 seeded random games to their end, as match records; results as the rules gave them. */
    private static List<GameRecord> records() {
        List<GameRecord> out = new ArrayList<>();
        SplittableRandom rng = new SplittableRandom(12);
        int[] buffer = new int[GAME.maxMoves()];
        while (out.size() < 30) {
            State s = GAME.newInitialState();
            List<String> moves = new ArrayList<>();
            while (!s.isTerminal() && moves.size() < 400) {
                int m = buffer[rng.nextInt(s.legalMoves(buffer))];
                moves.add(s.formatMove(m));
                s.apply(m);
            }
            if (!s.isTerminal()) continue;
            int first = Integer.signum(s.score());
            boolean aFirst = out.size() % 2 == 0;
            double[] none = new double[moves.size()];
            out.add(new GameRecord(GAME.descriptor(), out.size(), 0, aFirst, "a", "b", moves, none, none, none, none,
                    aFirst ? first : -first, GAME.formatScore(s.score()), GameRecord.Termination.END, null));
        }
        return out;
    }

    /** Whether the USI move {@code text} from {@code s} captures (its target holds a piece) or promotes. */
    private static boolean capturesOrPromotes(State s, String text) {
        if (text.endsWith("+")) return true;
        if (text.charAt(1) == '*') return false;
        int file = text.charAt(2) - '1';          // file 1 is the rightmost column
        int rank = text.charAt(3) - 'a';
        String row = s.positionText().split(" ")[0].split("/")[rank];
        int col = 4 - file;
        int c = 0;
        for (int i = 0; i < row.length(); i++) {
            char ch = row.charAt(i);
            if (Character.isDigit(ch)) {
                c += ch - '0';
                if (c > col) return false;
            } else if (ch != '+') {
                if (c == col) return true;
                c++;
            }
        }
        return false;
    }

    @Test
    void eachSelectionTakesItsPositionsWithTheirFeaturesAndResults() throws Exception {
        List<GameRecord> records = records();
        EvalSamples quiet = EvalSamples.of(GAME, records, EvalSamples.Selection.QUIET);
        EvalSamples quietMove = EvalSamples.of(GAME, records, EvalSamples.Selection.QUIET_MOVE);
        List<int[]> expected = new ArrayList<>();
        List<Double> results = new ArrayList<>();
        int quietCount = 0;
        int[] buffer = new int[GAME.maxMoves()];
        int width = ((FittedEvaluation) GAME.newInitialState()).featureNames().size();
        for (GameRecord r : records) {
            State s = r.start(GAME);
            double y = r.result().equals("1-0") ? 1 : r.result().equals("0-1") ? 0 : 0.5;
            for (String text : r.moves()) {
                boolean check = ((Tactics) s).threatened();
                if (!check && !capturesOrPromotes(s, text)) {
                    int[] f = new int[width];
                    ((FittedEvaluation) s).features(f);
                    expected.add(f);
                    results.add(y);
                }
                boolean anyGain = false;
                int n = s.legalMoves(buffer);
                for (int i = 0; i < n; i++) anyGain |= capturesOrPromotes(s, s.formatMove(buffer[i]));
                if (!check && !anyGain) quietCount++;
                s.apply(s.parseMove(text));
            }
        }
        assertEquals(expected.size(), quietMove.size());
        for (int i = 0; i < expected.size(); i++) {
            assertArrayEquals(expected.get(i), quietMove.features().get(i), "sample " + i);
            assertEquals(results.get(i), quietMove.results().get(i), "sample " + i);
        }
        assertEquals(quietCount, quiet.size());
        assertTrue(quietMove.size() > 3 * quiet.size(), quietMove.size() + " against " + quiet.size());
    }
}
