package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.game.Game;

/** The JSON-lines record format: written and read back. */
class GameRecordTest {

    @Test
    void roundTripsThroughJson() {
        GameRecord r = new GameRecord("connect_four width=4 height=4", 3, -123456789012345L, false,
                "uct c=1.0 seed=5", "odd \"name\" \\ with\ttab", List.of("1", "2", "3"),
                new double[] {1.5, Double.NaN, 0.0004},
                new double[] {1.25, Double.NaN, Double.NaN}, new double[] {100, Double.NaN, 250},
                new double[] {58_000, Double.NaN, 57_900}, -1, "W+1", GameRecord.Termination.END, null);
        String line = r.toJson();
        assertTrue(line.startsWith("{\"game\":\"connect_four width=4 height=4\",\"index\":3,\"seed\":-123456789012345,"
                + "\"first\":\"B\","), line);
        assertTrue(line.contains("\"millis\":[1.500,null,0.000],\"cpu_millis\":[1.250,null,null],"
                + "\"budget_millis\":[100.000,null,250.000],\"clock_millis\":[58000.000,null,57900.000],"), line);
        assertTrue(line.endsWith("\"result\":\"1-0\",\"winner\":\"B\",\"score\":\"W+1\",\"termination\":\"end\","
                + "\"detail\":null,\"engine_scores\":null}"), line);
        GameRecord back = GameRecord.parse(line);
        assertTrue(back.sameGame(r), back + " vs " + r);
        // Times are written to the microsecond (0.0004 ms reads back as 0); budgets and clocks are whole here.
        assertArrayEquals(r.budgetMillis(), back.budgetMillis());
        assertArrayEquals(r.clockMillis(), back.clockMillis());
        assertEquals(line, back.toJson());
        assertEquals("B", back.winner());
    }

    @Test
    void engineScoresRoundTripAndOlderRecordsReadWithoutThem() {
        GameRecord r = new GameRecord("Othello size=8 scoring=discs", 0, 1, true, "uct", "stdio:/usr/games/gtp-rhino -l 1",
                List.of("d3"), new double[] {1}, new double[] {1}, new double[] {100}, new double[] {Double.NaN}, 1, "B+4",
                GameRecord.Termination.END, null, Map.of("B", "B+4.0"));
        String line = r.toJson();
        assertTrue(line.endsWith(",\"detail\":null,\"engine_scores\":{\"B\":\"B+4.0\"}}"), line);
        GameRecord back = GameRecord.parse(line);
        assertEquals(r.engineScores(), back.engineScores());
        assertTrue(back.sameGame(r));
        assertTrue(back.disagreeingEngineScores().isEmpty(), "4 and 4.0 are the same score");
        GameRecord old = GameRecord.parse(line.replace(",\"engine_scores\":{\"B\":\"B+4.0\"}", ""));
        assertEquals(null, old.engineScores(), "a record written before the key existed");
        assertThrows(IllegalArgumentException.class,
                () -> GameRecord.parse(line.replace("{\"B\":\"B+4.0\"}", "[\"B+4\"]")));
    }

    @Test
    void engineScoresThatDisagreeAreFound() {
        Map<String, String> theirs = new LinkedHashMap<>();
        theirs.put("A", "W+2");
        theirs.put("B", "? cannot score");
        GameRecord r = new GameRecord("Othello", 0, 1, true, "stdio:x", "tcp://h:1", List.of(), new double[0],
                new double[0], new double[0], new double[0], 1, "B+2", GameRecord.Termination.END, null, theirs);
        assertEquals(theirs, r.disagreeingEngineScores());
        assertTrue(GameRecord.sameScore("0", "0.0") && GameRecord.sameScore("b+3", "B+3")
                && !GameRecord.sameScore("B+3", "W+3") && !GameRecord.sameScore("0", "Draw"));
    }

    @Test
    void resultIsFromTheFirstPlayersSide() {
        GameRecord aFirstWins = new GameRecord("tic_tac_toe", 0, 1, true, "x", "y", List.of(), new double[0], new double[0], new double[0], new double[0], 1,
                null, GameRecord.Termination.ILLEGAL_MOVE, "B answered illegal move");
        assertEquals("1-0", aFirstWins.result());
        GameRecord draw = new GameRecord("tic_tac_toe", 1, 1, false, "x", "y", List.of(), new double[0], new double[0], new double[0], new double[0], 0,
                null, GameRecord.Termination.MAX_PLIES, null);
        assertEquals("1/2-1/2", draw.result());
        assertEquals(draw.toJson(), GameRecord.parse(draw.toJson()).toJson());
    }

