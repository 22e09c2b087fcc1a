package org.pnengine.search.mcts;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;

/**
 * Not a test: measures a player's playouts per second on Connect Four 7×6 from the start
 * position, one thread. Run after {@code mvn -q -B test-compile}:
 * <pre>
 *   java -cp target/classes:target/test-classes org.pnengine.search.mcts.MctsBench [playouts] [rounds] [player ...]
 * </pre>
 * Each round is a fresh search of {@code playouts} iterations (default 500000) from the start
 * position with the player's default settings (default {@code mcts-solver}; any catalogued
 * player and keys, e.g. {@code pn-mcts2 variant=xSU}) but no tree reuse; the first round is JIT
 * warm-up and is printed but not counted. Both wall-clock and thread-CPU rates are printed, since
 * the machine may be shared.
 */
public final class MctsBench {

    private MctsBench() {
    }

    public static void main(String[] args) {
        long budget = args.length > 0 ? Long.parseLong(args[0]) : 500_000;
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        State start = ConnectFourGame.standard().newInitialState();
        // No tree reuse: every round is a fresh search of the same position.
        java.util.List<String> words = args.length > 2 ? java.util.Arrays.asList(args).subList(2, args.length)
                : java.util.List.of("mcts-solver");
        java.util.List<String> keys = new java.util.ArrayList<>(words.subList(1, words.size()));
        keys.add("reuse=false");
        MctsPlayer player = (MctsPlayer) org.pnengine.search.SearcherCatalog.player(words.get(0)).orElseThrow()
                .create(start.game(), keys);
        int bytesPerNode = player.tree().bytesPerNode();
        long playouts = 0;
        double seconds = 0;
        double cpuSeconds = 0;
        for (int r = 0; r < rounds; r++) {
            long cpu0 = mx.getCurrentThreadCpuTime();
            MoveDecision d = player.chooseMove(start, SearchLimits.ofNodes(budget), new StopSignal());
            double cpu = (mx.getCurrentThreadCpuTime() - cpu0) / 1e9;
            System.out.printf("round %d: %d playouts in %.3f s wall (%.0f/s), %.3f s CPU (%.0f/s), %d nodes"
                            + " (%.1f MB at %d B/node), move %s, win rate %.3f%n",
                    r, d.playouts(), d.seconds(), d.playouts() / d.seconds(), cpu, d.playouts() / cpu, d.nodes(),
                    d.nodes() * (double) bytesPerNode / 1e6, bytesPerNode,
                    start.formatMove(d.move()), d.winRate());
            if (r > 0) {
                playouts += d.playouts();
                seconds += d.seconds();
                cpuSeconds += cpu;
            }
        }
        if (rounds > 1) {
            System.out.printf("mean after warm-up: %.0f playouts/s wall, %.0f playouts/CPU-s%n",
                    playouts / seconds, playouts / cpuSeconds);
        }
    }
}
