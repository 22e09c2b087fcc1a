package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.Value;
import org.pnengine.search.book.OpeningBook;

/**
 * {@code pnengine book} on Connect Four 5×4 (a draw): the file it writes, with and without
 * {@code --defend}, and its refusals of options out of range.
 */
class BookCommandTest {

    @TempDir
    Path dir;

    private static OpeningBook read(Path p) throws Exception {
        try (InputStream in = Files.newInputStream(p)) {
            return OpeningBook.read(in);
        }
    }

    @Test
    void writesTheBookAndWithDefendTheOtherSidesStrategy() throws Exception {
        Path plain = dir.resolve("plain.book");
        Path defended = dir.resolve("defended.book");
        CommandRun r = CommandRun.of("book", "--game", "connect_four width=5 height=4", "--plies", "4", "--out", plain.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("connect_four_width-5_height-4.book"), r.out());
        assertTrue(r.err().contains("ply 4: "), r.err());
        CommandRun d = CommandRun.of("book", "--game", "connect_four width=5 height=4", "--plies", "4", "--defend", "1",
                "--threads", "2", "--out", defended.toString());
        assertEquals(0, d.code(), d.err());
        assertTrue(d.out().contains("defended below ply 1"), d.out());
        OpeningBook a = read(plain);
        OpeningBook b = read(defended);
        assertEquals(Value.DRAW, a.value());
        assertEquals(0, a.defended());
        assertEquals(1, b.defended());
        assertTrue(b.size() > a.size(), "the second player's strategies add entries");
        Game g = GameCatalog.find("connect_four").orElseThrow().create(List.of("width=5", "height=4"));
        State start = g.newInitialState();
        for (int column = 0; column < 5; column++) {
            State s = start.copy();
            s.apply(column);
            if (column == a.move(start)) continue;
            assertEquals(-1, a.move(s), "the plain book has no second-player move");
            assertTrue(b.move(s) >= 0, "the first move " + s.formatMove(column) + " (a draw at best for the first "
                    + "player) is not defended");
        }
        assertFalse(Files.exists(dir.resolve("defended.book.tmp")));
    }

    @Test
    void refusesOptionsOutOfRange() {
        CommandRun r = CommandRun.of("book", "--game", "connect_four width=5 height=4", "--plies", "4", "--defend", "5",
                "--out", dir.resolve("x.book").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--defend must be 0..--plies"), r.err());
        CommandRun noHints = CommandRun.of("book", "--game", "tic_tac_toe", "--plies", "2", "--out",
                dir.resolve("y.book").toString());
        assertEquals(2, noHints.code(), noHints.err());
    }
}
