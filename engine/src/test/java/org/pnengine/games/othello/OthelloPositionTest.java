package org.pnengine.games.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pnengine.ReferenceData;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.games.GameCatalog;

/** Position text: round trips, the accepted variants, rejections, and the FFO test positions. */
class OthelloPositionTest {

    private static final OthelloGame G8 = OthelloGame.standard();
    private static final String START = "---------------------------OX------XO--------------------------- X";

    @ParameterizedTest
    @ValueSource(ints = {4, 6, 8})
    void roundTripAlongRandomGames(int size) throws PositionException {
        OthelloGame g = OthelloGame.of(size);
        SplittableRandom rng = new SplittableRandom(7 * size);
        int[] buf = new int[g.maxMoves()];
        int[] buf2 = new int[g.maxMoves()];
        for (int game = 0; game < 100; game++) {
            OthelloState s = g.newInitialState();
            while (true) {
                String text = s.positionText();
                assertTrue(text.indexOf('\n') < 0);
                OthelloState p = g.parsePosition(text);
                assertEquals(text, p.positionText());
                assertEquals(s.hash(), p.hash(), "the incremental hash equals the parsed one");
                assertEquals(s.toMove(), p.toMove());
                assertEquals(s.isTerminal(), p.isTerminal());
                assertEquals(0, p.ply());
                int n = s.legalMoves(buf);
                assertEquals(n, p.legalMoves(buf2));
                for (int i = 0; i < n; i++) assertEquals(buf[i], buf2[i]);
                if (n == 0) break;
                s.apply(buf[rng.nextInt(n)]);
            }
        }
    }

    @Test
    void acceptedVariants() throws PositionException {
        String board = START.substring(0, 64);
        for (String text : List.of(START, board + " B", board + " black", board + " x",
                "  " + START + "  ", board + " X;", board + " X ; G8:+18; H1:+12;", board + "\tX",
                board.replace('-', '.').replace('X', 'x').replace('O', 'o') + " X",
                board.replace('X', '*') + " X", board.replace('X', 'b').replace('O', 'w') + " X")) {
            OthelloState s = G8.parsePosition(text);
            assertEquals(START, s.positionText(), text);
            assertEquals(G8.newInitialState().hash(), s.hash());
        }
        String afterD3 = "-------------------X-------XX------XO--------------------------- O";
        assertEquals(afterD3, G8.parsePosition(afterD3.replace(" O", " white")).positionText());
        assertEquals(afterD3, G8.parsePosition(afterD3.replace(" O", " W;")).positionText());
    }

    private static void rejects(OthelloGame g, String text, String expectedFragment) {
        PositionException e = assertThrows(PositionException.class, () -> g.parsePosition(text), text);
        assertTrue(e.getMessage().contains(expectedFragment),
                "message '" + e.getMessage() + "' should contain '" + expectedFragment + "'");
    }

    @Test
    void rejections() {
        String board = START.substring(0, 64);
        rejects(G8, "", "empty");
        rejects(G8, "   ", "empty");
        rejects(G8, board.substring(1) + " X", "64 characters");
        rejects(G8, board + "- X", "64 characters");
        rejects(G8, board, "side to move");
        rejects(G8, board + " ;", "side to move");
        rejects(G8, board + " Z", "side to move must be X or O");
        rejects(G8, board + " X extra", "after the side to move");
        rejects(G8, board.replace("OX", "O?") + " X", "bad character '?' for square e4");
        rejects(OthelloGame.of(6), START, "36 characters");
        // d4 empty
        rejects(G8, "---------------------------" + "-X------XO---------------------------" + " X",
                "centre square d4 is empty");
        // a disc on a1 out of touch with the centre
        rejects(G8, "X" + board.substring(1, 19) + "X" + board.substring(20) + " O",
                "a1 is not connected");
        // four discs in the wrong pattern, and the start position with White to move
        String swapped = board.replace('X', 't').replace('O', 'X').replace('t', 'O');
        rejects(G8, swapped + " X", "start position");
        rejects(G8, board + " O", "Black is to move");
    }

    @Test
    void unreachableFarDiscIsRejectedOn6x6() {
        rejects(OthelloGame.of(6), "X-------------OX----XO-------------- X", "a1 is not connected");
    }

