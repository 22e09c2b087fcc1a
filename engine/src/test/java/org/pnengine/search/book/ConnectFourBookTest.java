package org.pnengine.search.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.Player;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Value;

/**
 * The book that ships for Connect Four 7×6 (engine/src/main/resources/org/pnengine/books/): the first
 * player's win, and the second player's draw or win after each move of the first player's off
 * that strategy, below the book's defended ply, that leaves the second player one (after the
 * first move, every one but the centre: only the centre wins, as the reference table of solved
 * values says). Its strategies have no hole
 * (every position of a strategy's side it reaches against any replies, up to its plies, is in
 * it); a seeded sample of their deepest entries is checked by solving the position each move
 * leads to (the shallow ones take the solver minutes each: the build proved them,
 * {@code pnengine book}); and the players play it with {@code book=auto}, the default on
 * Connect Four, and search without it.
 */
class ConnectFourBookTest {

    private static final Game GAME = BookBuilderTest.connectFour(7, 6);

    private static OpeningBook book() {
        return Books.builtIn(GAME).orElseThrow(() -> new AssertionError("no book ships for " + GAME.descriptor()));
    }

    @Test
    void theShippedBookIsTheFirstPlayersWholeStrategy() {
        OpeningBook b = book();
        assertEquals(0, b.side());
        assertEquals(Value.WIN, b.value());
        assertTrue(b.plies() >= 8, "the solver takes over from ply " + b.plies());
        Map<Long, State> byKey = BookBuilderTest.strategy(b, GAME.newInitialState());
        Map<Long, State> defences = BookBuilderTest.defences(b, GAME.newInitialState());
        assertEquals(b.size(), byKey.size() + defences.size(), "every entry is on a strategy, and none is missing from one");
        assertEquals(3, b.move(GAME.newInitialState()), "the centre column, as every solver of the game finds");
        assertTrue(b.defended() >= 1, "the first player's first moves are defended");
        for (int column = 0; column < 7; column++) {
            State s = GAME.newInitialState();
            s.apply(column);
            if (column == 3) {
                assertEquals(-1, b.move(s), "the centre opening wins: nothing to defend");
            } else {
                assertTrue(b.move(s) >= 0, "no defence after the first move " + s.formatMove(column));
                assertTrue(defences.containsKey(((org.pnengine.game.SolverHints) s).symmetricKey()));
            }
        }
    }

    /**
     * Below its defended ply, every move of the first player's off its strategy that leaves the
     * second player a draw or better is answered, with that value, and every other such move
     * leaves it lost: checked by solving each move of a seeded sample of the first player's
     * positions at each of the deepest two defended plies (the shallower ones take the solver
     * seconds to minutes a position; the build proved them).
     */
    @Test
    void everyMistakeOfTheFirstPlayersInASampleIsDefendedWhereItGivesTheValueAway() {
        OpeningBook b = book();
        assertTrue(b.defended() >= 13, "the first player's moves are defended to ply " + b.defended());
        Map<Long, State> byKey = BookBuilderTest.strategy(b, GAME.newInitialState());
        int[] defendedAt = new int[b.defended()];
        for (State s : byKey.values()) {
            if (s.ply() >= b.defended()) continue;
            for (State c : BookBuilderTest.mistakes(b, s)) if (b.move(c) >= 0) defendedAt[s.ply()]++;
        }
        for (int ply = 0; ply < b.defended(); ply += 2) {
            assertTrue(defendedAt[ply] > 0, "no move of the first player's at ply " + ply + " is defended");
        }
        SplittableRandom r = new SplittableRandom(30);
        int last = (b.defended() - 1) & ~1;
        for (int at = last - 2; at <= last; at += 2) {
            List<State> positions = new ArrayList<>();
            for (State s : byKey.values()) if (s.ply() == at) positions.add(s);
            positions.sort(java.util.Comparator.comparing(State::positionText));
            for (int i = 0; i < 40; i++) {
                State s = positions.get(r.nextInt(positions.size()));
                for (State c : BookBuilderTest.mistakes(b, s)) {
                    Value v = BookBuilderTest.solve(c).value();
                    if (b.move(c) >= 0) {
                        assertEquals(v, b.kept(c), c.positionText() + ": the defence's value");
                    } else {
                        assertEquals(Value.LOSS, v, c.positionText() + ": a draw or better for the second player, not defended");
                    }
                }
            }
        }
    }

