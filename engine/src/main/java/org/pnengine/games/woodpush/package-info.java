/**
 * Woodpush (Albert, Grossman, Nowakowski and Wolfe), the one-dimensional push game of
 * Cazenave and Nowakowski's retrograde analysis and of Saffidine and Cazenave's
 * multiple-outcome proof-number search: a strip of at most 16 cells held in two {@code int}
 * bitboards, with the simple ko rule and the signed "moves left" score.
 */
package org.pnengine.games.woodpush;
