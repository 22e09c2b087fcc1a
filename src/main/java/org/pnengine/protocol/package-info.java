/**
 * The GTP v2 line protocol, independent of any transport: line normalisation
 * ({@link org.pnengine.protocol.LineNormalizer}), command parsing
 * ({@link org.pnengine.protocol.CommandLine}), typed arguments with precise error messages
 * ({@link org.pnengine.protocol.Arguments}), response framing in one place
 * ({@link org.pnengine.protocol.Responses}), the command registry
 * ({@link org.pnengine.protocol.CommandRegistry}, from which {@code list_commands} and
 * {@code known_command} are derived) and the ordered, off-event-loop execution of one client's
 * commands ({@link org.pnengine.protocol.GtpSession}). The TCP and stdio transports in
 * {@code org.pnengine.server} both drive a {@code GtpSession}. Authentication is here too, free of
 * any transport: the tokens ({@link org.pnengine.protocol.AuthTokens}), the record of failed
 * attempts ({@link org.pnengine.protocol.Authenticator}) and the per-connection gate in
 * front of a session ({@link org.pnengine.protocol.AuthGate}).
 */
package org.pnengine.protocol;
