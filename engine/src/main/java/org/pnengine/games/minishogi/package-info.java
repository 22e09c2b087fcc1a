/**
 * MiniShogi (5五将棋, Shogi on 5×5 with drops), wire name {@code minishogi}.
 *
 * <p>The board is 25 bits of an {@code int}: square {@code sq = 5 * row + col}, row 0 is USI rank
 * {@code a} (Gote's back rank, at the top) and col 0 is USI file {@code 5} (the left file from
 * Sente's side). {@link org.pnengine.games.minishogi.MiniShogiTables} holds the step attack
 * tables, magic-multiplication slider tables, line/between masks and Zobrist keys;
 * {@link org.pnengine.games.minishogi.MiniShogiState} keeps the position, its undo and repetition
 * history in primitive stacks, so that a move costs no allocation; {@code MiniShogiMoves}
 * generates its strictly legal moves (pins and check evasions, pawn-drop-mate test), and
 * {@code MiniShogiPolicy} is its capture-first playout policy and hand-made material evaluation,
 * {@code MiniShogiFitted} the evaluation fitted to game results that replaced it by default
 * ({@link org.pnengine.game.FittedEvaluation}). Its random playout ({@code MiniShogiPlayout}) does
 * not generate the legal moves: it draws among cheap pseudo-legal candidates and tests only the
 * drawn one, which is uniform among the legal moves by rejection sampling. {@code MiniShogiSfen}
 * reads and writes the position text, SFEN; {@code MiniShogiFen} and {@code MiniShogiUsi} write
 * the game as Fairy-Stockfish does in UCI and xboard (FEN, moves {@code e1e2}, {@code P@c3}) and
 * in USI (SFEN, moves {@code 1e1d}, {@code P*3c}).
 */
package org.pnengine.games.minishogi;
