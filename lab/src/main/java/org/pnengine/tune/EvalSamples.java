package org.pnengine.tune;

import java.util.ArrayList;
import java.util.List;
import org.pnengine.game.FittedEvaluation;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.State;
import org.pnengine.game.Tactics;
import org.pnengine.match.GameRecord;

/**
 * The samples of a fit: the features of the quiet positions of finished games, each with its
 * game's result for the first player (1, ½ or 0). Which positions count as quiet is the
 * {@link Selection}'s: by default ({@link Selection#QUIET}) those where the side to move can
 * neither capture nor win at once and no side is threatened ({@link Tactics}), whose evaluation
 * is what a quiescence search stands on. The openings' positions are left out (the moves of a
 * record start after its opening), and so are games that did not end by the rules (forfeits,
 * faults).
 *
 * @param features one row a position, {@code FittedEvaluation.featureNames()} long
 * @param results  the result of the position's game for the first player
 * @param games    the record (its index in the input) each position comes from
 * @param classic  the game's hand-made evaluation of each position, for comparison
 */
public record EvalSamples(List<int[]> features, List<Double> results, List<Integer> games, List<Integer> classic) {

    /**
     * The samples of {@code records}, all games of {@code game}, at the positions
     * {@link Selection#QUIET} takes.
     *
     * @throws IllegalArgumentException if the game has no fitted evaluation or a record does not replay
     */
    public static EvalSamples of(Game game, List<GameRecord> records) {
        return of(game, records, Selection.QUIET);
    }

    /** Which positions of a game a fit takes. */
    public enum Selection {
        /** No capture or win for the side to move and no side threatened: a quiescence search's leaf. */
        QUIET("quiet"),
        /**
         * No side threatened and the move the game went on with gains nothing at once (no capture,
         * promotion or win): the player judged the position quiet. For games where a capture is
         * nearly always on offer (MiniShogi), where {@link #QUIET} leaves few positions.
         */
        QUIET_MOVE("quiet-move");

        private final String label;

        Selection(String label) {
            this.label = label;
        }

        /** Its name on the command line ({@code fit-eval --positions}). */
        public String label() {
            return label;
        }
    }

    /**
     * The samples of {@code records}, all games of {@code game}, the positions {@code selection}
     * takes.
     *
     * @throws IllegalArgumentException if the game has no fitted evaluation or a record does not replay
     */
    public static EvalSamples of(Game game, List<GameRecord> records, Selection selection) {
        State probe = game.newInitialState();
        if (!(probe instanceof FittedEvaluation fe) || !fe.fitted()) {
            throw new IllegalArgumentException(game.descriptor() + " has no fitted evaluation");
        }
        int width = fe.featureNames().size();
        List<int[]> features = new ArrayList<>();
        List<Double> results = new ArrayList<>();
        List<Integer> games = new ArrayList<>();
        List<Integer> classic = new ArrayList<>();
        int[] buffer = new int[game.maxMoves()];
        for (int r = 0; r < records.size(); r++) {
            GameRecord rec = records.get(r);
            if (rec.termination() != GameRecord.Termination.END) continue;
            String result = rec.result();
            double y = result.equals("1-0") ? 1 : result.equals("0-1") ? 0 : 0.5;
            State s = rec.start(game);
            for (String text : rec.moves()) {
                int move;
                try {
                    move = s.parseMove(text);
                } catch (MoveFormatException | RuntimeException e) {
                    throw new IllegalArgumentException("record " + rec.index() + ": move " + text + ": " + e.getMessage());
                }
                if (selection == Selection.QUIET ? quiet(s, buffer) : quietMove(s, move)) {
                    int[] row = new int[width];
                    FittedEvaluation e = (FittedEvaluation) s;
                    e.features(row);
                    e.useClassic(true);
                    classic.add(e.evaluate());
                    e.useClassic(false);
                    features.add(row);
                    results.add(y);
                    games.add(r);
                }
                try {
                    s.apply(move);
                } catch (RuntimeException e) {
                    throw new IllegalArgumentException("record " + rec.index() + ": move " + text + ": " + e.getMessage());
                }
            }
        }
        return new EvalSamples(features, results, games, classic);
    }

    /** Whether {@code s} is quiet: not over, no side threatened, no capture or win for the side to move. */
    static boolean quiet(State s, int[] buffer) {
        if (s.isTerminal()) return false;
        if (s instanceof Tactics t) {
            if (t.threatened() || t.winsNow()) return false;
            int n = s.legalMoves(buffer);
            for (int i = 0; i < n; i++) if (t.gain(buffer[i]) > 0) return false;
        }
        return true;
    }

    /** Whether {@code s}, the game going on with {@code move}, is quiet as {@link Selection#QUIET_MOVE} counts it. */
    static boolean quietMove(State s, int move) {
        if (s.isTerminal()) return false;
        if (s instanceof Tactics t) return !t.threatened() && !t.winsNow() && t.gain(move) == 0;
        return true;
    }

    public int size() {
        return results.size();
    }
}
