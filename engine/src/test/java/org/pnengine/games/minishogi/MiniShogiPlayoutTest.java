package org.pnengine.games.minishogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;
import org.pnengine.game.ChiSquare;
import org.pnengine.game.RandomInts;

/**
 * The rejection-sampling {@link MiniShogiPlayout} is uniformly random legal play under the rules
 * of {@link MiniShogiState#apply}:
 * <ul>
 *   <li>its candidates hold every legal move exactly once, and its legality test keeps exactly
 *       the legal ones, on every position of seeded random games and on the rule positions of
 *       {@link MiniShogiRulesTest} (pins, double check, pawn-drop mate, nifu);</li>
 *   <li>one step's move is uniform among {@link MiniShogiState#legalMoves}: 300 draws per legal
 *       move, compared with the uniform law by Pearson's chi-square test at p = 10⁻⁶ (seeded),
 *       while a deliberately biased step (after a rejected slot it takes the next slot instead of
 *       drawing again) fails that test;</li>
 *   <li>whole playouts with a small ply cap follow the exact law of the outcome (win, loss,
 *       repetition or ply-cap verdict, cut-off) that walking the game tree with the rules'
 *       {@code legalMoves}, {@code apply}, {@code isTerminal} and {@code score} gives, also where
 *       sennichite and the ply cap decide, by the same chi-square test;</li>
 *   <li>with {@code playout_promotion=decision} a step draws as Ludii does (each move with its
 *       promotion twin counted once, then promotion at even odds), which the uniform step fails,
 *       and whole playouts follow that law's exact outcome law.</li>
 * </ul>
 */
class MiniShogiPlayoutTest {

    /** The positions of {@link MiniShogiRulesTest} that exercise the legality rules. */
    private static final String[] RULE_POSITIONS = {
        "4k/5/5/2P2/K4 b SP 1", "4k/5/5/2+P2/K4 b P 1", "3pk/5/3G1/5/K4 b P 1", "3pk/5/3G1/5/K4 b S 1",
        "3pk/5/3G1/5/K4 b G 1", "4k/5/1g3/5/KP3 w p 1", "4k/5/1g3/5/KP3 w s 1", "4k/3p1/5/5/K4 w p 1",
        "4k/3p1/5/5/K4 b P 1", "3pk/5/5/2B2/K4 b P 1", "3pk/5/5/5/K4 b P 1", "3pk/3g1/K3G/1B3/5 b P 1",
        "3pk/3g1/K3G/5/5 b PB 1", "2r1k/5/5/5/2K1S b P 1", "2r1k/5/5/2G2/2K2 b - 1", "2r1k/5/2R2/5/2K2 b - 1",
        "2r1k/5/bG3/5/2K2 b G 1", "4k/5/2s2/1g3/K4 b - 1", "4k/5/5/1g3/K4 b - 1", "4k/2S2/3G1/5/K4 w - 1",
        "4k/5/1r3/5/K4 w - 1", "4k/5/3R1/5/K4 b - 1",
    };

    @Test
    void candidatesHoldEveryLegalMoveOnceAndTheTestKeepsExactlyThem() throws Exception {
        MiniShogiGame g = MiniShogiGame.standard();
        int[] buf = new int[g.maxMoves()];
        int positions = 0;
        int inCheck = 0;
        for (String sfen : RULE_POSITIONS) {
            checkCandidates(g.parsePosition(sfen), buf);
            positions++;
        }
        SplittableRandom rng = new SplittableRandom(5);
        for (int game = 0; game < 60; game++) {
            MiniShogiState s = g.newInitialState();
            while (!s.isTerminal() && s.ply() < 400) {
                checkCandidates(s, buf);
                positions++;
                if (s.inCheck()) inCheck++;
                int n = s.legalMoves(buf);
                s.apply(buf[rng.nextInt(n)]);
            }
        }
        assertTrue(positions > 5000 && inCheck > 500, positions + " positions, " + inCheck + " in check");
    }

