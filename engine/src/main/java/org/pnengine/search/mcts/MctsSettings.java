package org.pnengine.search.mcts;

import java.util.Locale;
import org.pnengine.game.Evaluation;
import org.pnengine.game.PlayoutPolicy;
import org.pnengine.game.State;

/**
 * Every switch of the one MCTS search ({@link MctsPlayer}), as an immutable value: the four
 * catalogued players ({@link MctsPlayers}, protocol-spec/players.md) are this record with
 * different values. Two sessions may hold different settings at once; nothing is static or mutable.
 *
 * @param c          UCB1 exploration constant C, rewards being in [−1, 1]
 * @param seed       seed of the player's random number generator (shuffles and playouts)
 * @param playoutCap the most plies of one random playout; a longer one is cut off and scored as a draw
 * @param reuse      whether the next search keeps the subtree of its position from this one
 * @param solver     whether proven values are backed up by the MCTS-Solver rules (Winands,
 *                   Björnsson and Saito 2008), used in selection and stop the search
 * @param expansion  when the children of a node come into the tree ({@link Expansion})
 * @param unvisited  how selection treats unvisited children ({@link Unvisited})
 * @param finalMove  which root child is played, for the players without proof numbers
 *                   ({@link FinalMove}); the PN-MCTS players use {@link Pn#finalMove()} instead
 * @param pn         the PN-MCTS switches, or {@link Pn#OFF}
 * @param threads    independent searches run at once and merged (root parallelism), 1 to
 *                   {@value #MAX_THREADS}; 0: one per available processor, counted when the player
 *                   is made. The named settings below use 1 (deterministic), the catalogued players 0
 * @param endgame    the share of each move's budget the exact endgame solver gets first (0: off)
 * @param playout    how playouts choose their moves ({@link Playout})
 * @param ept        early playout termination (Lorentz 2016): a playout not ended after this many
 *                   plies is scored by the sign of the game's static evaluation ({@link Evaluation})
 *                   where the game has one; 0: off (playouts run to the end or to {@code playoutCap})
 * @param imm        implicit minimax backups of the game's evaluation ({@link Implicit}), or {@link Implicit#OFF}
 */
