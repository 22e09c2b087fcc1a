package org.pnengine.search.mcts;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.pnengine.game.State;
import org.pnengine.search.MoveInfo;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Threads;
import org.pnengine.search.Value;

/**
 * The root-parallel searches of one {@link MctsPlayer} ({@code threads}; Chaslot, Winands and van
 * den Herik, "Parallel Monte-Carlo Tree Search", CG 2008, where it was the best of the simple
 * schemes at small thread counts). N independent searches of the same position run at once, each
 * on its own {@link MctsTree} with its own copy of the state and its own random numbers: search 0
 * takes {@code seed} itself, search w &gt; 0 a seed mixed from {@code seed} and w
 * ({@link MctsPlayer#searchSeed}). No tree is shared, so no lock is taken per iteration. Their
 * roots are merged per move ({@link RootStats#merge}) for every analysis report and for the final
 * move. Search 0 runs on the caller's thread and coordinates; the others run on a pool of daemon
 * threads shared by every player, which is never the network's event loop, and their CPU time is
 * summed in {@link #helperCpuNanos()}. A {@code nodes} budget is split among the searches (the
 * first {@code nodes % N} get one more), and so is the memory cap. A search that proves its root
 * tells the others to stop. Seeds, budgets and the merge as a user sees them:
 * protocol-spec/players.md#threads.
 *
 * <p><b>Time.</b> Each search polls the clock, the {@link StopSignal} and the stop request of the
 * others about every millisecond. The coordinator aims at {@code softMillis}, judging from the
 * merged root: before it, it stops early once the chosen move cannot be overtaken in the soft time
 * left at the rate measured so far (judged from a tenth of the soft time on); after it, it goes on
 * only while the chosen move is not also the best by mean (Huang, Coulom and Lin, TAAI 2010), up
 * to twice the soft time. No search passes {@code hardMillis}. With a listener, the merged root
 * is reported about every interval and once more at the end, with the others' variations as
 * they published them at their last poll after the report was asked for (the coordinator waits
 * at most {@value #PV_WAIT_MILLIS} ms for them).
 */
final class RootParallelSearch {

    /** Time kept back from the hard limit for building the answer. */
    private static final long HARD_SLACK_NANOS = 2_000_000L;
    /** The longest wait for the other searches' principal variations before a report goes out. */
    private static final long PV_WAIT_MILLIS = 5;
    /** How often the coordinator looks at the others once its own search is over. */
    private static final long WAIT_POLL_NANOS = 1_000_000L;

    /**
     * The threads of the searches beyond the first, shared by every player: daemons, made on
     * demand and ended after a minute idle. (Starting a thread per search costs about 0.3 ms, a
     * pooled one about 0.01 ms.)
     */
    private static final ExecutorService POOL = Executors.newCachedThreadPool(Threads.daemons("mcts-search"));

    private final MctsSettings settings;
    private final int threads;
    private final MctsSearch[] searches;
    /**
     * Each search's root as last published, and (for searches 1..N-1) the variations it published
     * for a report, its report generation and whether it is over; guarded by {@code parts[w]}.
     */
    private final RootStats[] parts;
    private final int[][][] publishedPvs;
    private final int[] publishedGen;
    private final boolean[] finished;
    /** The coordinator's copies of the parts, and their merge. */
    private final RootStats[] shadows;
    private final RootStats merged;
    private int[][] toBase;
    /** Set to stop every search of the current move. */
    private volatile boolean halt;
    /** Raised by the coordinator when it wants the others' principal variations. */
    private volatile int reportGen;
    /** Merged proofs on which two searches disagreed, over this player's life (a bug if not 0). */
    private long proofConflicts;
    /** CPU nanoseconds of the searches run on the pool, over this player's life. */
    private long helperCpuNanos;

    RootParallelSearch(MctsSettings settings) {
        this.settings = settings;
        this.threads = settings.resolvedThreads();
        this.searches = new MctsSearch[threads];
        this.parts = new RootStats[threads];
        this.shadows = new RootStats[threads];
        this.publishedPvs = new int[threads][][];
        this.publishedGen = new int[threads];
        this.finished = new boolean[threads];
        for (int w = 0; w < threads; w++) {
            searches[w] = new MctsSearch(settings, MctsPlayer.searchSeed(settings.seed(), w));
            parts[w] = new RootStats(settings);
            shadows[w] = new RootStats(settings);
        }
        this.merged = new RootStats(settings);
    }

