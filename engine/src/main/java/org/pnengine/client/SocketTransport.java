package org.pnengine.client;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

/**
 * A GTP engine behind a TCP connection, such as {@code pnengine serve}, optionally over TLS
 * (the JDK's {@link SSLSocket}). Over TLS the server's certificate must be trusted by the given
 * factory and must name the host connected to (HTTPS-style host name verification); the
 * handshake is made while connecting, so that a bad certificate fails the connection at once.
 */
public final class SocketTransport implements Transport {

    private final Socket socket;
    private final InputStream input;
    private final OutputStream output;

    private SocketTransport(Socket socket) throws IOException {
        this.socket = socket;
        this.input = socket.getInputStream();
        this.output = socket.getOutputStream();
    }

    /**
     * Connects over plain TCP.
     *
     * @param timeoutMillis the longest wait for the connection
     */
    public static SocketTransport connect(String host, int port, int timeoutMillis) throws IOException {
        Socket s = new Socket();
        try {
            s.setTcpNoDelay(true);
            s.connect(new InetSocketAddress(host, port), timeoutMillis);
            return new SocketTransport(s);
        } catch (IOException e) {
            s.close();
            throw e;
        }
    }

    /**
     * Connects over TLS and completes the handshake, verifying the server's certificate with
     * {@code factory} and its host name against {@code host}.
     *
     * @param timeoutMillis the longest wait for the connection, and then for the handshake
     * @throws javax.net.ssl.SSLException if the certificate is not trusted or names another host
     */
    public static SocketTransport connectTls(String host, int port, SSLSocketFactory factory, int timeoutMillis)
            throws IOException {
        Socket plain = new Socket();
        try {
            plain.setTcpNoDelay(true);
            plain.connect(new InetSocketAddress(host, port), timeoutMillis);
            SSLSocket tls = (SSLSocket) factory.createSocket(plain, host, port, true);
            SSLParameters p = tls.getSSLParameters();
            p.setEndpointIdentificationAlgorithm("HTTPS");
            tls.setSSLParameters(p);
            tls.setSoTimeout(timeoutMillis);
            tls.startHandshake();
            tls.setSoTimeout(0);   // replies are timed by the controller
            return new SocketTransport(tls);
        } catch (IOException e) {
            plain.close();
            throw e;
        }
    }

    @Override
    public InputStream input() {
        return input;
    }

    @Override
    public OutputStream output() {
        return output;
    }

    /** Resets the connection (no orderly TLS or TCP goodbye). */
    @Override
    public void kill() {
        try {
            socket.setSoLinger(true, 0);
        } catch (SocketException ignored) {
            // already closed
        }
        close();
    }

    @Override
    public void close() {
        Transport.closeQuietly(socket);
    }
}
