/**
 * Opening books: positions near the start of a game, each with the move to play, proven by the
 * exact solver ({@link org.pnengine.search.book.OpeningBook}), and the builder that makes one
 * ({@link org.pnengine.search.book.BookBuilder}): the strategy of the side that wins (or draws)
 * from the start, to a given ply, and if asked the other side's after that side's mistakes in its
 * first moves. The players consult a book before they search, as
 * {@link org.pnengine.search.book.BookPlayer}s, which skip it in analysis. Books are keyed
 * through the game's {@link org.pnengine.game.SolverHints}, so that mirror images share an entry;
 * a game without them has no book. Like all of {@code search}, nothing here names a game or
 * prints.
 */
package org.pnengine.search.book;
