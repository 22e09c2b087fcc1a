package org.pnengine.search.mcts;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.StopSignal;

/**
 * Not a test: measures a player's playouts per second from a game's start position, with one
 * thread and more, back to back in one run. Run after {@code mvn -q -B test-compile}:
 * <pre>
 *   java -cp target/classes:target/test-classes org.pnengine.search.mcts.MctsBench \
 *       [playouts] [rounds] ["game key=value ..."] ["player key=value ..."] [threads,threads,...]
 * </pre>
 * for instance {@code 400000 5 "lines_of_action size=8" "pn-mcts" 1,2}. Defaults: 500000
 * playouts, 4 rounds, {@code connect_four}, {@code mcts-solver}, threads {@code 1,2}. Each round
 * makes, for every thread count in turn (the order alternating from round to round, so that a
 * change in the machine's load falls on both alike), a fresh player with the player's defaults
 * for the game but no tree reuse and searches {@code playouts} iterations in all (split among the
 * threads); the first round is JIT warm-up and is printed but not counted. It prints the rate per
 * wall-clock second and per CPU second, the CPU time summed over the searching threads (the
 * caller's and the pool's, from {@link ThreadMXBean}), since the machine may be shared.
 */
public final class MctsBench {

    private MctsBench() {
    }

    /** CPU nanoseconds of every live MCTS pool thread, by id. */
    private static Map<Long, Long> poolCpu(ThreadMXBean mx) {
        Map<Long, Long> m = new HashMap<>();
        for (ThreadInfo t : mx.getThreadInfo(mx.getAllThreadIds())) {
            if (t != null && t.getThreadName().startsWith("mcts-search")) {
                m.put(t.getThreadId(), mx.getThreadCpuTime(t.getThreadId()));
            }
        }
        return m;
    }

    public static void main(String[] args) {
        long budget = args.length > 0 ? Long.parseLong(args[0]) : 500_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        List<String> gameWords = Arrays.asList((args.length > 2 ? args[2] : "connect_four").trim().split("\\s+"));
        List<String> playerWords = Arrays.asList((args.length > 3 ? args[3] : "mcts-solver").trim().split("\\s+"));
        int[] threads = Arrays.stream((args.length > 4 ? args[4] : "1,2").split(",")).mapToInt(Integer::parseInt)
                .toArray();
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Game game = GameCatalog.find(gameWords.get(0)).orElseThrow()
                .create(gameWords.subList(1, gameWords.size()));
        State start = game.newInitialState();
        long[] playouts = new long[threads.length];
        double[] seconds = new double[threads.length];
        double[] cpuSeconds = new double[threads.length];
        System.out.printf("%s, %s, %d playouts a search%n", game.descriptor(), String.join(" ", playerWords), budget);
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < threads.length; k++) {
                int i = r % 2 == 0 ? k : threads.length - 1 - k;
                List<String> keys = new ArrayList<>(playerWords.subList(1, playerWords.size()));
                keys.add("reuse=false");
                keys.add("threads=" + threads[i]);
                MctsPlayer player = (MctsPlayer) SearcherCatalog.player(playerWords.get(0)).orElseThrow()
                        .create(game, keys);
                Map<Long, Long> pool0 = poolCpu(mx);
                long cpu0 = mx.getCurrentThreadCpuTime();
                MoveDecision d = player.chooseMove(start, SearchLimits.ofNodes(budget), new StopSignal());
                long cpuNs = mx.getCurrentThreadCpuTime() - cpu0;
                long poolNs = 0;
                for (Map.Entry<Long, Long> e : poolCpu(mx).entrySet()) {
                    poolNs += e.getValue() - pool0.getOrDefault(e.getKey(), 0L);
                }
                cpuNs += poolNs;
                double cpu = cpuNs / 1e9;
                System.out.printf("round %d, %d thread(s): %d playouts in %.3f s wall (%.0f/s), %.3f s CPU (%.0f/s),"
                                + " %d nodes, move %s, win rate %.3f%n",
                        r, threads[i], d.playouts(), d.seconds(), d.playouts() / d.seconds(), cpu,
                        d.playouts() / cpu, d.nodes(), start.formatMove(d.move()), d.winRate());
                if (r > 0) {
                    playouts[i] += d.playouts();
                    seconds[i] += d.seconds();
                    cpuSeconds[i] += cpu;
                }
            }
        }
        if (rounds > 1) {
            for (int i = 0; i < threads.length; i++) {
                System.out.printf("%d thread(s), mean after warm-up: %.0f playouts/s wall (x%.2f), %.0f playouts/CPU-s%n",
                        threads[i], playouts[i] / seconds[i],
                        (playouts[i] / seconds[i]) / (playouts[0] / seconds[0]), playouts[i] / cpuSeconds[i]);
            }
        }
    }
}
