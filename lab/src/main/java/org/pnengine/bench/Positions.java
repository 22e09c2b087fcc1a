package org.pnengine.bench;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.pgame.PGameGame;
import org.pnengine.shard.Shard;

/**
 * The position sets of the experiments. Every generator is deterministic: the same arguments give
 * the same positions in the same order.
 */
public final class Positions {

    /** A random generator gives up after this many tries per position asked for. */
    static final int TRIES_PER_POSITION = 1000;

    private Positions() {
    }

    /**
     * {@code count} distinct positions, each reached by {@code plies} uniformly random legal moves
     * from the start (a forced pass, where the game has one, is a move and counts as a ply). A
     * game that ends before or at ply {@code plies}, and a position already in the set (same
     * position text: board and side to move), is thrown away and another drawn. Game k draws its
     * moves from {@code SplittableRandom(seed)} after games 0..k-1, so the set of a seed is fixed.
     *
     * @param group the group name of the positions
     * @throws IllegalArgumentException if {@code count} distinct positions cannot be found in
     *                                  {@value #TRIES_PER_POSITION} tries per position
     */
    public static List<Position> randomPlies(Game game, int count, int plies, long seed, String group) {
        if (count < 0 || plies < 0) throw new IllegalArgumentException("count and plies must not be negative");
        SplittableRandom rng = new SplittableRandom(seed);
        int[] moves = new int[Math.max(1, game.maxMoves())];
        List<Position> out = new ArrayList<>(count);
        Set<String> seen = new HashSet<>();
        long tries = 0;
        long maxTries = (long) TRIES_PER_POSITION * Math.max(count, 1);
        while (out.size() < count) {
            if (++tries > maxTries) {
                throw new IllegalArgumentException("found only " + out.size() + " distinct unfinished positions after "
                        + plies + " random plies of " + game.descriptor() + " in " + maxTries + " tries, not " + count);
            }
            State s = game.newInitialState();
            StringBuilder line = new StringBuilder();
            boolean finished = false;
            for (int p = 0; p < plies; p++) {
                if (s.isTerminal()) {
                    finished = true;
                    break;
                }
                int n = s.legalMoves(moves);
                int m = moves[rng.nextInt(n)];
                if (line.length() > 0) line.append(' ');
                line.append(s.formatMove(m));
                s.apply(m);
            }
            if (finished || s.isTerminal()) continue;
            if (!seen.add(s.positionText())) continue;
            out.add(new Position(out.size(), group, game, s, line.toString()));
        }
        return out;
    }

    /**
     * Every move sequence of exactly {@code plies} plies from the start that does not end the
     * game, one position per sequence, in the order of {@link State#legalMoves} (the first move's
     * first choice first). Positions reached by several sequences appear once per sequence: this
     * is how the multiple-outcome PNS paper counts "all positions after 4 moves" (Connect Four 4×5:
     * 4^4 = 256, 5×5: 5^4 = 625).
     */
    public static List<Position> allSequences(Game game, int plies, String group) {
        List<Position> out = new ArrayList<>();
        collect(game, game.newInitialState(), plies, new ArrayList<>(), out, null, group);
        return out;
    }

    /**
     * As {@link #allSequences}, but each distinct position (position text) once, at the first
     * sequence that reaches it.
     */
    public static List<Position> allDistinct(Game game, int plies, String group) {
        List<Position> out = new ArrayList<>();
        collect(game, game.newInitialState(), plies, new ArrayList<>(), out, new HashSet<>(), group);
        return out;
    }

    private static void collect(Game game, State s, int left, List<String> line, List<Position> out, Set<String> seen,
                                String group) {
        if (s.isTerminal()) return;
        if (left == 0) {
            if (seen == null || seen.add(s.positionText())) {
                out.add(new Position(out.size(), group, game, s.copy(), String.join(" ", line)));
            }
            return;
        }
        int[] moves = new int[Math.max(1, game.maxMoves())];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            line.add(s.formatMove(moves[i]));
            s.apply(moves[i]);
            collect(game, s, left - 1, line, out, seen, group);
            s.undo();
            line.remove(line.size() - 1);
        }
    }

    /**
     * P-game trees {@code pgame branching=B depth=D seed=k} for k = firstSeed .. firstSeed+count-1,
     * each as its root position (the tree's own game).
     */
    public static List<Position> pgameTrees(int branching, int depth, int count, long firstSeed) {
        List<Position> out = new ArrayList<>(count);
        String group = branching + "x" + depth;
        for (int i = 0; i < count; i++) {
            PGameGame g = PGameGame.of(branching, depth, firstSeed + i);
            out.add(new Position(i, group, g, g.newInitialState(), ""));
        }
        return out;
    }

    /** The positions renumbered 0, 1, … in the given order (for sets made of several groups). */
    public static List<Position> renumber(List<Position> positions) {
        List<Position> out = new ArrayList<>(positions.size());
        for (Position p : positions) out.add(new Position(out.size(), p.group(), p.game(), p.state(), p.moves()));
        return out;
    }

    /**
     * The positions of {@code units} that {@code shard} owns (unit i at index i).
     *
     * @throws IllegalArgumentException if it owns none: a run of fewer units than shards
     */
    public static <T> List<T> owned(List<T> units, Shard shard) {
        List<T> out = shard.select(units);
        if (out.isEmpty()) {
            throw new IllegalArgumentException("shard " + shard + " has nothing to run: the run has only " + units.size()
                    + (units.size() == 1 ? " unit (position or tree)" : " units (positions or trees)")
                    + "; split it into at most " + units.size() + " shards");
        }
        return out;
    }

    /** The number of distinct positions the results are about. */
    static int count(List<RunResult> results) {
        return (int) results.stream().map(RunResult::position).distinct().count();
    }
}
