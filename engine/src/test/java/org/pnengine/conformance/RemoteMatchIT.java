package org.pnengine.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.shard.Table;
import org.pnengine.client.TestCertificates;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.match.GameRecord;
import org.pnengine.match.RecordWriter;

/**
 * A remote match end to end, both sides the built jar: {@code serve --port 0} on 127.0.0.1 with
 * a token file and a self-signed TLS certificate, and {@code match} against it over
 * {@code tls://TOKEN@127.0.0.1:PORT} trusting that certificate with {@code --tls-trust}. The
 * records must show legal games ended by the rules, no fault, the server's scores agreeing, and
 * the token nowhere.
 */
class RemoteMatchIT {

    private static final String TOKEN = "it-token-5f3c2a9e71d04b68";

    @Test
    void aMatchOverTlsWithATokenAgainstServe(@TempDir Path dir) throws Exception {
        Path cert = TestCertificates.pem("good");   // names localhost and 127.0.0.1
        Path key = writeKey(dir.resolve("good-key.pem"));
        Path tokens = Files.writeString(dir.resolve("tokens.txt"), "# the match's token\n" + TOKEN + "\n");
        Process server = BuiltJarIT.java("serve", "--port", "0", "--token-file", tokens.toString(), "--tls-cert",
                cert.toString(), "--tls-key", key.toString(), "--player", "uct playouts=100")
                .redirectErrorStream(true).start();
        try {
            int port = port(server);
            Path out = dir.resolve("run");
            Process match = BuiltJarIT.java("match", "--game", "connect_four width=5 height=4", "--a", "mcts-solver",
                    "--b", "tls://" + TOKEN + "@127.0.0.1:" + port, "--tls-trust", cert.toString(), "--games", "4",
                    "--playouts", "200", "--threads", "2", "--out", out.toString()).redirectErrorStream(true).start();
            String text = new String(match.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(match.waitFor(120, TimeUnit.SECONDS), text);
            assertEquals(0, match.exitValue(), text);
            assertTrue(text.contains("B = tls://***@127.0.0.1:" + port), text);
            assertTrue(text.contains("Match: A = mcts-solver, B = pnengine "), text);

            List<GameRecord> records = RecordWriter.read(out.resolve(RecordWriter.FILE));
            assertEquals(4, records.size());
            Game game = GameCatalog.find("connect_four").orElseThrow().create(List.of("width=5", "height=4"));
            for (GameRecord g : records) {
                assertEquals(GameRecord.Termination.END, g.termination(), g.detail());
                assertEquals(Map.of("B", g.score()), g.engineScores(), "the server scores game " + g.index() + " alike");
                assertTrue(g.slot().bName().startsWith("pnengine "), g.slot().bName());
                State s = g.start(game);
                for (String m : g.moves()) {
                    int move = s.parseMove(m);
                    assertTrue(s.isLegal(move), "game " + g.index() + ": " + m);
                    s.apply(move);
                }
                assertTrue(s.isTerminal());
                int first = Integer.signum(s.score());
                assertEquals(g.aFirst() ? first : -first, g.resultForA(), "game " + g.index());
            }
            Table summary = Table.fromCsv(Files.readString(out.resolve("summary.csv")));
            List<String> row = summary.rows().get(0);
            assertEquals("4", row.get(summary.column("games")));
            for (String c : List.of("forfeits", "faults", "resignations", "time losses")) {
                assertEquals("0", row.get(summary.column(c)), c);
            }
            StringBuilder all = new StringBuilder(text);
            try (Stream<Path> files = Files.walk(out)) {
                for (Path f : files.filter(Files::isRegularFile).toList()) all.append(Files.readString(f));
            }
            assertFalse(all.toString().contains(TOKEN), "the token leaked");
        } finally {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
            server.destroyForcibly();
        }
    }

    /** The port {@code serve --port 0} reports ("pnengine listening on HOST:PORT ..."); then keeps draining its output. */
    private static int port(Process server) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        Pattern p = Pattern.compile("listening on 127\\.0\\.0\\.1:(\\d+) \\(.*pn-auth required; TLS\\)");
        Integer port = null;
        String line;
        List<String> seen = new ArrayList<>();
        while ((line = out.readLine()) != null) {
            seen.add(line);
            Matcher m = p.matcher(line);
            if (m.find()) {
                port = Integer.parseInt(m.group(1));
                break;
            }
        }
        assertNotNull(port, "serve did not report its port: " + seen);
        Thread drain = new Thread(() -> {
            try {
                out.transferTo(Writer.nullWriter());
            } catch (IOException ignored) {
                // the process ended
            }
        });
        drain.setDaemon(true);
        drain.start();
        return port;
    }

    /** The private key of TestCertificates' {@code good} certificate, as the PEM file {@code --tls-key} takes. */
    private static Path writeKey(Path file) throws Exception {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(TestCertificates.dir().resolve("good.p12"))) {
            ks.load(in, "changeit".toCharArray());
        }
        PrivateKey key = (PrivateKey) ks.getKey("engine", "changeit".toCharArray());
        String pem = "-----BEGIN PRIVATE KEY-----\n" + Base64.getMimeEncoder(64, new byte[] {'\n'})
                .encodeToString(key.getEncoded()) + "\n-----END PRIVATE KEY-----\n";
        return Files.writeString(file, pem);
    }
}
