package org.pnengine.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * Where a game of a match or tournament starts: a sequence of moves from the start position, or
 * a position as {@code setboard} takes it. Written {@code moves: d3 c5 f6} or
 * {@code position: TEXT} ({@link #text()}, the form the records keep); a line of an openings file
 * may leave the prefix out ({@link #parse}).
 *
 * <p>External engines are told a move sequence as ordinary {@code play} commands before their
 * first {@code genmove}, and a position with {@code setboard} (an engine that does not know it
 * cannot play position openings). The game's own moves are recorded after the opening: a record's
 * {@code moves} start from {@link #start}.
 *
 * @param kind  a move sequence or a position
 * @param moves the moves in the game's notation, as the game formats them (empty for a position)
 * @param position the position text as the game writes it ({@code State.positionText}), or null
 *              for a move sequence
 */
public record Opening(Kind kind, List<String> moves, String position) {

    /** The two kinds of opening. */
    public enum Kind { MOVES, POSITION }

    /** The prefix of a move sequence. */
    public static final String MOVES_PREFIX = "moves:";

    /** The prefix of a position. */
    public static final String POSITION_PREFIX = "position:";

    public Opening {
        moves = List.copyOf(moves);
        if ((kind == Kind.POSITION) != (position != null)) throw new IllegalArgumentException("a position needs its text");
        if (kind == Kind.POSITION && !moves.isEmpty()) throw new IllegalArgumentException("a position has no moves");
    }

    /**
     * Reads one opening of {@code game}: {@code moves: M1 M2 ...}, {@code position: TEXT}, or a
     * text without prefix, which is a position if the game reads it as one and else a move
     * sequence. Every move must be legal in turn, the position legal, and neither may leave a
     * finished game.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static Opening parse(String text, Game game) {
        String t = text.strip();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.startsWith(MOVES_PREFIX)) return ofMoves(t.substring(MOVES_PREFIX.length()), game);
        if (lower.startsWith(POSITION_PREFIX)) return ofPosition(t.substring(POSITION_PREFIX.length()).strip(), game);
        if (t.isEmpty()) throw new IllegalArgumentException("an empty opening");
        try {
            return ofPosition(t, game);
        } catch (IllegalArgumentException notAPosition) {
            try {
                return ofMoves(t, game);
            } catch (IllegalArgumentException notMoves) {
                throw new IllegalArgumentException("neither a position (" + notAPosition.getMessage()
                        + ") nor a move sequence (" + notMoves.getMessage() + ")");
            }
        }
    }

    private static Opening ofPosition(String text, Game game) {
        State s;
        try {
            s = game.parsePosition(text);
        } catch (PositionException | RuntimeException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
        if (s.isTerminal()) throw new IllegalArgumentException("the position is a finished game");
        return new Opening(Kind.POSITION, List.of(), s.positionText());
    }

    private static Opening ofMoves(String text, Game game) {
        String t = text.strip();
        if (t.isEmpty()) throw new IllegalArgumentException("no moves");
        State s = game.newInitialState();
        List<String> moves = new ArrayList<>();
        for (String word : t.split("\\s+")) {
            if (s.isTerminal()) throw new IllegalArgumentException("the game is over before '" + word + "'");
            int m;
            try {
                m = s.parseMove(word);
            } catch (MoveFormatException e) {
                throw new IllegalArgumentException("move " + (moves.size() + 1) + ": " + e.getMessage());
            }
            if (!Match.isLegal(s, m)) {
                throw new IllegalArgumentException("move " + (moves.size() + 1) + " '" + word + "' is illegal");
            }
            moves.add(s.formatMove(m));
            s.apply(m);
        }
        if (s.isTerminal()) throw new IllegalArgumentException("the moves end the game");
        return new Opening(Kind.MOVES, moves, null);
    }

    /** Whether this is a position (external engines need {@code setboard} for it). */
    public boolean isPosition() {
        return kind == Kind.POSITION;
    }

    /** A fresh state where the game's own moves start: the position, or the start after the moves. */
    public State start(Game game) {
        try {
            if (isPosition()) return game.parsePosition(position);
            State s = game.newInitialState();
            for (String m : moves) s.apply(s.parseMove(m));
            return s;
        } catch (PositionException | MoveFormatException e) {
            throw new IllegalArgumentException("the opening '" + text() + "' is not of " + game.descriptor(), e);
        }
    }

    /** The moves' codes from the start position (empty for a position). */
    List<Integer> codes(Game game) {
        State s = game.newInitialState();
        List<Integer> out = new ArrayList<>();
        try {
            for (String m : moves) {
                int c = s.parseMove(m);
                out.add(c);
                s.apply(c);
            }
        } catch (MoveFormatException e) {
            throw new IllegalArgumentException(e);
        }
        return out;
    }

    /** {@code moves: d3 c5 f6} or {@code position: TEXT}, as {@link #parse} reads it back. */
    public String text() {
        return isPosition() ? POSITION_PREFIX + " " + position : MOVES_PREFIX + " " + String.join(" ", moves);
    }

    @Override
    public String toString() {
        return text();
    }
}
