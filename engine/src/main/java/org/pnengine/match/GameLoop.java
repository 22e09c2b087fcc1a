package org.pnengine.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.StopSignal;

/**
 * The game loop every match and tournament shares: plays one scheduled game ({@link Fixture})
 * between two opened entrants and returns its record. See {@link Match} for the rules it keeps
 * (seats, forced moves, legality, clocks, faults, scores, the ply cap). Thread-safe: the games of
 * a run are played by one loop on many threads, and {@link #cancel()} stops them all.
 */
final class GameLoop {

    private final PlaySettings settings;
    private final Set<StopSignal> running = ConcurrentHashMap.newKeySet();
    private volatile boolean cancelled;

    GameLoop(PlaySettings settings) {
        this.settings = settings;
    }

    /** Stops the running searches; every game still running or to come returns null. */
    void cancel() {
        cancelled = true;
        for (StopSignal s : running) s.stop();
    }

    boolean isCancelled() {
        return cancelled;
    }

    /**
     * Plays {@code f} between A ({@code ea}, named {@code nameA}, under {@code budgetA}) and B;
     * null if the run was cancelled before the game finished. The two budgets are the run's
     * unless a side has time odds; under clocks each side's clock starts from its own.
     */
    GameRecord play(Fixture f, Entrant ea, Entrant eb, String nameA, String nameB, MoveBudget budgetA,
                    MoveBudget budgetB) {
        if (cancelled) return null;
        Game game = settings.game();
        Contestant a = ea.contestant(new Seat(game, f.index(), f.seed(), true, f.opening()));
        Contestant b = eb.contestant(new Seat(game, f.index(), f.seed(), false, f.opening()));
        try {
            GameRecord.Slot slot = new GameRecord.Slot(f.pairing(), f.pair(), nameA, nameB,
                    f.opening() == null ? null : f.opening().text(),
                    f.opening() == null ? 0 : settings.openings().lines().get(f.openingNumber()));
            return play(f, slot, a, b, budgetA, budgetB);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } finally {
            a.finish();
            b.finish();
        }
    }

    private GameRecord play(Fixture f, GameRecord.Slot slot, Contestant a, Contestant b, MoveBudget budgetA,
                            MoveBudget budgetB) throws InterruptedException {
        Game game = settings.game();
        boolean aFirst = f.aFirst();
        Contestant[] bySeat = aFirst ? new Contestant[] {a, b} : new Contestant[] {b, a};
        String[] nameBySeat = aFirst ? new String[] {"A", "B"} : new String[] {"B", "A"};
        MoveBudget[] budgetBySeat = aFirst ? new MoveBudget[] {budgetA, budgetB} : new MoveBudget[] {budgetB, budgetA};
        PlayerClock[] clocks = budgetBySeat[0] instanceof MoveBudget.GameClock c0 && budgetBySeat[1] instanceof MoveBudget.GameClock c1
                ? new PlayerClock[] {new PlayerClock(c0.controls()), new PlayerClock(c1.controls())} : null;

        State state = f.opening() == null ? game.newInitialState() : f.opening().start(game);
        List<Integer> played = new ArrayList<>();
        List<String> moves = new ArrayList<>();
        List<Double> millis = new ArrayList<>();
        List<Double> cpuMillis = new ArrayList<>();
        List<Double> budgets = new ArrayList<>();
        List<Double> clockLeft = new ArrayList<>();
        GameRecord.Termination termination = GameRecord.Termination.END;
        String detail = null;
        int loser = -1;   // the seat that lost by a forfeit, a fault, a resignation or on time
        for (int seat = 0; seat < 2 && loser < 0; seat++) {
            try {
                bySeat[seat].start();
            } catch (Contestant.Loss l) {
                termination = l.termination();
                detail = nameBySeat[seat] + " (" + game.playerName(seat) + ") " + l.getMessage() + " at ply 0";
                loser = seat;
            }
        }
        while (loser < 0 && !state.isTerminal()) {
            if (cancelled) return null;
            if (settings.maxPlies() > 0 && played.size() >= settings.maxPlies()) {
                termination = GameRecord.Termination.MAX_PLIES;
                break;
            }
            int mover = state.toMove();
            String who = nameBySeat[mover] + " (" + game.playerName(mover) + ")";
            int move;
            double ms;
            double cpu;
            double hard = Double.NaN;
            int forced = MoveBudget.forcedMove(state);
            if (forced >= 0) {
                move = forced;
                ms = Double.NaN;
                cpu = Double.NaN;
            } else {
                StopSignal stop = new StopSignal();
                running.add(stop);
                if (cancelled) stop.stop();
                Contestant.Answer answer;
                try {
                    answer = bySeat[mover].move(new Contestant.Turn(state.copy(), Collections.unmodifiableList(played),
                            Collections.unmodifiableList(millis), clocks == null ? null : clocks[mover], clocks == null ? null : clocks[1 - mover], stop));
                } catch (Contestant.Loss l) {
                    termination = l.termination();
                    detail = who + " " + l.getMessage() + " at ply " + played.size();
                    loser = mover;
                    break;
                } finally {
                    running.remove(stop);
                }
                ms = answer.millis();
                cpu = answer.cpuMillis();
                hard = answer.budgetMillis();
                move = answer.move();
                if (clocks != null && ms > clocks[mover].availableMillis()) {
                    termination = GameRecord.Termination.TIME;
                    detail = String.format(Locale.ROOT, "%s ran out of time at ply %d: the move took "
                            + "%.1f ms with %d ms on the clock", who, played.size(), ms, clocks[mover].availableMillis());
                    loser = mover;
                    break;
                }
                if (clocks != null) MoveBudget.charge(clocks[mover], ms);
                if (!Match.isLegal(state, move)) {
                    termination = GameRecord.Termination.ILLEGAL_MOVE;
                    detail = who + " answered illegal move " + describeMove(state, move) + " at ply " + played.size();
                    loser = mover;
                    break;
                }
            }
            played.add(move);
            moves.add(state.formatMove(move));
            millis.add(ms);
            cpuMillis.add(cpu);
            budgets.add(hard);
            clockLeft.add(clocks == null ? Double.NaN : (double) clocks[mover].millisLeft());
            state.apply(move);
        }
        int resultForFirst;
        String score = null;
        Map<String, String> engineScores = null;
        if (termination == GameRecord.Termination.END) {
            int s = state.score();
            resultForFirst = Integer.signum(s);
            score = game.formatScore(s);
            for (Contestant c : new Contestant[] {a, b}) {
                String theirs = c.finalScore(Collections.unmodifiableList(played));
                if (theirs == null) continue;
                if (engineScores == null) engineScores = new LinkedHashMap<>();
                engineScores.put(c == a ? "A" : "B", theirs);
            }
        } else if (termination == GameRecord.Termination.MAX_PLIES) {
            resultForFirst = 0;
        } else {
            resultForFirst = loser == Game.FIRST ? -1 : 1;
        }
        int resultForA = aFirst ? resultForFirst : -resultForFirst;
        return new GameRecord(game.descriptor(), f.index(), f.seed(), aFirst, a.describe(), b.describe(), moves,
                toArray(millis), toArray(cpuMillis), toArray(budgets), toArray(clockLeft), resultForA, score,
                termination, detail, engineScores, slot);
    }

    static double[] toArray(List<Double> l) {
        return l.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static String describeMove(State state, int move) {
        if (move < 0) return "(none, code " + move + ")";
        try {
            return state.formatMove(move) + " (code " + move + ")";
        } catch (RuntimeException e) {
            return "(code " + move + ")";
        }
    }
}
