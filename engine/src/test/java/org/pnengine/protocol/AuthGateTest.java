package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.EngineSession;

/**
 * The gate in front of a session, in-process. Commands run on the calling thread (a direct
 * executor), so every response is written when {@code onLine} returns. A {@code probe} command
 * added to the registry counts how often any command handler was reached.
 */
class AuthGateTest {

    private static final String TOKEN = AuthenticatorTest.TOKEN;
    private static final String WRONG = AuthenticatorTest.WRONG;

    private final AuthenticatorTest.ManualClock clock = new AuthenticatorTest.ManualClock();
    private final Authenticator auth = new Authenticator(AuthTokens.parse(TOKEN, "test"), clock);
    private final AtomicInteger probes = new AtomicInteger();
    private final CommandRegistry registry = CommandRegistry.builtin().register("probe", "", "counts its calls", ctx -> {
        probes.incrementAndGet();
        return "";
    });

    /** One connection: its session, what it was sent back, and whether it was closed. */
    private final class Connection {
        final GtpSessionTest.Collector out = new GtpSessionTest.Collector();
        final GtpSession gtp = new GtpSession(new EngineSession(EngineConfig.defaults()), registry, Runnable::run, out);
        final AuthGate gate;

        Connection(String address) {
            gate = new AuthGate(auth, address, gtp);
        }

        String send(String... lines) {
            for (String l : lines) gate.onLine(l);
            return out.out.toString();
        }
    }

    @Test
    void beforeAuthenticationEveryCommandIsRefusedWithItsIdInOrder() {
        Connection c = new Connection("10.0.0.1");
        assertEquals("?1 unauthorized\n\n? unauthorized\n\n?2 unauthorized\n\n?3 unauthorized\n\n"
                        + "?4 unauthorized\n\n?5 unauthorized\n\n",
                c.send("1 probe", "probe", "2 play b 4", "# a comment", "", "3", "4 no_such_command", "5 stop"));
        assertEquals(0, probes.get(), "no command handler was reached");
        assertFalse(c.gate.isOpen());
        assertFalse(c.out.closed);
    }

    @Test
    void theRightTokenOpensTheGateAndTheSessionProceeds() {
        Connection c = new Connection("10.0.0.1");
        String out = c.send("1 play b 4", "2 PN-AUTH " + TOKEN, "3 probe", "4 pn-position", "5 pn-auth", "6 pn-auth x y");
        assertEquals("?1 unauthorized\n\n=2 \n\n=3 \n\n=4 ......./......./......./......./......./....... x\n\n"
                + "=5 \n\n=6 \n\n", out);
        assertTrue(c.gate.isOpen());
        assertEquals(1, probes.get());
        assertFalse(out.contains(TOKEN));
    }

    @Test
    void aWrongTokenIsAnsweredThenTheConnectionClosesAndLaterLinesAreIgnored() {
        Connection c = new Connection("10.0.0.1");
        assertEquals("?1 unauthorized: wrong token\n\n", c.send("1 pn-auth " + WRONG, "2 pn-auth " + TOKEN, "3 probe"));
        assertTrue(c.out.closed);
        assertTrue(c.gtp.isClosed());
        assertFalse(c.gate.isOpen());
        assertEquals(0, probes.get());
    }

    @Test
    void quitIsAnsweredAndClosesWithoutAToken() {
        Connection c = new Connection("10.0.0.1");
        assertEquals("?1 unauthorized\n\n=2 \n\n", c.send("1 name", "2 quit", "3 pn-auth " + TOKEN, "4 name"));
        assertTrue(c.out.closed);
    }

    @Test
    void aMalformedPnAuthIsASyntaxErrorAndNoFailure() {
        Connection c = new Connection("10.0.0.1");
        for (int i = 0; i < Authenticator.MAX_FAILURES + 1; i++) {
            c.send("pn-auth", "pn-auth " + TOKEN + " " + TOKEN);
        }
        assertTrue(c.out.out.toString().startsWith("? syntax error: pn-auth takes 1 argument (token), got 0\n\n"
                + "? syntax error: pn-auth takes 1 argument (token), got 2\n\n"));
        assertFalse(c.out.closed);
        assertEquals(0, auth.refusedFor("10.0.0.1"));
        String before = c.out.out.toString();
        assertEquals(before + "=7 \n\n", c.send("7 pn-auth " + TOKEN));
    }