    /** The number of searches run at once. */
    int threads() {
        return threads;
    }

    /** Search {@code w}. */
    MctsSearch search(int w) {
        return searches[w];
    }

    /** The last search's merged root. */
    RootStats merged() {
        return merged;
    }

    /** Proofs on which two searches disagreed when merged, over this player's life; always 0. */
    long proofConflicts() {
        return proofConflicts;
    }

    /** The CPU time of the searches beyond the first (they run on the pool), over this player's life. */
    long helperCpuNanos() {
        return helperCpuNanos;
    }

    /** Frees the trees and re-seeds the random numbers. */
    void reset() {
        for (MctsSearch s : searches) s.reset();
    }

    /** The bytes of every search's tree, kept for the next move. */
    long memoryBytes() {
        long b = 0;
        for (MctsSearch s : searches) b += s.tree().bytesAllocated();
        return b;
    }

    /**
     * Searches {@code position}, which has {@code n} &gt; 1 legal moves and is not terminal, with
     * every search within {@code limits} from {@code start} (a {@link System#nanoTime()}), reporting
     * to {@code listener} (or null) about every {@code intervalMillis}, and returns the merged root
     * once every search is over (the final report sent and the trees told the move is done). A
     * failure of any search is thrown once all of them are over.
     */
    RootStats run(State position, int n, SearchLimits limits, StopSignal stop,
                  SearchInfo.Listener listener, long intervalMillis, long start) {
        int cap = (int) Math.max(n + 1L, nodeCap(limits));
        long rerootMillis = limits.hardMillis() / threads;
        toBase = new int[threads][];
        for (int w = 0; w < threads; w++) {
            searches[w].prepare(position, cap, rerootMillis);
            searches[w].publish(parts[w], 0);
            toBase[w] = RootStats.indexIn(parts[0], parts[w]);
            publishedPvs[w] = null;
            publishedGen[w] = 0;
            // A search with no share of the budget never starts.
            finished[w] = budget(limits.nodes(), w) == 0;
        }
        halt = false;
        reportGen = 0;

        final long hardNs = deadline(start, limits.hardMillis(), true);
        final long softNs = deadline(start, limits.softMillis(), false);
        final long extendNs = limits.softMillis() >= SearchLimits.UNLIMITED / 4_000_000L ? hardNs
                : Math.min(hardNs, start + 2 * limits.softMillis() * 1_000_000L);
        Coordinator coordinator = new Coordinator(start, softNs, extendNs, listener, intervalMillis);
        Helper[] helpers = new Helper[threads];
        List<Future<?>> running = new ArrayList<>(threads - 1);
        Throwable failure = null;
        long ownIterations = 0;
        try {
            for (int w = 1; w < threads; w++) {
                long budget = budget(limits.nodes(), w);
                if (budget == 0) continue;
                helpers[w] = new Helper(w, budget, hardNs, stop, coordinator.needStats);
                running.add(POOL.submit(helpers[w]));
            }
            ownIterations = searches[0].run(budget(limits.nodes(), 0), hardNs, stop, coordinator);
            coordinator.ownIterations = ownIterations;
            if (searches[0].rootSolved()) halt = true;
        } catch (RuntimeException | Error e) {
            failure = e;
            halt = true;
        }
        failure = awaitAll(running, coordinator, failure);
        for (Helper h : helpers) {
            if (h != null) helperCpuNanos += h.cpuNanos;
        }
        if (failure instanceof RuntimeException) throw (RuntimeException) failure;
        if (failure != null) throw (Error) failure;

        // Every search is over, and joined: their trees are read directly from here on.
        for (int w = 0; w < threads; w++) {
            searches[w].publish(parts[w], w == 0 ? ownIterations : helpers[w] == null ? 0 : helpers[w].iterations);
        }
        merged.merge(parts, toBase, threads);
        proofConflicts += merged.conflicts;
        if (listener != null) listener.onInfo(report(start, false));
        for (MctsSearch s : searches) s.finish(position);
        return merged;
    }

