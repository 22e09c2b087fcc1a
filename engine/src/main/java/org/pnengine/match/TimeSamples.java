package org.pnengine.match;

import java.util.ArrayList;
import java.util.List;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.State;

/** The move times of one player collected over games, summarised as {@link MoveTimes}. */
final class TimeSamples {

    private final List<Double> wall = new ArrayList<>();
    private final List<Double> cpu = new ArrayList<>();
    private final List<Double> budget = new ArrayList<>();

    void addAll(TimeSamples o) {
        wall.addAll(o.wall);
        cpu.addAll(o.cpu);
        budget.addAll(o.budget);
    }

    MoveTimes summary() {
        return MoveTimes.of(GameLoop.toArray(wall), GameLoop.toArray(cpu), GameLoop.toArray(budget));
    }

    /**
     * Adds the moves of {@code r} to A's and B's samples. Who made each move is read off a replay
     * from where the game started, so that a game that lets a side move twice in a row is
     * attributed right; the replay also checks every move.
     *
     * @throws IllegalArgumentException if a move does not parse or is illegal
     */
    static void split(GameRecord r, Game game, TimeSamples a, TimeSamples b) {
        double[] ms = r.millis();
        double[] cpu = r.cpuMillis();
        double[] budgets = r.budgetMillis();
        State s = r.start(game);
        for (int i = 0; i < ms.length; i++) {
            boolean byA = (s.toMove() == Game.FIRST) == r.aFirst();
            TimeSamples t = byA ? a : b;
            t.wall.add(ms[i]);
            t.cpu.add(cpu[i]);
            t.budget.add(budgets[i]);
            int move;
            try {
                move = s.parseMove(r.moves().get(i));
            } catch (MoveFormatException e) {
                throw new IllegalArgumentException("game " + r.index() + ": move " + (i + 1) + ": " + e.getMessage());
            }
            if (!Match.isLegal(s, move)) {
                throw new IllegalArgumentException("game " + r.index() + ": move " + (i + 1) + " is illegal");
            }
            s.apply(move);
        }
    }
}
