package org.pnengine.server;

import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.List;
import org.pnengine.protocol.Authenticator;

/**
 * How a {@link TcpServer} protects itself: the tokens a client must present ({@code pn-auth}),
 * and TLS. Either may be absent (null). A server that listens on anything but a loopback address
 * must have tokens ({@link #requiresTokens}); {@link TcpServer#start()} enforces it.
 *
 * @param auth the token check shared by all connections, or null for none
 * @param tls  the TLS context (server side), or null for plain TCP
 */
public record ServerSecurity(Authenticator auth, SslContext tls) {

    /** No tokens, no TLS: for loopback only. */
    public static final ServerSecurity NONE = new ServerSecurity(null, null);

    /**
     * Tokens (may be null) and TLS from a PEM certificate chain and a PEM PKCS#8 private key (both
     * null for plain TCP).
     *
     * @throws IllegalArgumentException if the files cannot be read, are malformed, or the key is
     *                                  not the certificate's
     */
    public static ServerSecurity of(Authenticator auth, Path certChain, Path key) {
        if ((certChain == null) != (key == null)) {
            throw new IllegalArgumentException("TLS needs both a certificate chain and a private key");
        }
        return new ServerSecurity(auth, certChain == null ? null : tlsContext(certChain, key));
    }

    /**
     * Whether listening on {@code host} needs tokens: anything but a loopback address does,
     * including the wildcards {@code 0.0.0.0} and {@code ::}.
     *
     * @throws IllegalArgumentException if the name does not resolve
     */
    public static boolean requiresTokens(String host) {
        try {
            return !InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("unknown host '" + host + "'", e);
        }
    }

    private static SslContext tlsContext(Path certChain, Path keyFile) {
        X509Certificate[] chain = readChain(certChain);
        PrivateKey key = readKey(keyFile);
        checkPair(chain[0], key, certChain, keyFile);
        try {
            return SslContextBuilder.forServer(key, chain).protocols("TLSv1.3", "TLSv1.2").build();
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("cannot use " + certChain + " and " + keyFile + " for TLS: " + e.getMessage(), e);
        }
    }

    private static X509Certificate[] readChain(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            X509Certificate[] chain = CertificateFactory.getInstance("X.509").generateCertificates(in).stream()
                    .map(X509Certificate.class::cast).toArray(X509Certificate[]::new);
            if (chain.length > 0) return chain;
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalArgumentException("cannot read a PEM certificate chain from " + file + ": " + e.getMessage(), e);
        }
        throw new IllegalArgumentException(file + " holds no PEM certificate");
    }

    /** A PEM {@code BEGIN PRIVATE KEY} (PKCS#8, unencrypted) of any algorithm the JDK knows. */
    private static PrivateKey readKey(Path file) {
        String pem;
        try {
            pem = Files.readString(file, StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage(), e);
        }
        String begin = "-----BEGIN PRIVATE KEY-----";
        String end = "-----END PRIVATE KEY-----";
        int b = pem.indexOf(begin);
        int e = pem.indexOf(end);
        if (b < 0 || e < b) {
            throw new IllegalArgumentException(file + " holds no unencrypted PKCS#8 key (-----BEGIN PRIVATE KEY-----);"
                    + " convert one with: openssl pkcs8 -topk8 -nocrypt -in OLD -out NEW");
        }
        byte[] der;
        try {
            der = Base64.getMimeDecoder().decode(pem.substring(b + begin.length(), e));
        } catch (IllegalArgumentException x) {
            throw new IllegalArgumentException(file + ": the key is not valid base64", x);
        }
        for (String alg : List.of("RSA", "EC", "Ed25519", "Ed448", "DSA")) {
            try {
                return KeyFactory.getInstance(alg).generatePrivate(new PKCS8EncodedKeySpec(der));
            } catch (GeneralSecurityException x) {
                // not this algorithm; try the next
            }
        }
        throw new IllegalArgumentException(file + " holds a key of no known algorithm (RSA, EC, Ed25519, Ed448, DSA)");
    }

    /** Signs a probe with the key and checks it with the certificate, so a mismatch fails now, not at every handshake. */
    private static void checkPair(X509Certificate leaf, PrivateKey key, Path certChain, Path keyFile) {
        String alg = switch (key.getAlgorithm()) {
            case "RSA" -> "SHA256withRSA";
            case "EC" -> "SHA256withECDSA";
            case "DSA" -> "SHA256withDSA";
            default -> key.getAlgorithm();   // EdDSA: Ed25519, Ed448
        };
        byte[] probe = "pnengine".getBytes(StandardCharsets.US_ASCII);
        boolean ok;
        try {
            Signature s = Signature.getInstance(alg);
            s.initSign(key);
            s.update(probe);
            byte[] sig = s.sign();
            s.initVerify(leaf.getPublicKey());
            s.update(probe);
            ok = s.verify(sig);
        } catch (GeneralSecurityException e) {
            ok = false;
        }
        if (!ok) throw new IllegalArgumentException("the private key in " + keyFile + " does not belong to the certificate in " + certChain);
    }
}