public record MctsSettings(double c, long seed, int playoutCap, boolean reuse, boolean solver,
                           Expansion expansion, Unvisited unvisited, FinalMove finalMove, Pn pn, int threads,
                           double endgame, Playout playout, int ept, Implicit imm) {

    /** The most searches a player runs at once. */
    public static final int MAX_THREADS = 256;

    /** The largest share of a move's budget the exact endgame solver may take. */
    public static final double MAX_ENDGAME = 0.9;

    /** When the children of a node come into the tree. */
    public enum Expansion {
        /**
         * All children are created when a node is reached for the second time (its first visit
         * runs a playout from it as a leaf), and every terminal child is recognised at once.
         */
        ALL,
        /**
         * Ludii's UCT: one child comes into the tree per iteration, when selection first picks
         * it; only then is it checked for a terminal position. (The node store still reserves one
         * contiguous block of slots for the node's moves when the node is first expanded.)
         */
        ONE
    }

    /** How a playout chooses its moves. */
    public enum Playout {
        /** Uniformly random moves ({@link State#randomPlayout}). */
        RANDOM,
        /**
         * The game's own playout policy where it offers one ({@link PlayoutPolicy}), uniformly
         * random moves in the other games.
         */
        POLICY
    }

    /** How selection treats a child that has never been visited. */
    public enum Unvisited {
        /** Every child is tried once, in a random order, before UCB1 compares them. */
        FIRST,
        /**
         * Ludii's UCT: an unvisited child is scored by UCB1 as if it had one visit whose value is
         * the parent's mean for the player to move there, so a good child may be revisited before
         * its siblings are tried.
         */
        PARENT_MEAN
    }

    /** The final-move rule of the players without proof numbers. */
    public enum FinalMove {
        /**
         * The fastest proven win if one is known; otherwise the most-visited child that is not a
         * proven loss; if every child is a proven loss, the longest resistance.
         */
        PROVEN,
        /** The most-visited child ("robust child"), as Ludii's UCT; ties go to the better mean. */
        VISITS
    }

    /** The divisor of the rank in the PN-MCTS selection term. */
    public enum RankNorm {
        /** The number of children, as the reference code. */
        CHILDREN,
        /** The largest rank among the children, as the paper writes it. */
        MAX
    }

    /** How the PN-MCTS rank term weighs against a child's visits. */
    public enum RankDecay {
        /** Constant: C_pn · (1 − rank / norm), as the paper and its reference code. */
        NONE,
        /**
         * Shrinking as UCB1's exploration does: C_pn · (1 − rank / norm) · sqrt(ln n_p / n_i), so
         * the proof numbers steer the exploration and the means decide once a child is well visited.
         */
        SQRT
    }

    /**
     * The PN-MCTS switches (Kowalski, Doe, Winands, Górski and Soemers, "Proof Number Based
     * Monte-Carlo Tree Search", IEEE ToG 2024; reference code acatai/pn-mcts).
     *
     * @param layers     0 (no proof numbers), 1 (PN-MCTS: a win is proven, a draw or a loss
     *                   disproven) or 2 (double layer: a second pair of numbers proves "not lost")
     * @param finalMove  F: play a root child with pn = 0 if there is one; in the double layer,
     *                   also take a child with pn2 = 0 when the root's mean score is at or below
     *                   the contempt factor
     * @param skipSolved S: at an unsolved parent, skip a solved child once it has more than
     *                   {@code threshold} visits
     * @param rankTerm   U: add C_pn · (1 − rank / norm) to UCB1 (times a decay, {@link RankDecay})
     * @param cpn        C_pn, the weight of the rank term
     * @param threshold  T, the visits after which S skips a solved child
     * @param rankNorm   the divisor of the rank ({@link RankNorm})
     * @param contempt   the contempt factor of the double layer's final-move rule, in [−1, 1]
     * @param rankDecay  how the rank term shrinks with the child's visits ({@link RankDecay})
     */
    public record Pn(int layers, boolean finalMove, boolean skipSolved, boolean rankTerm, double cpn,
                     int threshold, RankNorm rankNorm, double contempt, RankDecay rankDecay) {

        /** No proof numbers. */
        public static final Pn OFF = new Pn(0, false, false, false, 0, 0, RankNorm.CHILDREN, 0);

        /** The paper's constant rank term. */
        public Pn(int layers, boolean finalMove, boolean skipSolved, boolean rankTerm, double cpn,
                  int threshold, RankNorm rankNorm, double contempt) {
            this(layers, finalMove, skipSolved, rankTerm, cpn, threshold, rankNorm, contempt, RankDecay.NONE);
        }

        public Pn {
            if (layers < 0 || layers > 2) throw new IllegalArgumentException("layers must be 0, 1 or 2");
            if (!(cpn >= 0) || Double.isInfinite(cpn)) throw new IllegalArgumentException("cpn must be finite and >= 0");
            if (threshold < 0) throw new IllegalArgumentException("t must be >= 0");
            if (!(contempt >= -1 && contempt <= 1)) throw new IllegalArgumentException("contempt must be between -1 and 1");
            if (rankNorm == null) throw new IllegalArgumentException("rank must be given");
            if (rankDecay == null) throw new IllegalArgumentException("rank_decay must be given");
        }

        /** These switches with the rank term shrinking by {@code decay}. */
        public Pn withRankDecay(RankDecay decay) {
            return new Pn(layers, finalMove, skipSolved, rankTerm, cpn, threshold, rankNorm, contempt, decay);
        }

        /**
         * The given layers with a variant written as in the paper: three letters F, S and U in
         * that order, each replaced by {@code x} when off ({@code FSU}, {@code FxU}, {@code xxx}).
         */
        public static Pn of(int layers, String variant, double cpn, int threshold, RankNorm rankNorm,
                            double contempt) {
            String v = variant.trim().toUpperCase(Locale.ROOT);
            if (v.length() != 3 || "FX".indexOf(v.charAt(0)) < 0 || "SX".indexOf(v.charAt(1)) < 0
                    || "UX".indexOf(v.charAt(2)) < 0) {
                throw new IllegalArgumentException("variant must be three letters F|x, S|x, U|x, e.g. FSU or FxU (got '"
                        + variant + "')");
            }
            return new Pn(layers, v.charAt(0) == 'F', v.charAt(1) == 'S', v.charAt(2) == 'U', cpn, threshold,
                    rankNorm, contempt);
        }

        /** The variant letters, e.g. {@code FSU} or {@code xSU}. */
        public String variant() {
            return (finalMove ? "F" : "x") + (skipSolved ? "S" : "x") + (rankTerm ? "U" : "x");
        }
    }

    /**
     * Implicit minimax backups (Lanctot, Winands, Pepels and Sturtevant, "Monte Carlo Tree Search
     * with Heuristic Evaluations using Implicit Minimax Backups", CIG 2014). Each node also keeps
     * v, for the player who moved into it: a new child's is tanh(e / scale) of the game's static
     * evaluation e of its position (a terminal child's its result, ±1 or 0), and an expanded
     * node's the negamax of its children's, −max_c v(c), recomputed up the path after every
     * expansion. Selection ranks a visited child by (1 − α) · mean + α · v instead of its mean.
     *
     * @param alpha α in [0, 1]; 0: off
     * @param scale the evaluation's units per unit of tanh's argument (at least 1)
     */
    public record Implicit(double alpha, int scale) {

        /** No implicit minimax values. */
        public static final Implicit OFF = new Implicit(0, 100);

        public Implicit {
            if (!(alpha >= 0 && alpha <= 1)) throw new IllegalArgumentException("imm must be between 0 and 1");
            if (scale < 1) throw new IllegalArgumentException("imm_scale must be at least 1");
        }

        /** Whether the values are kept and used. */
        public boolean on() {
            return alpha > 0;
        }
    }

    public MctsSettings {
        if (!(c >= 0) || Double.isInfinite(c)) throw new IllegalArgumentException("c must be finite and >= 0");
        if (playoutCap < 1) throw new IllegalArgumentException("playout_cap must be at least 1");
        if (threads < 0 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be between 0 and " + MAX_THREADS);
        }
        if (ept < 0) throw new IllegalArgumentException("ept must not be negative");
        if (!(endgame >= 0 && endgame <= MAX_ENDGAME)) {
            throw new IllegalArgumentException("endgame must be between 0 and " + MAX_ENDGAME);
        }
        if (expansion == null || unvisited == null || finalMove == null || pn == null || playout == null || imm == null) {
            throw new IllegalArgumentException("every setting must be given");
        }
        if (imm.on() && expansion != Expansion.ALL) {
            throw new IllegalArgumentException("imm needs expansion=all (a child's value is set when it is created)");
        }
        if (pn.layers() > 0) {
            // The numbers of a node need all its children; the paper visits each once first.
            if (expansion != Expansion.ALL) throw new IllegalArgumentException("PN-MCTS needs expansion=all");
            if (unvisited != Unvisited.FIRST) throw new IllegalArgumentException("PN-MCTS needs unvisited=first");
            if (solver) throw new IllegalArgumentException("PN-MCTS does not run the MCTS-Solver backup");
        }
    }

    /**
     * Plain UCT, our defaults: C = √2, seed 0, 200-ply playouts, reuse, all children at once, one
     * thread.
     */
    public static MctsSettings uct() {
        return new MctsSettings(Math.sqrt(2), 0L, 200, true, false, Expansion.ALL, Unvisited.FIRST,
                FinalMove.PROVEN, Pn.OFF, 1, 0.0, Playout.RANDOM, 0, Implicit.OFF);
    }

    /**
     * The baseline of the PN-MCTS paper, Ludii's UCT: one child per iteration, parent-mean values;
     * one thread.
     */
    public static MctsSettings ludiiUct() {
        return new MctsSettings(Math.sqrt(2), 0L, 200, true, false, Expansion.ONE, Unvisited.PARENT_MEAN,
                FinalMove.VISITS, Pn.OFF, 1, 0.0, Playout.RANDOM, 0, Implicit.OFF);
    }

    /** UCT with the MCTS-Solver backup (the engine's player before PN-MCTS came). */
    public static MctsSettings mctsSolver() {
        return uct().withSolver(true);
    }

    /** PN-MCTS, variant FSU, C_pn = 1, T = 5, the rank divided by the number of children, one thread. */
    public static MctsSettings pnMcts() {
        return new MctsSettings(Math.sqrt(2), 0L, 200, true, false, Expansion.ALL, Unvisited.FIRST,
                FinalMove.VISITS, Pn.of(1, "FSU", 1.0, 5, RankNorm.CHILDREN, 0.0), 1, 0.0, Playout.RANDOM, 0, Implicit.OFF);
    }

    /** Double-layer PN-MCTS, variant FSU, C_pn = 1, T = 5, contempt 0. */
    public static MctsSettings pnMcts2() {
        return pnMcts().withPn(Pn.of(2, "FSU", 1.0, 5, RankNorm.CHILDREN, 0.0));
    }

    public MctsSettings withC(double v) {
        return new MctsSettings(v, seed, playoutCap, reuse, solver, expansion, unvisited, finalMove, pn, threads, endgame, playout, ept, imm);
    }

    public MctsSettings withSeed(long v) {
        return new MctsSettings(c, v, playoutCap, reuse, solver, expansion, unvisited, finalMove, pn, threads, endgame, playout, ept, imm);
    }

    public MctsSettings withPlayoutCap(int v) {
        return new MctsSettings(c, seed, v, reuse, solver, expansion, unvisited, finalMove, pn, threads, endgame, playout, ept, imm);
    }

    public MctsSettings withReuse(boolean v) {
        return new MctsSettings(c, seed, playoutCap, v, solver, expansion, unvisited, finalMove, pn, threads, endgame, playout, ept, imm);
    }

    public MctsSettings withSolver(boolean v) {
        return new MctsSettings(c, seed, playoutCap, reuse, v, expansion, unvisited, finalMove, pn, threads, endgame, playout, ept, imm);
    }

    public MctsSettings withExpansion(Expansion v) {
        return new MctsSettings(c, seed, playoutCap, reuse, solver, v, unvisited, finalMove, pn, threads, endgame, playout, ept, imm);
    }

    public MctsSettings withFinalMove(FinalMove v) {
        return new MctsSettings(c, seed, playoutCap, reuse, solver, expansion, unvisited, v, pn, threads, endgame, playout, ept, imm);
    }

    public MctsSettings withPn(Pn v) {
        return new MctsSettings(c, seed, playoutCap, reuse, solver, expansion, unvisited, finalMove, v, threads, endgame, playout, ept, imm);
    }

    /** The same settings with {@code v} threads (0: one per available processor). */
    public MctsSettings withThreads(int v) {
        return new MctsSettings(c, seed, playoutCap, reuse, solver, expansion, unvisited, finalMove, pn, v, endgame, playout, ept, imm);
    }

    /** The same settings with the share {@code v} of each move's budget given to the endgame solver (0: off). */
    public MctsSettings withEndgame(double v) {
        return new MctsSettings(c, seed, playoutCap, reuse, solver, expansion, unvisited, finalMove, pn, threads, v, playout, ept, imm);
    }

    /** The same settings with playouts chosen by {@code v}. */
    public MctsSettings withPlayout(Playout v) {
        return new MctsSettings(c, seed, playoutCap, reuse, solver, expansion, unvisited, finalMove, pn, threads, endgame, v, ept, imm);
    }

    /** The same settings with early playout termination after {@code v} plies (0: off). */
    public MctsSettings withEpt(int v) {
        return new MctsSettings(c, seed, playoutCap, reuse, solver, expansion, unvisited, finalMove, pn, threads, endgame, playout, v, imm);
    }

    /** The same settings with implicit minimax backups {@code v} ({@link Implicit#OFF}: none). */
    public MctsSettings withImplicit(Implicit v) {
        return new MctsSettings(c, seed, playoutCap, reuse, solver, expansion, unvisited, finalMove, pn, threads, endgame, playout, ept, v);
    }

    /** The number of searches a player with these settings runs: {@code threads}, or the processors. */
    public int resolvedThreads() {
        return threads > 0 ? threads : Math.min(MAX_THREADS, Runtime.getRuntime().availableProcessors());
    }
}
