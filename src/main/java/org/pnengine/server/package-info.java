/**
 * The transports: TCP with Netty ({@link org.pnengine.server.TcpServer}, its pipeline in
 * {@link org.pnengine.server.GtpServerInitializer} and the per-connection
 * {@link org.pnengine.server.GtpServerHandler}) and stdin/stdout
 * ({@link org.pnengine.server.StdioServer}). Both feed lines to a
 * {@link org.pnengine.protocol.GtpSession}, so they behave identically; both cap line length.
 */
package org.pnengine.server;
