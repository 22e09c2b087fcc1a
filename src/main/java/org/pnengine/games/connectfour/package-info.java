/**
 * Connect Four on any width × height board whose bitboard fits in 64 bits, after Tromp's and
 * Pons' column-major layout (each column has {@code height + 1} bits, the top one a sentinel).
 */
package org.pnengine.games.connectfour;
