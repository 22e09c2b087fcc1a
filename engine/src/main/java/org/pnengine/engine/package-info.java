/**
 * The engine facade: one {@link org.pnengine.engine.EngineSession} per client, holding its game,
 * position and history, clocks, and its choice of player and solver settings. It knows nothing
 * of the protocol: methods take typed values and report failures as
 * {@link org.pnengine.engine.EngineException}s with a {@link org.pnengine.engine.EngineException.Kind}
 * that the protocol layer turns into GTP's standard messages. Searches run on the caller's thread
 * (a session worker, never a Netty event loop) and are cancelled through
 * {@link org.pnengine.engine.EngineSession#cancelSearch()}. The sessions of one server share a
 * {@link org.pnengine.engine.SearchAdmission}, which admits each search (how many run at once,
 * their time and memory, a player's threads), lets it wait in line for a place, or refuses it as
 * {@code busy}.
 */
package org.pnengine.engine;
