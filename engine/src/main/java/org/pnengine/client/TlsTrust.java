package org.pnengine.client;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.Collection;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;

/**
 * The certificates a TLS client trusts: the JVM's default trust store, plus certificates read
 * from PEM files (for a server with a self-signed certificate). Both go into one trust store, so
 * the JDK's own PKIX validation and host name verification apply to all of them.
 */
public final class TlsTrust {

    private TlsTrust() {
    }

    /** A socket factory that trusts the JVM's defaults alone. */
    public static SSLSocketFactory defaults() {
        return (SSLSocketFactory) SSLSocketFactory.getDefault();
    }

    /**
     * A socket factory that trusts the JVM's default certificate authorities and every
     * certificate in {@code pemFiles} (each file may hold several {@code BEGIN CERTIFICATE}
     * blocks).
     *
     * @throws IOException naming the file that cannot be read or holds no certificate
     */
    public static SSLSocketFactory withCertificates(List<Path> pemFiles) throws IOException {
        try {
            KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
            store.load(null, null);
            int n = 0;
            for (X509Certificate ca : defaultTrustManager().getAcceptedIssuers()) {
                store.setCertificateEntry("default-" + n++, ca);
            }
            CertificateFactory x509 = CertificateFactory.getInstance("X.509");
            for (Path file : pemFiles) {
                Collection<? extends Certificate> certs;
                try (InputStream in = Files.newInputStream(file)) {
                    certs = x509.generateCertificates(in);
                } catch (GeneralSecurityException e) {
                    throw new IOException(file + ": not a PEM certificate file: " + e.getMessage(), e);
                }
                if (certs.isEmpty()) throw new IOException(file + ": no certificate in it");
                for (Certificate c : certs) store.setCertificateEntry("given-" + n++, c);
            }
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(store);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, tmf.getTrustManagers(), null);
            return context.getSocketFactory();
        } catch (GeneralSecurityException e) {
            throw new IOException("cannot set up TLS: " + e.getMessage(), e);
        }
    }

    private static X509TrustManager defaultTrustManager() throws GeneralSecurityException {
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init((KeyStore) null);
        for (TrustManager tm : tmf.getTrustManagers()) {
            if (tm instanceof X509TrustManager x) return x;
        }
        throw new GeneralSecurityException("the JVM has no X.509 trust manager");
    }
}
