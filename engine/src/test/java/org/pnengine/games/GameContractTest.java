package org.pnengine.games;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.pnengine.game.ChiSquare;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.games.GameVariants.Variant;

/**
 * The {@link State} and {@link Game} contract, checked on every game of {@link GameCatalog#ALL}
 * (at its defaults and in the variants of {@link GameVariants}), so that a game added to the
 * catalog is covered without a line here. Everything is seeded.
 *
 * <ul>
 *   <li><b>random games</b>: seeded random games checked at every ply: the legal moves (count
 *       within {@link Game#maxMoves()}, no duplicates, {@link State#isLegal} agreeing with the list,
 *       also for codes that are legal elsewhere and for garbage codes, a pass only as the single
 *       move), terminal ⇔ no legal move, the score within {@link Game#minScore()}..{@link
 *       Game#maxScore()} and {@link State#winner()} agreeing with its sign, apply → undo of every
 *       legal move restoring the position text, hash, side to move, ply, last move and move list,
 *       {@link State#copy()} independent both ways and carrying the undo history,
 *       {@code parsePosition(positionText())} giving the same text, hash, side to move and moves,
 *       {@code parseMove(formatMove(m)) == m} in any letter case, {@link State#randomPlayout}
 *       leaving the state unchanged, {@link State#render()} without an empty line, and
 *       {@link Game#maxGameLength()} respected.</li>
 *   <li><b>hash</b>: over random games until 100 000 distinct positions (or the game's supply of
 *       them runs dry), one hash per position text (equal positions reached by different move
 *       orders hash alike) and no two position texts with one hash.</li>
 *   <li><b>uniform playouts</b>: from positions a few plies before the end of random games
 *       (2, 4, 8, ... back, the first whose outcome is still open), the game's own
 *       {@link State#randomPlayout} is compared with uniformly random play by a chi-square test
 *       (fixed seed, p = 10⁻⁴): against the exact outcome distribution, found by
 *       enumerating the game tree, where that tree is small, and otherwise against as many
 *       playouts of the contract's generic loop (legal moves, a uniform pick, apply).</li>
 * </ul>
 */
class GameContractTest {

    /** Plies checked per variant by the random-games test, over as many games as that takes. */
    private static final int CHECKED_PLIES = 200;
    /** Legal moves per position put through apply and undo (all of them if there are no more). */
    private static final int ROUND_TRIPS = 40;
    /** Plies after which a random game of a game without a length bound is abandoned. */
    private static final int UNBOUNDED_CAP = 300;
    /** Distinct positions the hash test aims at. */
    private static final int HASH_SAMPLE = 100_000;

    /**
     * Variants whose terminal verdicts can depend on the history before the position (repetition
     * rules), which a position text does not carry: there a parsed terminal position may go on.
     */
    private static final Set<String> HISTORY_VERDICTS = Set.of(
            "minishogi repetition=sennichite max_plies=0 playout_promotion=move",
            "minishogi repetition=sennichite max_plies=40 playout_promotion=move",
            "awari variant=olympiad", "awari variant=abapa");

    /**
     * The part of a position text that {@link State#hash()} covers, where the text carries more:
     * MiniShogi's SFEN ends with the move number, which the hash leaves out as chess hashes leave
     * out move counters.
     */
    private static final Map<String, UnaryOperator<String>> HASHED_PART = Map.of(
            "minishogi", t -> t.substring(0, t.lastIndexOf(' ')));

    // ================================================================== the tests

    @TestFactory
    Stream<DynamicNode> contract() {
        return GameVariants.all().stream().map(v -> DynamicContainer.dynamicContainer(v.label(), Stream.of(
                DynamicTest.dynamicTest("random games, every ply checked", () -> randomGames(v)),
                DynamicTest.dynamicTest("randomPlayout is uniformly random (chi-square vs exact)",
                        () -> uniformPlayouts(v)))));
    }

    @TestFactory
    Stream<DynamicNode> hashes() {
        return GameVariants.defaults().stream().map(v -> DynamicTest.dynamicTest(
                v.label() + ": one hash per position, no collision over up to " + HASH_SAMPLE + " positions",
                () -> hashSample(v)));
    }

