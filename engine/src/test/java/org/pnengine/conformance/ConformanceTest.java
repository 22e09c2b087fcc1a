package org.pnengine.conformance;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pnengine.engine.EngineConfig;
import org.pnengine.protocol.Protocols;
import org.pnengine.server.OutputProbe;
import org.pnengine.server.StdioServer;
import org.pnengine.server.TcpServer;

/** Every transcript, diffed exactly, over stdio (piped streams) and over a real TCP socket. */
class ConformanceTest {

    private static TcpServer server;
    private static InetSocketAddress address;

    static List<Path> transcripts() throws Exception {
        return Transcripts.all();
    }

    @BeforeAll
    static void start() throws Exception {
        server = new TcpServer("127.0.0.1", 0, EngineConfig.defaults(), TcpServer.DEFAULT_MAX_LINE_BYTES);
        address = server.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @ParameterizedTest(name = "stdio {0}")
    @MethodSource("transcripts")
    void overStdio(Path in) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new StdioServer(EngineConfig.defaults(), TcpServer.DEFAULT_MAX_LINE_BYTES)
                .run(new ByteArrayInputStream(Transcripts.input(in)), out);
        Transcripts.assertMatches(Transcripts.expected(in), out.toString(StandardCharsets.UTF_8), in + " over stdio");
    }

    @ParameterizedTest(name = "tcp {0}")
    @MethodSource("transcripts")
    void overTcp(Path in) throws Exception {
        String actual = Transcripts.overTcp(address, Transcripts.input(in));
        Transcripts.assertMatches(Transcripts.expected(in), actual, in + " over TCP");
    }

    static List<Arguments> protocolTranscripts() throws Exception {
        return Transcripts.ofProtocols();
    }

    /** The other protocols' transcripts ({@code tests/conformance/uci/}, ...) over stdio. */
    @ParameterizedTest(name = "{0} stdio {1}")
    @MethodSource("protocolTranscripts")
    void protocolOverStdio(String protocol, Path in) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new StdioServer(EngineConfig.defaults(), TcpServer.DEFAULT_MAX_LINE_BYTES, OutputProbe.UNKNOWN,
                Protocols.find(protocol).orElseThrow()).run(new ByteArrayInputStream(Transcripts.input(in)), out);
        Transcripts.assertMatches(Transcripts.expected(in), out.toString(StandardCharsets.UTF_8), in + " over stdio");
    }

    /** The same over TCP, to a server of that protocol ({@code serve --protocol}). */
    @ParameterizedTest(name = "{0} tcp {1}")
    @MethodSource("protocolTranscripts")
    void protocolOverTcp(String protocol, Path in) throws Exception {
        try (TcpServer s = new TcpServer("127.0.0.1", 0, EngineConfig.defaults(), TcpServer.DEFAULT_MAX_LINE_BYTES)
                .withProtocol(Protocols.find(protocol).orElseThrow())) {
            InetSocketAddress a = s.start();
            Transcripts.assertMatches(Transcripts.expected(in), Transcripts.overTcp(a, Transcripts.input(in)), in + " over TCP");
        }
    }
}
