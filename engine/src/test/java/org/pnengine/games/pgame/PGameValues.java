package org.pnengine.games.pgame;

import org.pnengine.game.Game;

/**
 * Not a test: the game values (win/draw/loss for Max) of P-game series, by plain alpha-beta over
 * the state, so that solver benchmarks can check their answers tree by tree. Run with
 * {@code java -cp target/classes:target/test-classes org.pnengine.games.pgame.PGameValues [B D count]}
 * (default: the PPNS series, B=2 D=20 and B=8 D=8, seeds 0..199).
 */
public final class PGameValues {

    private PGameValues() {
    }

    /** Alpha-beta negamax over win/draw/loss from the side to move; counts visited nodes. */
    static int alphaBeta(PGameState s, int alpha, int beta, long[] nodes) {
        nodes[0]++;
        if (s.isTerminal()) return s.toMove() == Game.FIRST ? s.score() : -s.score();
        int b = s.pGame().branching();
        int best = -2;
        for (int i = 0; i < b; i++) {
            s.apply(i);
            int v = -alphaBeta(s, -beta, -alpha, nodes);
            s.undo();
            if (v > best) best = v;
            if (best > alpha) alpha = best;
            if (alpha >= beta) break;
        }
        return best;
    }

    public static void main(String[] args) {
        int[][] shapes = args.length >= 2
                ? new int[][] {{Integer.parseInt(args[0]), Integer.parseInt(args[1])}}
                : new int[][] {{2, 20}, {8, 8}};
        int count = args.length >= 3 ? Integer.parseInt(args[2]) : 200;
        for (int[] shape : shapes) {
            int[] tally = new int[3];
            StringBuilder values = new StringBuilder();
            long[] nodes = {0};
            long t0 = System.nanoTime();
            for (long seed = 0; seed < count; seed++) {
                PGameGame g = PGameGame.of(shape[0], shape[1], seed);
                int v = alphaBeta(g.newInitialState(), -1, 1, nodes);
                tally[v + 1]++;
                values.append(v > 0 ? 'W' : v < 0 ? 'L' : 'D');
            }
            System.out.printf("branching=%d depth=%d seeds 0..%d: %d Max wins, %d draws, %d Min wins"
                            + " (%d nodes, %.1f s)%n  %s%n", shape[0], shape[1], count - 1,
                    tally[2], tally[1], tally[0], nodes[0], (System.nanoTime() - t0) / 1e9, values);
        }
    }
}