    @Test
    void variantsComeFromTheCatalog() {
        Set<String> names = new HashSet<>();
        for (GameType t : GameCatalog.ALL) names.add(t.name());
        for (String n : GameVariants.EXTRA.keySet()) assertTrue(names.contains(n), "no catalogued game " + n);
        List<Variant> all = GameVariants.all();
        for (GameType t : GameCatalog.ALL) {
            assertTrue(all.stream().anyMatch(v -> v.type() == t && v.isDefault()), t.name());
        }
        // Every declared variant and extra parameter set builds a game.
        for (Variant v : all) assertEquals(v.type(), v.create().type());
        for (String d : HISTORY_VERDICTS) {
            assertTrue(all.stream().anyMatch(v -> v.label().equals(d)), "no variant " + d);
        }
    }

    @Test
    void gameDescriptorsAreConsistent() {
        for (Variant v : GameVariants.all()) {
            Game g = v.create();
            String label = v.label();
            assertTrue(g.minScore() < 0 && g.maxScore() > 0, label + ": scores span both wins");
            assertTrue(g.maxMoves() > 0, label);
            assertTrue(g.maxGameLength() >= 0, label);
            assertEquals(g.type().params().size(), g.parameters().size(), label + ": every key present");
            // The descriptor rebuilds the same game.
            List<String> tokens = List.of(g.descriptor().split(" "));
            assertEquals(g.type().name(), tokens.get(0));
            assertEquals(g.descriptor(), g.type().create(tokens.subList(1, tokens.size())).descriptor());
            assertNotEquals(g.playerName(Game.FIRST), g.playerName(Game.SECOND));
            assertEquals(Game.FIRST, g.parsePlayer(g.playerName(Game.FIRST)));
            assertEquals(Game.SECOND, g.parsePlayer(g.playerName(Game.SECOND).toUpperCase(Locale.ROOT)));
            assertEquals(Game.FIRST, g.parsePlayer("B"));
            assertEquals(Game.SECOND, g.parsePlayer("white"));
            assertEquals("0", g.formatScore(0));
            assertEquals("B+" + g.maxScore(), g.formatScore(g.maxScore()));
            assertEquals("W+" + (-g.minScore()), g.formatScore(g.minScore()));
            State s = g.newInitialState();
            assertEquals(0, s.ply(), label);
            assertEquals(-1, s.lastMove(), label);
            assertEquals(Game.FIRST, s.toMove(), label + ": the first player starts");
            assertSame(g, s, label);
            assertThrows(IllegalStateException.class, s::undo, label + ": undo at ply 0");
            assertThrows(PositionException.class, () -> g.parsePosition(""), label + ": empty text");
            assertThrows(PositionException.class, () -> g.parsePosition("garbage ### 12"), label);
            assertThrows(MoveFormatException.class, () -> s.parseMove("#?"), label);
            assertThrows(MoveFormatException.class, () -> s.parseMove(""), label);
        }
    }

    private static void assertSame(Game g, State s, String label) {
        assertTrue(g == s.game(), label + ": state.game() is its game");
    }

    // ================================================================== random games

    private static void randomGames(Variant v) throws Exception {
        Game g = v.create();
        String label = g.descriptor();
        SplittableRandom rng = new SplittableRandom(label.hashCode());
        Checker c = new Checker(g, label, rng.split());
        int checked = 0;
        int games = 0;
        int finished = 0;
        while (checked < CHECKED_PLIES && games < 60) {
            State s = g.newInitialState();
            int cap = g.maxGameLength() > 0 ? g.maxGameLength() : UNBOUNDED_CAP;
            while (true) {
                c.check(s);
                checked++;
                int[] buf = new int[g.maxMoves()];
                int n = s.legalMoves(buf);
                if (n == 0) {
                    finished++;
                    break;
                }
                if (s.ply() >= cap) {
                    assertEquals(0, g.maxGameLength(), label + ": the game went past maxGameLength()");
                    break;
                }
                s.apply(buf[rng.nextInt(n)]);
            }
            // Undo the whole game back to the start.
            String end = s.positionText();
            int plies = s.ply();
            State replay = s.copy();
            while (s.ply() > 0) s.undo();
            assertEquals(g.newInitialState().positionText(), s.positionText(), label + ": undo to the start");
            assertEquals(g.newInitialState().hash(), s.hash(), label);
            assertEquals(plies, replay.ply(), label);
            assertEquals(end, replay.positionText(), label + ": the copy kept the end position");
            games++;
        }
        assertTrue(finished > 0, label + ": no random game finished within " + UNBOUNDED_CAP + " plies");
        assertTrue(c.terminals > 0, label);
    }

