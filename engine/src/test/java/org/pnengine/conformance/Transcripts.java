package org.pnengine.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The protocol conformance transcripts in {@code tests/conformance/}: each {@code NAME.in} holds
 * the exact bytes a client sends (pipelined, all at once, ending with {@code quit}) and
 * {@code NAME.out} the exact bytes expected back. In an {@code .out} file, {@code {*}} stands for
 * any run of non-space characters (a version, a time); everything else is compared exactly.
 */
public final class Transcripts {

    public static final Path DIR = Paths.get("tests", "conformance");

    private Transcripts() {
    }

    public static List<Path> all() throws IOException {
        try (Stream<Path> s = Files.list(DIR)) {
            return s.filter(p -> p.toString().endsWith(".in")).sorted().collect(Collectors.toList());
        }
    }

    /**
     * The transcripts of the other protocols: {@code tests/conformance/NAME/*.in} for each
     * protocol NAME but GTP's, as arguments (the protocol's name, the transcript).
     */
    public static List<org.junit.jupiter.params.provider.Arguments> ofProtocols() throws IOException {
        List<org.junit.jupiter.params.provider.Arguments> out = new java.util.ArrayList<>();
        for (org.pnengine.protocol.Protocols.Protocol p : org.pnengine.protocol.Protocols.ALL) {
            Path dir = DIR.resolve(p.name());
            if (p == org.pnengine.protocol.Protocols.GTP || !Files.isDirectory(dir)) continue;
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(f -> f.toString().endsWith(".in")).sorted()
                        .forEach(f -> out.add(org.junit.jupiter.params.provider.Arguments.of(p.name(), f)));
            }
        }
        return out;
    }

    public static byte[] input(Path in) throws IOException {
        return Files.readAllBytes(in);
    }

    public static String expected(Path in) throws IOException {
        String name = in.getFileName().toString().replaceAll("\\.in$", ".out");
        return Files.readString(in.resolveSibling(name), StandardCharsets.UTF_8);
    }

    /** Asserts that {@code actual} matches the expected text with its {@code {*}} wildcards. */
    public static void assertMatches(String expected, String actual, String what) {
        StringBuilder regex = new StringBuilder();
        String[] parts = expected.split("\\{\\*}", -1);
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) regex.append("\\S*");
            regex.append(Pattern.quote(parts[i]));
        }
        if (!Pattern.compile(regex.toString(), Pattern.DOTALL).matcher(actual).matches()) {
            // Show a readable diff.
            assertEquals(expected, actual, what);
        }
    }

    /** Sends the transcript over a TCP connection and reads until the server closes it. */
    public static String overTcp(InetSocketAddress addr, byte[] input) throws IOException {
        try (Socket s = new Socket(addr.getAddress(), addr.getPort())) {
            s.setSoTimeout(60_000);
            OutputStream out = s.getOutputStream();
            out.write(input);
            out.flush();
            return readAll(s.getInputStream());
        }
    }

    public static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        in.transferTo(buf);
        return buf.toString(StandardCharsets.UTF_8);
    }
}
