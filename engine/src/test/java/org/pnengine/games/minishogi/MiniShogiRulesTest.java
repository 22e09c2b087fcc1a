package org.pnengine.games.minishogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;

/**
 * Rule tests on literal SFEN positions. The rules are those of
 * {@code ../shared/reference/rules-and-numbers.md} ("MiniShogi 5×5") and, for sennichite,
 * Fairy-Stockfish's {@code minishogi_variant} ({@code nFoldRule = 4}, {@code perpetualCheckIllegal},
 * repetition otherwise a loss for the first player). Every expected move list below was worked
 * out by hand from the diagram in the comment.
 */
class MiniShogiRulesTest {

    private static final MiniShogiGame GAME = MiniShogiGame.standard();

    static State pos(String sfen) {
        try {
            return GAME.parsePosition(sfen);
        } catch (Exception e) {
            throw new AssertionError(sfen + ": " + e.getMessage(), e);
        }
    }

    static Set<String> moves(State s) {
        int[] buf = new int[s.game().maxMoves()];
        int n = s.legalMoves(buf);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < n; i++) out.add(s.formatMove(buf[i]));
        assertEquals(n, out.size(), "duplicate moves");
        return out;
    }

    /** The moves of the piece on {@code from} (a USI square such as {@code 3d}). */
    static Set<String> movesFrom(State s, String from) {
        Set<String> out = new TreeSet<>();
        for (String m : moves(s)) {
            if (m.startsWith(from)) out.add(m);
        }
        return out;
    }

    static void play(State s, String... ms) throws Exception {
        for (String m : ms) {
            int code = s.parseMove(m);
            assertTrue(s.isLegal(code), m + " should be legal in " + s.positionText());
            s.apply(code);
        }
    }

    @Test
    void startPositionMoves() {
        // perft(1) = 14 (rules-and-numbers.md); the list itself by hand from rbsgk/4p/5/P4/KGSBR.
        assertEquals(Set.of("5e4d", "4e4d", "4e3d", "3e4d", "3e3d", "3e2d", "2e3d", "2e4c", "2e5b",
                "2e1d", "1e1d", "1e1c", "1e1b", "5d5c"), moves(GAME.newInitialState()));
    }

    @Test
    void promotionIsOptionalForSilverBishopRookAndCountedTwice() {
        // Sente silver on 3b may enter rank a with or without promotion; from rank a it may also
        // promote when leaving. Kings on 5e and 1e/5a keep the position legal.
        State s = pos("k4/2S2/5/5/4K b - 1");
        assertEquals(Set.of("3b4a", "3b4a+", "3b3a", "3b3a+", "3b2a", "3b2a+", "3b4c", "3b2c"),
                movesFrom(s, "3b"));
        State fromZone = pos("k1S2/5/5/5/4K b - 1");
        assertEquals(Set.of("3a4b", "3a4b+", "3a2b", "3a2b+"), movesFrom(fromZone, "3a"));
        // A rook on 3c reaching rank a: both; staying out of the zone: no promotion.
        State rook = pos("k4/5/2R2/5/4K b - 1");
        Set<String> r = movesFrom(rook, "3c");
        assertTrue(r.containsAll(Set.of("3c3a", "3c3a+", "3c3b", "3c3d", "3c3e", "3c5c", "3c1c")));
        assertFalse(r.contains("3c3b+"), "rank b is outside the one-rank zone");
        assertFalse(r.contains("3c3d+"));
        // Gold and king never promote.
        State gold = pos("k4/2G2/5/5/4K b - 1");
        assertTrue(movesFrom(gold, "3b").stream().noneMatch(m -> m.endsWith("+")));
    }

    @Test
    void pawnMustPromoteOnItsLastRank() {
        State s = pos("k4/2P2/5/5/4K b - 1");
        assertEquals(Set.of("3b3a+"), movesFrom(s, "3b"));
        // Gote's pawn on 3d reaches rank e and must promote too.
        State w = pos("4k/5/5/2p2/K4 w - 1");
        assertEquals(Set.of("3d3e+"), movesFrom(w, "3d"));
        // Applying the promotion makes a tokin (+P), which moves like a gold.
        s.apply(moveCode(s, "3b3a+"));
        assertEquals("k1+P2/5/5/5/4K w - 2", s.positionText());
    }

    @Test
    void dropsNifuAndLastRank() {
        // Sente holds P, S; a Sente pawn stands on 3d.
        State s = pos("4k/5/5/2P2/K4 b SP 1");
        Set<String> m = moves(s);
        // Silver may drop anywhere empty, including rank a.
        assertTrue(m.contains("S*3a") && m.contains("S*5a") && m.contains("S*3c"));
        // Pawn: never on rank a, never on file 3 (nifu), elsewhere yes.
        assertFalse(m.contains("P*4a"), "pawn drop on the last rank");
        assertFalse(m.contains("P*3c"), "nifu");
        assertFalse(m.contains("P*3b"), "nifu");
        assertTrue(m.contains("P*4b") && m.contains("P*4e") && m.contains("P*2c"));
        // 22 empty squares for the silver; the pawn has files 5,4,2,1 minus rank a minus occupied:
        // file 5: 5b 5c 5d (5e king) = 3, file 4: 4b..4e = 4, file 2: 4, file 1: 1b..1e = 4 (1a king).
        long silverDrops = m.stream().filter(x -> x.startsWith("S*")).count();
        long pawnDrops = m.stream().filter(x -> x.startsWith("P*")).count();
        assertEquals(22, silverDrops);
        assertEquals(15, pawnDrops);
        // A promoted pawn does not count for nifu.
        State tokin = pos("4k/5/5/2+P2/K4 b P 1");
        assertTrue(moves(tokin).contains("P*3c"));
    }

    @Test
    void pawnDropMateIsIllegalButOtherDropMatesAreLegal() throws Exception {
        // Gote king 1a, Gote pawn 2a; Sente gold 2c guards 2b and 1b. P*1b would be mate: illegal.
        State s = pos("3pk/5/3G1/5/K4 b P 1");
        Set<String> m = moves(s);
        assertFalse(m.contains("P*1b"), "uchifuzume");
        assertTrue(m.contains("P*1c") && m.contains("P*1d"));
        // The same mate by a silver drop is legal and wins.
        State silver = pos("3pk/5/3G1/5/K4 b S 1");
        play(silver, "S*1b");
        assertTrue(silver.isTerminal(), "checkmate");
        assertEquals(1, silver.score(), "Gote is mated: Sente wins");
        assertEquals(Game.FIRST, silver.winner());
        // A gold drop mate is also legal.
        State gold = pos("3pk/5/3G1/5/K4 b G 1");
        play(gold, "G*1b");
        assertTrue(gold.isTerminal());
        assertEquals(1, gold.score());
    }

    @Test
    void gotePawnDropsFollowTheSameRestrictions() throws Exception {
        // The position of the test above turned round with the colours swapped: Sente king 5e,
        // Sente pawn 4e, Gote gold 4c guarding 5d and 4d, Gote to move with a pawn in hand.
        State s = pos("4k/5/1g3/5/KP3 w p 1");
        Set<String> m = moves(s);
        assertFalse(m.contains("P*5d"), "uchifuzume for Gote");
        assertTrue(m.contains("P*5c") && m.contains("P*5b"), "other pawn drops on file 5");
        assertTrue(m.stream().noneMatch(x -> x.startsWith("P*") && x.endsWith("e")), "not on Gote's last rank");
        // The same mate with a silver is legal and wins for Gote.
        State silver = pos("4k/5/1g3/5/KP3 w s 1");
        play(silver, "S*5d");
        assertTrue(silver.isTerminal());
        assertEquals(-1, silver.score(), "Sente is mated: Gote wins");
        // Nifu for Gote: a Gote pawn on 2b closes file 2 to its pawn drops, not Sente's.
        State nifu = pos("4k/3p1/5/5/K4 w p 1");
        assertTrue(moves(nifu).stream().noneMatch(x -> x.startsWith("P*2")), "nifu for Gote");
        assertTrue(moves(nifu).contains("P*3b"));
        State senteNifu = pos("4k/3p1/5/5/K4 b P 1");
        assertTrue(moves(senteNifu).contains("P*2c"), "Gote's pawn does not close file 2 to Sente");
    }

    @Test
    void pawnDropCheckThatIsNotMateIsLegal() throws Exception {
        // The bishop on 3d guards 1b, but the king can step to 2b: P*1b is check, not mate.
        State s = pos("3pk/5/5/2B2/K4 b P 1");
        play(s, "P*1b");
        assertFalse(s.isTerminal());
        assertEquals(Set.of("1a2b"), moves(s));
        // An unguarded pawn can be taken by the king: legal too.
        State t = pos("3pk/5/5/5/K4 b P 1");
        assertTrue(moves(t).contains("P*1b"));
    }

    @Test
    void pawnDropMateWhenTheOnlyCapturerIsPinned() {
        // Gote gold 2b could take a pawn on 1b, but the bishop on 4d pins it to the king on 1a.
        State pinned = pos("3pk/3g1/K3G/1B3/5 b P 1");
        assertFalse(moves(pinned).contains("P*1b"), "uchifuzume: the capture is illegal");
        // Without the pin the gold can capture: the drop is legal.
        State free = pos("3pk/3g1/K3G/5/5 b PB 1");
        assertTrue(moves(free).contains("P*1b"));
    }

    @Test
    void checkEvasionsOnly() {
        // Gote rook on 3a checks the Sente king on 3e down file 3. The silver on 1e cannot help;
        // the king steps off the file or a pawn is dropped in between.
        State s = pos("2r1k/5/5/5/2K1S b P 1");
        assertTrue(((MiniShogiState) s).inCheck());
        assertEquals(Set.of("3e4d", "3e2d", "3e4e", "3e2e", "P*3d", "P*3c", "P*3b"), moves(s));
    }

    @Test
    void pinnedPieceMovesOnlyAlongThePin() {
        // The gold on 3d is pinned by the rook on 3a against the king on 3e.
        State s = pos("2r1k/5/5/2G2/2K2 b - 1");
        assertEquals(Set.of("3d3c"), movesFrom(s, "3d"));
    }

    @Test
    void pinnedRookMayTakeItsPinner() {
        // Sente rook 3c pinned by the Gote rook on 3a: it stays on file 3, and may take on 3a
        // (entering the zone, so with or without promotion).
        State s = pos("2r1k/5/2R2/5/2K2 b - 1");
        assertEquals(Set.of("3c3b", "3c3a", "3c3a+", "3c3d"), movesFrom(s, "3c"));
    }

    @Test
    void doubleCheckAllowsOnlyKingMoves() {
        // Rook 3a (file 3) and bishop 5c (diagonal 4d-3e) both check the king on 3e. The gold on
        // 4c could take the bishop and a gold could be dropped, but only king moves answer a
        // double check: 4e, 2e, 2d (4d and 3d are attacked).
        State s = pos("2r1k/5/bG3/5/2K2 b G 1");
        assertEquals(Set.of("3e4e", "3e2e", "3e2d"), moves(s));
    }

    @Test
    void kingCannotStepIntoAttackOrTakeAGuardedPiece() {
        // The Gote gold on 4d checks the Sente king on 5e (Gote's "forward" is towards rank e) and
        // also covers 5d and 4e; it is guarded by the Gote silver on 3c. Sente has no hand: mate.
        State s = pos("4k/5/2s2/1g3/K4 b - 1");
        assertTrue(((MiniShogiState) s).inCheck());
        assertEquals(Set.of(), moves(s));
        assertTrue(s.isTerminal());
        assertEquals(-1, s.score(), "Sente is mated: Gote wins");
        assertEquals("W+1", GAME.formatScore(s.score()));
        // Without the silver the king takes the gold.
        State t = pos("4k/5/5/1g3/K4 b - 1");
        assertEquals(Set.of("5e4d"), moves(t));
    }

    @Test
    void stalemateLoses() {
        // Gote to move, not in check, with no legal move (silver 3b covers 2a, gold 2c covers
        // 2b and 1b): in shogi that loses.
        State s = pos("4k/2S2/3G1/5/K4 w - 1");
        assertFalse(((MiniShogiState) s).inCheck());
        assertEquals(0, moves(s).size());
        assertTrue(s.isTerminal());
        assertEquals(1, s.score());
    }

    @Test
    void checkmateLosesForTheSideToMove() throws Exception {
        // Sente mates by G*1b (guarded by the gold on 2c); then Gote has no move.
        State s = pos("3pk/5/3G1/5/K4 b G 1");
        play(s, "G*1b");
        assertEquals(0, moves(s).size());
        assertTrue(s.isTerminal());
        assertEquals(1, s.score());
        assertEquals("B+1", GAME.formatScore(s.score()));
    }

    // ------------------------------------------------------------------ repetition

    private static final String[] KING_SHUFFLE = {"5e4d", "1a2b", "4d5e", "2b1a"};

    @Test
    void fourfoldRepetitionLosesForSente() throws Exception {
        State s = GAME.newInitialState();
        for (int cycle = 0; cycle < 3; cycle++) {
            assertFalse(s.isTerminal(), "cycle " + cycle);
            play(s, KING_SHUFFLE);
        }
        // The start position has now occurred four times (plies 0, 4, 8, 12).
        assertTrue(s.isTerminal());
        assertEquals(-1, s.score(), "sennichite without perpetual check: Sente loses");
        assertEquals(0, s.legalMoves(new int[GAME.maxMoves()]));
        s.undo();
        assertFalse(s.isTerminal(), "undo clears the verdict");
    }

    @Test
    void noRepetitionRuleWhenDisabled() throws Exception {
        State s = MiniShogiGame.of("repetition=none").newInitialState();
        for (int cycle = 0; cycle < 5; cycle++) play(s, KING_SHUFFLE);
        assertFalse(s.isTerminal());
    }

    @Test
    void perpetualCheckLosesForTheCheckingSide() throws Exception {
        // Gote's rook checks on every move (5c, 4c alternately); Sente's king steps 4e/5e.
        State s = pos("4k/5/1r3/5/K4 w - 1");
        String[] cycle = {"4c5c", "5e4e", "5c4c", "4e5e"};
        for (int i = 0; i < 3; i++) {
            assertFalse(s.isTerminal());
            play(s, cycle);
        }
        assertTrue(s.isTerminal());
        assertEquals(1, s.score(), "Gote gave perpetual check and loses");

        // The same with Sente checking: Sente loses.
        State t = pos("4k/5/3R1/5/K4 b - 1");
        String[] sente = {"2c1c", "1a2a", "1c2c", "2a1a"};
        for (int i = 0; i < 3; i++) play(t, sente);
        assertTrue(t.isTerminal());
        assertEquals(-1, t.score());
    }

    @Test
    void plyCapDraws() throws Exception {
        MiniShogiGame capped = MiniShogiGame.of("max_plies=2");
        State s = capped.newInitialState();
        assertEquals(2, capped.maxGameLength());
        play(s, "5e4d", "1a2b");
        assertTrue(s.isTerminal());
        assertEquals(0, s.score());
        assertEquals("0", capped.formatScore(0));
        State parsed = capped.parsePosition(s.positionText());
        assertTrue(parsed.isTerminal(), "the move number carries the cap");
    }

    static int moveCode(State s, String m) {
        try {
            return s.parseMove(m);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