    /** The per-position checks, with what they remember across positions of one variant. */
    private static final class Checker {
        final Game g;
        final String label;
        final SplittableRandom rng;
        final int room;
        /** Move codes met as legal somewhere: plausible illegal codes elsewhere. */
        final Set<Integer> seenCodes = new HashSet<>();
        final int[] garbage;
        int terminals;

        Checker(Game g, String label, SplittableRandom rng) {
            this.g = g;
            this.label = label;
            this.rng = rng;
            this.room = g.maxMoves() + 64;
            garbage = new int[] {-1, -2, Integer.MIN_VALUE, Integer.MAX_VALUE, 1 << 20, 4096, 65535,
                    rng.nextInt(), rng.nextInt(), rng.nextInt(1 << 16)};
        }

        int[] moves(State s) {
            int[] buf = new int[room];
            int n = s.legalMoves(buf);
            assertTrue(n >= 0 && n <= g.maxMoves(), label + ": " + n + " legal moves, more than maxMoves() "
                    + g.maxMoves() + " in " + s.positionText());
            return Arrays.copyOf(buf, n);
        }

        void check(State s) throws Exception {
            String where = label + " at " + s.positionText();
            String text = s.positionText();
            long hash = s.hash();
            int toMove = s.toMove();
            int ply = s.ply();
            int last = s.lastMove();
            int[] moves = moves(s);
            int n = moves.length;
            assertTrue(toMove == Game.FIRST || toMove == Game.SECOND, where);
            if (g.maxGameLength() > 0) assertTrue(ply <= g.maxGameLength(), where + ": past maxGameLength()");

            // The move list: no duplicates, isLegal agrees, the pass convention.
            Set<Integer> set = new HashSet<>();
            for (int m : moves) assertTrue(set.add(m), where + ": duplicate move " + s.formatMove(m));
            for (int m : moves) {
                assertTrue(s.isLegal(m), where + ": listed move " + s.formatMove(m) + " not isLegal");
                if (s.isPass(m)) assertEquals(1, n, where + ": a pass is listed only as the single move");
            }
            for (int m : seenCodes) {
                if (!set.contains(m)) assertFalse(s.isLegal(m), where + ": isLegal(" + m + ") but not listed");
            }
            for (int m : garbage) {
                if (!set.contains(m)) assertFalse(s.isLegal(m), where + ": isLegal(garbage " + m + ")");
            }
            for (int m : moves) seenCodes.add(m);

            // Terminal, score and winner.
            assertEquals(n == 0, s.isTerminal(), where + ": terminal exactly when there is no legal move");
            if (n == 0) {
                terminals++;
                int score = s.score();
                assertTrue(score >= g.minScore() && score <= g.maxScore(), where + ": score " + score
                        + " outside " + g.minScore() + ".." + g.maxScore());
                int w = s.winner();
                assertEquals(score > 0 ? Game.FIRST : score < 0 ? Game.SECOND : -1, w, where + ": winner");
                assertTrue(g.formatScore(score).matches("0|[BW]\\+[1-9][0-9]*"), where);
            }

            // Rendering.
            String r = s.render();
            assertFalse(r.isEmpty(), where);
            for (String line : r.split("\n", -1)) {
                assertFalse(line.isBlank(), where + ": render() has an empty line:\n" + r);
            }
            assertFalse(r.contains("\r"), where);
            assertEquals(-1, text.indexOf('\n'), where + ": position text is one line");

            // Notation: every legal move round-trips, in any letter case.
            for (int m : moves) {
                String f = s.formatMove(m);
                assertFalse(f.isBlank() || f.contains(" "), where + ": move text '" + f + "'");
                assertEquals(m, s.parseMove(f), where + ": parseMove(formatMove) for " + f);
                assertEquals(m, s.parseMove(f.toUpperCase(Locale.ROOT)), where + ": upper case " + f);
                assertEquals(m, s.parseMove(f.toLowerCase(Locale.ROOT)), where + ": lower case " + f);
                assertEquals(m, s.parseMove(" " + f + " "), where + ": surrounding blanks " + f);
            }

            // apply then undo restores everything: for every legal move, or a random sample of
            // ROUND_TRIPS of them where there are more.
            for (int i = 0; i < Math.min(n, ROUND_TRIPS); i++) {
                int m = n <= ROUND_TRIPS ? moves[i] : moves[rng.nextInt(n)];
                s.apply(m);
                assertEquals(ply + 1, s.ply(), where + ": ply after " + s.formatMove(m));
                assertEquals(m, s.lastMove(), where + ": lastMove after " + s.formatMove(m));
                assertNotEquals(text, s.positionText(), where + ": " + s.formatMove(m) + " changed nothing");
                s.undo();
                assertEquals(text, s.positionText(), where + ": undo of " + s.formatMove(m));
                assertEquals(hash, s.hash(), where + ": hash after undo of " + s.formatMove(m));
                assertEquals(toMove, s.toMove(), where);
                assertEquals(ply, s.ply(), where);
                assertEquals(last, s.lastMove(), where);
            }
            assertArrayEquals(moves, moves(s), where + ": the move list after the apply/undo round");

            // copy(): same position and history, independent both ways.
            State c = s.copy();
            assertEquals(text, c.positionText(), where);
            assertEquals(hash, c.hash(), where);
            assertEquals(ply, c.ply(), where);
            assertEquals(last, c.lastMove(), where);
            assertArrayEquals(moves, moves(c), where);
            if (n > 0) {
                c.apply(moves[rng.nextInt(n)]);
                assertEquals(text, s.positionText(), where + ": a move on the copy changed the original");
                assertEquals(hash, s.hash(), where);
                assertArrayEquals(moves, moves(s), where);
                c.undo();
                String copyText = c.positionText();
                s.apply(moves[rng.nextInt(n)]);
                assertEquals(copyText, c.positionText(), where + ": a move on the original changed the copy");
                assertEquals(hash, c.hash(), where);
                s.undo();
            }
            if (ply > 0) {
                State d = s.copy();
                s.undo();
                String before = s.positionText();
                s.apply(last);
                d.undo();
                assertEquals(before, d.positionText(), where + ": the copy undoes as the original");
                assertEquals(text, s.positionText(), where);
            }

            // The position text round-trips.
            State p = g.parsePosition(text);
            assertEquals(text, p.positionText(), where + ": parsePosition(positionText())");
            assertEquals(hash, p.hash(), where + ": hash of the parsed position");
            assertEquals(toMove, p.toMove(), where);
            assertEquals(0, p.ply(), where + ": a parsed position starts a fresh history");
            assertEquals(-1, p.lastMove(), where);
            assertThrows(IllegalStateException.class, p::undo, where + ": undo past a parsed position");
            int[] parsedMoves = moves(p);
            if (n == 0 && parsedMoves.length > 0) {
                assertTrue(HISTORY_VERDICTS.contains(label), where
                        + ": terminal, but its parsed copy is not (only repetition rules may do that)");
            } else {
                assertArrayEquals(moves, parsedMoves, where + ": legal moves of the parsed position");
            }

            // randomPlayout leaves the state as it was and returns a score or MIN_VALUE.
            int[] buf = new int[room];
            for (int cap : new int[] {0, 3, 100_000}) {
                int v = s.randomPlayout(rng, buf, cap);
                assertEquals(text, s.positionText(), where + ": randomPlayout changed the position");
                assertEquals(hash, s.hash(), where);
                assertEquals(ply, s.ply(), where);
                assertEquals(last, s.lastMove(), where);
                assertTrue(v == Integer.MIN_VALUE || (v >= g.minScore() && v <= g.maxScore()),
                        where + ": playout result " + v);
                if (n == 0) assertEquals(s.score(), v, where + ": a playout from a terminal is its score");
                else if (cap == 0) assertEquals(Integer.MIN_VALUE, v, where + ": a playout cut at 0 plies");
            }
            assertArrayEquals(moves, moves(s), where + ": moves after playouts");
        }
    }

