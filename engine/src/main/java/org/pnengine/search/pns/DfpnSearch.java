package org.pnengine.search.pns;

import static org.pnengine.search.pns.DfpnSolver.INF;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.search.BusyMarks;
import org.pnengine.search.LazySmp;
import org.pnengine.search.PollCadence;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveTimer;
import org.pnengine.search.SolveProgress;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Value;

/**
 * One df-pn solve ({@link DfpnSolver}): the table, the frames (one per path index: the children's
 * moves, numbers and repetition indices) and the counters; garbage once {@link #run} returns.
 * {@link #mid} is Nagai's MID with the 1+ε thresholds; {@link #run} asks the win goal, then the
 * draw goal, at the root. With several threads this search drives the goals and makes
 * {@code threads - 1} helpers ({@link #DfpnSearch(DfpnSearch)}: own root copy and frames, the same
 * table and {@link DfpnTeam}); the first search to settle a goal settles it for all.
 *
 * <p>Contract: {@link #run} once per instance, on the caller's thread (helpers run {@code help} on
 * the {@link DfpnSolver} pool); the state is back at the root when it returns, whatever the
 * outcome (solved, stopped, out of memory). The answer's move and line: {@link DfpnProofLine}.
 */
final class DfpnSearch {

    static final int MAX_DEPTH = 3000;
    /** The most expansions between two polls of the clock and the stop signal. */
    private static final int MAX_POLL_INTERVAL = 1024;
    private static final int NO_REP = Integer.MAX_VALUE;
    static final int WIN_GOAL = 0;
    static final int DRAW_GOAL = 1;
    /** With several threads, positions fewer plies than this below the root are marked while searched. */
    static final int BUSY_DEPTH = 8;
    /** New table entries are reported to the table this many at a time. */
    private static final int ADDED_BATCH = 64;

    /** Thrown (one preallocated instance, no stack trace) to unwind a stopped search. */
    private static final class Abort extends RuntimeException {
        Abort() {
            super(null, null, false, false);
        }
    }

    private final State s;
    private final int rootPly;
    private final int prover;
    private final SearchLimits limits;
    private final SolveTimer clock;
    private final PollCadence polls = new PollCadence(MAX_POLL_INTERVAL);
    private final double onePlusEps;
    private final boolean mobility;
    private final boolean cyclic;
    private final boolean historyDependent;
    private final int maxMoves;
    private final int tableSlots;
    private DfpnTable tt;
    private final Abort abort = new Abort();

    // One frame per path index: the children's moves, numbers and repetition indices.
    private int[][] fMoves = new int[0][];
    private int[][] fPn = new int[0][];
    private int[][] fDn = new int[0][];
    private int[][] fDep = new int[0][];
    /** With several threads: the children's hashes (those not decided at once), for the busy marks. */
    private long[][] fHash = new long[0][];
    private long[] path = new long[64];
    private final int[] scratch;

    // The current goal: a terminal is a proof iff the prover's score >= threshold.
    private int threshold;
    private int goal;

    // MID's results.
    private int retPn;
    private int retDn;
    private int retDep;

    private long created;
    private long expanded;
    private int rootPn = 1;
    private int rootDn = 1;
    /** The root child the search is working on: the move it favours if stopped (-1 before any). */
    private int rootFavoured = -1;
    private String stopReason;
    /** The node limit: the solve's, or with several threads what is left of it at the last poll. */
    private long nodeLimit;
    private final int threads;
    private final AtomicLong helperCpu;
    /** Whether this is a helper (not the search on the caller's thread). */
    private final boolean helper;
    /** With several threads: what the searches share; else null. */
    private DfpnTeam team;
    /** {@link DfpnTeam#busy}, or null with one thread. */
    private BusyMarks busy;
    /** The hash each path index below {@link #BUSY_DEPTH} marked busy, or 0. */
    private long[] marked;
    /** The nodes already added to {@link DfpnTeam#nodes}. */
    private long flushed;
    /** The new table entries not yet reported to the table ({@link DfpnTable#added}). */
    private int fresh;
    /** A helper's unexpected failure, rethrown on the caller's thread. */
    private RuntimeException failure;

