package org.pnengine.search.mcts;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;

/**
 * Not a test: measures UCT playouts per second on Connect Four 7×6 from the start position, one
 * thread. Run after {@code mvn -q -B test-compile}:
 * <pre>
 *   java -cp target/classes:target/test-classes org.pnengine.search.mcts.MctsBench [playouts] [rounds]
 * </pre>
 * Each round is a fresh search of {@code playouts} iterations (default 500000) from the start
 * position with the default settings but no tree reuse; the first round is JIT warm-up and is printed but not
 * counted. Both wall-clock and thread-CPU rates are printed, since the machine may be shared.
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
        MctsPlayer player = new MctsPlayer(MctsSettings.mctsSolver().withReuse(false));
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
                    d.nodes() * (double) MctsTree.BYTES_PER_NODE / 1e6, MctsTree.BYTES_PER_NODE,
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