    // ================================================================== hash

    private static void hashSample(Variant v) throws Exception {
        Game g = v.create();
        String label = g.descriptor();
        UnaryOperator<String> part = HASHED_PART.getOrDefault(g.type().name(), t -> t);
        SplittableRandom rng = new SplittableRandom(label.hashCode() * 31L + 7);
        Map<String, Long> hashOf = new HashMap<>();
        int[] buf = new int[g.maxMoves()];
        int revisits = 0;
        int dryGames = 0;
        long plies = 0;
        while (hashOf.size() < HASH_SAMPLE && dryGames < 300 && plies < 2_000_000) {
            State s = g.newInitialState();
            int cap = g.maxGameLength() > 0 ? g.maxGameLength() : UNBOUNDED_CAP;
            int before = hashOf.size();
            while (true) {
                String t = part.apply(s.positionText());
                long h = s.hash();
                Long old = hashOf.putIfAbsent(t, h);
                if (old != null) {
                    revisits++;
                    assertEquals(old.longValue(), h, label + ": two hashes for " + t);
                }
                int n = s.legalMoves(buf);
                if (n == 0 || s.ply() >= cap) break;
                s.apply(buf[rng.nextInt(n)]);
                plies++;
            }
            dryGames = hashOf.size() == before ? dryGames + 1 : 0;
        }
        // Collisions: equal hashes of different texts, found by sorting the hashes of the texts.
        long[] hashes = hashOf.values().stream().mapToLong(Long::longValue).sorted().toArray();
        int collisions = 0;
        for (int i = 1; i < hashes.length; i++) {
            if (hashes[i] == hashes[i - 1]) collisions++;
        }
        String collision = null;
        if (collisions > 0) {
            Map<Long, String> textOf = new HashMap<>();
            for (Map.Entry<String, Long> e : hashOf.entrySet()) {
                String other = textOf.putIfAbsent(e.getValue(), e.getKey());
                if (other != null) collision = other + " and " + e.getKey();
            }
        }
        assertEquals(0, collisions, label + ": " + collisions + " hash collisions among " + hashOf.size()
                + " positions, e.g. " + collision);
        assertTrue(hashOf.size() >= Math.min(HASH_SAMPLE, 1000), label + ": only " + hashOf.size() + " positions");
        assertTrue(hashOf.size() >= HASH_SAMPLE || dryGames >= 300 || plies >= 2_000_000, label);
        System.out.printf("hash %s: %d distinct positions (%d revisits), no collision%n",
                label, hashOf.size(), revisits);
    }

