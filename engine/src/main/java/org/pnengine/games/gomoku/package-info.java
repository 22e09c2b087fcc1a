/**
 * Gomoku (five in a row) on square boards of side 5..19, free-style or exactly-five. Each side's
 * stones are kept as line bitboards, one int per row, column and diagonal, so the win test after
 * a move measures four runs with bit scans; the empty cells sit in a swap-remove list so that a
 * random playout draws a move in O(1) and allocates nothing.
 */
package org.pnengine.games.gomoku;
