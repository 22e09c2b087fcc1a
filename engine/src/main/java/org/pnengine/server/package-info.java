/**
 * The transports: TCP with Netty ({@link org.pnengine.server.TcpServer}, its pipeline in
 * {@link org.pnengine.server.GtpServerInitializer} and the per-connection
 * {@link org.pnengine.server.GtpServerHandler}) and stdin/stdout
 * ({@link org.pnengine.server.StdioServer}). Both feed lines to a
 * {@link org.pnengine.protocol.GtpSession}, so they behave identically; both cap line length and
 * the commands waiting to run. {@link org.pnengine.server.ServerLimits} bounds what each TCP client
 * may take: connections, idle time, the listen backlog, queued input and unread output.
 * The TCP server can also require tokens (each connection's lines then pass an
 * {@link org.pnengine.protocol.AuthGate} first) and speak TLS; {@link org.pnengine.server.ServerSecurity}
 * holds both, and binding beyond loopback needs the tokens. With an HTTP port
 * ({@link org.pnengine.server.TcpServer#withHttp}) the same server serves the web page from the
 * jar's resources and the protocol over a WebSocket, one session per socket
 * ({@link org.pnengine.server.HttpServerInitializer}, {@link org.pnengine.server.WebRequestHandler},
 * {@link org.pnengine.server.WebSocketLines}), with the same session code, limits and tokens.
 */
package org.pnengine.server;
