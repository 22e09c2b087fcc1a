/**
 * The game API that every game implements and every algorithm consumes.
 *
 * <p>Following OpenSpiel's split, a {@link org.pnengine.game.Game} is an immutable, parameterised
 * descriptor (name, parameters, outcome range, factory of states) and a
 * {@link org.pnengine.game.State} is the mutable position (side to move, legal moves,
 * apply/undo, terminal status, score, hash, notation). Moves are plain {@code int} codes so that
 * move generation never allocates. {@code org.pnengine.games.GameCatalog} lists every game; a new
 * game is one package under {@code org.pnengine.games} plus one line there.
 *
 * <p>Besides the two interfaces, the package holds the toolkit games are built from, each part
 * with its contract: {@link org.pnengine.game.AbstractGame} (the descriptor's type, parameters,
 * score range and player names), {@link org.pnengine.game.Coordinates} ({@code a1} square names
 * with {@code a1} at the top or the bottom left, and the drawn board),
 * {@link org.pnengine.game.BoardText} (the {@code row/row/... side} position text),
 * {@link org.pnengine.game.RandomInts} (division-free draws for playouts),
 * {@link org.pnengine.game.Bits} (the k-th set bit of a bit board),
 * {@link org.pnengine.game.SplitMix64} (the mixer behind seeds, hashes and P-game trees),
 * {@link org.pnengine.game.Perft} (the move-sequence count behind {@code bench perft} and every
 * game's perft test) and {@link org.pnengine.game.SgfNotation} (the optional capability of games
 * with an SGF game number; {@link org.pnengine.game.SgfPoints} for those whose moves are single
 * points), {@link org.pnengine.game.VariantNotation} and {@link org.pnengine.game.UsiNotation}
 * (the optional capabilities of games that the chess world's protocols name: UCI and xboard with
 * {@link org.pnengine.game.ChessFen}'s FEN, xboard's moves through {@link org.pnengine.game.XboardNotation},
 * and USI), {@link org.pnengine.game.GgfNotation} (the optional capability of games that GGF
 * writes, NBoard's Othello), {@link org.pnengine.game.SolverHints}
 * (the optional capability of states that offer an exact solver their short-range tactics and a
 * symmetric key),
 * {@link org.pnengine.game.ExactKernel} (the optional capability of states that offer a fast
 * exact search of their own, Othello's endgame search), and five optional capabilities
 * of states for the players: {@link org.pnengine.game.PlayoutPolicy} (playouts by the game's own
 * cheap policy), {@link org.pnengine.game.Evaluation} (a static evaluation, for playouts cut
 * short and for the leaves of {@code minimax}), {@link org.pnengine.game.Tactics} (the moves that
 * change the game at once, for a quiescence search), {@link org.pnengine.game.NullMove} (the
 * turn handed over in search, for null-move pruning) and {@link org.pnengine.game.GameProgress}
 * (the plies a game will probably still last, for the time manager). Only what several
 * games genuinely share belongs here; a game's rules stay in its package.
 *
 * <p>This package depends on nothing else in pnengine.
 */
package org.pnengine.game;
