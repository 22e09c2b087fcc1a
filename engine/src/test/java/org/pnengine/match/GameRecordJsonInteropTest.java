package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The game records' JSON against an independent implementation (Jackson): what {@link
 * GameRecord#toJson()} writes is JSON that Jackson reads to the same values, and what Jackson
 * writes of a record (with every non-ASCII character escaped, a choice {@code toJson} does not
 * make) {@link GameRecord#parse} reads back to the same game. Resumed and merged runs read their
 * records with {@code parse}, so both directions matter.
 */
class GameRecordJsonInteropTest {

    private static final String ODD = "quote \" backslash \\ tab \t newline \n cr \r bell \u0007 nul \u0000"
            + " é 漢 😀 ls \u2028 slash / del \u007f";

    private static GameRecord awkward() {
        Map<String, String> scores = new LinkedHashMap<>();
        scores.put("B", ODD);
        scores.put("A", "W+0.5");
        return new GameRecord("Othello size=6 scoring=wof", 12, Long.MIN_VALUE, true, "uct c=1.4 " + ODD,
                "stdio:" + ODD, List.of("c4", "pass", "e6"), new double[] {0.25, Double.NaN, 1234.5},
                new double[] {Double.NaN, 2, 3}, new double[] {100, 100, 100}, new double[] {Double.NaN, 9, 8}, 0,
                "0", GameRecord.Termination.END, ODD, scores);
    }

    @Test
    void jacksonReadsWhatToJsonWrites() throws Exception {
        GameRecord r = awkward();
        JsonNode j = new ObjectMapper().readTree(r.toJson());
        assertEquals(r.game(), j.get("game").asText());
        assertEquals(12, j.get("index").asInt());
        assertEquals(Long.MIN_VALUE, j.get("seed").asLong());
        assertEquals(r.a(), j.get("a").asText());
        assertEquals(r.b(), j.get("b").asText());
        assertEquals(ODD, j.get("detail").asText());
        List<String> moves = new ArrayList<>();
        j.get("moves").forEach(m -> moves.add(m.asText()));
        assertEquals(r.moves(), moves);
        assertTrue(j.get("millis").get(1).isNull(), "NaN is written as null");
        assertEquals(1234.5, j.get("millis").get(2).asDouble());
        assertEquals(3, j.get("plies").asInt());
        assertTrue(j.get("opening").isNull());
        Map<String, String> scores = new LinkedHashMap<>();
        j.get("engine_scores").fields().forEachRemaining(e -> scores.put(e.getKey(), e.getValue().asText()));
        assertEquals(r.engineScores(), scores);
        assertEquals(List.of("B", "A"), new ArrayList<>(scores.keySet()), "in the record's order");
    }

    @Test
    void parseReadsWhatJacksonWrites() throws Exception {
        GameRecord r = awkward();
        ObjectMapper plain = new ObjectMapper();
        JsonMapper escaping = JsonMapper.builder().enable(JsonWriteFeature.ESCAPE_NON_ASCII).build();
        String rewritten = escaping.writeValueAsString(plain.readTree(r.toJson()));
        assertTrue(rewritten.contains("\\u00E9") || rewritten.contains("\\u00e9"), rewritten);
        GameRecord back = GameRecord.parse(rewritten);
        assertTrue(back.sameGame(r), back + " vs " + r);
        assertEquals(r.toJson(), back.toJson());
    }
}
