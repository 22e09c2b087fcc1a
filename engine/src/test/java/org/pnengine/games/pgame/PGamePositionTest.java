package org.pnengine.games.pgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;

/** Parameters, notation, position text and rendering of P-game trees. */
class PGamePositionTest {

    private static final PGameGame G = PGameGame.of(2, 20, 0);

    // ------------------------------------------------------------ parameters

    @Test
    void defaultsAndCatalog() {
        Game g = GameCatalog.find("PGame").orElseThrow().create();
        assertEquals("pgame branching=2 depth=20 seed=0", g.descriptor());
        assertEquals(2, g.maxMoves());
        assertEquals(20, g.maxGameLength());
        assertEquals(-1, g.minScore());
        assertEquals(1, g.maxScore());
        assertEquals("max", g.playerName(Game.FIRST));
        assertEquals("min", g.playerName(Game.SECOND));
        assertEquals(Game.FIRST, g.parsePlayer("B"));
        assertEquals(Game.SECOND, g.parsePlayer("white"));
        assertEquals(Game.FIRST, g.parsePlayer("Max"));
        assertEquals(Game.SECOND, g.parsePlayer("min"));
        assertEquals("B+1", g.formatScore(1));
        assertEquals("W+1", g.formatScore(-1));
        assertEquals("0", g.formatScore(0));
        Game paper = PGameGame.TYPE.create(List.of("branching=8", "depth=8", "seed=199"));
        assertEquals("pgame branching=8 depth=8 seed=199", paper.descriptor());
    }

    private static String error(String... tokens) {
        return assertThrows(IllegalArgumentException.class,
                () -> PGameGame.TYPE.create(List.of(tokens))).getMessage();
    }

    @Test
    void badParametersAreRejectedByName() {
        assertTrue(error("branching=1").contains("'branching'"));
        assertTrue(error("branching=65").contains("'branching'"));
        assertTrue(error("depth=0").contains("'depth'"));
        assertTrue(error("depth=41").contains("'depth'"));
        assertTrue(error("seed=x").contains("'seed'"));
        assertTrue(error("size=3").contains("'size'"));
        String tooDeep = error("branching=64", "depth=11");
        assertTrue(tooDeep.contains("'depth'") && tooDeep.contains("at most 10"), tooDeep);
        assertEquals(-5L, PGameGame.of(2, 3, -5).seed());
        assertEquals(Long.MAX_VALUE, PGameGame.of(2, 3, Long.MAX_VALUE).seed());
    }

    /**
     * Exactly the trees whose 1 + B + ... + B^D nodes can be numbered by non-negative longs are
     * accepted (the limit recomputed here with BigInteger, for every branching and depth).
     */
    @Test
    void acceptedShapesAreExactlyThoseThatFit() {
        BigInteger limit = BigInteger.valueOf(Long.MAX_VALUE);
        for (int b = 2; b <= 64; b++) {
            BigInteger nodes = BigInteger.ONE;
            BigInteger level = BigInteger.ONE;
            for (int d = 1; d <= 40; d++) {
                level = level.multiply(BigInteger.valueOf(b));
                nodes = nodes.add(level);
                boolean fits = nodes.compareTo(limit) <= 0;
                List<String> tokens = List.of("branching=" + b, "depth=" + d);
                if (fits) {
                    assertEquals(d, ((PGameGame) PGameGame.TYPE.create(tokens)).depth());
                } else {
                    assertThrows(IllegalArgumentException.class, () -> PGameGame.TYPE.create(tokens),
                            "B=" + b + " D=" + d);
                }
            }
        }
    }

    /** The last leaf of the largest trees has the largest node number; no overflow on the way. */
    @Test
    void deepestLastLeafOfTheLargestTrees() throws PositionException {
        for (int[] shape : new int[][] {{64, 10}, {2, 40}, {3, 39}}) {
            PGameGame g = PGameGame.of(shape[0], shape[1], 1);
            StringBuilder path = new StringBuilder();
            PGameState s = g.newInitialState();
            for (int d = 0; d < shape[1]; d++) {
                path.append(d == 0 ? "" : ",").append(shape[0]);
                s.apply(shape[0] - 1);
            }
            BigInteger last = BigInteger.ZERO;
            for (int d = 1; d <= shape[1]; d++) last = last.add(BigInteger.valueOf(shape[0]).pow(d));
            assertEquals(last.longValueExact(), s.node());   // ids run 0 .. 1 + B + ... + B^D - 1
            assertTrue(s.isTerminal());
            assertEquals(path.toString(), s.positionText());
            PGameState parsed = g.parsePosition(path.toString());
            assertEquals(s.node(), parsed.node());
            assertEquals(s.sum(), parsed.sum());
            assertEquals(s.hash(), parsed.hash());
        }
    }

    // ------------------------------------------------------------ moves

