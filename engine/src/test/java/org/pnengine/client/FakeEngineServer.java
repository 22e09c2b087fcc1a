package org.pnengine.client;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.SSLContext;

/**
 * {@link FakeEngine}s behind a loopback TCP (or TLS) server, one per connection, each on a
 * thread of its own: a misbehaving GTP server without starting a process.
 */
public final class FakeEngineServer implements AutoCloseable {

    private final ServerSocket server;
    private final List<String> options;
    private final AtomicInteger connections = new AtomicInteger();
    private final List<FakeEngine> engines = new CopyOnWriteArrayList<>();

    /** Listens on a free loopback port; with {@code tls} non-null, over TLS with that context's key. */
    public FakeEngineServer(SSLContext tls, List<String> options) throws IOException {
        this.options = List.copyOf(options);
        InetAddress loopback = InetAddress.getLoopbackAddress();
        this.server = tls == null ? new ServerSocket(0, 50, loopback)
                : tls.getServerSocketFactory().createServerSocket(0, 50, loopback);
        Thread t = new Thread(this::accept, "fake-engine-server");
        t.setDaemon(true);
        t.start();
    }

    public FakeEngineServer(List<String> options) throws IOException {
        this(null, options);
    }

    public int port() {
        return server.getLocalPort();
    }

    /** The engines it ran, one per connection, in order (their logs show what they were told). */
    public List<FakeEngine> engines() {
        return List.copyOf(engines);
    }

    /** How many connections it has accepted. */
    public int connections() {
        return connections.get();
    }

    private void accept() {
        while (!server.isClosed()) {
            Socket s;
            try {
                s = server.accept();
            } catch (IOException e) {
                return;
            }
            connections.incrementAndGet();
            Thread t = new Thread(() -> {
                try (s) {
                    FakeEngine e = new FakeEngine(s.getInputStream(), s.getOutputStream(), options);
                    engines.add(e);
                    e.run();
                } catch (IOException ignored) {
                    // the client went away
                }
            }, "fake-engine-" + connections.get());
            t.setDaemon(true);
            t.start();
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
