package org.pnengine.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Function;
import org.pnengine.game.State;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.Player;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import org.pnengine.search.StopSignal;
import org.pnengine.search.Threads;
import org.pnengine.search.Value;

/**
 * Runs every configuration on every position under limits, on {@code threads} threads (positions
 * in parallel, one new solver or player per run, so runs share nothing), and measures each run's
 * thread CPU time and wall time.
 *
 * <p>A solver gets the limits as they are. A player gets only the node (playout) and memory
 * limits, and the time limit as a deadline on its stop signal: given a time limit, a player
 * aims at it and may stop early once its choice of move is stable, which would end a solving run
 * before its limit. A player's run counts as solved when its decision carries a proven value.
 * CPU time is the calling thread's: give multi-threaded players {@code threads=1}.
 *
 * <p>Results come back checked against nothing ({@link Value#UNKNOWN} reference); the
 * experiments check them afterwards ({@link Checks}).
 */
public final class ExperimentRunner {

    private final int threads;
    private final Set<StopSignal> running = ConcurrentHashMap.newKeySet();
    private volatile boolean cancelled;
    private final StopSignal cancelSignal = new StopSignal();

    /** @param threads positions solved at once, each by its own solver or player */
    public ExperimentRunner(int threads) {
        if (threads < 1) throw new IllegalArgumentException("threads must be at least 1");
        this.threads = threads;
    }

    public int threads() {
        return threads;
    }

    /** Stops every run in progress and every run not yet started (they end as cancelled). */
    public void cancel() {
        cancelled = true;
        cancelSignal.stop();
        for (StopSignal s : running) s.stop();
    }

    public boolean isCancelled() {
        return cancelled;
    }

    /** A signal that reads stopped once {@link #cancel()} was called, for searches run outside {@link #runOne}. */
    public StopSignal cancelSignal() {
        return cancelSignal;
    }

    /** One job: a configuration on a position under limits. */
    public record Job(Position position, SearcherConfig config, SearchLimits limits) {
    }

    /**
     * Every configuration on every position, position by position (so that an interrupted run
     * has results for every configuration on its first positions), each configuration's own
     * limits laid over {@code limits}. Results are in job order.
     *
     * @param each receives every result as soon as it is known, on the worker's thread, one at a time
     */
    public List<RunResult> run(List<Position> positions, List<SearcherConfig> configs, SearchLimits limits,
                               Consumer<RunResult> each) {
        List<Job> jobs = new ArrayList<>();
        for (Position p : positions) {
            for (SearcherConfig c : configs) jobs.add(new Job(p, c, c.limitsOver(limits)));
        }
        return runJobs(jobs, each);
    }

    /** The jobs in parallel; results in job order. */
    public List<RunResult> runJobs(List<Job> jobs, Consumer<RunResult> each) {
        Consumer<RunResult> sink = each == null ? r -> { } : each;
        Object lock = new Object();
        return map(jobs, j -> {
            RunResult r = runOne(j);
            synchronized (lock) {
                sink.accept(r);
            }
            return r;
        });
    }

    /**
     * {@code f} applied to every item on this runner's threads (on the calling thread if it has
     * one); results in item order. {@code f} must be safe to call from several threads at once.
     */
    public <X, T> List<T> map(List<X> items, Function<X, T> f) {
        if (threads == 1) {
            List<T> out = new ArrayList<>(items.size());
            for (X x : items) out.add(f.apply(x));
            return out;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, Threads.daemons("bench-worker"));
        try {
            List<Future<T>> futures = new ArrayList<>(items.size());
            for (X x : items) futures.add(pool.submit(() -> f.apply(x)));
            List<T> out = new ArrayList<>(items.size());
            for (Future<T> fu : futures) out.add(fu.get());
            return out;
        } catch (InterruptedException e) {
            cancel();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof RuntimeException) throw (RuntimeException) c;
            if (c instanceof Error) throw (Error) c;
            throw new IllegalStateException(c);
        } finally {
            pool.shutdownNow();
        }
    }

    /** Runs one job on the calling thread. */
    public RunResult runOne(Job job) {
        Position p = job.position();
        SearcherConfig c = job.config();
        SearchLimits limits = job.limits();
        State s = p.fresh();
        StopSignal stop = new StopSignal();
        running.add(stop);
        try {
            if (cancelled) stop.stop();
            long c0 = CpuTime.nanos();
            long w0 = System.nanoTime();
            if (c instanceof SolverConfig sc) {
                Solver solver = sc.newSolver();
                SolveResult r = solver.solve(s, limits, stop, Solver.NO_PROGRESS);
                double cpu = (CpuTime.nanos() - c0) / 1e9;
                double wall = (System.nanoTime() - w0) / 1e9;
                return new RunResult(p, c, r.value(), r.probabilistic(), r.score(), r.bestMove(), r.nodesCreated(),
                        r.nodesExpanded(), cpu, wall, r.value() == Value.UNKNOWN ? reason(r.stopReason()) : null,
                        Value.UNKNOWN, RunResult.judge(r.value(), r.probabilistic(), Value.UNKNOWN));
            }
            Player player = ((PlayerConfig) c).newPlayer();
            if (limits.hardMillis() != SearchLimits.UNLIMITED) stop.setDeadlineMillisFromNow(limits.hardMillis());
            if (cancelled) stop.stop();
            SearchLimits playerLimits = new SearchLimits(limits.nodes(), SearchLimits.UNLIMITED, SearchLimits.UNLIMITED,
                    limits.memoryBytes());
            MoveDecision d = player.chooseMove(s, playerLimits, stop);
            double cpu = (CpuTime.nanos() - c0) / 1e9;
            double wall = (System.nanoTime() - w0) / 1e9;
            String why = null;
            if (d.value() == Value.UNKNOWN) {
                if (stop.isCancelled()) why = "cancelled";
                else if (d.playouts() >= limits.nodes()) why = "nodes";
                else if (stop.isStopped()) why = "time";
                else why = "early";
            }
            return new RunResult(p, c, d.value(), false, null, d.move(), d.nodes(), d.playouts(), cpu, wall, why,
                    Value.UNKNOWN, RunResult.judge(d.value(), false, Value.UNKNOWN));
        } finally {
            running.remove(stop);
        }
    }

    private static String reason(String r) {
        return r == null ? "unknown" : r;
    }
}
