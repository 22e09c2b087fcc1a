/**
 * Tic-tac-toe on 3×3, as two 9-bit bitboards (bit {@code 3*row + column}, a1 = bit 0 at the top
 * left). A 512-entry table says whether a bitboard holds three in a row, so the win test after a
 * move is one array read. {@code TicTacToeNotation} writes it for the chess world's protocols, as
 * Fairy-Stockfish's and cutechess-cli's {@code tictactoe} (drops {@code P@b2}).
 */
package org.pnengine.games.tictactoe;
