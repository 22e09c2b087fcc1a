package org.pnengine.games.awari;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.Perft;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.games.awari.AwariGame.Variant;

class AwariStateTest {

    private static final AwariGame LUDII = AwariGame.of(Variant.LUDII);
    private static final AwariGame OLYMPIAD = AwariGame.of(Variant.OLYMPIAD);
    private static final AwariGame ABAPA = AwariGame.of(Variant.ABAPA);
    private static final AwariGame[] ALL = {LUDII, OLYMPIAD, ABAPA};

    /**
     * Perft from the start. Source: ../shared/reference/rules-and-numbers.md, "Awari", perft
     * d = 1..11 from two independent implementations, equal under every common variant up to
     * depth 11. Depth 8 keeps the test at a few seconds for the three variants.
     */
    @Test
    void perftFromTheStartUnderEveryVariant() {
        long[] expected = {6, 36, 190, 1014, 5219, 27332, 139157, 711414};
        for (AwariGame g : ALL) {
            State s = g.newInitialState();
            for (int d = 1; d <= expected.length; d++) {
                assertEquals(expected[d - 1], Perft.count(s, d), g + " perft " + d);
            }
            assertEquals("4 4 4 4 4 4 4 4 4 4 4 4 0 0 s", s.positionText());
        }
    }

    private static List<String> moves(State s) {
        int[] buf = new int[s.game().maxMoves()];
        int n = s.legalMoves(buf);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(s.formatMove(buf[i]));
        return out;
    }

    private static State play(AwariGame g, String position, String... moves) throws Exception {
        State s = g.parsePosition(position);
        for (String m : moves) {
            int code = s.parseMove(m);
            assertTrue(s.isLegal(code), m + " should be legal in " + s.positionText());
            s.apply(code);
        }
        return s;
    }

    // ------------------------------------------------ feeding

    @Test
    void aMoveThatLeavesTheOpponentNoSeedIsIllegal() throws Exception {
        String pos = "0 0 0 0 1 2 0 0 0 0 0 0 22 23 s";   // North is empty: only f reaches it
        for (AwariGame g : ALL) {
            assertEquals(List.of("f"), moves(g.parsePosition(pos)), g.toString());
        }
    }

    @Test
    void whenNoMoveFeedsTheVariantsDiffer() throws Exception {
        String pos = "0 0 0 2 0 0 0 0 0 0 0 0 23 23 s";   // d's two seeds stop at f
        State ludii = LUDII.parsePosition(pos);
        assertTrue(ludii.isTerminal(), "neither side can move: a draw under the Ludii rules");
        assertEquals(0, ludii.score());
        State abapa = ABAPA.parsePosition(pos);
        assertTrue(abapa.isTerminal(), "abapa: South takes the seeds of its own row");
        assertEquals(2, abapa.score());
        State olympiad = play(OLYMPIAD, pos);
        assertEquals(List.of("d"), moves(olympiad), "Olympiad: any move, North then cannot move");
        olympiad.apply(olympiad.parseMove("d"));
        assertTrue(olympiad.isTerminal());
        assertEquals(2, olympiad.score());
    }

    // ------------------------------------------------ grand slam

    @Test
    void grandSlamIsIllegalUnderLudiiAndCapturesNothingOtherwise() throws Exception {
        // f's two seeds make A 2 and B 3: capturing both would take all of North's seeds.
        String pos = "1 0 0 0 0 2 1 2 0 0 0 0 20 22 s";
        assertEquals(List.of("a"), moves(LUDII.parsePosition(pos)));
        for (AwariGame g : new AwariGame[] {OLYMPIAD, ABAPA}) {
            assertEquals(List.of("a", "f"), moves(g.parsePosition(pos)));
            assertEquals("1 0 0 0 0 0 2 3 0 0 0 0 20 22 n", play(g, pos, "f").positionText());
        }
    }

    @Test
    void ludiiPlayerWithoutLegalMovePasses() throws Exception {
        String pos = "0 0 0 0 0 2 1 2 0 0 0 0 20 23 s";   // South's only move is a grand slam
        State s = LUDII.parsePosition(pos);
        assertEquals(List.of("pass"), moves(s));
        assertFalse(s.isTerminal());
        s.apply(s.parseMove("pass"));
        assertTrue(s.isPass(s.lastMove()));
        assertEquals("0 0 0 0 0 2 1 2 0 0 0 0 20 23 n", s.positionText());
        assertEquals(List.of("A", "B"), moves(s));
        s.undo();
        assertEquals(pos, s.positionText());
    }

