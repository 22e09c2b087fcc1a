package org.pnengine.games.breakthrough;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;

/**
 * Breakthrough's playout policy and evaluation ({@code playout=policy}, {@code ept}): the policy's
 * moves are legal, it wins at once when it can, it takes a piece that would win next, its
 * playouts leave the position as it was and repeat for a seed; the evaluation is symmetric; the
 * tactics name the wins, captures and threats, and the quiet moves that make a threat.
 */
class BreakthroughPolicyTest {

    private static Game game(String... params) {
        return GameCatalog.find("breakthrough").orElseThrow().create(List.of(params));
    }

    @Test
    void everyPolicyMoveIsLegalAndPlayoutsLeaveThePositionAsItWas() throws Exception {
        for (Game g : List.of(game(), game("width=5", "height=6"))) {
            SplittableRandom rng = new SplittableRandom(28);
            int[] buffer = new int[g.maxMoves()];
            for (int n = 0; n < 200; n++) {
                BreakthroughState s = (BreakthroughState) g.newInitialState();
                while (!s.isTerminal()) {
                    String before = s.positionText();
                    int r1 = s.policyPlayout(new SplittableRandom(n), buffer, 1000);
                    assertEquals(before, s.positionText(), "a playout leaves the state as it was");
                    assertEquals(r1, s.policyPlayout(new SplittableRandom(n), buffer, 1000), "the same seed plays the same game");
                    assertTrue(r1 == 1 || r1 == -1, "every playout ends: " + r1);
                    int m = s.policyMove(rng, buffer);
                    assertTrue(s.isLegal(m), before + ": " + s.formatMove(m));
                    s.apply(m);
                }
            }
        }
    }

    @Test
    void theWinAtOnceIsPlayed() throws Exception {
        Game g = game();
        // Black's piece on c7 steps onto row 8 whatever else it could do.
        BreakthroughState s = (BreakthroughState) g.parsePosition("wwwww3/2b5/8/8/8/8/5w2/bbbbb3 b");
        int[] buffer = new int[g.maxMoves()];
        for (long seed = 0; seed < 50; seed++) {
            int m = s.policyMove(new SplittableRandom(seed), buffer);
            State c = s.copy();
            c.apply(m);
            assertTrue(c.isTerminal() && c.score() > 0, s.formatMove(m));
        }
    }

    @Test
    void aPieceAboutToWinIsTaken() throws Exception {
        Game g = game();
        // White's f2 would reach row 1 next; Black's e1 or g1 can take it, and must.
        BreakthroughState s = (BreakthroughState) g.parsePosition("wwwww3/8/8/8/8/8/5w2/4b1b1 b");
        int[] buffer = new int[g.maxMoves()];
        for (long seed = 0; seed < 50; seed++) {
            int m = s.policyMove(new SplittableRandom(seed), buffer);
            assertTrue(s.formatMove(m).endsWith("f2"), s.formatMove(m));
        }
    }

    @Test
    void theEvaluationIsSymmetric() throws Exception {
        for (Game g : List.of(game(), game("width=5", "height=6"))) {
            for (boolean classic : new boolean[] {false, true}) {
                // The start is even but for the tempo of the side to move.
                BreakthroughState start = evaluated(g, null, classic);
                int tempo = classic || !start.fitted() ? BreakthroughState.TEMPO : start.weights()[start.featureNames().size() - 1];
                assertEquals(tempo, start.evaluate());
                SplittableRandom rng = new SplittableRandom(3);
                int[] moves = new int[g.maxMoves()];
                for (int n = 0; n < 100; n++) {
                    BreakthroughState s = evaluated(g, null, classic);
                    for (int ply = 0; ply < 30 && !s.isTerminal(); ply++) {
                        // The mirror image (files reversed) evaluates alike; the colours swapped (rows
                        // reversed, b and w exchanged, the other side to move) evaluate to the negation.
                        String[] parts = s.positionText().split(" ");
                        String[] rows = parts[0].split("/");
                        StringBuilder mirror = new StringBuilder();
                        StringBuilder swapped = new StringBuilder();
                        for (int i = 0; i < rows.length; i++) {
                            if (i > 0) {
                                mirror.append('/');
                                swapped.append('/');
                            }
                            mirror.append(new StringBuilder(rows[i]).reverse());
                            swapped.append(rows[rows.length - 1 - i].replace('b', 'x').replace('w', 'b').replace('x', 'w'));
                        }
                        String side = parts[1].equals("b") ? "w" : "b";
                        assertEquals(s.evaluate(), evaluated(g, mirror + " " + parts[1], classic).evaluate());
                        assertEquals(-s.evaluate(), evaluated(g, swapped + " " + side, classic).evaluate());
                        s.apply(moves[rng.nextInt(s.legalMoves(moves))]);
                    }
                }
            }
        }
    }

