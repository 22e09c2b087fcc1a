/**
 * Connect Four on any width × height board whose bitboard fits in 64 bits, after Tromp's and
 * Pons' column-major layout (each column has {@code height + 1} bits, the top one a sentinel).
 * {@code ConnectFourNotation} writes it for the chess world's protocols, as Fairy-Stockfish's
 * {@code connect4} and cutechess-cli's {@code cfour} (drops {@code P@d1}).
 */
package org.pnengine.games.connectfour;