    // ------------------------------------------------ captures

    @Test
    void captureChainStopsAtAHouseNotHoldingTwoOrThree() throws Exception {
        // e sows f, A, B, C: C=3 and B=2 are taken, A=4 stops the chain.
        for (AwariGame g : ALL) {
            assertEquals("3 0 0 0 0 1 4 0 0 5 0 0 20 15 n",
                    play(g, "3 0 0 0 4 0 3 1 2 5 0 0 15 15 s", "e").positionText(), g.toString());
        }
    }

    @Test
    void captureChainStopsAtTheMoversOwnRow() throws Exception {
        // d sows e, f, A: A=2 is taken; f=2 is South's own house and stays.
        for (AwariGame g : ALL) {
            assertEquals("0 0 0 0 2 2 0 4 0 0 0 0 21 19 n",
                    play(g, "0 0 0 3 1 1 1 4 0 0 0 0 19 19 s", "d").positionText(), g.toString());
        }
        // North's F sows a, b: b=3 and a=2 are taken, the chain ends at South's first house.
        for (AwariGame g : ALL) {
            assertEquals("0 0 0 0 0 5 0 0 0 0 3 0 17 23 s",
                    play(g, "1 2 0 0 0 5 0 0 0 0 3 2 17 18 n", "F").positionText(), g.toString());
        }
    }

    // ------------------------------------------------ sowing 11 seeds or more

    @Test
    void sowingALapSkipsTheOriginHouse() throws Exception {
        for (AwariGame g : ALL) {
            assertEquals("0 2 1 1 1 1 2 2 2 2 2 2 15 15 n",
                    play(g, "12 0 0 0 0 0 1 1 1 1 1 1 15 15 s", "a").positionText(), g.toString());
        }
        // 17 seeds from f: one lap (origin skipped) then A..F again; F..B hold 2 or 3, A holds 4.
        State ludii = play(LUDII, "0 0 0 0 0 17 2 1 0 1 0 1 12 14 s", "f");
        assertEquals("1 1 1 1 1 0 4 0 0 0 0 0 25 14 n", ludii.positionText());
        assertFalse(ludii.isTerminal(), "Ludii plays on past 25 until every house holds at most one");
        for (AwariGame g : new AwariGame[] {OLYMPIAD, ABAPA}) {
            State s = play(g, "0 0 0 0 0 17 2 1 0 1 0 1 12 14 s", "f");
            assertTrue(s.isTerminal(), "25 seeds end the game under " + g);
            assertEquals(11, s.score());
        }
    }

    // ------------------------------------------------ end of game and score

    @Test
    void ludiiGameEndsWhenEveryHouseHoldsAtMostOneSeed() throws Exception {
        State s = play(LUDII, "1 0 0 0 2 0 1 1 0 0 0 0 20 23 s", "e");
        assertEquals("1 0 0 0 0 1 0 1 0 0 0 0 22 23 n", s.positionText());
        assertTrue(s.isTerminal());
        assertEquals(-1, s.score());
        assertEquals("W+1", LUDII.formatScore(s.score()));
        assertEquals(0, s.legalMoves(new int[6]));
        State o = play(OLYMPIAD, "1 0 0 0 2 0 1 1 0 0 0 0 20 23 s", "e");
        assertFalse(o.isTerminal(), "the Olympiad rules play single seeds on");
    }

    @Test
    void repetitionEndsTheGameInTheOlympiadAndAbapaVariants() throws Exception {
        // Two single seeds chase each other round the board; North must feed at once.
        String pos = "0 0 0 0 0 0 1 0 0 0 0 1 22 24 n";
        assertTrue(LUDII.parsePosition(pos).isTerminal(), "all houses hold at most one seed");
        assertEquals(-2, LUDII.parsePosition(pos).score());
        String[] lap = {"f", "a", "a", "b", "b", "c", "c", "d", "d", "e", "e", "f"};
        State abapa = play(ABAPA, pos);
        assertEquals(List.of("F"), moves(abapa), "North must feed");
        abapa = play(ABAPA, pos, lap);
        assertEquals(pos, abapa.positionText());
        assertTrue(abapa.isTerminal(), "abapa: the first repetition ends the cycle");
        assertEquals(22 - (24 + 2), abapa.score(), "each side takes the seeds on its side");
        State olympiad = play(OLYMPIAD, pos, lap);
        assertFalse(olympiad.isTerminal(), "Olympiad: the second occurrence is not yet the end");
        for (String m : lap) olympiad.apply(olympiad.parseMove(m));
        assertTrue(olympiad.isTerminal(), "Olympiad: the third occurrence ends the game");
        assertEquals(22 - 24, olympiad.score(), "remaining seeds divided evenly");
        while (olympiad.ply() > 0) olympiad.undo();
        assertEquals(pos, olympiad.positionText());
        assertFalse(olympiad.isTerminal());
    }