    // ================================================================== uniform playouts

    /** Nodes of the game tree below a position for it to be enumerated exactly. */
    private static final int TREE_LIMIT = 20_000;
    private static final int TREE_DEPTH = 40;
    private static final int PLAYOUTS = 20_000;
    private static final int PAIRED_PLAYOUTS = 4_000;

    private static void uniformPlayouts(Variant v) throws Exception {
        Game g = v.create();
        String label = g.descriptor();
        SplittableRandom rng = new SplittableRandom(label.hashCode() ^ 0x5eed);
        int exact = 0;
        int paired = 0;
        int[] buf = new int[g.maxMoves()];
        for (int game = 0; game < 40 && exact + paired < 3 && paired < 2; game++) {
            State s = g.newInitialState();
            while (!s.isTerminal() && s.ply() < UNBOUNDED_CAP) {
                int n = s.legalMoves(buf);
                s.apply(buf[rng.nextInt(n)]);
            }
            if (!s.isTerminal()) continue;
            // Back from the end, 2, 4, 8, ... plies, to a position whose outcome is still open.
            int end = s.ply();
            State pick = null;
            for (int k = 2; k <= Math.min(end, 32) && pick == null; k *= 2) {
                while (s.ply() > end - k) s.undo();
                Map<Integer, Integer> probe = new TreeMap<>();
                for (int i = 0; i < 200; i++) probe.merge(genericPlayout(s, rng), 1, Integer::sum);
                int top = probe.values().stream().max(Integer::compare).orElse(200);
                if (top <= 180) pick = s.copy();
            }
            if (pick == null) continue;
            long[] nodes = {0};
            if (countTree(pick, nodes, 0)) {
                chiSquareExact(label, pick, exactLaw(pick), rng);
                exact++;
            } else {
                chiSquarePaired(label, pick, rng);
                paired++;
            }
        }
        assumeTrue(exact + paired > 0, label + ": no random game of this variant ends with an open outcome");
        System.out.printf("uniform %s: %d positions against the exact law, %d against the generic loop%n",
                label, exact, paired);
    }

