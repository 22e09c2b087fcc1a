/**
 * The engine's text protocols, independent of any transport. What they share: the catalog of
 * protocols ({@link org.pnengine.protocol.Protocols}, from which {@code stdio}'s siblings and
 * {@code serve --protocol} are derived), a client's session as transports drive it
 * ({@link org.pnengine.protocol.LineSession}; {@link org.pnengine.protocol.UnframedSession} for the
 * protocols whose lines carry no framing), and the ordered, bounded, off-event-loop execution
 * of its lines ({@link org.pnengine.protocol.CommandQueue}, with the
 * {@link org.pnengine.protocol.QueueMemory} a server's sessions share). GTP v2 is here: line
 * normalisation ({@link org.pnengine.protocol.LineNormalizer}), command parsing
 * ({@link org.pnengine.protocol.CommandLine}), typed arguments with precise error messages
 * ({@link org.pnengine.protocol.Arguments}), response framing in one place
 * ({@link org.pnengine.protocol.Responses}), the command registry
 * ({@link org.pnengine.protocol.CommandRegistry}, from which {@code list_commands} and
 * {@code known_command} are derived) and its session ({@link org.pnengine.protocol.GtpSession});
 * UCI and USI are in {@code protocol.uci}, xboard in {@code protocol.xboard}, NBoard in
 * {@code protocol.nboard}; what the chess world's protocols share is
 * here: the games' notations and variant names ({@link org.pnengine.protocol.GameNotation},
 * {@link org.pnengine.protocol.Variants}), positions and moves set on the session
 * ({@link org.pnengine.protocol.VariantBoard}), a move's terms from their clocks
 * ({@link org.pnengine.protocol.ClockTerms}), a search's report
 * ({@link org.pnengine.protocol.SearchReport}), the player's options
 * ({@link org.pnengine.protocol.PlayerOptions}) and their refusals
 * ({@link org.pnengine.protocol.Refusal}). Authentication is here too, free of any transport and
 * of any protocol: the tokens ({@link org.pnengine.protocol.AuthTokens}), the record of failed
 * attempts ({@link org.pnengine.protocol.Authenticator}, by {@link org.pnengine.protocol.AddressKey})
 * and the per-connection gate in front of a session ({@link org.pnengine.protocol.AuthGate}).
 */
package org.pnengine.protocol;
