package org.pnengine.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.pnengine.game.Perft;
import org.pnengine.game.State;
import org.pnengine.shard.Table;

/**
 * Deep perft counts (see {@link Perft}) depth after depth, with the thread CPU time each took:
 * the move generator's speed in leaves per CPU second.
 */
public final class PerftBench {

    /** One depth's count and how long it took. */
    public record Row(int depth, long count, double cpuSeconds) {
    }

    private PerftBench() {
    }

    /** perft(1) … perft(maxDepth), each reported to {@code each} as soon as it is known. */
    public static List<Row> run(State s, int maxDepth, Perft.Convention convention, Consumer<Row> each) {
        List<Row> rows = new ArrayList<>();
        for (int d = 1; d <= maxDepth; d++) {
            long c0 = CpuTime.nanos();
            long n = Perft.count(s, d, convention);
            Row r = new Row(d, n, (CpuTime.nanos() - c0) / 1e9);
            rows.add(r);
            each.accept(r);
        }
        return rows;
    }

    public static Table table(String game, List<Row> rows, Perft.Convention convention) {
        Table t = new Table("perft of " + game, List.of("depth", "count", "CPU s", "leaves/CPU s"));
        for (Row r : rows) t.add(r.depth(), r.count(), r.cpuSeconds(), r.cpuSeconds() > 0 ? r.count() / r.cpuSeconds() : Double.NaN);
        t.note(convention.finishedIsLeaf() ? "A game that ends early counts as one leaf at every greater depth."
                : "A game that ends early contributes nothing to greater depths.");
        if (!convention.passIsPly()) t.note("A forced pass is played without consuming a ply.");
        return t;
    }
}
