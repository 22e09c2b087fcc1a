package org.pnengine.protocol;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The secrets a server accepts in {@code pn-auth}, read from a token file: one token per line,
 * blank lines and {@code #} comments ignored. Only the SHA-256 digest of each token is kept, and
 * a candidate is checked by digesting it and comparing digests with
 * {@link MessageDigest#isEqual} against every token, so neither the time taken nor its length
 * says how much of a guess was right. Nothing here ever prints or returns a token.
 *
 * <p>A token is at least {@value #MIN_LENGTH} characters from {@code A-Z a-z 0-9 - . _ ~}: it
 * must survive GTP's preprocessing (which cuts a line at {@code #} and splits it at spaces) and
 * fit in the user part of a {@code tls://TOKEN@HOST:PORT} address unescaped.
 * {@code openssl rand -hex 32} makes a good one.
 */
public final class AuthTokens {

    /** The shortest token accepted. */
    public static final int MIN_LENGTH = 16;

    private final List<byte[]> digests;

    private AuthTokens(List<byte[]> digests) {
        this.digests = List.copyOf(digests);
    }

    /**
     * Reads a token file.
     *
     * @throws IllegalArgumentException if it holds no token or a malformed one; the message names
     *                                  the file and line, never the token
     */
    public static AuthTokens read(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    /** Parses the text of a token file; {@code source} names it in error messages. */
    public static AuthTokens parse(String text, String source) {
        List<byte[]> digests = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int hash = line.indexOf('#');
            String token = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (token.isEmpty()) continue;
            String where = source + " line " + (i + 1) + ": ";
            if (!token.chars().allMatch(AuthTokens::allowed)) {
                throw new IllegalArgumentException(where + "a token may hold only the characters A-Z a-z 0-9 - . _ ~"
                        + " (one token per line)");
            }
            if (token.length() < MIN_LENGTH) {
                throw new IllegalArgumentException(where + "a token must be at least " + MIN_LENGTH
                        + " characters long (this one has " + token.length() + ")");
            }
            digests.add(sha256(token));
        }
        if (digests.isEmpty()) throw new IllegalArgumentException(source + " holds no token");
        return new AuthTokens(digests);
    }

    private static boolean allowed(int c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
                || c == '-' || c == '.' || c == '_' || c == '~';
    }

    /**
     * Whether {@code candidate} is one of the tokens. Every token is compared, digest against
     * digest in constant time, whatever the candidate and wherever it matches.
     */
    public boolean matches(String candidate) {
        byte[] d = sha256(candidate);
        boolean found = false;
        for (byte[] token : digests) found |= MessageDigest.isEqual(token, d);
        return found;
    }

    /** How many tokens there are. */
    public int size() {
        return digests.size();
    }

    /** Whether a POSIX file system lets the file's group or others read it (false elsewhere). */
    public static boolean readableByOthers(Path file) throws IOException {
        try {
            Set<PosixFilePermission> p = Files.getPosixFilePermissions(file);
            return p.contains(PosixFilePermission.GROUP_READ) || p.contains(PosixFilePermission.OTHERS_READ);
        } catch (UnsupportedOperationException e) {
            return false;
        }
    }

    static byte[] sha256(String s) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    @Override
    public String toString() {
        return "AuthTokens[" + digests.size() + " token" + (digests.size() == 1 ? "" : "s") + "]";
    }
}
