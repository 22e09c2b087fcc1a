package org.pnengine.search.book;

import org.pnengine.game.State;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.Player;
import org.pnengine.search.SearchInfo;
import org.pnengine.search.SearchLimits;
import org.pnengine.search.StopSignal;

/**
 * A player that answers without searching where it can ({@link Books#withoutSearch}: a position
 * that is over, a single legal move, and, with {@code book=auto}, a position of the engine's own
 * book), and searches otherwise. {@link #analyze} goes the same way with its shortcuts off: the
 * book, and any of the player's own ({@code shortcuts} in {@link #search}, e.g. an exact solve
 * first), are skipped, so that the answer comes from the search, as {@link Player} requires.
 */
public abstract class BookPlayer implements Player {

    private final boolean book;

    /** A player that, with {@code book}, plays the engine's own opening book before it searches. */
    protected BookPlayer(boolean book) {
        this.book = book;
    }

    /**
     * The answer of the search for {@code position}, which is not over and has more than one legal
     * move; {@code shortcuts} is false in analysis, {@code startNanos} when the move began.
     */
    protected abstract MoveDecision search(State position, SearchLimits limits, StopSignal stop,
                                           SearchInfo.Listener listener, long intervalMillis, boolean shortcuts,
                                           long startNanos);

    @Override
    public final MoveDecision chooseMove(State position, SearchLimits limits, StopSignal stop) {
        return choose(position, limits, stop, null, 0, true);
    }

    @Override
    public final MoveDecision chooseMove(State position, SearchLimits limits, StopSignal stop,
                                         SearchInfo.Listener listener, long intervalMillis) {
        return choose(position, limits, stop, listener, intervalMillis, true);
    }

    @Override
    public final MoveDecision analyze(State position, SearchLimits limits, StopSignal stop,
                                      SearchInfo.Listener listener, long intervalMillis) {
        return choose(position, limits, stop, listener, intervalMillis, false);
    }

    private MoveDecision choose(State position, SearchLimits limits, StopSignal stop,
                                SearchInfo.Listener listener, long intervalMillis, boolean shortcuts) {
        final long start = System.nanoTime();
        MoveDecision unsearched = Books.withoutSearch(position, book && shortcuts, start);
        if (unsearched != null) return unsearched;
        return search(position, limits, stop, listener, intervalMillis, shortcuts, start);
    }
}