    // ------------------------------------------------ notation, text, hash

    @Test
    void movesAreHouseLettersOfTheSideToMove() throws Exception {
        State s = LUDII.newInitialState();
        assertEquals(List.of("a", "b", "c", "d", "e", "f"), moves(s));
        assertEquals(s.parseMove("C"), s.parseMove("c"));
        s.apply(s.parseMove("c"));
        assertEquals("4 4 0 5 5 5 5 4 4 4 4 4 0 0 n", s.positionText());
        assertEquals(List.of("A", "B", "C", "D", "E", "F"), moves(s));
        assertEquals(8, s.parseMove("c"));
        assertThrows(MoveFormatException.class, () -> s.parseMove("g"));
        assertThrows(MoveFormatException.class, () -> s.parseMove("1"));
    }

    @Test
    void positionTextAndHashRoundTripAlongRandomGames() throws Exception {
        SplittableRandom rng = new SplittableRandom(5);
        int[] buf = new int[6];
        for (AwariGame g : ALL) {
            for (int game = 0; game < 30; game++) {
                State s = g.newInitialState();
                List<String> texts = new ArrayList<>();
                while (!s.isTerminal() && s.ply() < 400) {
                    State p = g.parsePosition(s.positionText());
                    assertEquals(s.positionText(), p.positionText());
                    assertEquals(s.hash(), p.hash());
                    assertEquals(moves(s), moves(p));
                    State c = s.copy();
                    assertEquals(s.hash(), c.hash());
                    texts.add(s.positionText());
                    int n = s.legalMoves(buf);
                    s.apply(buf[rng.nextInt(n)]);
                }
                for (int i = texts.size() - 1; i >= 0; i--) {
                    s.undo();
                    assertEquals(texts.get(i), s.positionText());
                }
                assertEquals(0, s.ply());
            }
        }
    }

    @Test
    void randomPlayoutsEndAndLeaveTheStateUnchanged() {
        SplittableRandom rng = new SplittableRandom(9);
        int[] buf = new int[6];
        for (AwariGame g : ALL) {
            State s = g.newInitialState();
            for (int i = 0; i < 300; i++) {
                int v = s.randomPlayout(rng, buf, 2000);
                assertTrue(v == Integer.MIN_VALUE || Math.abs(v) <= 48);
            }
            assertEquals("4 4 4 4 4 4 4 4 4 4 4 4 0 0 s", s.positionText());
            assertEquals(0, s.ply());
        }
    }

    @Test
    void badPositionsAreRejected() {
        for (String bad : new String[] {"", "4 4 4 4 4 4 4 4 4 4 4 4 0 0",
                "4 4 4 4 4 4 4 4 4 4 4 4 0 1 s", "4 4 4 4 4 4 4 4 4 4 4 x 0 0 s",
                "4 4 4 4 4 4 4 4 4 4 4 -4 8 0 s", "4 4 4 4 4 4 4 4 4 4 4 4 0 0 x",
                "4 4 4 4 4 4 4 4 4 4 4 4 0 0 s s"}) {
            assertThrows(PositionException.class, () -> LUDII.parsePosition(bad), bad);
        }
    }

    @Test
    void variantParameterIsValidated() {
        assertEquals(Variant.OLYMPIAD,
                ((AwariGame) AwariGame.TYPE.create(List.of("variant=Olympiad"))).variant());
        assertEquals(Variant.LUDII, ((AwariGame) AwariGame.TYPE.create()).variant());
        assertThrows(IllegalArgumentException.class, () -> AwariGame.TYPE.create(List.of("variant=kalah")));
        assertEquals("awari variant=abapa", ABAPA.descriptor());
        assertEquals(Game.FIRST, LUDII.parsePlayer("south"));
        assertEquals(Game.SECOND, LUDII.parsePlayer("W"));
    }
}