    private static void checkCandidates(MiniShogiState s, int[] buf) {
        String where = s.positionText();
        Set<Integer> legal = new HashSet<>();
        int n = s.legalMoves(buf);
        for (int i = 0; i < n; i++) legal.add(buf[i]);
        Set<Integer> candidates = new HashSet<>();
        Set<Integer> kept = new HashSet<>();
        if (s.inCheck()) {
            int c = MiniShogiPlayout.evasionCandidates(s, buf);
            for (int i = 0; i < c; i++) {
                assertTrue(candidates.add(buf[i]), "evasion candidate twice: " + s.formatMove(buf[i]) + " in " + where);
                if (MiniShogiPlayout.legalAmongPseudo(s, buf[i], true)) kept.add(buf[i]);
            }
        } else {
            for (int r = 0; r < MiniShogiPlayout.slotCount(s); r++) {
                int m = MiniShogiPlayout.slotMove(s, r);
                if (m < 0) continue;
                assertTrue(candidates.add(m), "slot move twice: " + s.formatMove(m) + " in " + where);
                if (MiniShogiPlayout.legalAmongPseudo(s, m, false)) kept.add(m);
            }
        }
        assertTrue(candidates.containsAll(legal), "a legal move without a candidate in " + where);
        assertEquals(legal, kept, "moves kept by the legality test in " + where);
    }

    // ------------------------------------------------------------------ one step

    /** Positions for the step test: random-game positions in and out of check, with hands. */
    private static List<MiniShogiState> stepPositions() {
        MiniShogiGame g = MiniShogiGame.of("repetition=none");
        SplittableRandom rng = new SplittableRandom(11);
        int[] buf = new int[g.maxMoves()];
        List<MiniShogiState> out = new ArrayList<>();
        int checks = 0;
        int quiet = 0;
        while (checks < 2 || quiet < 4) {
            MiniShogiState s = g.newInitialState();
            while (!s.isTerminal() && s.ply() < 200) {
                int n = s.legalMoves(buf);
                boolean hands = s.handCount(s.toMove(), MiniShogiTables.PAWN) + s.handCount(s.toMove(), MiniShogiTables.GOLD)
                        + s.handCount(s.toMove(), MiniShogiTables.ROOK) > 0;
                if (s.ply() > 20 && n >= 4 && rng.nextInt(40) == 0) {
                    if (s.inCheck() && checks < 2) {
                        out.add(s.copy());
                        checks++;
                    } else if (!s.inCheck() && hands && quiet < 4) {
                        out.add(s.copy());
                        quiet++;
                    }
                }
                s.apply(buf[rng.nextInt(n)]);
            }
        }
        return out;
    }

    @Test
    void aStepIsUniformAmongTheLegalMoves() {
        SplittableRandom rng = new SplittableRandom(23);
        for (MiniShogiState s : stepPositions()) {
            int[] buf = new int[s.game().maxMoves()];
            double p = stepPValue(s, rng, st -> MiniShogiPlayout.step(st, rng, buf));
            assertTrue(p > 1e-6, s.positionText() + (s.inCheck() ? " (in check)" : "") + ": chi-square p-value " + p);
        }
    }

    @Test
    void aBiasedStepFailsTheSameTest() {
        SplittableRandom rng = new SplittableRandom(29);
        int failed = 0;
        int tried = 0;
        for (MiniShogiState s : stepPositions()) {
            if (s.inCheck()) continue;
            double p = stepPValue(s, rng, st -> nextSlotStep(st, rng));
            tried++;
            if (p < 1e-6) failed++;
        }
        assertTrue(tried >= 3 && failed == tried, "the biased step failed at " + failed + " of " + tried + " positions");
    }

    /**
     * The biased step: one slot drawn uniformly, and then, instead of a fresh draw after a slot
     * without a legal move, the following slots in turn. A move after a run of empty slots is
     * taken too often.
     */
    private static int nextSlotStep(MiniShogiState s, SplittableRandom rng) {
        int slots = MiniShogiPlayout.slotCount(s);
        int r = RandomInts.below(rng, slots);
        while (true) {
            int m = MiniShogiPlayout.slotMove(s, r);
            if (m >= 0 && MiniShogiPlayout.legalAmongPseudo(s, m, false)) return m;
            r = (r + 1) % slots;
        }
    }