    /**
     * Every position of the FFO endgame test suite parses, and every move listed with its exact
     * score after the side to move (e.g. {@code G8:+18}) is legal. Source of the files:
     * ../shared/reference/othello/fforum-*.obf, described in ../shared/reference/rules-and-numbers.md
     * (the FFO test suite, from Edax's {@code problem/} folder).
     */
    @Test
    void ffoPositionsParseAndTheirListedMovesAreLegal() throws Exception {
        Pattern scored = Pattern.compile("([A-Ha-h][1-8]):([+-]\\d+)");
        int positions = 0;
        int listedMoves = 0;
        List<Path> files = Stream.of("fforum-1-19.obf", "fforum-20-39.obf", "fforum-40-59.obf", "fforum-60-79.obf")
                .map(ReferenceData::ffo).toList();
        for (Path f : files) {
            for (String line : Files.readAllLines(f)) {
                if (line.isBlank()) continue;
                OthelloState s = G8.parsePosition(line);
                positions++;
                // The board and side read back as written.
                assertEquals(line.substring(0, 66), s.positionText(), f + ": " + line);
                Matcher m = scored.matcher(line.substring(line.indexOf(';')));
                int here = 0;
                int best = Integer.MIN_VALUE;
                while (m.find()) {
                    int move = s.parseMove(m.group(1));
                    assertTrue(s.isLegal(move), m.group(1) + " in " + line);
                    best = Math.max(best, Integer.parseInt(m.group(2)));
                    here++;
                }
                assertTrue(here > 0, "moves listed in " + line);
                assertTrue(Math.abs(best) <= G8.maxScore());
                listedMoves += here;
                // A listed best move, played, leaves a parsable position with the other side to
                // move or a pass.
                s.apply(s.parseMove(m.reset().find() ? m.group(1) : "pass"));
                assertEquals(s.positionText(), G8.parsePosition(s.positionText()).positionText());
            }
        }
        // 19 + 20 + 20 + 20 positions: FFO #1-#79.
        assertEquals(79, positions);
        assertTrue(listedMoves > positions);
    }

    @Test
    void notation() throws Exception {
        OthelloState s = G8.newInitialState();
        assertEquals(19, s.parseMove("d3"));
        assertEquals(19, s.parseMove("D3"));
        assertEquals(19, s.parseMove(" d3 "));
        assertEquals("d3", s.formatMove(19));
        assertEquals("a1", s.formatMove(0));
        assertEquals("h8", s.formatMove(63));
        assertEquals("pass", s.formatMove(OthelloState.PASS));
        assertEquals(OthelloState.PASS, s.parseMove("PASS"));
        for (String bad : List.of("", "d", "d0", "d9", "i1", "3d", "d33", "pas", "passs", "resign")) {
            assertThrows(MoveFormatException.class, () -> s.parseMove(bad), bad);
        }
        OthelloState six = OthelloGame.of(6).newInitialState();
        assertEquals(8 * 5 + 5, six.parseMove("F6"));
        assertThrows(MoveFormatException.class, () -> six.parseMove("g1"));
        assertThrows(MoveFormatException.class, () -> six.parseMove("a7"));
        assertThrows(IllegalArgumentException.class, () -> six.formatMove(6));
        for (int sq = 0; sq < 64; sq++) assertEquals(sq, s.parseMove(s.formatMove(sq)));
        assertTrue(!s.isLegal(-1) && !s.isLegal(65) && !s.isLegal(27), "off-board or occupied");
    }

    @Test
    void renderHasNoEmptyLine() {
        OthelloState s = G8.newInitialState();
        String r = s.render();
        assertTrue(!r.contains("\n\n") && !r.endsWith("\n") && !r.startsWith("\n"), r);
        assertTrue(r.contains("black to move"), r);
        assertTrue(r.startsWith("  a b c d e f g h\n1 - - - - - - - -\n"), r);
        assertTrue(r.contains("\n4 - - - O X - - -\n5 - - - X O - - -\n"), r);
        assertTrue(r.contains("black (X) 2, white (O) 2"), r);
    }

    @Test
    void gameDescriptor() {
        assertEquals("Othello", OthelloGame.TYPE.name());
        assertEquals("size", OthelloGame.TYPE.sizeParameter());
        assertEquals("Othello size=8 scoring=discs", OthelloGame.TYPE.create().descriptor());
        assertEquals("Othello size=6 scoring=wof",
                OthelloGame.TYPE.create(List.of("scoring=WOF", "size=6")).descriptor());
        assertEquals(6, ((OthelloGame) OthelloGame.TYPE.create(List.of("size=6"))).size());
        assertEquals(OthelloGame.TYPE, GameCatalog.find("othello").orElseThrow());
        for (String bad : List.of("size=5", "size=7", "size=3", "size=9", "size=x")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> OthelloGame.TYPE.create(List.of(bad)), bad);
            assertTrue(e.getMessage().contains("'size'"), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> OthelloGame.TYPE.create(List.of("width=8")));
        Game g = OthelloGame.of(6);
        assertEquals(32, g.maxMoves());
        assertEquals(-36, g.minScore());
        assertEquals(36, g.maxScore());
        assertEquals(Game.FIRST, g.parsePlayer("B"));
        assertEquals(Game.SECOND, g.parsePlayer("white"));
        assertEquals("black", g.playerName(Game.FIRST));
        assertEquals("white", g.playerName(Game.SECOND));
        assertEquals("W+4", g.formatScore(-4));
    }
}
