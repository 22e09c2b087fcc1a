package org.pnengine.server;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.Base64;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * A self-signed certificate for {@code localhost} and {@code 127.0.0.1}, made with the JDK's own
 * {@code keytool} (Netty's {@code SelfSignedCertificate} would need Bouncy Castle on Java 17) and
 * written as the PEM files {@code serve --tls-cert/--tls-key} take. The key pair is fresh each
 * time; nothing in the tests depends on its bits.
 *
 * @param cert the certificate, PEM
 * @param key  its private key, PEM PKCS#8
 * @param x509 the certificate itself, for clients to trust
 */
record TestCertificate(Path cert, Path key, X509Certificate x509) {

    private static final char[] PASSWORD = "test-only".toCharArray();

    /** Makes a certificate in {@code dir} (files {@code NAME.pem}, {@code NAME-key.pem}). */
    static TestCertificate create(Path dir, String name) throws Exception {
        Path store = dir.resolve(name + ".p12");
        Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
        Process p = new ProcessBuilder(keytool.toString(), "-genkeypair", "-alias", "pn", "-keyalg", "EC",
                "-groupname", "secp256r1", "-sigalg", "SHA256withECDSA", "-dname", "CN=localhost",
                "-ext", "SAN=dns:localhost,ip:127.0.0.1", "-validity", "2", "-storetype", "PKCS12",
                "-keystore", store.toString(), "-storepass", new String(PASSWORD), "-keypass", new String(PASSWORD))
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) throw new IllegalStateException("keytool: " + out);
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(store)) {
            ks.load(in, PASSWORD);
        }
        X509Certificate cert = (X509Certificate) ks.getCertificate("pn");
        PrivateKey key = (PrivateKey) ks.getKey("pn", PASSWORD);
        Path certFile = Files.writeString(dir.resolve(name + ".pem"), pem("CERTIFICATE", cert.getEncoded()));
        Path keyFile = Files.writeString(dir.resolve(name + "-key.pem"), pem("PRIVATE KEY", key.getEncoded()));
        return new TestCertificate(certFile, keyFile, cert);
    }

    static String pem(String type, byte[] der) {
        return "-----BEGIN " + type + "-----\n" + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der)
                + "\n-----END " + type + "-----\n";
    }

    /** A client TLS context that trusts this certificate and nothing else. */
    SSLContext clientContext() throws Exception {
        return trusting(x509);
    }

    static SSLContext trusting(Certificate... certs) throws Exception {
        KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
        trust.load(null, null);
        for (int i = 0; i < certs.length; i++) trust.setCertificateEntry("c" + i, certs[i]);
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trust);
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, tmf.getTrustManagers(), null);
        return ctx;
    }
}
