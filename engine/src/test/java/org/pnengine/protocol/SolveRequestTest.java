package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.games.GameCatalog;
import org.pnengine.games.connectfour.ConnectFourGame;

/**
 * {@code solve}'s words: the default solver per game and value asked (Connect Four names its
 * own in its tuning; a game that names none gets the generic ones), the words given overriding
 * the default's parameters, and {@code score=} refused beside {@code algorithm=}.
 */
class SolveRequestTest {

    private static final Game C4 = ConnectFourGame.standard();
    private static final Game TTT = GameCatalog.find("tic_tac_toe").orElseThrow().create();

    @Test
    void connectFourSolvesWithItsTunedDefaults() throws Exception {
        SolveRequest wdl = SolveRequest.parse(List.of(), C4);
        assertEquals("alphabeta", wdl.type().name());
        assertTrue(wdl.params().getBool("wdl"));
        SolveRequest score = SolveRequest.parse(List.of("score=true"), C4);
        assertEquals("alphabeta", score.type().name());
        assertFalse(score.params().getBool("wdl"));
    }

    @Test
    void theWordsGivenOverrideTheDefaultsParameters() throws Exception {
        SolveRequest r = SolveRequest.parse(List.of("wdl=false", "ttbits=20", "nodes=5"), C4);
        assertEquals("alphabeta", r.type().name());
        assertFalse(r.params().getBool("wdl"));
        assertEquals(20, r.params().getInt("ttbits"));
        assertEquals(5, r.limits().nodes());
        GtpException e = assertThrows(GtpException.class, () -> SolveRequest.parse(List.of("tt=false"), C4));
        assertTrue(e.getMessage().contains("unknown parameter 'tt' for alphabeta"), e.getMessage());
    }

    @Test
    void aGameWithoutTunedDefaultsGetsTheGenericOnes() throws Exception {
        assertEquals(SolveRequest.GENERIC_WDL, SolveRequest.parse(List.of(), TTT).type().name());
        assertEquals(SolveRequest.GENERIC_SCORE, SolveRequest.parse(List.of("score=true"), TTT).type().name());
        assertEquals("pns", SolveRequest.defaultSolver(TTT, false));
    }

    @Test
    void anAlgorithmGivenIsUsedAndScoreIsThenRefused() throws Exception {
        assertEquals("dfpn", SolveRequest.parse(List.of("algorithm=dfpn"), C4).type().name());
        GtpException e = assertThrows(GtpException.class,
                () -> SolveRequest.parse(List.of("algorithm=pns", "score=true"), C4));
        assertTrue(e.getMessage().contains("parameter 'score'"), e.getMessage());
        e = assertThrows(GtpException.class, () -> SolveRequest.parse(List.of("score=maybe"), C4));
        assertTrue(e.getMessage().contains("parameter 'score' must be true or false"), e.getMessage());
    }
}