    @Test
    void rejectsWhatIsNotARecord() {
        assertThrows(IllegalArgumentException.class, () -> GameRecord.parse("[1,2]"));
        assertThrows(IllegalArgumentException.class, () -> GameRecord.parse("{\"game\":\"x\"}"));
        assertThrows(IllegalArgumentException.class, () -> GameRecord.parse("{\"game\":\"x\""));
        GameRecord r = new GameRecord("tic_tac_toe", 0, 1, true, "x", "y", List.of("b2"), new double[] {1}, new double[] {1}, new double[] {1}, new double[] {Double.NaN}, 1,
                "B+1", GameRecord.Termination.END, null);
        // a result that contradicts the winner
        assertThrows(IllegalArgumentException.class,
                () -> GameRecord.parse(r.toJson().replace("\"result\":\"1-0\"", "\"result\":\"0-1\"")));
    }

    /** The slot keys (pairing, pair, names, opening) round-trip; a record written before them reads as a match's game. */
    @Test
    void slotRoundTripsAndOlderRecordsReadAsAMatchsGames() {
        GameRecord.Slot slot = new GameRecord.Slot(2, 5, "gtp-rhino -l 2", "mcts \"fast\"", "moves: f5 d6", 12);
        GameRecord r = new GameRecord("Othello size=8 scoring=discs", 31, 7, false, "stdio:/usr/games/gtp-rhino -l 2",
                "mcts-solver seed=3", List.of("c3"), new double[] {2}, new double[] {1}, new double[] {100},
                new double[] {Double.NaN}, 1, null, GameRecord.Termination.MAX_PLIES, null, null, slot);
        String line = r.toJson();
        assertTrue(line.contains("\"first\":\"B\",\"pairing\":2,\"pair\":5,\"a_name\":\"gtp-rhino -l 2\","
                + "\"b_name\":\"mcts \\\"fast\\\"\",\"a\":"), line);
        assertTrue(line.contains(",\"opening\":\"moves: f5 d6\",\"opening_line\":12,\"moves\":[\"c3\"]"), line);
        GameRecord back = GameRecord.parse(line);
        assertEquals(slot, back.slot());
        assertTrue(back.sameGame(r));
        assertEquals(line, back.toJson());
        // The moves start after the opening.
        Game othello = MatchTest.game("Othello");
        assertEquals(2, back.start(othello).ply());
        GameRecord old = GameRecord.parse(line.replaceAll(",\"pairing\".*?,\"a\":", ",\"a\":")
                .replace(",\"opening\":\"moves: f5 d6\",\"opening_line\":12", ""));
        assertEquals(GameRecord.Slot.ofMatch(31), old.slot());
        assertEquals(new GameRecord.Slot(0, 15, null, null, null, 0), old.slot(), "pair = index / 2 in a match");
        assertEquals(0, old.start(othello).ply());
    }

    /**
     * The writer appends each game as it finishes and sorts the file when it closes; a resumed
     * file, even one whose last line was cut off, ends in index order with every game once.
     */
    @Test
    void theWriterAppendsAsGamesFinishAndSortsAtTheEnd(@TempDir Path dir)
            throws Exception {
        Path file = dir.resolve("games.jsonl");
        List<GameRecord> rs = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            rs.add(new GameRecord("tic_tac_toe", i, i, i % 2 == 0, "x", "y", List.of(), new double[0], new double[0],
                    new double[0], new double[0], 0, null, GameRecord.Termination.MAX_PLIES, null));
        }
        RecordWriter w = new RecordWriter(file);
        w.add(rs.get(3));
        w.add(rs.get(0));
        assertEquals(List.of(3, 0), RecordWriter.read(file).stream().map(GameRecord::index).toList(),
                "on disk as soon as each finished");
        w.close();
        assertEquals(List.of(0, 3), RecordWriter.read(file).stream().map(GameRecord::index).toList(), "sorted at the end");
        // killed while writing game 4: its line is cut off
        Files.writeString(file, rs.get(4).toJson().substring(0, 30), StandardOpenOption.APPEND);
        assertThrows(IOException.class, () -> RecordWriter.read(file));
        List<GameRecord> salvaged = RecordWriter.readSalvaged(file);
        assertEquals(List.of(0, 3), salvaged.stream().map(GameRecord::index).toList());
        try (RecordWriter again = RecordWriter.resume(file, salvaged)) {
            again.add(rs.get(4));
            again.add(rs.get(1));
            again.add(rs.get(2));
        }
        List<GameRecord> all = RecordWriter.read(file);
        assertEquals(List.of(0, 1, 2, 3, 4), all.stream().map(GameRecord::index).toList());
        for (int i = 0; i < 5; i++) assertTrue(all.get(i).sameGame(rs.get(i)));
        // a bad line that is not the last one is an error, even when salvaging
        Files.writeString(file, "garbage\n" + rs.get(0).toJson() + "\n");
        assertThrows(IOException.class, () -> RecordWriter.readSalvaged(file));
    }
}