    @Test
    void moveNotationIsOneBased() throws MoveFormatException {
        PGameState s = PGameGame.of(10, 3, 0).newInitialState();
        assertEquals("1", s.formatMove(0));
        assertEquals("10", s.formatMove(9));
        assertEquals(9, s.parseMove(" 10 "));
        assertEquals(0, s.parseMove("1"));
        assertThrows(MoveFormatException.class, () -> s.parseMove("0"));
        assertThrows(MoveFormatException.class, () -> s.parseMove("11"));
        assertThrows(MoveFormatException.class, () -> s.parseMove("a"));
        assertThrows(MoveFormatException.class, () -> s.parseMove(""));
        assertTrue(s.isLegal(9));
        assertFalse(s.isLegal(10));
        assertFalse(s.isLegal(-1));
        assertEquals(-1, s.lastMove());
        s.apply(7);
        assertEquals(7, s.lastMove());
        assertEquals(Game.SECOND, s.toMove());
        s.apply(0);
        s.apply(9);
        assertTrue(s.isTerminal());
        assertFalse(s.isLegal(0));
        assertEquals(0, s.legalMoves(new int[10]));
        assertEquals(9, s.lastMove());
        assertEquals("8,1,10", s.positionText());
    }

    // ------------------------------------------------------------ position text

    @Test
    void positionTextRoundTrips() throws PositionException {
        assertEquals("-", G.newInitialState().positionText());
        SplittableRandom rng = new SplittableRandom(11);
        for (PGameGame g : new PGameGame[] {G, PGameGame.of(8, 8, 3), PGameGame.of(13, 6, -1)}) {
            int[] buf = new int[g.maxMoves()];
            for (int t = 0; t < 200; t++) {
                PGameState s = g.newInitialState();
                int plies = rng.nextInt(g.depth() + 1);
                for (int i = 0; i < plies; i++) {
                    int n = s.legalMoves(buf);
                    s.apply(buf[rng.nextInt(n)]);
                }
                String text = s.positionText();
                assertFalse(text.contains("\n") || text.contains(" "), text);
                PGameState p = g.parsePosition(text);
                assertEquals(text, p.positionText());
                assertEquals(s.node(), p.node());
                assertEquals(s.depth(), p.depth());
                assertEquals(s.sum(), p.sum());
                assertEquals(s.hash(), p.hash());
                assertEquals(s.toMove(), p.toMove());
                assertEquals(s.isTerminal(), p.isTerminal());
                assertEquals(0, p.ply());
                assertEquals(-1, p.lastMove());
                assertThrows(IllegalStateException.class, p::undo);
                if (!p.isTerminal()) {
                    // the parsed base can be left and re-entered
                    p.apply(0);
                    p.undo();
                    assertEquals(text, p.positionText());
                }
            }
        }
    }

    @Test
    void sideToMoveFollowsTheDepth() throws PositionException {
        assertEquals(Game.FIRST, G.parsePosition("-").toMove());
        assertEquals(Game.SECOND, G.parsePosition("2").toMove());
        assertEquals(Game.FIRST, G.parsePosition("2,1").toMove());
        assertEquals("2,1,2", G.parsePosition(" 2 , 1,2 ").positionText());
    }

    private static String rejection(PGameGame g, String text) {
        return assertThrows(PositionException.class, () -> g.parsePosition(text)).getMessage();
    }

    @Test
    void malformedPositionsAreRejected() {
        assertTrue(rejection(G, "").contains("empty"));
        assertTrue(rejection(G, "0").contains("1..2"));
        assertTrue(rejection(G, "3").contains("1..2"));
        assertTrue(rejection(G, "1,,2").contains("move 2"));
        assertTrue(rejection(G, "1,2,").contains("move 3"));
        assertTrue(rejection(G, ",1").contains("move 1"));
        assertTrue(rejection(G, "a").contains("move 1"));
        assertTrue(rejection(G, "-1").contains("move 1"));
        assertTrue(rejection(G, "1 2").contains("move 1"));
        assertTrue(rejection(G, "--").contains("move 1"));
        PGameGame small = PGameGame.of(2, 3, 0);
        assertTrue(rejection(small, "1,1,1,1").contains("depth 3"));
        assertTrue(rejection(PGameGame.of(64, 2, 0), "65").contains("1..64"));
    }

    // ------------------------------------------------------------ render

    @Test
    void renderShowsPathSumAndEdges() throws PositionException {
        PGameGame g = PGameGame.of(2, 2, 0);
        PGameState s = g.newInitialState();
        String root = s.render();
        assertFalse(root.contains("\n\n") || root.endsWith("\n"), root);
        int e1 = g.edgeValue(1, 0);
        int e2 = g.edgeValue(2, 0);
        assertEquals("pgame branching=2 depth=2 seed=0\n"
                + "path - (depth 0 of 2), sum 0\n"
                + "max to move; edge values 1:" + signed(e1) + " 2:" + signed(e2), root);
        State leaf = g.parsePosition("2,1");
        int sum = e2 + g.edgeValue(2 * 2 + 0 + 1, 1);
        String outcome = sum > 0 ? "max wins" : sum < 0 ? "min wins" : "draw";
        assertEquals("pgame branching=2 depth=2 seed=0\n"
                + "path 2,1 (depth 2 of 2), sum " + signed(sum) + "\n"
                + "leaf value " + signed(sum) + ": " + outcome, leaf.render());
        assertEquals(Integer.signum(sum), leaf.score());
    }

    private static String signed(int v) {
        return v > 0 ? "+" + v : Integer.toString(v);
    }
}