    /** The p-value of Pearson's test of 300 draws per legal move of {@code step} against the uniform law. */
    private static double stepPValue(MiniShogiState s, SplittableRandom rng, ToIntFunction<MiniShogiState> step) {
        int[] buf = new int[s.game().maxMoves()];
        int n = s.legalMoves(buf);
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < n; i++) seen.put(buf[i], 0);
        String text = s.positionText();
        int draws = 300 * n;
        for (int i = 0; i < draws; i++) {
            int m = step.applyAsInt(s);
            assertTrue(seen.containsKey(m), "drew " + m + ", not a legal move of " + text);
            seen.merge(m, 1, Integer::sum);
        }
        assertEquals(text, s.positionText(), "drawing leaves the state alone");
        return ChiSquare.uniformPValue(seen.values().stream().mapToLong(Integer::longValue).toArray());
    }

    // ------------------------------------------------------------------ promotion as a decision

    /** Positions of seeded random games in which some legal move has a twin that differs only in promoting. */
    private static List<MiniShogiState> twinPositions(MiniShogiGame g, int count) {
        SplittableRandom rng = new SplittableRandom(43);
        int[] buf = new int[g.maxMoves()];
        List<MiniShogiState> out = new ArrayList<>();
        while (out.size() < count) {
            MiniShogiState s = g.newInitialState();
            while (!s.isTerminal() && s.ply() < 200 && out.size() < count) {
                Map<Integer, Double> law = stepLaw(s, true);
                if (law.values().stream().distinct().count() > 1 && rng.nextInt(8) == 0) out.add(s.copy());
                s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
            }
        }
        return out;
    }

    @Test
    void theTwinTestFindsExactlyThePairsOfTheMoveList() {
        MiniShogiGame g = MiniShogiGame.of("repetition=none", "playout_promotion=decision");
        SplittableRandom rng = new SplittableRandom(47);
        int[] buf = new int[g.maxMoves()];
        int twins = 0;
        for (int game = 0; game < 40; game++) {
            MiniShogiState s = g.newInitialState();
            while (!s.isTerminal() && s.ply() < 200) {
                int n = s.legalMoves(buf);
                Set<Integer> legal = new HashSet<>();
                for (int i = 0; i < n; i++) legal.add(buf[i]);
                for (int m : legal) {
                    boolean pair = legal.contains(m ^ MiniShogiState.PROMO);
                    assertEquals(pair, MiniShogiPlayout.hasPromotionTwin(s, m), s.formatMove(m) + " in " + s.positionText());
                    if (pair) twins++;
                }
                s.apply(buf[rng.nextInt(n)]);
            }
        }
        assertTrue(twins > 500, twins + " twins seen");
    }

    @Test
    void aDecisionStepDrawsPromotionAtEvenOddsAfterTheMove() {
        MiniShogiGame g = MiniShogiGame.of("repetition=none", "playout_promotion=decision");
        SplittableRandom rng = new SplittableRandom(53);
        int[] buf = new int[g.maxMoves()];
        for (MiniShogiState s : twinPositions(g, 6)) {
            Map<Integer, Double> law = stepLaw(s, true);
            int draws = 300 * law.size();
            double decided = stepLawPValue(s, law, draws, st -> MiniShogiPlayout.decisionStep(st, rng, buf));
            assertTrue(decided > 1e-6, s.positionText() + ": chi-square p-value " + decided);
            // The uniform step, which the default playouts use, fails the same test.
            double uniform = stepLawPValue(s, law, draws, st -> MiniShogiPlayout.step(st, rng, buf));
            assertTrue(uniform < 1e-6, s.positionText() + ": the uniform step passed, p-value " + uniform);
        }
    }

    private static double stepLawPValue(MiniShogiState s, Map<Integer, Double> law, int draws,
            ToIntFunction<MiniShogiState> step) {
        String text = s.positionText();
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < draws; i++) {
            int m = step.applyAsInt(s);
            assertTrue(law.containsKey(m), "drew " + m + ", not a legal move of " + text);
            seen.merge(m, 1, Integer::sum);
        }
        assertEquals(text, s.positionText(), "drawing leaves the state alone");
        return ChiSquare.pValue(law, seen, draws, 10);
    }

    @Test
    void decisionPlayoutsFollowTheirLawNearTheEnd() {
        MiniShogiGame g = MiniShogiGame.of("repetition=none", "playout_promotion=decision");
        SplittableRandom rng = new SplittableRandom(59);
        int[] buf = new int[g.maxMoves()];
        int tested = 0;
        double uniformFit = 1;   // the best fit of the uniform step's law to any sample
        for (int game = 0; game < 2000 && tested < 3; game++) {
            MiniShogiState s = g.newInitialState();
            while (!s.isTerminal() && s.ply() < 400) s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
            if (!s.isTerminal()) continue;
            for (int i = 0; i < 3 && s.ply() > 0; i++) s.undo();
            Map<Integer, Double> law = new TreeMap<>();
            Map<Integer, Double> uniform = new TreeMap<>();
            if (!exactLaw(s, 1.0, 3, law, new long[] {0}, true) || law.size() < 2) continue;
            exactLaw(s, 1.0, 3, uniform, new long[] {0}, false);
            double apart = 0;
            for (Map.Entry<Integer, Double> e : law.entrySet()) {
                apart = Math.max(apart, Math.abs(e.getValue() - uniform.getOrDefault(e.getKey(), 0.0)));
            }
            if (apart < 0.05) continue;   // the promotion choices must change the law
            Map<Integer, Integer> seen = compare(s, 3, law, rng);
            uniformFit = Math.min(uniformFit, ChiSquare.pValue(uniform, seen, PLAYOUTS, 10));
            tested++;
        }
        assertEquals(3, tested);
        // The samples tell the two laws apart: playouts of the uniform step would fail this test.
        assertTrue(uniformFit < 1e-6, "the uniform law fits every sample, p-value " + uniformFit);
    }

    // ------------------------------------------------------------------ whole playouts

    @Test
    void playoutOutcomesFollowTheExactLawNearTheEnd() throws Exception {
        SplittableRandom rng = new SplittableRandom(31);
        int tested = 0;
        for (String params : new String[] {"repetition=sennichite", "repetition=none"}) {
            MiniShogiGame g = MiniShogiGame.of(params);
            int[] buf = new int[g.maxMoves()];
            for (int game = 0; game < 200 && tested < 3 * (params.endsWith("none") ? 2 : 1); game++) {
                MiniShogiState s = g.newInitialState();
                while (!s.isTerminal() && s.ply() < 400) {
                    s.apply(buf[rng.nextInt(s.legalMoves(buf))]);
                }
                if (!s.isTerminal()) continue;
                // Three plies before the end, with a cap of three plies: wins, losses and cut-offs.
                for (int i = 0; i < 3 && s.ply() > 0; i++) s.undo();
                Map<Integer, Double> law = new TreeMap<>();
                if (!exactLaw(s, 1.0, 3, law, new long[] {0}) || law.size() < 2) continue;
                compare(s, 3, law, rng);
                tested++;
            }
        }
        assertEquals(6, tested);
    }

    @Test
    void playoutHonoursSennichiteAndThePlyCap() throws Exception {
        SplittableRandom rng = new SplittableRandom(37);
        // Golds step out and back: after three cycles less one move, Gote's 2b2a repeats the start
        // position for the fourth time, which ends the game (Sente loses: neither side checked).
        MiniShogiState s = MiniShogiGame.standard().newInitialState();
        String[] cycle = {"4e4d", "2a2b", "4d4e", "2b2a"};
        for (int i = 0; i < 11; i++) s.apply(s.parseMove(cycle[i % 4]));
        Map<Integer, Double> law = new TreeMap<>();
        assertTrue(exactLaw(s, 1.0, 2, law, new long[] {0}));
        assertTrue(law.getOrDefault(-1, 0.0) > 0.02, "the repetition verdict is in reach: " + law);
        compare(s, 2, law, rng);
        // A ply cap two plies ahead: capped draws and cut-offs.
        MiniShogiState capped = MiniShogiGame.of("max_plies=14").newInitialState();
        int[] buf = new int[capped.game().maxMoves()];
        SplittableRandom walk = new SplittableRandom(41);
        while (capped.ply() < 12) capped.apply(buf[walk.nextInt(capped.legalMoves(buf))]);
        Map<Integer, Double> capLaw = new TreeMap<>();
        assertTrue(exactLaw(capped, 1.0, 3, capLaw, new long[] {0}));
        assertTrue(capLaw.getOrDefault(0, 0.0) > 0.5, "capped draws: " + capLaw);
        compare(capped, 3, capLaw, rng);
    }

    /**
     * Adds {@code p} times the law of the playout's result below {@code s} with {@code plies}
     * plies left before the cut-off ({@link Integer#MIN_VALUE}); false if the tree is too large.
     */
    private static boolean exactLaw(MiniShogiState s, double p, int plies, Map<Integer, Double> law, long[] nodes) {
        return exactLaw(s, p, plies, law, nodes, false);
    }

    /**
     * {@link #exactLaw} with each move weighted as {@code playout_promotion=decision} draws it
     * when {@code decision} ({@link #stepLaw}), else uniformly.
     */
    private static boolean exactLaw(MiniShogiState s, double p, int plies, Map<Integer, Double> law, long[] nodes,
            boolean decision) {
        if (++nodes[0] > 60_000) return false;
        if (s.isTerminal()) {
            law.merge(s.score(), p, Double::sum);
            return true;
        }
        if (plies == 0) {
            law.merge(Integer.MIN_VALUE, p, Double::sum);
            return true;
        }
        Map<Integer, Double> step = stepLaw(s, decision);
        for (Map.Entry<Integer, Double> e : step.entrySet()) {
            s.apply(e.getKey());
            boolean ok = exactLaw(s, p * e.getValue(), plies - 1, law, nodes, decision);
            s.undo();
            if (!ok) return false;
        }
        return true;
    }

    /**
     * The law of one playout step: uniform over the legal moves, or with {@code decision} as
     * Ludii draws: uniform over the moves with each pair of twins (the same move with and
     * without promotion, both legal) counted once, each twin half its pair's share. Twins are
     * found in the legal move list, not by the code under test.
     */
    private static Map<Integer, Double> stepLaw(MiniShogiState s, boolean decision) {
        int[] buf = new int[s.game().maxMoves()];
        int n = s.legalMoves(buf);
        Set<Integer> legal = new HashSet<>();
        for (int i = 0; i < n; i++) legal.add(buf[i]);
        int twins = 0;
        for (int m : legal) if (decision && legal.contains(m ^ MiniShogiState.PROMO)) twins++;
        double units = n - twins / 2.0;
        Map<Integer, Double> law = new TreeMap<>();
        for (int m : legal) law.put(m, (decision && legal.contains(m ^ MiniShogiState.PROMO) ? 0.5 : 1.0) / units);
        return law;
    }

    /** Playouts per position in {@link #compare}. */
    private static final int PLAYOUTS = 20_000;

    /** Checks {@link #PLAYOUTS} playouts' results against {@code law}; returns the results seen. */
    private static Map<Integer, Integer> compare(MiniShogiState s, int plies, Map<Integer, Double> law,
            SplittableRandom rng) {
        String text = s.positionText();
        int ply = s.ply();
        long hash = s.hash();
        int n = PLAYOUTS;
        int[] buf = new int[s.game().maxMoves()];
        Map<Integer, Integer> seen = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            int r = s.randomPlayout(rng, buf, plies);
            assertTrue(law.containsKey(r), text + ": impossible result " + r + ", law " + law);
            seen.merge(r, 1, Integer::sum);
        }
        assertEquals(text, s.positionText(), "the playout leaves the position alone");
        assertEquals(ply, s.ply());
        assertEquals(hash, s.hash());
        double p = ChiSquare.pValue(law, seen, n, 10);   // outcomes expected fewer than 10 times pooled
        assertTrue(p > 1e-6, text + ": observed " + seen + " against the law " + law + ": chi-square p-value " + p);
        return seen;
    }
}
