package org.pnengine.engine;

/**
 * A request the engine refused. The {@link Kind} maps to one of GTP's standard error messages;
 * the detail says why, for people.
 */
public class EngineException extends Exception {

    /** The standard failure kinds. */
    public enum Kind {
        ILLEGAL_MOVE("illegal move"),
        CANNOT_UNDO("cannot undo"),
        CANNOT_SCORE("cannot score"),
        UNACCEPTABLE_SIZE("unacceptable size"),
        BAD_POSITION("invalid position"),
        BAD_ARGUMENT("syntax error"),
        GAME_OVER("game is over"),
        WRONG_TURN("wrong color"),
        /** The server cannot take the request now (a limit on shared resources); try later. */
        BUSY("busy");

        private final String standardMessage;

        Kind(String standardMessage) {
            this.standardMessage = standardMessage;
        }

        public String standardMessage() {
            return standardMessage;
        }
    }

    private final Kind kind;
    private final String detail;

    public EngineException(Kind kind, String detail) {
        super(detail == null ? kind.standardMessage() : kind.standardMessage() + ": " + detail);
        this.kind = kind;
        this.detail = detail;
    }

    public Kind kind() {
        return kind;
    }

    /** The explanation after the standard message, or null. */
    public String detail() {
        return detail;
    }
}
