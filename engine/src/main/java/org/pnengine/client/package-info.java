/**
 * A GTP controller: the client side of the protocol, for driving any GTP engine from pnengine
 * (matches, tests, tournaments). {@link org.pnengine.client.GtpController} sends numbered
 * commands and reads their replies with a time limit per command, telling apart an engine that
 * refused a command (a normal {@code ?} reply), one that is gone, one that did not answer in time
 * and one that broke the framing ({@link org.pnengine.client.GtpFailure}); what it shares with
 * {@link org.pnengine.client.LineController}, the driver of the protocols whose lines carry no
 * framing (the reader thread, giving an engine up), is {@link org.pnengine.client.EngineDriver}'s.
 * It talks over a {@link org.pnengine.client.Transport}: a child process on its stdin/stdout
 * ({@link org.pnengine.client.ProcessTransport}), a TCP or TLS socket
 * ({@link org.pnengine.client.SocketTransport}), or any pair of streams.
 * {@link org.pnengine.client.EngineAddress} parses the engine addresses a user writes
 * ({@code stdio:COMMAND}, {@code tcp://[TOKEN@]HOST:PORT}, {@code tls://[TOKEN@]HOST:PORT}) and
 * opens them, authenticating with {@code pn-auth} where a token is given.
 *
 * <p>This package depends on no other pnengine package and never prints: what an engine wrote
 * on its stderr is kept (the last lines) to be quoted in a failure's message.
 */
package org.pnengine.client;
