/**
 * The exact alpha-beta solver, {@link org.pnengine.search.alphabeta.AlphaBetaSolver}
 * ({@code solve algorithm=alphabeta}), with its table of score bounds {@code BoundTable} and its
 * search of one solve in three layers: {@code AlphaBetaSearchState} (position, counters, tables,
 * polls), {@code AlphaBetaLoops} (the negamax move loops, split points, the game's own search)
 * and {@code AlphaBetaSearch} (the probes' driver, threads, principal variation); and the
 * heuristic depth-first player {@link org.pnengine.search.alphabeta.MinimaxPlayer}
 * ({@code genmove} with {@code pn-player minimax}), its per-move {@code MinimaxSearch} and its
 * transposition table {@code PlayerTable}, which score leaves by the game's evaluation.
 *
 * <p>It has its own package because it is not a proof-number method: it searches depth-first
 * over exact scores rather than over proof and disproof numbers, and it serves the tests of
 * every other solver as their oracle. Like them it is game-agnostic, sees positions only through
 * {@link org.pnengine.game.State}, keeps one state that it walks by applying and undoing moves,
 * and stores its table in primitive arrays.
 */
package org.pnengine.search.alphabeta;