    /** A uniformly random playout by the contract's generic loop (legalMoves, pick, apply), undone. */
    private static int genericPlayout(State s, SplittableRandom rng) {
        int[] buf = new int[s.game().maxMoves()];
        int played = 0;
        int n;
        while ((n = s.legalMoves(buf)) > 0) {
            s.apply(buf[rng.nextInt(n)]);
            played++;
            if (played > 100_000) fail(s.game().descriptor() + ": a playout of 100000 plies");
        }
        int score = s.score();
        for (int i = 0; i < played; i++) s.undo();
        return score;
    }

    /** Counts the nodes below {@code s}; false if there are more than the limit. */
    private static boolean countTree(State s, long[] nodes, int depth) {
        if (++nodes[0] > TREE_LIMIT || depth > TREE_DEPTH) return false;
        int[] buf = new int[s.game().maxMoves()];
        int n = s.legalMoves(buf);
        for (int i = 0; i < n; i++) {
            s.apply(buf[i]);
            boolean ok = countTree(s, nodes, depth + 1);
            s.undo();
            if (!ok) return false;
        }
        return true;
    }

    /** The exact distribution of the final score under uniformly random play from {@code s}. */
    private static Map<Integer, Double> exactLaw(State s) {
        Map<Integer, Double> law = new TreeMap<>();
        int[] buf = new int[s.game().maxMoves()];
        int n = s.legalMoves(buf);
        if (n == 0) {
            law.put(s.score(), 1.0);
            return law;
        }
        for (int i = 0; i < n; i++) {
            s.apply(buf[i]);
            exactLaw(s).forEach((k, p) -> law.merge(k, p / n, Double::sum));
            s.undo();
        }
        return law;
    }

    /**
     * Pearson's chi-square test of {@link #PLAYOUTS} playouts against the exact law, outcomes with
     * an expected count below 5 pooled, at p = 10⁻⁴.
     */
    private static void chiSquareExact(String label, State s, Map<Integer, Double> law, SplittableRandom rng) {
        String text = s.positionText();
        Map<Integer, Integer> seen = new TreeMap<>();
        int[] buf = new int[s.game().maxMoves()];
        for (int i = 0; i < PLAYOUTS; i++) {
            int r = s.randomPlayout(rng, buf, 1 << 20);
            assertTrue(law.containsKey(r), label + " at " + text + ": playout result " + r
                    + " impossible (possible: " + law.keySet() + ")");
            seen.merge(r, 1, Integer::sum);
        }
        assertEquals(text, s.positionText(), label);
        double p = ChiSquare.pValue(law, seen, PLAYOUTS, 5);
        assertTrue(p > 1e-4, label + " at " + text + ": playout outcomes " + seen
                + " differ from the exact law " + law + " (chi-square p-value " + p + ")");
    }

    /**
     * The two-sample chi-square test of {@link #PAIRED_PLAYOUTS} playouts of the game's own
     * {@link State#randomPlayout} against as many of the generic loop ({@link #genericPlayout}),
     * for positions whose tree is too large to enumerate, the outcomes with fewer than 10 results
     * in both samples pooled, at p = 10⁻⁴.
     */
    private static void chiSquarePaired(String label, State s, SplittableRandom rng) {
        String text = s.positionText();
        Map<Integer, int[]> counts = new TreeMap<>();
        int[] buf = new int[s.game().maxMoves()];
        for (int i = 0; i < PAIRED_PLAYOUTS; i++) {
            counts.computeIfAbsent(s.randomPlayout(rng, buf, 1 << 20), k -> new int[2])[0]++;
            counts.computeIfAbsent(genericPlayout(s, rng), k -> new int[2])[1]++;
        }
        assertEquals(text, s.positionText(), label);
        StringBuilder shown = new StringBuilder();
        counts.forEach((k, c) -> shown.append(' ').append(k).append(':').append(c[0]).append('/').append(c[1]));
        double p = ChiSquare.pairedPValue(counts, 10);
        assertTrue(p > 1e-4, label + " at " + text + ": outcomes of randomPlayout/generic loop"
                + shown + " differ (chi-square p-value " + p + ")");
    }
}
