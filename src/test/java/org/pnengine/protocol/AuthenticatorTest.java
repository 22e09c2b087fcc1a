package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.InstantSource;
import org.junit.jupiter.api.Test;

/** Failed attempts per address, on a clock the test moves by hand. */
class AuthenticatorTest {

    static final String TOKEN = "right-token-0123456789";
    static final String WRONG = "wrong-token-0123456789";

    /** A clock that stands still until told to move. */
    static final class ManualClock implements InstantSource {
        private long millis = 1_000_000;

        void advance(long ms) {
            millis += ms;
        }

        @Override
        public Instant instant() {
            return Instant.ofEpochMilli(millis);
        }
    }

    private final ManualClock clock = new ManualClock();
    private final Authenticator auth = new Authenticator(AuthTokens.parse(TOKEN, "test"), clock);

    @Test
    void theConstantsAreFiveFailuresInAMinuteThenAMinuteOff() {
        assertEquals(5, Authenticator.MAX_FAILURES);
        assertEquals(60, Authenticator.WINDOW.toSeconds());
        assertEquals(60, Authenticator.BLOCK.toSeconds());
    }

    @Test
    void theFifthFailureWithinAMinuteRefusesTheAddressForAMinute() {
        assertTrue(auth.attempt("10.0.0.1", TOKEN));
        for (int i = 0; i < 4; i++) {
            assertFalse(auth.attempt("10.0.0.1", WRONG));
            clock.advance(1000);
        }
        assertEquals(0, auth.refusedFor("10.0.0.1"));
        assertFalse(auth.attempt("10.0.0.1", WRONG));
        assertEquals(60, auth.refusedFor("10.0.0.1"));
        assertEquals(0, auth.refusedFor("10.0.0.2"), "other addresses are not refused");
        clock.advance(30_000);
        assertEquals(30, auth.refusedFor("10.0.0.1"));
        clock.advance(29_500);
        assertEquals(1, auth.refusedFor("10.0.0.1"), "rounded up");
        clock.advance(500);
        assertEquals(0, auth.refusedFor("10.0.0.1"));
        // The record starts afresh: one more failure does not refuse it again.
        assertFalse(auth.attempt("10.0.0.1", WRONG));
        assertEquals(0, auth.refusedFor("10.0.0.1"));
    }

    @Test
    void failuresOlderThanTheWindowDoNotCount() {
        for (int i = 0; i < 4; i++) {
            auth.attempt("h", WRONG);
            clock.advance(15_000);   // failures at 0, 15, 30 and 45 s
        }
        auth.attempt("h", WRONG);    // at 60 s: the one at 0 s has left the minute, four remain
        assertEquals(0, auth.refusedFor("h"));
        clock.advance(1000);
        auth.attempt("h", WRONG);    // at 61 s: five within the minute
        assertEquals(60, auth.refusedFor("h"));
    }

    @Test
    void staleRecordsAreForgotten() {
        for (int i = 0; i < 2000; i++) auth.attempt("10.1." + i / 256 + "." + i % 256, WRONG);
        assertEquals(2000, auth.tracked());
        clock.advance(61_000);
        auth.attempt("10.9.9.9", WRONG);
        assertEquals(1, auth.tracked());
    }
}
