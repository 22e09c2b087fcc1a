package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.InstantSource;
import org.junit.jupiter.api.Test;

/** Failed attempts per address and over all addresses, on a clock the test moves by hand. */
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
    void theConstantsAreFiveFailuresInAMinuteThenAMinuteOffAndAHundredInAMinuteForAll() {
        assertEquals(5, Authenticator.MAX_FAILURES);
        assertEquals(60, Authenticator.WINDOW.toSeconds());
        assertEquals(60, Authenticator.BLOCK.toSeconds());
        assertEquals(100, Authenticator.GLOBAL_MAX_FAILURES);
    }

    @Test
    void theFifthFailureWithinAMinuteRefusesTheAddressForAMinute() {
        assertTrue(auth.attempt("10.0.0.1", TOKEN).admitted());
        for (int i = 0; i < 4; i++) {
            assertEquals(Authenticator.Attempt.WRONG, auth.attempt("10.0.0.1", WRONG));
            clock.advance(1000);
        }
        assertEquals(0, auth.refusedFor("10.0.0.1"));
        assertEquals(Authenticator.Attempt.WRONG, auth.attempt("10.0.0.1", WRONG));
        assertEquals(60, auth.refusedFor("10.0.0.1"));
        assertEquals(0, auth.refusedFor("10.0.0.2"), "other addresses are not refused");
        clock.advance(30_000);
        assertEquals(30, auth.refusedFor("10.0.0.1"));
        clock.advance(29_500);
        assertEquals(1, auth.refusedFor("10.0.0.1"), "rounded up");
        clock.advance(500);
        assertEquals(0, auth.refusedFor("10.0.0.1"));
        // The record starts afresh: one more failure does not refuse it again.
        assertEquals(Authenticator.Attempt.WRONG, auth.attempt("10.0.0.1", WRONG));
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
        for (int i = 0; i < Authenticator.MAX_TRACKED; i++) {
            auth.attempt("10.1." + i / 256 + "." + i % 256, WRONG);
            clock.advance(700);   // under the global limit: every failure is counted
        }
        assertEquals(Authenticator.MAX_TRACKED, auth.tracked());
        clock.advance(61_000);
        auth.attempt("10.9.9.9", WRONG);
        assertEquals(1, auth.tracked());
    }

    @Test
    void addressesInOneIpv6Slash64ShareARecord() {
        String[] one64 = {"2001:db8:0:1::1", "2001:db8:0:1:0:0:0:2", "[2001:DB8:0:1::3]",
                "2001:db8:0:1:ffff:ffff:ffff:ffff", "2001:db8::1:0:0:0:5"};
        for (int i = 0; i < 4; i++) {
            assertEquals(Authenticator.Attempt.WRONG, auth.attempt(one64[i], WRONG));
        }
        assertEquals(0, auth.refusedFor("2001:db8:0:1::9"));
        assertEquals(Authenticator.Attempt.WRONG, auth.attempt(one64[4], WRONG));
        assertEquals(60, auth.refusedFor("2001:db8:0:1::9"), "any address of the /64");
        assertEquals(60, auth.refusedFor("2001:db8:0:1:abcd::%eth0"), "with a zone");
        assertEquals(new Authenticator.Attempt(false, 60), auth.attempt("2001:db8:0:1::1", TOKEN));
        assertEquals(0, auth.refusedFor("2001:db8:0:2::1"), "the next /64");
        assertEquals(0, auth.refusedFor("2001:db8::1"), "the /64 before");
        assertTrue(auth.attempt("2001:db8:0:2::1", TOKEN).admitted());
        assertEquals(1, auth.tracked());
    }

    @Test
    void anIpv4MappedIpv6AddressCountsAsItsIpv4Address() {
        String[] same = {"::ffff:10.0.0.1", "10.0.0.1", "::ffff:a00:1", "0:0:0:0:0:ffff:a00:1", "[::FFFF:10.0.0.1]"};
        for (String a : same) assertEquals(Authenticator.Attempt.WRONG, auth.attempt(a, WRONG), a);
        for (String a : same) assertEquals(60, auth.refusedFor(a), a);
        assertEquals(0, auth.refusedFor("::ffff:10.0.0.2"), "another IPv4 address");
        assertEquals(0, auth.refusedFor("10.0.0.2"), "an IPv4 address is its own key, not its /24");
        assertEquals(0, auth.refusedFor("::10.0.0.1"), "an IPv4-compatible address is in ::/64");
        assertEquals(1, auth.tracked());
    }

    @Test
    void failuresOverAllAddressesStopBeingCheckedPastTheGlobalLimitUntilTheWindowHasRoom() {
        int wrong = 0;
        for (int i = 0; i < 1000; i++) {   // 1000 loopback addresses 10 ms apart, then 1000 IPv6 /64s
            Authenticator.Attempt a = auth.attempt("127.0." + i / 256 + "." + i % 256, WRONG);
            if (a.equals(Authenticator.Attempt.WRONG)) wrong++;
            else assertEquals(new Authenticator.Attempt(false, (60_000 - 10 * i + 999) / 1000), a, "at " + i);
            clock.advance(10);
        }
        for (int i = 0; i < 1000; i++) {
            if (auth.attempt("2001:db8:" + Integer.toHexString(i) + "::1", WRONG).equals(Authenticator.Attempt.WRONG)) wrong++;
        }
        assertEquals(Authenticator.GLOBAL_MAX_FAILURES, wrong, "wrong tokens checked");
        // 10 s after the first failure: refused for any address, right token included, unchecked.
        assertEquals(50, auth.refusedFor("192.0.2.1"));
        assertEquals(new Authenticator.Attempt(false, 50), auth.attempt("192.0.2.1", TOKEN));
        // A minute after the first failure, it has left the window: room for one check.
        clock.advance(50_000);
        assertTrue(auth.attempt("192.0.2.1", TOKEN).admitted());
        assertEquals(0, auth.refusedFor("192.0.2.2"));
        assertEquals(Authenticator.Attempt.WRONG, auth.attempt("192.0.2.2", WRONG));
        assertEquals(1, auth.refusedFor("192.0.2.3"), "full again until the second failure leaves, 10 ms on");
        clock.advance(10);
        assertEquals(0, auth.refusedFor("192.0.2.3"));
        clock.advance(60_000);
        for (int i = 0; i < Authenticator.GLOBAL_MAX_FAILURES; i++) {
            assertEquals(Authenticator.Attempt.WRONG, auth.attempt("198.51.100." + i, WRONG), "a whole window later");
        }
        assertEquals(60, auth.refusedFor("198.51.100.200"));
    }

    @Test
    void theRecordStaysBoundedHoweverManyAddressesFail() {
        int most = 0;
        for (int i = 0; i < 20_000; i++) {   // a burst: 1 ms apart, IPv4 and IPv6 alternately
            auth.attempt(i % 2 == 0 ? "10." + (i >> 16) + "." + (i >> 8 & 255) + "." + (i & 255)
                    : "2001:db8:" + Integer.toHexString(i) + "::1", WRONG);
            most = Math.max(most, auth.tracked());
            clock.advance(1);
        }
        for (int i = 0; i < 3000; i++) {     // then slow: under the global limit once the burst has left the window
            auth.attempt("172.16." + i / 256 + "." + i % 256, WRONG);
            most = Math.max(most, auth.tracked());
            clock.advance(700);
        }
        assertTrue(most <= Authenticator.MAX_TRACKED, "at most " + most);
    }
}
