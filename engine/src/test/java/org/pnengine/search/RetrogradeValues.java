package org.pnengine.search;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pnengine.game.Game;
import org.pnengine.game.State;

/**
 * Exact values of every position reachable from a start, by retrograde analysis, for games whose
 * rules read only the hashed position but whose play may cycle (Woodpush with its ko in the
 * position). Endless play counts as a draw, score 0, the convention of the solvers
 * ({@code protocol-spec/solvers/}). This is independent of any search: it builds the whole
 * position graph and, for every threshold t of the score range, solves the reachability game
 * "the first player can force a finished game with score &ge; t" (t &gt; 0), or "the second
 * player cannot force one with score &lt; t" (t &le; 0, where endless play, worth 0, suffices),
 * by backward induction with move counters (Zermelo's algorithm on a graph). A position's value
 * is the largest t the first player achieves.
 *
 * <p>Positions are identified by {@link State#hash()}; for the test games it is collision-free.
 */
public final class RetrogradeValues {

    private final Map<Long, Integer> index = new HashMap<>();
    private final List<State> states = new ArrayList<>();
    private int[][] succ;
    private int[] value;   // first player's view

    /** Builds the graph from {@code start} (at most {@code maxPositions}) and solves it. */
    public RetrogradeValues(State start, int maxPositions) {
        Game g = start.game();
        int[] buf = new int[g.maxMoves()];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        add(start.copy(), queue);
        List<int[]> edges = new ArrayList<>();
        while (!queue.isEmpty()) {
            int i = queue.poll();
            State s = states.get(i);
            if (s.isTerminal()) {
                edges.add(new int[0]);
                continue;
            }
            int n = s.legalMoves(buf);
            int[] out = new int[n];
            for (int k = 0; k < n; k++) {
                State c = s.copy();
                c.apply(buf[k]);
                Integer j = index.get(c.hash());
                if (j == null) {
                    if (states.size() >= maxPositions) throw new IllegalStateException("more than " + maxPositions + " positions");
                    j = add(c, queue);
                }
                out[k] = j;
            }
            while (edges.size() <= i) edges.add(null);
            edges.set(i, out);
        }
        succ = edges.toArray(new int[0][]);
        solve(g.minScore(), g.maxScore());
    }

    private int add(State s, ArrayDeque<Integer> queue) {
        int j = states.size();
        index.put(s.hash(), j);
        states.add(s);
        queue.add(j);
        return j;
    }

    /** Checks one position of a sample ({@link #sample}) against its value for the side to move. */
    public interface PositionCheck {
        void check(RetrogradeValues truth, State s, int valueForSideToMove);
    }

    /** What a {@link #sample} covered: the positions checked and the draws among them. */
    public record Tally(int checked, int draws) {

        public Tally plus(Tally other) {
            return new Tally(checked + other.checked, draws + other.draws);
        }
    }

    /**
     * Analyses {@code game} from its start (at most 100,000 positions) and checks every
     * {@code step}-th position of the graph, in the order of discovery, that is not terminal.
     */
    public static Tally sample(Game game, int step, PositionCheck check) {
        RetrogradeValues truth = new RetrogradeValues(game.newInitialState(), 100_000);
        int checked = 0;
        int draws = 0;
        for (int i = 0; i < truth.size(); i += step) {
            State s = truth.state(i);
            if (s.isTerminal()) continue;
            int v = truth.valueForSideToMove(s);
            if (v == 0) draws++;
            check.check(truth, s, v);
            checked++;
        }
        return new Tally(checked, draws);
    }

    /** Number of positions in the graph. */
    public int size() {
        return states.size();
    }

    /** Position i (a state carrying the history by which the search first reached it). */
    public State state(int i) {
        return states.get(i).copy();
    }

    /** The value of a position of the graph for its side to move. */
    public int valueForSideToMove(State s) {
        Integer i = index.get(s.hash());
        if (i == null) throw new IllegalArgumentException("not in the graph: " + s.positionText());
        int v = value[i];
        return s.toMove() == Game.FIRST ? v : -v;
    }

    private void solve(int min, int max) {
        int n = states.size();
        int[][] pred = predecessors(n);
        value = new int[n];
        Arrays.fill(value, min);
        for (int t = min + 1; t <= max; t++) {
            boolean[] firstWins;
            if (t > 0) {
                // The first player must reach a finished game >= t.
                firstWins = attractor(pred, Game.FIRST, t, true);
            } else {
                // The first player wins unless the second can force a finished game < t.
                boolean[] secondWins = attractor(pred, Game.SECOND, t, false);
                firstWins = new boolean[n];
                for (int i = 0; i < n; i++) firstWins[i] = !secondWins[i];
            }
            for (int i = 0; i < n; i++) if (firstWins[i]) value[i] = t;
        }
    }

    /**
     * The positions from which {@code player} can force reaching a terminal position whose score
     * (first player's view) is {@code >= t} (if {@code atLeast}) or {@code < t}.
     */
    private boolean[] attractor(int[][] pred, int player, int t, boolean atLeast) {
        int n = states.size();
        boolean[] in = new boolean[n];
        int[] left = new int[n];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int i = 0; i < n; i++) {
            State s = states.get(i);
            left[i] = succ[i].length;
            if (s.isTerminal()) {
                int sc = s.score();
                if (atLeast ? sc >= t : sc < t) {
                    in[i] = true;
                    queue.add(i);
                }
            }
        }
        while (!queue.isEmpty()) {
            int j = queue.poll();
            for (int p : pred[j]) {
                if (in[p]) continue;
                // A move of p into the attractor: enough for the player, one fewer escape for the other.
                if (states.get(p).toMove() == player || --left[p] == 0) {
                    in[p] = true;
                    queue.add(p);
                }
            }
        }
        return in;
    }

    /** Predecessor lists, one entry per edge (a position reached by two moves appears twice). */
    private int[][] predecessors(int n) {
        int[] deg = new int[n];
        for (int[] out : succ) for (int j : out) deg[j]++;
        int[][] pred = new int[n][];
        for (int i = 0; i < n; i++) pred[i] = new int[deg[i]];
        int[] fill = new int[n];
        for (int i = 0; i < n; i++) for (int j : succ[i]) pred[j][fill[j]++] = i;
        return pred;
    }
}
