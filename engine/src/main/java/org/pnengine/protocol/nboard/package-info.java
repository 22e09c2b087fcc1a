/**
 * NBoard, the protocol of Chris Welty's Othello GUI (NTest's {@code instructions/Protocol.htm},
 * version 2), as a layer over {@link org.pnengine.engine.EngineSession} like GTP and UCI:
 * {@link org.pnengine.protocol.nboard.NBoardSession} runs a client's lines on the shared
 * {@link org.pnengine.protocol.CommandQueue}; {@link org.pnengine.protocol.nboard.GgfGame} reads
 * the GGF game records of {@code set game} (the board, move and clock texts being Othello's
 * {@link org.pnengine.game.GgfNotation}, which a match's controller of NBoard engines writes); {@link org.pnengine.protocol.nboard.Level} turns
 * {@code set depth} into a playout budget and an exact endgame; the searches of {@code go},
 * {@code hint} and {@code analyze} are {@link org.pnengine.protocol.nboard.Thinking}'s. Nothing of
 * the search or the game is here (protocol-spec/nboard.md).
 */
package org.pnengine.protocol.nboard;