    /**
     * The most nodes each search's tree may hold within {@code limits} and a quarter of the JVM's
     * heap, all trees together (before the root's own floor); past it the trees stop growing and
     * playouts go on at their leaves.
     */
    long nodeCap(SearchLimits limits) {
        long maxNodes = Math.min(limits.memoryBytes(), Runtime.getRuntime().maxMemory() / 4)
                / searches[0].tree().bytesPerNode() / threads;
        return Math.min(maxNodes, Integer.MAX_VALUE - 16);
    }

    /** Search {@code w}'s share of a budget of {@code nodes} iterations. */
    private long budget(long nodes, int w) {
        if (nodes == SearchLimits.UNLIMITED) return nodes;
        return nodes / threads + (w < nodes % threads ? 1 : 0);
    }

    /**
     * Waits for the other searches, coordinating meanwhile (reports, the soft time), and never
     * returns before every one is over, even when interrupted (the interrupt is kept).
     *
     * @return the first failure, of the coordinator's search or of another
     */
    private Throwable awaitAll(List<Future<?>> running, Coordinator coordinator, Throwable failure) {
        boolean interrupted = false;
        for (Future<?> f : running) {
            while (true) {
                try {
                    f.get(WAIT_POLL_NANOS, TimeUnit.NANOSECONDS);
                    break;
                } catch (TimeoutException e) {
                    if (failure == null) {
                        try {
                            coordinator.coordinate(System.nanoTime());
                        } catch (RuntimeException | Error t) {
                            failure = t;
                            halt = true;
                        }
                    }
                } catch (InterruptedException e) {
                    interrupted = true;
                    halt = true;
                } catch (ExecutionException e) {
                    if (failure == null) failure = e.getCause();
                    halt = true;
                    break;
                }
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
        return failure;
    }

    /** A search beyond the first, run on the pool: it publishes its root as the coordinator needs. */
    private final class Helper implements Runnable, MctsSearch.Checkpoint {
        private final int w;
        private final long budget;
        private final long hardNs;
        private final StopSignal stop;
        private final boolean publish;
        private int lastGen;
        /** Iterations run, read after the join. */
        long iterations;
        /** The CPU time this search took on its pool thread, read after the join. */
        long cpuNanos;

        Helper(int w, long budget, long hardNs, StopSignal stop, boolean publish) {
            this.w = w;
            this.budget = budget;
            this.hardNs = hardNs;
            this.stop = stop;
            this.publish = publish;
        }

        @Override
        public void run() {
            long cpu0 = Threads.cpuNanos();
            try {
                iterations = searches[w].run(budget, hardNs, stop, this);
                if (searches[w].rootSolved()) halt = true;
            } catch (RuntimeException | Error e) {
                halt = true;
                throw e;
            } finally {
                cpuNanos = Math.max(0, Threads.cpuNanos() - cpu0);
                synchronized (parts[w]) {
                    finished[w] = true;
                }
            }
        }

        @Override
        public boolean atCheck(long now, long its) {
            if (publish) {
                int gen = reportGen;
                int[][] pvs = gen != lastGen ? searches[w].rootPvs() : null;
                synchronized (parts[w]) {
                    searches[w].publish(parts[w], its);
                    if (pvs != null) {
                        publishedPvs[w] = pvs;
                        publishedGen[w] = gen;
                    }
                }
                lastGen = gen;
            }
            return halt;
        }
    }

    /** The first search's checkpoint: it merges the roots for reports and the soft time. */
    private final class Coordinator implements MctsSearch.Checkpoint {
        private final long start;
        private final long softNs;
        private final long extendNs;
        private final boolean timed;
        private final SearchInfo.Listener listener;
        private final long reportNs;
        /** Whether anything reads the merged root during the search. */
        final boolean needStats;
        private long nextReport;
        private long loopStart;
        private long askedAt;
        private boolean asked;
        long ownIterations;

        Coordinator(long start, long softNs, long extendNs, SearchInfo.Listener listener, long intervalMillis) {
            this.start = start;
            this.softNs = softNs;
            this.extendNs = extendNs;
            this.timed = softNs != Long.MAX_VALUE;
            this.listener = listener;
            this.reportNs = Math.max(1, intervalMillis) * 1_000_000L;
            this.needStats = timed || listener != null;
            this.nextReport = start + reportNs;
            this.loopStart = System.nanoTime();
        }

        @Override
        public boolean atCheck(long now, long iterations) {
            ownIterations = iterations;
            return coordinate(now);
        }

        /** Reports and applies the soft-time rules; returns whether every search should stop. */
        boolean coordinate(long now) {
            if (halt) return true;
            if (!needStats) return false;
            boolean fresh = false;
            if (listener != null) {
                if (!asked && now - nextReport >= 0) {
                    asked = true;
                    askedAt = now;
                    if (threads > 1) reportGen++;
                }
                if (asked && (threads == 1 || now - askedAt >= PV_WAIT_MILLIS * 1_000_000L || allAnswered())) {
                    mergeLive();
                    fresh = true;
                    listener.onInfo(report(start, true));
                    asked = false;
                    nextReport = now + reportNs;
                }
            }
            if (timed) {
                if (!fresh) mergeLive();
                if (now - softNs >= 0) {
                    if (now - extendNs >= 0 || merged.isStable()) return halt = true;
                } else if (now - loopStart >= (softNs - loopStart) / 10
                        && merged.cannotChange(merged.iterations, now - loopStart, softNs - now)) {
                    // The rate is measured over the loop alone, and only once a tenth of the
                    // soft time has passed, so that set-up time cannot make it look slow.
                    return halt = true;
                }
            }
            return false;
        }

        private boolean allAnswered() {
            int gen = reportGen;
            for (int w = 1; w < threads; w++) {
                synchronized (parts[w]) {
                    if (publishedGen[w] != gen && !finished[w]) return false;
                }
            }
            return true;
        }

        /** Merges the roots as published so far (the coordinator's own as it is now). */
        private void mergeLive() {
            searches[0].publish(shadows[0], ownIterations);
            for (int w = 1; w < threads; w++) {
                synchronized (parts[w]) {
                    shadows[w].copyFrom(parts[w]);
                }
            }
            merged.merge(shadows, toBase, threads);
            proofConflicts += merged.conflicts;
        }
    }

    /**
     * The principal variation of merged move {@code i}, from the search with most visits on it:
     * read from its tree, or while the searches run ({@code live}) and it is not the
     * coordinator's, as it last published it.
     */
    int[] pv(int i, boolean live) {
        int w = merged.pvSource[i];
        if (w < 0) return new int[] {merged.move[i]};
        if (!live || w == 0) return searches[w].pv(merged.node[i]);
        int[][] pvs;
        synchronized (parts[w]) {
            pvs = publishedPvs[w];
        }
        int j = merged.pvIndex[i];
        return pvs != null && j < pvs.length && pvs[j].length > 0 && pvs[j][0] == merged.move[i] ? pvs[j]
                : new int[] {merged.move[i]};
    }

    /**
     * The merged root now, the final-move rule's choice first and then by visits (ties to the
     * better value). Allocates; called once per report interval, never per iteration.
     */
    private SearchInfo report(long start, boolean live) {
        Integer[] order = merged.reportOrder();
        boolean pn = settings.pn().layers() > 0;
        List<MoveInfo> moves = new ArrayList<>(order.length);
        for (int i : order) {
            Value v = merged.childValue(i);
            double p = pn ? number(merged.pn[i]) : Double.NaN;
            double d = pn ? number(merged.dn[i]) : Double.NaN;
            moves.add(new MoveInfo(merged.move[i], merged.visits[i], MctsPlayer.winRateOf(v, merged.mean(i)), v, p, d,
                    pv(i, live)));
        }
        return new SearchInfo(MctsPlayer.seconds(start), merged.iterations, merged.nodes, moves);
    }

    private static double number(int n) {
        return n == MctsTree.INF ? Double.POSITIVE_INFINITY : n;
    }

    private static long deadline(long start, long millis, boolean hard) {
        if (millis >= SearchLimits.UNLIMITED / 4_000_000L) return Long.MAX_VALUE;
        long ns = millis * 1_000_000L;
        if (hard) ns -= Math.min(HARD_SLACK_NANOS, ns / 10);
        return start + ns;
    }
}
