package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Token files: parsing, refusals that never quote the token, and the digest comparison. */
class AuthTokensTest {

    private static final String A = "alpha-token-0123456789";
    private static final String B = "bravo_token.~ABCDEFGHIJ";
    private static final String C = "c".repeat(64);

    @Test
    void readsOneTokenPerLineSkippingBlankLinesAndComments() {
        AuthTokens t = AuthTokens.parse("# tokens\r\n\n  " + A + "  \n" + B + " # the second\r\n\t\n" + C, "f");
        assertEquals(3, t.size());
        assertTrue(t.matches(A));
        assertTrue(t.matches(B));
        assertTrue(t.matches(C));
        assertFalse(t.matches("# tokens"));
        assertEquals("AuthTokens[3 tokens]", t.toString());
    }

    @Test
    void refusesAFileWithoutTokens() {
        assertEquals("f holds no token", assertThrows(IllegalArgumentException.class,
                () -> AuthTokens.parse("", "f")).getMessage());
        assertEquals("f holds no token", assertThrows(IllegalArgumentException.class,
                () -> AuthTokens.parse("# only a comment\n\n   \n", "f")).getMessage());
    }

    @Test
    void refusesShortOrMalformedTokensWithoutQuotingThem() {
        String shortToken = "abcdefghijklmno";   // 15 characters
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AuthTokens.parse(A + "\n\n" + shortToken + "\n", "tokens.txt"));
        assertEquals("tokens.txt line 3: a token must be at least 16 characters long (this one has 15)", e.getMessage());
        for (String bad : List.of("two words-0123456789", "user@host-0123456789", "slash/0123456789abc",
                "colon:0123456789abcd", "accent-é-0123456789")) {
            e = assertThrows(IllegalArgumentException.class, () -> AuthTokens.parse(bad, "f"), bad);
            assertEquals("f line 1: a token may hold only the characters A-Z a-z 0-9 - . _ ~ (one token per line)",
                    e.getMessage());
        }
        assertEquals(1, AuthTokens.parse(shortToken + "p", "f").size());
    }

    /**
     * The comparison is over SHA-256 digests, which always have 32 bytes, so a candidate's length
     * changes nothing in what is compared; and it must still tell apart the near misses that
     * hand-written constant-time comparators get wrong: a prefix, an extension, one different
     * first or last character, another case, the empty string.
     */
    @Test
    void comparesDigestsAndRejectsEveryNearMiss() {
        for (String s : List.of("", "x", A, C.repeat(100))) assertEquals(32, AuthTokens.sha256(s).length);
        AuthTokens t = AuthTokens.parse(A + "\n" + B + "\n" + C, "f");
        List<String> misses = List.of("", A.substring(0, A.length() - 1), A + "0", "x" + A.substring(1),
                A.substring(0, A.length() - 1) + "x", A.toUpperCase(), A + "\n" + B, C + C, "c".repeat(63), B + " ");
        for (String miss : misses) assertFalse(t.matches(miss), miss);
        // Each token matches wherever it stands in the file.
        assertTrue(t.matches(A) && t.matches(B) && t.matches(C));
        assertTrue(AuthTokens.parse(C + "\n" + B + "\n" + A, "f").matches(A));
    }

    @Test
    void readsAFileAndTellsWhetherOthersMayReadIt(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("tokens"), A + "\n");
        assertEquals(1, AuthTokens.read(f).size());
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-------"));
        assertFalse(AuthTokens.readableByOthers(f));
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r-----"));
        assertTrue(AuthTokens.readableByOthers(f));
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw----r--"));
        assertTrue(AuthTokens.readableByOthers(f));
    }
}
