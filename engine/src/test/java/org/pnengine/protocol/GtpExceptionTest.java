package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pnengine.engine.EngineException;
import org.pnengine.engine.EngineException.Kind;

/** The engine's refusals in GTP's words (protocol-spec §3 lists them for clients). */
class GtpExceptionTest {

    @Test
    void aRefusalIsItsStandardMessageThenTheDetail() {
        assertEquals("illegal move: e9 is not legal here",
                GtpException.of(new EngineException(Kind.ILLEGAL_MOVE, "e9 is not legal here")).getMessage());
        assertEquals("busy", GtpException.of(new EngineException(Kind.BUSY, null)).getMessage());
        assertEquals("syntax error: argument 1 must be an integer", GtpException.syntax("argument 1 must be an integer")
                .getMessage());
    }

    @Test
    void everyKindHasItsOwnMessageFromProtocolSpec() {
        assertEquals("illegal move", GtpException.standardMessage(Kind.ILLEGAL_MOVE));
        assertEquals("cannot undo", GtpException.standardMessage(Kind.CANNOT_UNDO));
        assertEquals("cannot score", GtpException.standardMessage(Kind.CANNOT_SCORE));
        assertEquals("unacceptable size", GtpException.standardMessage(Kind.UNACCEPTABLE_SIZE));
        assertEquals("invalid position", GtpException.standardMessage(Kind.BAD_POSITION));
        assertEquals("syntax error", GtpException.standardMessage(Kind.BAD_ARGUMENT));
        assertEquals("game is over", GtpException.standardMessage(Kind.GAME_OVER));
        assertEquals("wrong color", GtpException.standardMessage(Kind.WRONG_TURN));
        assertEquals("busy", GtpException.standardMessage(Kind.BUSY));
        Set<String> seen = new HashSet<>();
        for (Kind k : Kind.values()) assertEquals(true, seen.add(GtpException.standardMessage(k)), k.name());
    }
}
