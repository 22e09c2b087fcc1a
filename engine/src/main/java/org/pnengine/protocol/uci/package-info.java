/**
 * UCI and USI, the protocols of chess and shogi programs, as a layer over
 * {@link org.pnengine.engine.EngineSession} like GTP: {@link org.pnengine.protocol.uci.UciSession} runs a
 * client's lines on the shared {@link org.pnengine.protocol.CommandQueue}, reads and writes
 * positions and moves in each game's {@link org.pnengine.game.VariantNotation} (UCI) or
 * {@link org.pnengine.game.UsiNotation} (USI), and turns {@code go}'s clocks into the session's
 * move budgets. What xboard needs too is shared in {@code protocol} (variants, positions and
 * moves, clocks, reports, the player's options); nothing of the search or the games is here
 * (protocol-spec/uci.md, usi.md).
 */
package org.pnengine.protocol.uci;