    DfpnSearch(State state, SearchLimits limits, SolveTimer clock, DfpnSolver.Settings st, AtomicLong helperCpu) {
        this.threads = st.threads();
        this.helperCpu = helperCpu;
        this.helper = false;
        this.nodeLimit = limits.nodes();
        this.s = state;
        this.rootPly = state.ply();
        this.prover = state.toMove();
        this.limits = limits;
        this.clock = clock;
        this.onePlusEps = 1 + st.epsilon();
        this.mobility = st.mobility();
        Game g = state.game();
        this.historyDependent = state.historyDependent();
        this.cyclic = !historyDependent && g.maxGameLength() <= 0;
        this.maxMoves = Math.max(1, g.maxMoves());
        this.scratch = new int[maxMoves];
        long budget = Math.min(Math.min(limits.memoryBytes(), (long) st.tableMb() << 20),
                Runtime.getRuntime().maxMemory() / 4 * 3);
        int bytesPerSlot = threads > 1 ? SharedDfpnTable.BYTES_PER_SLOT : DfpnTable.BYTES_PER_SLOT;
        this.tableSlots = (int) Math.min(1 << 30, Long.highestOneBit(Math.max(1, budget / bytesPerSlot)));
    }

    /** A helper of {@code main}: its own copy of the root and its own frames, the same table and team. */
    private DfpnSearch(DfpnSearch main) {
        this.threads = main.threads;
        this.helperCpu = main.helperCpu;
        this.helper = true;
        this.nodeLimit = main.nodeLimit;
        this.s = main.s.copy();
        this.rootPly = s.ply();
        this.prover = main.prover;
        this.limits = main.limits;
        this.clock = main.clock;
        this.onePlusEps = main.onePlusEps;
        this.mobility = main.mobility;
        this.historyDependent = main.historyDependent;
        this.cyclic = main.cyclic;
        this.maxMoves = main.maxMoves;
        this.scratch = new int[maxMoves];
        this.tableSlots = main.tableSlots;
        this.tt = main.tt;
        this.team = main.team;
        this.busy = main.busy;
        this.marked = new long[BUSY_DEPTH];
    }

    SolveResult run() {
        if (s.isTerminal()) {
            return result(Value.ofScore(s.score(), prover), -1, new int[0]);
        }
        if (tableSlots < DfpnTable.MIN_SLOTS) {
            stopReason = "memory";
            return unknown();
        }
        try {
            tt = DfpnTable.create(tableSlots, threads > 1);
        } catch (OutOfMemoryError e) {
            stopReason = "memory";
            return unknown();
        }
        try {
            if (threads > 1) return solveTogether();
            if (runGoal(1, WIN_GOAL)) return solved(Value.WIN, true);
            if (runGoal(0, DRAW_GOAL)) return solved(Value.DRAW, true);
            return solved(Value.LOSS, false);
        } catch (Abort a) {
            restore();
            return unknown();
        } catch (StackOverflowError e) {
            restore();
            stopReason = "memory";
            return unknown();
        }
    }

    /**
     * With several threads: this search and {@code threads - 1} helpers run each goal on the
     * shared table; the first to settle a goal settles it for all, the others abandon it at
     * their next poll. The answer's move is read from the root frame of the search that
     * settled the last goal.
     */
    private SolveResult solveTogether() {
        team = new DfpnTeam();
        busy = team.busy;
        marked = new long[BUSY_DEPTH];
        List<DfpnSearch> helpers = new ArrayList<>();
        for (int w = 1; w < threads; w++) helpers.add(new DfpnSearch(this));
        try {
            LazySmp.runTogether(DfpnSolver.HELPERS, helpers.stream().<Runnable>map(h -> h::help).toList(), team,
                    this::driveGoals, () -> stopReason);
        } finally {
            for (DfpnSearch h : helpers) {
                created += h.created;
                expanded += h.expanded;
            }
        }
        for (DfpnSearch h : helpers) {
            if (h.failure != null) throw h.failure;
        }
        DfpnTeam t = team;
        team = null;
        busy = null;
        boolean win = t.outcome(WIN_GOAL) > 0;
        int last = win ? WIN_GOAL : DRAW_GOAL;
        boolean proven = t.outcome(last) > 0;
        threshold = win ? 1 : 0;
        goal = last;
        int best = t.settledBy(last).rootMove(proven);
        return result(win ? Value.WIN : proven ? Value.DRAW : Value.LOSS, best, proofLine(best, proven));
    }

    /** Settles the goals in order (win, then at least a draw) with the team, until the value is known. */
    private void driveGoals() {
        for (int g = WIN_GOAL; g <= DRAW_GOAL; g++) {
            threshold = g == WIN_GOAL ? 1 : 0;
            goal = g;
            if ((team.decided & (1 << g)) == 0) {
                try {
                    runGoal(threshold, g);
                    DfpnSolver.RaceHook hook = DfpnSolver.raceHook;
                    if (hook != null) hook.beforeSettle(helper, g);
                    team.settle(g, retPn == 0, this);
                } catch (Abort a) {
                    if (stopReason != null) throw a;
                    restore();   // settled by another search
                    unmarkAll();
                }
            }
            if (g == WIN_GOAL && team.outcome(WIN_GOAL) > 0) return;
        }
    }

