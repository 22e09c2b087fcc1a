package org.pnengine.search.book;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.search.MoveDecision;
import org.pnengine.search.Value;

/**
 * The books that ship with the engine: classpath resources {@code /org/pnengine/books/NAME.book},
 * NAME being the game's descriptor with spaces written {@code _} and {@code =} written {@code -}
 * ({@code connect_four_width-7_height-6.book}), so that a book is added by adding its file and
 * no code names a game. Each is read once, on first use, and kept.
 */
public final class Books {

    private static final Map<String, Optional<OpeningBook>> LOADED = new ConcurrentHashMap<>();

    private Books() {
    }

    /** The resource name of {@code game}'s book, e.g. {@code connect_four_width-7_height-6.book}. */
    public static String fileName(Game game) {
        return game.descriptor().replace(' ', '_').replace('=', '-') + ".book";
    }

    /**
     * The engine's own book for {@code game}, or empty if it has none.
     *
     * @throws UncheckedIOException if the book is there but cannot be read (a broken build)
     */
    public static Optional<OpeningBook> builtIn(Game game) {
        return LOADED.computeIfAbsent(game.descriptor(), d -> load(game));
    }

    /**
     * The built-in book's answer for {@code position} as a player's decision (its move, the
     * book's value where the book's side wins, no search), or null when the game has no book or
     * the position is not in it. {@code startNanos}: when the move began.
     */
    public static MoveDecision decision(State position, long startNanos) {
        OpeningBook b = builtIn(position.game()).orElse(null);
        int m = b == null ? -1 : b.move(position);
        if (m < 0) return null;
        // The entry's move keeps a win or a draw; a draw may be more, if the other side errs.
        Value v = b.kept(position) == Value.WIN ? Value.WIN : Value.UNKNOWN;
        return new MoveDecision(m, v, v == Value.WIN ? 1.0 : 0.5, 0, 0, (System.nanoTime() - startNanos) / 1e9,
                new int[] {m});
    }

    /**
     * A player's answer that needs no search, or null when it must search: for a position that is
     * over, no move; for one with a single legal move, that move; else, with {@code useBook}, the
     * built-in book's ({@link #decision}). {@code startNanos}: when the move began.
     */
    public static MoveDecision withoutSearch(State position, boolean useBook, long startNanos) {
        if (position.isTerminal()) return MoveDecision.gameOver(position);
        int[] moves = new int[position.game().maxMoves()];
        if (position.legalMoves(moves) == 1) return MoveDecision.forced(position, moves[0], startNanos);
        return useBook ? decision(position, startNanos) : null;
    }

    private static Optional<OpeningBook> load(Game game) {
        try (InputStream in = Books.class.getResourceAsStream("/org/pnengine/books/" + fileName(game))) {
            if (in == null) return Optional.empty();
            OpeningBook b = OpeningBook.read(in);
            if (!b.game().equals(game.descriptor())) {
                throw new IOException("the book " + fileName(game) + " is for " + b.game());
            }
            return Optional.of(b);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the opening book of " + game.descriptor(), e);
        }
    }
}
