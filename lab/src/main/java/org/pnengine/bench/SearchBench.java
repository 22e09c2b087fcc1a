package org.pnengine.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.Player;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;
import org.pnengine.shard.Table;

/**
 * The search to a fixed depth, after Stockfish's {@code bench}: players that deepen iteratively
 * ({@link Player#followsDepth()}, {@code minimax}) search each of a set of positions to the same
 * depth, each search after a {@link Player#reset()} (an empty table), and the nodes and the
 * thread CPU time are summed. The players take turns position by position and round by round, the
 * order alternating from round to round, so that a change in the machine's load falls on all
 * alike and their ratio comes from one run; the first round warms the JIT up and is not counted.
 * A one-thread seeded search is deterministic, so its nodes must repeat in every round.
 */
public final class SearchBench {

    /**
     * One player's counted rounds.
     *
     * @param label       the player as given
     * @param positions   positions searched in each round
     * @param nodes       nodes of one round (the last counted)
     * @param repeats     whether every round searched the same nodes position by position
     * @param roundCpu    each counted round's thread CPU seconds, caller and helpers
     * @param depths      the deepest iteration completed, summed over one round's positions
     * @param selDepths   the selective depth reported, summed likewise
     */
    public record Result(String label, int positions, long nodes, boolean repeats, double[] roundCpu,
                         long depths, long selDepths) {

        public Result {
            roundCpu = roundCpu.clone();
        }

        /** The median of the rounds' CPU seconds. */
        public double medianCpuSeconds() {
            double[] s = roundCpu.clone();
            Arrays.sort(s);
            return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
        }

        public double nodesPerCpuSecond() {
            return nodes / medianCpuSeconds();
        }
    }

    /**
     * Settings of a run.
     *
     * @param depth  the depth of every search, in plies
     * @param rounds rounds, the first of them a warm-up
     */
    public record Settings(int depth, int rounds) {

        public Settings {
            if (depth < 1 || depth > 127 || rounds < 2) {
                throw new IllegalArgumentException("a depth of 1..127 and at least 2 rounds are needed");
            }
        }
    }

    private SearchBench() {
    }

    /**
     * {@code count} positions of seeded random games of {@code game}, each {@code plies} uniformly
     * random moves from the start; a game that ends sooner is played again with the next seed.
     */
    public static List<State> randomPositions(Game game, int count, int plies, long seed) {
        if (count < 1 || plies < 0) throw new IllegalArgumentException("at least 1 position, plies >= 0");
        SplittableRandom rng = new SplittableRandom(seed);
        int[] buffer = new int[Math.max(game.maxMoves(), 1)];
        List<State> out = new ArrayList<>();
        for (int tries = 0; out.size() < count; tries++) {
            if (tries >= 1000L * count) throw new IllegalArgumentException("no game of " + plies + " random plies goes on");
            State s = game.newInitialState();
            for (int ply = 0; ply < plies && !s.isTerminal(); ply++) s.apply(buffer[rng.nextInt(s.legalMoves(buffer))]);
            if (!s.isTerminal()) out.add(s);
        }
        return out;
    }

    /**
     * Searches every position with every player, round after round; each search is reported to
     * {@code progress} as it ends.
     *
     * @throws IllegalArgumentException if a player searches no fixed depth or a position is over
     */
    public static List<Result> run(List<String> labels, List<Player> players, List<State> positions, Settings settings,
                                   Consumer<String> progress) {
        if (labels.size() != players.size() || players.isEmpty()) throw new IllegalArgumentException("one label a player");
        for (int i = 0; i < players.size(); i++) {
            if (!players.get(i).followsDepth()) throw new IllegalArgumentException(labels.get(i) + " searches no fixed depth");
        }
        for (State s : positions) if (s.isTerminal()) throw new IllegalArgumentException("a finished game cannot be searched");
        int n = players.size();
        int counted = settings.rounds() - 1;
        long[][] firstNodes = new long[n][positions.size()];
        boolean[] repeats = new boolean[n];
        Arrays.fill(repeats, true);
        long[] nodes = new long[n];
        long[] depths = new long[n];
        long[] sel = new long[n];
        double[][] cpu = new double[n][counted];
        SearchLimits limits = SearchLimits.none().withDepth(settings.depth());
        for (int round = 0; round < settings.rounds(); round++) {
            if (round > 0) {
                Arrays.fill(nodes, 0);
                Arrays.fill(depths, 0);
                Arrays.fill(sel, 0);
            }
            for (int p = 0; p < positions.size(); p++) {
                for (int k = 0; k < n; k++) {
                    int i = round % 2 == 0 ? k : n - 1 - k;
                    Player player = players.get(i);
                    player.reset();
                    SearchInfo[] last = new SearchInfo[1];
                    long helpers0 = player.helperCpuNanos();
                    long c0 = CpuTime.nanos();
                    MoveDecision d = player.analyze(positions.get(p).copy(), limits, new StopSignal(),
                            info -> last[0] = info, Long.MAX_VALUE);
                    double c = (CpuTime.nanos() - c0 + player.helperCpuNanos() - helpers0) / 1e9;
                    int depth = last[0] == null ? 0 : last[0].depth();
                    int selDepth = last[0] == null ? 0 : last[0].selDepth();
                    progress.accept(String.format(Locale.ROOT, "round %d%s, position %d, %s: depth %d (sel %d), %d nodes, %.3f CPU s",
                            round, round == 0 ? " (warm-up)" : "", p + 1, labels.get(i), depth, selDepth, d.nodes(), c));
                    if (round == 0) {
                        firstNodes[i][p] = d.nodes();
                        continue;
                    }
                    if (d.nodes() != firstNodes[i][p]) repeats[i] = false;
                    nodes[i] += d.nodes();
                    depths[i] += depth;
                    sel[i] += selDepth;
                    cpu[i][round - 1] += c;
                }
            }
        }
        List<Result> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new Result(labels.get(i), positions.size(), nodes[i], repeats[i], cpu[i], depths[i], sel[i]));
        }
        return out;
    }

    /** The results as a table, each player's median time also relative to the first's. */
    public static Table table(String game, String source, List<Result> results, Settings settings) {
        Table t = new Table("Search to depth " + settings.depth() + " on " + game,
                List.of("player", "positions", "nodes", "CPU s", "time / first's", "nodes/CPU s", "mean depth",
                        "mean seldepth", "nodes repeat"));
        double base = results.get(0).medianCpuSeconds();
        for (Result r : results) {
            t.add(r.label(), r.positions(), r.nodes(), r.medianCpuSeconds(), r.medianCpuSeconds() / base,
                    r.nodesPerCpuSecond(), (double) r.depths() / r.positions(), (double) r.selDepths() / r.positions(),
                    r.repeats() ? "yes" : "no");
        }
        t.note("Every position (" + source + ") searched to depth " + settings.depth() + " by each player after a reset"
                + " (an empty table), the players taking turns; CPU s is the median over " + (settings.rounds() - 1)
                + " counted rounds after one of warm-up of the round's " + (CpuTime.isCpuTime() ? "thread CPU" : "wall")
                + " time, helpers' included; nodes repeat: every round searched the same nodes, position by position.");
        return t;
    }
}