    /** A helper's run: {@link #driveGoals} until the value is known or the team stops. */
    private void help() {
        DfpnSolver.RaceHook hook = DfpnSolver.raceHook;
        if (hook != null) hook.helperStarts();
        failure = LazySmp.help(team, this::driveGoals, e -> e instanceof Abort, () -> stopReason, this::restore,
                helperCpu);
    }

    /** Clears the marks this search left (after an abandoned goal). */
    private void unmarkAll() {
        for (int d = 0; d < marked.length; d++) {
            if (marked[d] != 0) busy.unmark(marked[d]);
            marked[d] = 0;
        }
    }

    /** Solves "prover's score >= threshold" at the root: true if proven, false if disproven. */
    private boolean runGoal(int threshold, int goal) {
        this.threshold = threshold;
        this.goal = goal;
        mid(0, INF, INF);
        return retPn == 0;
    }

    /**
     * Multiple iterative deepening at the current position, path index {@code d}: searches
     * until pn &ge; thPn or dn &ge; thDn and leaves the numbers and the repetition index in
     * {@link #retPn}, {@link #retDn}, {@link #retDep}. The position is neither terminal nor a
     * repetition.
     */
    private void mid(int d, int thPn, int thDn) {
        if (d >= MAX_DEPTH) halt("memory");
        final State s = this.s;
        final long h = s.hash();
        // The table may know more than the parent's frame (a transposition was searched
        // meanwhile): a stored result beyond the thresholds is returned without expanding.
        // Not at the root, whose frame gives the answer's move (with threads, another search
        // may have stored the root's proof before settling the goal).
        long self = d == 0 ? DfpnTable.ABSENT : tt.find(h);
        if (self != DfpnTable.ABSENT && DfpnTable.goal(self) == goal) {
            int p = DfpnTable.pn(self);
            int q = DfpnTable.dn(self);
            if (p >= thPn || q >= thDn) {
                retPn = p;
                retDn = q;
                retDep = NO_REP;
                return;
            }
        }
        expanded++;
        if (polls.due()) poll();
        if (cyclic) {
            if (d == path.length) path = Arrays.copyOf(path, d * 2);
            path[d] = h;
        }
        if (d >= fMoves.length) growFrames(d);
        final int[] mv = fMoves[d];
        final int[] cp = fPn[d];
        final int[] cd = fDn[d];
        final int[] cdep = fDep[d];
        final int k = s.legalMoves(mv);
        if (k <= 0) {
            throw new IllegalStateException("a non-terminal state has no legal moves: " + s.positionText());
        }
        if (created + k > nodeLimit) halt("nodes");
        created += k;
        for (int i = 0; i < k; i++) {
            s.apply(mv[i]);
            evaluate(d, i, cp, cd, cdep);
            s.undo();
        }
        final boolean or = s.toMove() == prover;
        final long expandedAtEntry = expanded;
        // With several threads, near the root: marked while searched here; the children's
        // numbers are read again from the table before each choice (the other searches may
        // have moved them), and a child another search is in counts as twice as hard.
        final boolean share = busy != null && d < BUSY_DEPTH && k > 1;
        if (share) {
            busy.mark(h);
            marked[d] = h;
        }
        boolean reread = false;
        int pn;
        int dn;
        int best;
        while (true) {
            if (reread) {
                final long[] ch = fHash[d];
                for (int i = 0; i < k; i++) {
                    if (cp[i] != 0 && cd[i] != 0) fromTable(ch[i], i, cp, cd);
                }
            }
            // The node's numbers, its best child and the second-best value.
            int second = INF;
            best = 0;
            if (or) {
                pn = INF;
                long sum = 0;
                for (int i = 0; i < k; i++) {
                    int p = cp[i];
                    if (p < pn) {
                        second = pn;
                        pn = p;
                        best = i;
                    } else if (p < second) {
                        second = p;
                    }
                    sum += cd[i];
                }
                dn = saturate(sum, cd, k);
            } else {
                dn = INF;
                long sum = 0;
                for (int i = 0; i < k; i++) {
                    int q = cd[i];
                    if (q < dn) {
                        second = dn;
                        dn = q;
                        best = i;
                    } else if (q < second) {
                        second = q;
                    }
                    sum += cp[i];
                }
                pn = saturate(sum, cp, k);
            }
            if (d == 0) {
                rootPn = pn;
                rootDn = dn;
                rootFavoured = mv[best];
            }
            if (pn >= thPn || dn >= thDn) break;
            if (share) {
                reread = true;
                int eb = -1;
                int ev = INF;
                int es = INF;
                final long[] ch = fHash[d];
                for (int i = 0; i < k; i++) {
                    int v = or ? cp[i] : cd[i];
                    if (v > 0 && v < INF && busy.isBusy(ch[i])) v = (int) Math.min(INF - 1, 2L * v + 1);
                    if (v < ev) {
                        es = ev;
                        ev = v;
                        eb = i;
                    } else if (v < es) {
                        es = v;
                    }
                }
                // Another child, if its threshold lets its search make progress.
                if (eb >= 0 && eb != best && (or ? cp[eb] : cd[eb]) < Math.min(or ? thPn : thDn, epsThreshold(es))) {
                    best = eb;
                    second = es;
                }
            }
            int cThPn;
            int cThDn;
            if (or) {
                cThPn = Math.min(thPn, epsThreshold(second));
                cThDn = (int) Math.min(INF, (long) thDn - dn + cd[best]);
            } else {
                cThDn = Math.min(thDn, epsThreshold(second));
                cThPn = (int) Math.min(INF, (long) thPn - pn + cp[best]);
            }
            s.apply(mv[best]);
            mid(d + 1, cThPn, cThDn);
            s.undo();
            cp[best] = retPn;
            cd[best] = retDn;
            cdep[best] = retDep;
        }
        int work = (int) Math.min(Integer.MAX_VALUE, expanded - expandedAtEntry + 1);
        int dep = NO_REP;
        if (pn == 0 || dn == 0) {
            // The deciding children: one at an OR proof or an AND disproof (the one whose
            // result holds most widely), all of them otherwise.
            boolean one = or == (pn == 0);
            int[] solvedBy = pn == 0 ? cp : cd;
            if (one) {
                dep = -1;
                for (int i = 0; i < k; i++) {
                    if (solvedBy[i] == 0 && cdep[i] > dep) {
                        dep = cdep[i];
                        best = i;
                    }
                }
            } else {
                for (int i = 0; i < k; i++) dep = Math.min(dep, cdep[i]);
            }
            if (!historyDependent && dep >= d) store(h, pn, dn, one ? mv[best] : -1, work);
        } else {
            store(h, pn, dn, mv[best], work);
        }
        retPn = pn;
        retDn = dn;
        retDep = pn == 0 || dn == 0 ? dep : NO_REP;
        if (share) {
            busy.unmark(h);
            marked[d] = 0;
        }
    }

