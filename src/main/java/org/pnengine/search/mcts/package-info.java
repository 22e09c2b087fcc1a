/**
 * Monte-Carlo tree search players for {@code genmove}: {@link org.pnengine.search.mcts.MctsPlayer}
 * (UCT with the MCTS-Solver backup, wire name {@code uct}) on the compact node store
 * {@link org.pnengine.search.mcts.MctsTree}, which the PN-MCTS variants are to share.
 *
 * <p>Like all of {@code search}, this package is game-agnostic: it sees games only through
 * {@link org.pnengine.game.State}, never prints, and stops cooperatively.
 */
package org.pnengine.search.mcts;