    @Test
    void aSampleOfTheDeepestDefencesAndOfTheDeepDrawsKeepTheirValues() {
        OpeningBook b = book();
        List<State> deepest = new ArrayList<>();
        List<State> draws = new ArrayList<>();
        for (State s : BookBuilderTest.defences(b, GAME.newInitialState()).values()) {
            if (s.ply() >= b.plies() - 2) deepest.add(s);
            // Draws are rarer than wins (the first player has one or two replies that keep them)
            // but slower to solve: a sample of them as well.
            if (s.ply() >= b.plies() - 4 && b.kept(s) == Value.DRAW) draws.add(s);
        }
        assertTrue(deepest.size() > 100, "the defences reach the book's last plies");
        assertTrue(!draws.isEmpty(), "the defences after the first moves next to the centre keep draws");
        deepest.sort(java.util.Comparator.comparing(State::positionText));
        draws.sort(java.util.Comparator.comparing(State::positionText));
        SplittableRandom r = new SplittableRandom(29);
        List<State> checked = new ArrayList<>();
        for (int i = 0; i < 40; i++) checked.add(draws.get(r.nextInt(draws.size())));
        for (int i = 0; i < 200; i++) checked.add(deepest.get(r.nextInt(deepest.size())));
        for (State s : checked) {
            State c = s.copy();
            c.apply(b.move(s));
            Value after = c.isTerminal() ? Value.ofScore(c.score(), c.toMove()) : BookBuilderTest.solve(c).value();
            Value kept = b.kept(s);
            assertEquals(kept == Value.WIN ? Value.LOSS : Value.DRAW, after, s.positionText() + ": the book's move "
                    + s.formatMove(b.move(s)) + " does not keep " + kept);
        }
    }

    @Test
    void aSampleOfTheDeepestEntriesWins() {
        OpeningBook b = book();
        Map<Long, State> byKey = BookBuilderTest.strategy(b, GAME.newInitialState());
        List<State> deepest = new ArrayList<>();
        for (State s : byKey.values()) {
            if (s.ply() >= b.plies() - 2) deepest.add(s);
        }
        deepest.sort(java.util.Comparator.comparing(State::positionText));
        SplittableRandom r = new SplittableRandom(28);
        for (int i = 0; i < 200; i++) {
            State s = deepest.get(r.nextInt(deepest.size()));
            State c = s.copy();
            c.apply(b.move(s));
            Value after = c.isTerminal() ? Value.ofScore(c.score(), c.toMove()) : BookBuilderTest.solve(c).value();
            assertEquals(Value.LOSS, after, s.positionText() + ": the book's move " + s.formatMove(b.move(s))
                    + " does not win");
        }
    }

    @Test
    void thePlayersPlayTheBookByDefaultOnConnectFour() {
        for (String name : List.of("mcts-solver", "uct", "pn-mcts", "pn-mcts2")) {
            Player p = SearcherCatalog.player(name).orElseThrow().create(GAME, List.of("threads=1", "seed=1"));
            State s = GAME.newInitialState();
            MoveDecision d = p.chooseMove(s, SearchLimits.ofNodes(200), new StopSignal());
            assertEquals(3, d.move(), name);
            assertEquals(0, d.playouts(), name + " searched");
            assertEquals(Value.WIN, d.value(), name);
            MoveDecision analysed = p.analyze(GAME.newInitialState(), SearchLimits.ofNodes(200), new StopSignal(), i -> { }, 10);
            assertTrue(analysed.playouts() > 0, name + ": an analysis searches, even in the book");
            // The second player's defence after a first move off the centre: the book's move, a
            // win where the entry keeps one, else no value (a draw, or more if the other side errs).
            State off = GAME.newInitialState();
            off.apply(1);
            MoveDecision defended = p.chooseMove(off, SearchLimits.ofNodes(200), new StopSignal());
            assertEquals(book().move(off), defended.move(), name);
            assertEquals(0, defended.playouts(), name + " searched");
            assertEquals(book().kept(off) == Value.WIN ? Value.WIN : Value.UNKNOWN, defended.value(), name);
            // Out of the book (a second-player position), the search runs.
            s.apply(3);
            d = p.chooseMove(s, SearchLimits.ofNodes(200), new StopSignal());
            assertTrue(d.playouts() > 0, name + " did not search");
        }
        Player off = SearcherCatalog.player("mcts-solver").orElseThrow().create(GAME, List.of("threads=1", "book=none"));
        assertTrue(off.chooseMove(GAME.newInitialState(), SearchLimits.ofNodes(200), new StopSignal()).playouts() > 0);
        Player ludii = SearcherCatalog.player("uct").orElseThrow().create(GAME, List.of("threads=1", "profile=ludii"));
        assertTrue(ludii.chooseMove(GAME.newInitialState(), SearchLimits.ofNodes(200), new StopSignal()).playouts() > 0,
                "the paper's baseline has no book");
        Player other = SearcherCatalog.player("mcts-solver").orElseThrow().create(BookBuilderTest.connectFour(6, 5),
                List.of("threads=1", "book=auto"));
        assertTrue(other.chooseMove(BookBuilderTest.connectFour(6, 5).newInitialState(), SearchLimits.ofNodes(200),
                new StopSignal()).playouts() > 0, "no book ships for 6x5");
    }
}
