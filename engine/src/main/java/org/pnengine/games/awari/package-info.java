/**
 * Awari (Oware): 12 houses of 4 seeds, single-lap sowing that skips the origin house, captures
 * of 2s and 3s working backwards through the opponent's row. Three rule variants: the Ludii rules
 * of the PN-MCTS paper (the default), the Computer Olympiad rules and the Oware Society's abapa
 * rules; see {@link org.pnengine.games.awari.AwariGame} and {@code protocol-spec/games/awari.md}.
 */
package org.pnengine.games.awari;
