package org.pnengine.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.pnengine.game.State;

/**
 * perft: the number of move sequences of exactly d plies from a position, the standard check of
 * a move generator. The last ply is counted without being played ("bulk counting").
 *
 * <p>A finished game contributes nothing to deeper counts (the chess convention), unless
 * {@code finishedIsLeaf} is set, in which case a game that ends before depth d counts as one
 * leaf at every depth after it (the convention of the published Othello figures).
 */
public final class Perft {

    /** One depth's count and how long it took. */
    public record Row(int depth, long count, double cpuSeconds) {
    }

    private Perft() {
    }

    /** perft(depth) from {@code s}; the state is left as it was. */
    public static long count(State s, int depth, boolean finishedIsLeaf) {
        int[][] buffers = new int[depth + 1][s.game().maxMoves() + 1];
        return count(s, depth, finishedIsLeaf, buffers);
    }

    private static long count(State s, int depth, boolean finishedIsLeaf, int[][] buffers) {
        if (depth == 0) return 1;
        int[] moves = buffers[depth];
        int n = s.legalMoves(moves);
        if (n == 0) return finishedIsLeaf && s.isTerminal() ? 1 : 0;
        if (depth == 1 && !finishedIsLeaf) return n;
        long total = 0;
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            total += count(s, depth - 1, finishedIsLeaf, buffers);
            s.undo();
        }
        return total;
    }

    /** perft(1) … perft(maxDepth), each reported to {@code each} as soon as it is known. */
    public static List<Row> run(State s, int maxDepth, boolean finishedIsLeaf, Consumer<Row> each) {
        List<Row> rows = new ArrayList<>();
        for (int d = 1; d <= maxDepth; d++) {
            long c0 = CpuClock.nanos();
            long n = count(s, d, finishedIsLeaf);
            Row r = new Row(d, n, (CpuClock.nanos() - c0) / 1e9);
            rows.add(r);
            each.accept(r);
        }
        return rows;
    }

    public static Table table(String game, List<Row> rows, boolean finishedIsLeaf) {
        Table t = new Table("perft of " + game, List.of("depth", "count", "CPU s", "leaves/CPU s"));
        for (Row r : rows) t.add(r.depth(), r.count(), r.cpuSeconds(), r.cpuSeconds() > 0 ? r.count() / r.cpuSeconds() : Double.NaN);
        t.note(finishedIsLeaf ? "A game that ends early counts as one leaf at every greater depth."
                : "A game that ends early contributes nothing to greater depths.");
        return t;
    }
}
