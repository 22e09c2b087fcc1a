package org.pnengine.client;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.Base64;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * Self-signed certificates for TLS tests, made once per test JVM with the JDK's {@code keytool}:
 * {@code good} names {@code localhost} and {@code 127.0.0.1}; {@code elsewhere} names only
 * {@code engine.example.org}. Each has {@code NAME.p12} (key and certificate, password
 * {@code changeit}) and {@code NAME.pem} (the certificate) in {@link #dir()}.
 */
public final class TestCertificates {

    private static Path dir;

    private TestCertificates() {
    }

    /** The directory with the key stores and certificates, made on first use. */
    public static synchronized Path dir() throws Exception {
        if (dir == null) {
            Path d = Files.createTempDirectory("pnengine-tls-test");
            // deleteOnExit deletes in the reverse order of registration: the files, then the directory.
            d.toFile().deleteOnExit();
            for (String f : new String[] {"good.p12", "good.pem", "elsewhere.p12", "elsewhere.pem"}) {
                d.resolve(f).toFile().deleteOnExit();
            }
            keyPair(d, "good", "SAN=dns:localhost,ip:127.0.0.1");
            keyPair(d, "elsewhere", "SAN=dns:engine.example.org");
            dir = d;
        }
        return dir;
    }

    /** The certificate of {@code name} (PEM). */
    public static Path pem(String name) throws Exception {
        return dir().resolve(name + ".pem");
    }

    /** A server-side TLS context with the key of {@code name}. */
    public static SSLContext serverContext(String name) throws Exception {
        KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        kmf.init(load(dir(), name), "changeit".toCharArray());
        SSLContext c = SSLContext.getInstance("TLS");
        c.init(kmf.getKeyManagers(), null, null);
        return c;
    }

    private static KeyStore load(Path d, String name) throws IOException, GeneralSecurityException {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(d.resolve(name + ".p12"))) {
            ks.load(in, "changeit".toCharArray());
        }
        return ks;
    }

    /** {@code NAME.p12} with an EC key pair from keytool, and its certificate as {@code NAME.pem}. */
    private static void keyPair(Path d, String name, String san) throws Exception {
        String keytool = Path.of(System.getProperty("java.home"), "bin", "keytool").toString();
        Process p = new ProcessBuilder(keytool, "-genkeypair", "-alias", "engine", "-keyalg", "EC", "-groupname",
                "secp256r1", "-dname", "CN=" + name, "-ext", san, "-validity", "2", "-storetype", "PKCS12", "-keystore",
                d.resolve(name + ".p12").toString(), "-storepass", "changeit", "-keypass", "changeit")
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, "keytool: " + out);
        String base64 = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                .encodeToString(load(d, name).getCertificate("engine").getEncoded());
        Files.writeString(d.resolve(name + ".pem"), "-----BEGIN CERTIFICATE-----\n" + base64
                + "\n-----END CERTIFICATE-----\n");
    }
}