    /** Stores the current position's numbers for the current goal, counting the new entries in batches. */
    private void store(long h, int pn, int dn, int move, int work) {
        if (tt.store(h, goal, pn, dn, move, work) && ++fresh == ADDED_BATCH) {
            tt.added(fresh);
            fresh = 0;
        }
    }

    /** A saturating sum: ∞ if some term is ∞, else at most ∞ - 1. */
    private static int saturate(long sum, int[] terms, int k) {
        if (sum < INF) return (int) sum;
        for (int i = 0; i < k; i++) if (terms[i] >= INF) return INF;
        return INF - 1;
    }

    private int epsThreshold(int second) {
        if (second >= INF - 1) return INF;
        long t = Math.max(second + 1L, (long) Math.ceil(second * onePlusEps));
        return (int) Math.min(INF, t);
    }

    /** Sets child i's numbers, the state being at that child (path index d + 1). */
    private void evaluate(int d, int i, int[] cp, int[] cd, int[] cdep) {
        cdep[i] = NO_REP;
        if (s.isTerminal()) {
            int score = s.score();
            if (prover != Game.FIRST) score = -score;
            setSolved(i, cp, cd, score >= threshold);
            return;
        }
        long h = s.hash();
        if (busy != null) fHash[d][i] = h;
        if (cyclic) {
            final long[] p = path;
            for (int j = d; j >= 0; j--) {
                if (p[j] == h) {
                    // Endless play is a draw: a proof of the draw goal, a disproof of the win goal.
                    setSolved(i, cp, cd, 0 >= threshold);
                    cdep[i] = j;
                    return;
                }
            }
        }
        if (fromTable(h, i, cp, cd)) return;
        if (mobility) {
            int n = Math.max(1, s.legalMoves(scratch));
            if (s.toMove() == prover) {
                cp[i] = 1;
                cd[i] = n;
            } else {
                cp[i] = n;
                cd[i] = 1;
            }
        } else {
            cp[i] = 1;
            cd[i] = 1;
        }
    }

