package org.pnengine.bench;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.pnengine.search.Value;

/**
 * Checks results against a reference value per position and gives each its {@link Outcome}.
 * The reference is an oracle's exact value where one is cheap (P-game trees, by negamax), else
 * the consensus of the exact results: the value on which every exact (not probabilistic) result
 * on that position agrees. A position whose exact results disagree has no consensus; it is
 * reported as disputed and its results are left unchecked (each is counted as {@code disputed}).
 */
public final class Checks {

    private Checks() {
    }

    /** The results with their verdicts, and the positions whose exact results disagree. */
    public record Checked(List<RunResult> results, List<Position> disputed) {

        public Checked {
            results = List.copyOf(results);
            disputed = List.copyOf(disputed);
        }

        public boolean isDisputed(Position p) {
            return disputed.contains(p);
        }
    }

    /** Checks every result against {@code oracle}'s value of its position ({@link Value#UNKNOWN}: none). */
    public static Checked againstOracle(List<RunResult> results, Function<Position, Value> oracle) {
        List<RunResult> out = new ArrayList<>(results.size());
        Map<Position, Value> cache = new LinkedHashMap<>();
        for (RunResult r : results) out.add(r.checkedAgainst(cache.computeIfAbsent(r.position(), oracle)));
        return new Checked(out, List.of());
    }

    /** Checks every result against the consensus of the exact results on its position. */
    public static Checked byConsensus(List<RunResult> results) {
        Map<Position, Set<Value>> exact = new LinkedHashMap<>();
        for (RunResult r : results) {
            Set<Value> vs = exact.computeIfAbsent(r.position(), p -> EnumSet.noneOf(Value.class));
            if (r.concluded() && !r.probabilistic()) vs.add(r.value());
        }
        List<Position> disputed = new ArrayList<>();
        for (Map.Entry<Position, Set<Value>> e : exact.entrySet()) {
            if (e.getValue().size() > 1) disputed.add(e.getKey());
        }
        List<RunResult> out = new ArrayList<>(results.size());
        for (RunResult r : results) {
            Set<Value> vs = exact.get(r.position());
            out.add(r.checkedAgainst(vs.size() == 1 ? vs.iterator().next() : Value.UNKNOWN));
        }
        return new Checked(out, disputed);
    }
}
