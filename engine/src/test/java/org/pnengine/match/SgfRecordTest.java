package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;
import org.pnengine.games.gomoku.GomokuGame;
import org.pnengine.games.linesofaction.LinesOfActionGame;
import org.pnengine.games.othello.OthelloGame;

/**
 * SGF records: literal records checked by hand for each game, round trips of seeded random games,
 * the pass convention, what other programs write, and the errors.
 */
class SgfRecordTest {

    private static Map<String, String> info(String... idValue) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < idValue.length; i += 2) m.put(idValue[i], idValue[i + 1]);
        return m;
    }

    /**
     * A shortest possible Othello game, 9 moves to a wipe-out (found by a search of all games to
     * ply 9). a1 is the top-left corner in both notations, so d3 (column d, third row from the
     * top) is the SGF point "dc"; 13 black discs, none white: B+13.
     */
    @Test
    void othelloLiteral() {
        SgfRecord r = new SgfRecord(OthelloGame.standard(), List.of("d3", "c3", "b3", "e3", "f3", "f4", "f5", "f6", "g7"),
                info("PB", "alpha", "PW", "beta", "RE", "B+13", "DT", "2026-11-24", "EV", "test", "RO", "1"));
        String sgf = "(;FF[4]GM[2]SZ[8]CA[UTF-8]AP[pnengine]KM[0]GN[Othello size=8 scoring=discs]\n"
                + "PB[alpha]\nPW[beta]\nRE[B+13]\nDT[2026-11-24]\nEV[test]\nRO[1]\n"
                + ";B[dc];W[cc];B[bc];W[ec];B[fc];W[fd];B[fe];W[ff];B[gg])\n";
        assertEquals(sgf, r.toSgf());
        assertEquals(r, SgfRecord.parse(sgf));
    }

    /**
     * A 4×4 game in which White must pass after b4: Black then moves twice in a row and no pass
     * node is written, as Quarry writes Othello. a2 is "ab", c1 "ca", d4 "dd", a3 "ac", a4 "ad",
     * c4 "cd", b4 "bd", d2 "db". Black ends with 11 discs to 1.
     */
    @Test
    void othelloPassesAreImplicit() {
        List<String> moves = List.of("a2", "c1", "d4", "a3", "a4", "c4", "b4", "pass", "d2");
        SgfRecord r = new SgfRecord(OthelloGame.of(4), moves, info("RE", "B+10"));
        String sgf = "(;FF[4]GM[2]SZ[4]CA[UTF-8]AP[pnengine]KM[0]GN[Othello size=4 scoring=discs]\n"
                + "RE[B+10]\n"
                + ";B[ab];W[ca];B[dd];W[ac];B[ad];W[cd];B[bd];B[db])\n";
        assertEquals(sgf, r.toSgf());
        assertEquals(r, SgfRecord.parse(sgf));
        // An explicit pass, as an empty value, as Go's tt or as the word, reads the same.
        for (String pass : List.of(";W[]", ";W[tt]", ";W[pass]")) {
            assertEquals(moves, SgfRecord.parse(sgf.replace(";B[db]", pass + ";B[db]")).moves(), pass);
        }
        // Go-style controllers end on two passes after the last disc; those are dropped.
        assertEquals(moves, SgfRecord.parse(sgf.replace(";B[db])", ";B[db];W[];B[])")).moves());
        // A record that stops right after a pass must show it: an empty value.
        SgfRecord cut = new SgfRecord(OthelloGame.of(4), moves.subList(0, 8), Map.of());
        assertTrue(cut.toSgf().endsWith(";B[bd];W[])\n"), cut.toSgf());
        assertEquals(cut, SgfRecord.parse(cut.toSgf()));
    }

    /**
     * Five in a column on 15×15. Gomoku's a1 is the bottom-left corner and SGF counts rows from
     * the top: h8 is "hh", h9 "hg", h12 "hd", a1 "ao", d1 "do". A win/draw/loss game: RE[B+].
     */
    @Test
    void gomokuLiteral() {
        SgfRecord r = new SgfRecord(GomokuGame.standard(), List.of("h8", "a1", "h9", "b1", "h10", "c1", "h11", "d1", "h12"),
                info("RE", "B+"));
        String sgf = "(;FF[4]GM[4]SZ[15]CA[UTF-8]AP[pnengine]KM[0]GN[gomoku size=15 exact_five=false coords=a1]\n"
                + "RE[B+]\n"
                + ";B[hh];W[ao];B[hg];W[bo];B[hf];W[co];B[he];W[do];B[hd])\n";
        assertEquals(sgf, r.toSgf());
        assertEquals(r, SgfRecord.parse(sgf));
    }

    /**
     * Lines of Action's FF[4] notation: from-to with '-', ':' for a capture. b1 slides along rank
     * 1 (6 pieces) to h1; a3 takes c1 along the a3-c1 diagonal (2 pieces); f8 takes h6 along the
     * f8-h6 diagonal (2 pieces); a4 goes to c4 along rank 4 (2 pieces, a4 and h4).
     */
    @Test
    void linesOfActionLiteral() {
        SgfRecord r = new SgfRecord(LinesOfActionGame.standard(), List.of("b1h1", "a3c1", "f8h6", "a4c4"), Map.of());
        String sgf = "(;FF[4]GM[9]SZ[8]CA[UTF-8]AP[pnengine]KM[0]GN[lines_of_action size=8]\n"
                + ";B[b1-h1];W[a3:c1];B[f8:h6];W[a4-c4])\n";
        assertEquals(sgf, r.toSgf());
        assertEquals(r, SgfRecord.parse(sgf));
        // As others write it: upper case, annotations, 'x' for a capture.
        assertEquals(r.moves(), SgfRecord.parse("(;GM[9]SZ[8];B[B1-H1!];W[a3xc1+];B[ f8h6 ];W[A4-C4++])").moves());
    }

    @Test
    void seededRandomGamesRoundTripWithEveryMoveLegal() {
        List<Game> games = List.of(OthelloGame.standard(), OthelloGame.of(6), OthelloGame.of(4),
                OthelloGame.TYPE.create(List.of("scoring=wof")), GomokuGame.standard(), GomokuGame.of(7, true),
                LinesOfActionGame.standard(), LinesOfActionGame.of(7));
        SplittableRandom rng = new SplittableRandom(20261124L);
        int passes = 0;
        for (Game game : games) {
            for (int i = 0; i < 12; i++) {
                List<String> moves = randomGame(game, rng, 300);
                passes += (int) moves.stream().filter("pass"::equals).count();
                SgfRecord r = new SgfRecord(game, moves, info("PB", "p" + i, "RE", "?"));
                SgfRecord back = SgfRecord.parse(r.toSgf());
                assertEquals(r, back, game.descriptor() + " game " + i);
                State s = game.newInitialState();
                for (String m : back.moves()) {
                    int move = assertDoesNotThrowParse(s, m);
                    assertTrue(s.isLegal(move), m);
                    s.apply(move);
                }
            }
        }
        assertTrue(passes > 0, "some random game passed");
    }

    private static int assertDoesNotThrowParse(State s, String m) {
        try {
            return s.parseMove(m);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** Uniformly random legal moves until the end or {@code maxPlies}. */
    private static List<String> randomGame(Game game, SplittableRandom rng, int maxPlies) {
        State s = game.newInitialState();
        int[] buffer = new int[game.maxMoves()];
        List<String> moves = new ArrayList<>();
        while (!s.isTerminal() && moves.size() < maxPlies) {
            int move = buffer[rng.nextInt(s.legalMoves(buffer))];
            moves.add(s.formatMove(move));
            s.apply(move);
        }
        return moves;
    }

    @Test
    void gamesWithoutAnSgfNumberSaySo() {
        Game c4 = ConnectFourGame.TYPE.create();
        assertFalse(SgfRecord.supports(c4));
        assertTrue(SgfRecord.supports(OthelloGame.standard()));
        assertMessage("connect_four width=7 height=6 has no SGF game number: SGF records are written for "
                + "Othello (GM[2]), lines_of_action (GM[9]), gomoku (GM[4])", () -> new SgfRecord(c4, List.of("4"), Map.of()));
        assertMessage("GM[1] is not a game with SGF records here; they are written for Othello (GM[2])",
                () -> SgfRecord.parse("(;FF[4]GM[1]SZ[19];B[dd])"));
        GameRecord g = new GameRecord("connect_four width=7 height=6", 0, 1, true, "a", "b", List.of("4"), new double[1],
                new double[1], new double[1], new double[1], 0, null, GameRecord.Termination.MAX_PLIES, null);
        assertMessage("has no SGF game number", () -> SgfRecord.of(g));
    }

    @Test
    void readsWhatOtherProgramsWrite() {
        // FF[3]-style lower-case letters in identifiers, white space everywhere, a comment node,
        // variations (the first is the main line), no GN: the game comes from GM and SZ.
        String sgf = "header text (;FF[3]GaMe[2] SiZe[6] PB[x]\n C[opening]\n ; B [cb]\n ;C[just a comment]"
                + " (;W[bb];B[ab]) (;W[db]))";
        SgfRecord r = SgfRecord.parse(sgf);
        assertEquals("Othello size=6 scoring=discs", r.game().descriptor());
        assertEquals(List.of("c2", "b2", "a2"), r.moves());
        assertEquals(info("PB", "x", "C", "opening"), r.info());
        // GN naming the game with all its parameters wins over GM and SZ's defaults
        assertEquals("Othello size=6 scoring=wof",
                SgfRecord.parse("(;GM[2]SZ[6]GN[Othello size=6 scoring=wof];B[cb])").game().descriptor());
        // a GN that is not a descriptor stays in the info
        SgfRecord named = SgfRecord.parse("(;GM[4]SZ[9]GN[final, game 2];B[ee])");
        assertEquals("gomoku size=9 exact_five=false coords=a1", named.game().descriptor());
        assertEquals(info("GN", "final, game 2"), named.info());
        assertEquals(named, SgfRecord.parse(named.toSgf()));
        // a collection holds several records
        List<SgfRecord> all = SgfRecord.parseAll("(;GM[9];B[b1-b3])\n(;GM[9]SZ[7];B[b1-b3];W[a3:c1])");
        assertEquals(2, all.size());
        assertEquals(List.of("b1b3"), all.get(0).moves());
        assertEquals("lines_of_action size=7", all.get(1).game().descriptor());
    }

    @Test
    void infoValuesAreEscapedAndComeBack() {
        SgfRecord r = new SgfRecord(GomokuGame.of(9, false), List.of("e5"),
                info("PB", "uct c=1.4 [fast] \\ slash", "GC", "line one\nline two]"));
        String sgf = r.toSgf();
        assertTrue(sgf.contains("PB[uct c=1.4 [fast\\] \\\\ slash]"), sgf);
        assertEquals(r, SgfRecord.parse(sgf));
        // a soft line break (backslash before a newline) disappears
        assertEquals("ab", SgfRecord.parse("(;GM[4]SZ[9]PB[a\\\nb])").info().get("PB"));
    }

    @Test
    void aMatchRecordBecomesAnSgfRecord() {
        // A moved second, so B had Black; Black won 13-0.
        GameRecord g = record("Othello size=8 scoring=discs", false, List.of("d3", "c3", "b3", "e3", "f3", "f4", "f5", "f6",
                "g7"), -1, "B+13", GameRecord.Termination.END, null);
        SgfRecord r = SgfRecord.of(g).withInfo("DT", "2026-11-24").withInfo("RO", "3");
        assertEquals(info("PB", "player b", "PW", "player a", "RE", "B+13", "GC",
                "pnengine game 7, seed 42, pair 3, termination end", "DT", "2026-11-24", "RO", "3"), r.info());
        assertEquals("Othello size=8 scoring=discs", r.game().descriptor());
        assertEquals(r, SgfRecord.parse(r.toSgf()));
    }

    @Test
    void resultsInSgfTerms() {
        Game othello = OthelloGame.standard();
        Game gomoku = GomokuGame.standard();
        assertEquals("W+6", SgfRecord.result(record("", true, List.of(), -1, "W+6", GameRecord.Termination.END, null), othello));
        assertEquals("Draw", SgfRecord.result(record("", true, List.of(), 0, "0", GameRecord.Termination.END, null), othello));
        // win/draw/loss games have no score to give: B+ alone (FF[4] makes the score optional)
        assertEquals("B+", SgfRecord.result(record("", false, List.of(), -1, "B+1", GameRecord.Termination.END, null), gomoku));
        assertEquals("Draw", SgfRecord.result(record("", true, List.of(), 0, null, GameRecord.Termination.MAX_PLIES, null),
                gomoku));
        // A (Black) lost on time: W+T. B (Black) answered an illegal move: A, White, wins by forfeit.
        // B (White) threw: A, Black, wins by forfeit.
        assertEquals("W+T", SgfRecord.result(record("", true, List.of(), -1, null, GameRecord.Termination.TIME, "x"), gomoku));
        assertEquals("W+F", SgfRecord.result(record("", false, List.of(), 1, null, GameRecord.Termination.ILLEGAL_MOVE, "x"),
                othello));
        assertEquals("B+F", SgfRecord.result(record("", true, List.of(), 1, null, GameRecord.Termination.PLAYER_ERROR, "x"),
                othello));
    }

    private static GameRecord record(String game, boolean aFirst, List<String> moves, int resultForA, String score,
                                     GameRecord.Termination t, String detail) {
        double[] z = new double[moves.size()];
        return new GameRecord(game, 7, 42, aFirst, "player a", "player b", moves, z, z, z, z, resultForA, score, t, detail);
    }

    @Test
    void errorsSayWhatIsWrong() {
        assertMessage("node 3: W[dc] (d3) is not legal", () -> SgfRecord.parse("(;GM[2];B[dc];W[dc])"));
        assertMessage("node 3: black moves but white is to move and has a move",
                () -> SgfRecord.parse("(;GM[2];B[dc];B[cc])"));
        assertMessage("node 2: point 'zz' is off the 8x8 board", () -> SgfRecord.parse("(;GM[2];B[zz])"));
        assertMessage("node 2: an SGF point is two letters", () -> SgfRecord.parse("(;GM[2];B[d3])"));
        assertMessage("node 2: a pass, but black has a move", () -> SgfRecord.parse("(;GM[2];B[])"));
        assertMessage("node 1: setup property AB is not supported", () -> SgfRecord.parse("(;GM[2]AB[aa];B[dc])"));
        assertMessage("SZ[9] is not a board size of Othello", () -> SgfRecord.parse("(;GM[2]SZ[9];B[dc])"));
        assertMessage("the record has no GM", () -> SgfRecord.parse("(;SZ[8];B[dc])"));
        assertMessage("SGF syntax: value not closed by ']' at line 2, column 3", () -> SgfRecord.parse("(;GM[2]\n;B[dc)"));
        assertMessage("SGF syntax: expected ')' at line 1, column 14 (found the end)", () -> SgfRecord.parse("(;GM[2];B[dc]"));
        assertMessage("no SGF game tree", () -> SgfRecord.parse("GM[2]"));
        // Black's five a1..a5 (SGF column a, rows e..a from the top) ends the game at node 10
        assertMessage("node 11: move W[cc] after the end of the game", () -> SgfRecord.parse(
                "(;GM[4]SZ[5];B[aa];W[ba];B[ab];W[bb];B[ac];W[bc];B[ad];W[bd];B[ae];W[cc])"));
        assertMessage("move 3 'c3' is not legal", () -> new SgfRecord(OthelloGame.standard(), List.of("d3", "c3", "c3"),
                Map.of()).toSgf());
        assertMessage("'KM' is not a game-info property", () -> new SgfRecord(OthelloGame.standard(), List.of(), info("KM", "6.5")));
        assertMessage("'pb' is not a game-info property", () -> new SgfRecord(OthelloGame.standard(), List.of(), info("pb", "x")));
    }

    private static void assertMessage(String part, Executable e) {
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class, e);
        assertTrue(x.getMessage().contains(part), x.getMessage());
    }
}