    /**
     * Sets child i's numbers from the table's entry for {@code h}, if it has one for the
     * current goal or one that decides it; whether it did.
     */
    private boolean fromTable(long h, int i, int[] cp, int[] cd) {
        long entry = tt.find(h);
        if (entry == DfpnTable.ABSENT) return false;
        int pn = DfpnTable.pn(entry);
        int dn = DfpnTable.dn(entry);
        int g = DfpnTable.goal(entry);
        if (g == goal) {
            cp[i] = pn;
            cd[i] = dn;
            return true;
        }
        if (g == WIN_GOAL && pn == 0) {       // a win is at least a draw
            setSolved(i, cp, cd, true);
            return true;
        }
        if (g == DRAW_GOAL && dn == 0) {      // less than a draw is less than a win
            setSolved(i, cp, cd, false);
            return true;
        }
        return false;
    }

    private static void setSolved(int i, int[] cp, int[] cd, boolean proven) {
        cp[i] = proven ? 0 : INF;
        cd[i] = proven ? INF : 0;
    }

    private void growFrames(int d) {
        int len = Math.max(d + 1, fMoves.length * 2);
        int old = fMoves.length;
        fMoves = Arrays.copyOf(fMoves, len);
        fPn = Arrays.copyOf(fPn, len);
        fDn = Arrays.copyOf(fDn, len);
        fDep = Arrays.copyOf(fDep, len);
        fHash = Arrays.copyOf(fHash, len);
        for (int i = old; i < len; i++) {
            fMoves[i] = new int[maxMoves];
            fPn[i] = new int[maxMoves];
            fDn[i] = new int[maxMoves];
            fDep[i] = new int[maxMoves];
            fHash[i] = new long[maxMoves];
        }
    }

    private void halt(String reason) {
        stopReason = reason;
        throw abort;
    }

    private void poll() {
        String reason = clock.stopReason();
        if (reason != null) halt(reason);
        final DfpnTeam team = this.team;
        long nodes = created;
        if (team != null) {
            // Several threads: the node limit is theirs together, the first stop stops all,
            // and a goal another search settled is abandoned.
            nodes = team.nodes.addAndGet(created - flushed);
            flushed = created;
            String why = team.stopFor(nodes, limits.nodes());
            if (why != null) halt(why);
            nodeLimit = created + (limits.nodes() - nodes);
            if ((team.decided & (1 << goal)) != 0) halt(null);
            if (helper) return;   // progress is the caller's search's to report
        }
        if (clock.progressDue()) {
            clock.report(new SolveProgress(nodes, expanded, tt.size(), clock.seconds(), rootPn, rootDn));
        }
    }

    private void restore() {
        while (s.ply() > rootPly) s.undo();
    }

    // ------------------------------------------------------------------ results

    /**
     * The solved result: the best move from the root's frame, the rest of the line from the
     * table. {@code proven}: the goal of the last run was proven (WIN, DRAW), else
     * disproven (LOSS).
     */
    private SolveResult solved(Value v, boolean proven) {
        int bestMove = rootMove(proven);
        return result(v, bestMove, proofLine(bestMove, proven));
    }

    /**
     * The answer's move from this search's root frame: the deciding child of least stored
     * work ({@code proven}), else the child of most stored work.
     */
    int rootMove(boolean proven) {
        return answer().rootMove(fMoves[0], fPn[0], fDn[0], proven);
    }

    private int[] proofLine(int first, boolean proven) {
        return answer().line(first, proven);
    }

    /** The reader of the answer's move and line from this search's state and table. */
    private DfpnProofLine answer() {
        return new DfpnProofLine(s, rootPly, tt, prover, threshold, goal, maxMoves);
    }

    private double seconds() {
        return clock.seconds();
    }

    /** An unknown result, with the root's most-proving child as the favoured move. */
    private SolveResult unknown() {
        return new SolveResult(Value.UNKNOWN, rootFavoured, false, null, created, expanded, tt == null ? 0 : tt.peak(),
                seconds(), new int[0], stopReason);
    }

    private SolveResult result(Value v, int best, int[] pv) {
        return new SolveResult(v, best, false, null, created, expanded, tt == null ? 0 : tt.peak(), seconds(),
                pv, null);
    }
}
