package org.pnengine.engine;

/**
 * A request the engine refused: its {@link Kind} says which sort of refusal it is, its detail
 * says why, for people. The engine knows no protocol; a protocol turns each kind into its own
 * words (GTP's standard error messages are in {@code org.pnengine.protocol.GtpException}).
 */
public class EngineException extends Exception {

    /** The sorts of refusal. */
    public enum Kind {
        /** A move the rules do not allow here. */
        ILLEGAL_MOVE,
        /** Nothing to take back. */
        CANNOT_UNDO,
        /** The game is not over, so it has no score yet. */
        CANNOT_SCORE,
        /** A board size (or game parameter) the game does not have. */
        UNACCEPTABLE_SIZE,
        /** A position text that is not a position of the game. */
        BAD_POSITION,
        /** An argument the request cannot take. */
        BAD_ARGUMENT,
        /** The game is over, so there is nothing to search. */
        GAME_OVER,
        /** It is the other side's turn. */
        WRONG_TURN,
        /** The server cannot take the request now (a limit on shared resources); try later. */
        BUSY
    }

    private final Kind kind;
    private final String detail;

    public EngineException(Kind kind, String detail) {
        super(detail == null ? kind.name() : kind.name() + ": " + detail);
        this.kind = kind;
        this.detail = detail;
    }

    public Kind kind() {
        return kind;
    }

    /** Why, for people, or null. */
    public String detail() {
        return detail;
    }
}