    /** The position (null: the start) evaluated by the hand-made evaluation or the game's default. */
    private static BreakthroughState evaluated(Game g, String position, boolean classic) throws Exception {
        BreakthroughState s = (BreakthroughState) (position == null ? g.newInitialState() : g.parsePosition(position));
        s.useClassic(classic);
        return s;
    }

    @Test
    void winsAndCapturesGainAndAThreatIsAWinForTheOpponentAfterAnyQuietMove() throws Exception {
        Game g = game();
        SplittableRandom rng = new SplittableRandom(11);
        int[] buffer = new int[g.maxMoves()];
        int[] reply = new int[g.maxMoves()];
        int threats = 0;
        for (int game = 0; game < 20; game++) {
            BreakthroughState s = (BreakthroughState) g.newInitialState();
            while (!s.isTerminal()) {
                int n = s.legalMoves(buffer);
                int before = opponents(s, s);
                Boolean opponentWins = null;
                for (int i = 0; i < n; i++) {
                    int m = buffer[i];
                    State after = s.copy();
                    after.apply(m);
                    String where = s.positionText() + " " + s.formatMove(m);
                    if (after.isTerminal()) {
                        assertEquals(BreakthroughState.WIN_GAIN, s.gain(m), where);
                    } else if (opponents(s, after) < before) {
                        assertTrue(s.gain(m) > 0 && s.gain(m) < BreakthroughState.WIN_GAIN, where);
                    } else {
                        assertEquals(0, s.gain(m), where);
                        if (opponentWins == null) opponentWins = endsAtOnce(after, reply);
                    }
                }
                if (opponentWins != null) {
                    assertEquals(opponentWins, s.threatened(), s.positionText());
                    if (opponentWins) threats++;
                }
                s.apply(buffer[rng.nextInt(n)]);
            }
        }
        assertTrue(threats > 0, "some threats were met");
    }

    @Test
    void aQuietMoveThreatensExactlyWhenItLeavesTheOpponentThreatened() throws Exception {
        // threatened() is checked against every reply above; a quiet move threatens when it makes
        // the opponent threatened, and where the mover already had a piece next to its goal, only
        // a step onto that row counts.
        for (Game g : List.of(game(), game("width=5", "height=6"))) {
            SplittableRandom rng = new SplittableRandom(12);
            int[] buffer = new int[g.maxMoves()];
            int threats = 0;
            int quiet = 0;
            for (int game = 0; game < 20; game++) {
                BreakthroughState s = (BreakthroughState) g.newInitialState();
                while (!s.isTerminal()) {
                    int n = s.legalMoves(buffer);
                    for (int i = 0; i < n; i++) {
                        int m = buffer[i];
                        if (s.gain(m) > 0) continue;
                        BreakthroughState after = (BreakthroughState) s.copy();
                        after.apply(m);
                        String where = s.positionText() + " " + s.formatMove(m);
                        quiet++;
                        if (s.threatens(m)) {
                            threats++;
                            assertTrue(!after.isTerminal() && after.threatened(), where);
                        } else if (!s.winsNow()) {
                            assertFalse(!after.isTerminal() && after.threatened(), where);
                        }
                    }
                    s.apply(buffer[rng.nextInt(n)]);
                }
            }
            assertTrue(threats > 0 && threats < quiet, g.descriptor() + ": " + threats + " threats of " + quiet);
        }
    }

