/**
 * Game-agnostic search: limits, stop signal, results, progress listeners, the time manager, the
 * per-move budget policy that {@code genmove} and matches share
 * ({@link org.pnengine.search.MoveBudget}), the searcher catalog and the one parser of searchers
 * written {@code NAME key=value ...} ({@link org.pnengine.search.SearcherSpec}). Players
 * ({@code genmove}) live in {@code search.mcts}; solvers
 * ({@code solve}) in {@code search.pns} (proof-number methods) and {@code search.alphabeta}
 * (the exact alpha-beta solver).
 *
 * <p>Search code uses only the {@link org.pnengine.game.State} interface. It never prints and
 * knows nothing of the wire: it reports plain records through listener callbacks, and the
 * protocol layer formats them. Stopping is cooperative: a search polls its
 * {@link org.pnengine.search.StopSignal} and its clock about every millisecond, however slow its
 * steps ({@link org.pnengine.search.PollCadence}). {@link org.pnengine.search.Threads} makes the
 * daemon threads of every pool (searches, sessions, matches, benchmarks) and reads a thread's CPU
 * time.
 */
package org.pnengine.search;
