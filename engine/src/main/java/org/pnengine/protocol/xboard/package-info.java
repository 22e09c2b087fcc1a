/**
 * xboard's protocol (the Chess Engine Communication Protocol, version 2) as a layer over
 * {@link org.pnengine.engine.EngineSession}, like GTP and UCI: {@link org.pnengine.protocol.xboard.XboardSession}
 * runs a client's lines on the shared {@link org.pnengine.protocol.CommandQueue};
 * {@link org.pnengine.protocol.xboard.XboardGame} keeps what the protocol adds to the session
 * (force mode, the engine's side, thinking output), {@link org.pnengine.protocol.xboard.XboardClock}
 * its time controls, {@link org.pnengine.protocol.xboard.Features} the {@code feature} lines, and
 * {@link org.pnengine.game.XboardNotation} (in {@code game}, which a match's controller of xboard
 * engines uses too) its view of the games' FEN and moves. What
 * UCI needs too (variants, positions and moves, clocks, reports, the player's options) is shared
 * in {@code protocol}; nothing of the search or the games is here (protocol-spec/xboard.md).
 */
package org.pnengine.protocol.xboard;