    @Test
    void anAddressThatFailedTooOftenIsRefusedWhateverItSendsUntilTheMinuteIsOver() {
        for (int i = 0; i < Authenticator.MAX_FAILURES; i++) {
            assertEquals("?1 unauthorized: wrong token\n\n", new Connection("10.0.0.1").send("1 pn-auth " + WRONG));
        }
        clock.advance(10_000);
        String refused = "?1 unauthorized: too many failed attempts, retry in 50 s\n\n";
        Connection right = new Connection("10.0.0.1");
        assertEquals(refused, right.send("1 pn-auth " + TOKEN, "2 name"));
        assertTrue(right.out.closed);
        assertEquals(refused, new Connection("10.0.0.1").send("1 quit"));
        assertEquals("=1 \n\n", new Connection("10.0.0.2").send("1 pn-auth " + TOKEN), "another address");
        clock.advance(50_000);
        assertEquals("=1 \n\n=2 pnengine\n\n", new Connection("10.0.0.1").send("1 pn-auth " + TOKEN, "2 name"));
    }

    @Test
    void addressesInOneIpv6Slash64AreRefusedTogether() {
        for (int i = 0; i < Authenticator.MAX_FAILURES; i++) {
            assertEquals("?1 unauthorized: wrong token\n\n", new Connection("2001:db8:0:1::" + (i + 1)).send("1 pn-auth " + WRONG));
        }
        assertEquals("?1 unauthorized: too many failed attempts, retry in 60 s\n\n",
                new Connection("2001:db8:0:1:ffff::1").send("1 pn-auth " + TOKEN));
        assertEquals("=1 \n\n", new Connection("2001:db8:0:2::1").send("1 pn-auth " + TOKEN), "another /64");
    }

    @Test
    void pastTheGlobalLimitEveryConnectionIsRefusedUntilTheWindowHasRoom() {
        for (int i = 0; i < Authenticator.GLOBAL_MAX_FAILURES; i++) {
            assertEquals("?1 unauthorized: wrong token\n\n", new Connection("127.0.0." + (i + 1)).send("1 pn-auth " + WRONG));
            clock.advance(100);
        }
        String refused = "?1 unauthorized: too many failed attempts, retry in 50 s\n\n";
        Connection wrong = new Connection("127.0.1.1");
        assertEquals(refused, wrong.send("1 pn-auth " + WRONG, "2 pn-auth " + TOKEN));
        assertTrue(wrong.out.closed);
        Connection right = new Connection("192.0.2.1");
        assertEquals(refused, right.send("1 pn-auth " + TOKEN, "2 name"), "a right token too, from an address never seen");
        assertTrue(right.out.closed);
        assertEquals(refused, new Connection("192.0.2.1").send("1 name"));
        assertEquals(0, probes.get());
        clock.advance(50_000);   // the first failure has left the minute
        assertEquals("=1 \n\n=2 pnengine\n\n", new Connection("192.0.2.1").send("1 pn-auth " + TOKEN, "2 name"));
    }

    @Test
    void withoutAGatePnAuthIsAnsweredWhateverItsArguments() {
        GtpSessionTest.Collector out = new GtpSessionTest.Collector();
        GtpSession gtp = new GtpSession(new EngineSession(EngineConfig.defaults()), registry, Runnable::run, out);
        for (String l : new String[] {"1 pn-auth", "2 pn-auth " + WRONG, "3 pn-auth a b c", "4 known_command pn-auth"}) {
            gtp.onLine(l);
        }
        assertEquals("=1 \n\n=2 \n\n=3 \n\n=4 true\n\n", out.out.toString());
    }
}