    @Test
    void facingOneThreatExactlyTheMovesThatLeaveTheOpponentNoWinAnswerIt() throws Exception {
        Game g = game();
        SplittableRandom rng = new SplittableRandom(13);
        int[] buffer = new int[g.maxMoves()];
        int[] reply = new int[g.maxMoves()];
        int positions = 0;
        for (int game = 0; game < 40; game++) {
            BreakthroughState s = (BreakthroughState) g.newInitialState();
            while (!s.isTerminal()) {
                int n = s.legalMoves(buffer);
                if (s.threatened() && !s.winsNow() && threateners(s) == 1) {
                    positions++;
                    for (int i = 0; i < n; i++) {
                        State after = s.copy();
                        after.apply(buffer[i]);
                        boolean opponentWins = !after.isTerminal() && endsAtOnce(after, reply);
                        assertEquals(!opponentWins, s.answers(buffer[i]), s.positionText() + " " + s.formatMove(buffer[i]));
                    }
                }
                s.apply(buffer[rng.nextInt(n)]);
            }
        }
        assertTrue(positions > 0, "some single threats were met");
    }

    @Test
    void aQuietMoveHangsExactlyWhenTheOpponentWinsMaterialByExchangesOnItsSquare() throws Exception {
        // The exchanges are searched out move by move (either side may stop, every capture is
        // worth one piece); hangs() must agree on every quiet move that makes no threat.
        for (Game g : List.of(game(), game("width=5", "height=6"))) {
            SplittableRandom rng = new SplittableRandom(14);
            int[] buffer = new int[g.maxMoves()];
            int hanging = 0;
            int quiet = 0;
            for (int game = 0; game < 30; game++) {
                BreakthroughState s = (BreakthroughState) g.newInitialState();
                while (!s.isTerminal()) {
                    int n = s.legalMoves(buffer);
                    for (int i = 0; i < n; i++) {
                        int m = buffer[i];
                        if (s.gain(m) > 0 || s.threatens(m)) continue;
                        State after = s.copy();
                        after.apply(m);
                        String to = s.formatMove(m).substring(2);
                        boolean loses = !after.isTerminal() && exchange(after, to) > 0;
                        quiet++;
                        if (loses) hanging++;
                        assertEquals(loses, s.hangs(m), s.positionText() + " " + s.formatMove(m));
                    }
                    s.apply(buffer[rng.nextInt(n)]);
                }
            }
            assertTrue(hanging > 0 && hanging < quiet, g.descriptor() + ": " + hanging + " hanging of " + quiet);
        }
    }

    /** What the side to move in {@code s} gains at best by captures on {@code square}, each side free to stop. */
    private static int exchange(State s, String square) {
        int[] moves = new int[s.game().maxMoves()];
        int n = s.legalMoves(moves);
        int best = 0;
        for (int i = 0; i < n; i++) {
            if (!s.formatMove(moves[i]).endsWith(square)) continue;
            State after = s.copy();
            after.apply(moves[i]);
            if (opponents(s, after) == opponents(s, s)) continue; // a step, not a capture
            best = Math.max(best, 1 - (after.isTerminal() ? 0 : exchange(after, square)));
        }
        return best;
    }

    /** Whether some move of the side to move in {@code s}, not over, ends the game (with its win). */
    private static boolean endsAtOnce(State s, int[] buffer) {
        int k = s.legalMoves(buffer);
        for (int j = 0; j < k; j++) {
            State t = s.copy();
            t.apply(buffer[j]);
            if (t.isTerminal()) return true;
        }
        return false;
    }

    /** The pieces of the side not to move in {@code s} that stand one row from their goal. */
    private static int threateners(State s) {
        String board = s.positionText().split(" ")[0];
        String[] rows = board.split("/");
        // Rows are listed from the top (row 8, Black's goal): White threatens from the last row
        // but one, Black from the second.
        String row = s.toMove() == Game.FIRST ? rows[rows.length - 2] : rows[1];
        char c = s.toMove() == Game.FIRST ? 'w' : 'b';
        return (int) row.chars().filter(ch -> ch == c).count();
    }

    /** The pieces in {@code t} of the side not to move in {@code s}. */
    private static int opponents(State s, State t) {
        char c = s.toMove() == Game.FIRST ? 'w' : 'b';
        return (int) t.positionText().split(" ")[0].chars().filter(ch -> ch == c).count();
    }
}
