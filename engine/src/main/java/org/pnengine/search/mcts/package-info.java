/**
 * Monte-Carlo tree search players for {@code genmove}: one player,
 * {@link org.pnengine.search.mcts.MctsPlayer}, configured by
 * {@link org.pnengine.search.mcts.MctsSettings} and catalogued under four names by
 * {@link org.pnengine.search.mcts.MctsPlayers}: {@code uct} (plain UCT, and with
 * {@code profile=ludii} the PN-MCTS paper's baseline), {@code mcts-solver} (UCT with the
 * MCTS-Solver backup), {@code pn-mcts} (PN-MCTS with its F, S and U switches) and
 * {@code pn-mcts2} (double-layer PN-MCTS with a contempt factor). The player runs one or more
 * independent searches ({@code MctsSearch}, root parallelism, run and coordinated by
 * {@code RootParallelSearch}) and merges their roots, on which the final-move rules work
 * ({@code RootStats}). Per-game defaults come from each game's type
 * ({@link org.pnengine.game.SearchTuning}), so no game is named here. Each search's tree lives in the compact node
 * store {@link org.pnengine.search.mcts.MctsTree}, which keeps proof numbers only for the
 * PN-MCTS players.
 *
 * <p>Like all of {@code search}, this package is game-agnostic: it sees games only through
 * {@link org.pnengine.game.State}, never prints, and stops cooperatively.
 */
package org.pnengine.search.mcts;
