package org.pnengine.search;

import java.util.concurrent.ThreadFactory;
import java.util.function.LongConsumer;
import org.pnengine.game.State;

/**
 * One spell of thinking on the opponent's time: {@link Player#ponder} run on a daemon thread of
 * its own, from its {@link #start} until it ends by itself (its limits reached) or is
 * {@link #stop() stopped}. Whoever starts it (a session after {@code genmove}, a match's
 * in-process side after its move) must stop it, and so wait for it, before it touches the player
 * or asks it for a move: a player is never searched by two threads at once. Stopping is
 * cooperative and prompt, as for any search (the player polls the stop signal about every
 * millisecond).
 *
 * <p>Nothing is printed and nothing is thrown from the thread: a failure of the player ends the
 * spell quietly, as if it had been stopped (the next {@code chooseMove} meets the same player and
 * answers for itself).
 */
public final class Ponder {

    private static final ThreadFactory THREADS = Threads.daemons("ponder");

    private final StopSignal stop = new StopSignal();
    private final Thread thread;
    private volatile Throwable failure;

    private Ponder(Player player, State position, SearchLimits limits, LongConsumer ended) {
        this.thread = THREADS.newThread(() -> run(player, position, limits, ended));
    }

    /**
     * Starts {@code player} pondering {@code position} (a copy the spell owns) within
     * {@code limits}. When the spell ends, {@code ended} is called on its thread with the CPU time
     * that thread used, in nanoseconds (0 where it cannot be measured), before {@link #stop()}
     * returns.
     */
    public static Ponder start(Player player, State position, SearchLimits limits, LongConsumer ended) {
        return start(player, position, limits, SearchLimits.UNLIMITED, ended);
    }

    /**
     * As {@link #start(Player, State, SearchLimits, LongConsumer)}, the spell ending by itself
     * after {@code maxMillis} of wall time at most ({@link SearchLimits#UNLIMITED}: no cap), as if
     * stopped: {@code limits}' times are only a hint.
     */
    public static Ponder start(Player player, State position, SearchLimits limits, long maxMillis, LongConsumer ended) {
        Ponder p = new Ponder(player, position, limits, ended);
        p.stop.setDeadlineMillisFromNow(maxMillis);
        p.thread.start();
        return p;
    }

    private void run(Player player, State position, SearchLimits limits, LongConsumer ended) {
        long cpu0 = Threads.cpuNanos();
        try {
            player.ponder(position, limits, stop);
        } catch (RuntimeException | Error e) {
            failure = e;
        } finally {
            try {
                ended.accept(Threads.cpuNanos() - cpu0);
            } catch (RuntimeException e) {
                if (failure == null) failure = e;
            }
        }
    }

    /** Asks the spell to end, without waiting for it; safe from any thread. */
    public void signal() {
        stop.stop();
    }

    /**
     * Ends the spell and waits until its thread is done. An interrupt while waiting is kept (the
     * thread's interrupt status is set again) and the wait goes on: the spell ends within
     * milliseconds of the signal.
     */
    public void stop() {
        stop.stop();
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }

    /** Waits at most {@code millis} for the spell to end by itself; returns whether it has. */
    public boolean await(long millis) throws InterruptedException {
        thread.join(Math.max(1, millis));
        return !thread.isAlive();
    }

    /** Whether the spell is still thinking. */
    public boolean isRunning() {
        return thread.isAlive();
    }

    /** What the player threw, if the spell ended by a failure; null otherwise. */
    public Throwable failure() {
        return failure;
    }
}
