package org.pnengine.protocol.nboard;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pnengine.game.Game;
import org.pnengine.game.GgfNotation;
import org.pnengine.game.GgfNotation.Clock;
import org.pnengine.game.PositionException;
import org.pnengine.games.othello.OthelloGame;

/**
 * A game record in GGF, the Generic Game Format of the GGS Othello server, as NBoard's
 * {@code set game} sends it:
 * {@code (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]BO[8 <cells> <side>]B[F5]W[F6/0.00/1.2];)}.
 *
 * <p>What is read: {@code GM} (Othello, if given), {@code TY} (the board: {@code 8}, {@code 6},
 * {@code 4}, with {@code s} for synchro and {@code r}/{@code rN} for a random start, both of no
 * concern to one game; anti-Othello {@code a}, komi {@code k} and other boards are refused),
 * {@code BO} (the start: the side, then {@code size²} cells, row 1 first from a1, {@code *}
 * Black, {@code O} White, {@code -} empty, with any whitespace between them, then the side to
 * move; without it, the usual start), the clocks {@code TI} (both), {@code TB}, {@code TW}
 * ({@link Clock}), and the moves {@code B[..]} and {@code W[..]} ({@link MoveItem}) in order.
 * The board's and the clocks' texts are Othello's {@link GgfNotation}, which the match's
 * controller of NBoard engines writes.
 * Every other tag ({@code PC}, {@code DT}, {@code PB}, {@code PW}, {@code RE}, {@code RB},
 * {@code RW}, {@code CO}, ...) is skipped; a backslash escapes the next character in a value. A
 * count of games before the record ({@code 1 (;...;)}, as GGS writes) is skipped too, and so is
 * anything after its end.
 *
 * @param size  the board side: 4, 6 or 8
 * @param start the start position in the game's position text ({@code X} Black, {@code O} White)
 * @param black Black's clock, or {@link Clock#NONE}
 * @param white White's clock, or {@link Clock#NONE}
 * @param moves the moves, in order, each with the colour of its tag
 */
record GgfGame(int size, String start, Clock black, Clock white, List<Move> moves) {

    /** A move of the record: its tag's colour ({@link Game#FIRST} for {@code B}) and the move. */
    record Move(int color, MoveItem item) {
    }

    private static final Pattern TYPE = Pattern.compile("(s?)(\\d+)(r\\d*)?");

    GgfGame {
        moves = List.copyOf(moves);
    }

    static GgfGame parse(String text) throws NBoardException {
        String t = text.strip();
        int i = 0;
        while (i < t.length() && Character.isDigit(t.charAt(i))) i++;
        i = skipSpace(t, i);
        if (!t.startsWith("(;", i)) throw new NBoardException("a GGF game starts with (;");
        i += 2;
        int size = 0;
        int typeSize = 0;
        String start = null;
        Clock black = Clock.NONE;
        Clock white = Clock.NONE;
        List<Move> moves = new ArrayList<>();
        while (true) {
            i = skipSpace(t, i);
            if (i >= t.length()) throw new NBoardException("the GGF game does not end with ;)");
            if (t.charAt(i) == ';') break;
            int nameStart = i;
            while (i < t.length() && Character.isLetter(t.charAt(i))) i++;
            String name = t.substring(nameStart, i).toUpperCase(Locale.ROOT);
            i = skipSpace(t, i);
            if (name.isEmpty() || i >= t.length() || t.charAt(i) != '[') {
                throw new NBoardException("GGF: expected a tag NAME[VALUE] at '" + excerpt(t, nameStart) + "'");
            }
            StringBuilder value = new StringBuilder();
            i++;
            while (i < t.length() && t.charAt(i) != ']') {
                if (t.charAt(i) == '\\' && i + 1 < t.length()) i++;
                value.append(t.charAt(i++));
            }
            if (i >= t.length()) throw new NBoardException("GGF: " + name + "[ is not closed by ]");
            i++;
            String v = value.toString().strip();
            switch (name) {
                case "GM" -> {
                    if (!v.equalsIgnoreCase("othello")) throw new NBoardException("GM[" + v + "]: pnengine plays Othello only");
                }
                case "TY" -> typeSize = type(v);
                case "BO" -> {
                    String[] board = board(v);
                    size = Integer.parseInt(board[0]);
                    start = board[1];
                }
                case "TI" -> {
                    black = clock(v);
                    white = black;
                }
                case "TB" -> black = clock(v);
                case "TW" -> white = clock(v);
                case "B", "W" -> moves.add(new Move(name.equals("B") ? Game.FIRST : Game.SECOND, MoveItem.parse(v)));
                default -> { }   // players, place, date, result, ratings, comments: nothing to play
            }
        }
        if (start == null) {
            size = typeSize == 0 ? 8 : typeSize;
            start = startPosition(size);
        } else if (typeSize != 0 && typeSize != size) {
            throw new NBoardException("TY[" + typeSize + "] but BO[" + size + " ...]: the board sizes differ");
        }
        return new GgfGame(size, start, black, white, moves);
    }

    /** The board side of a match type: refuses what pnengine does not play. */
    private static int type(String v) throws NBoardException {
        String t = v.toLowerCase(Locale.ROOT);
        if (t.contains("a")) throw new NBoardException("TY[" + v + "]: anti-Othello is not played here");
        if (t.contains("k")) throw new NBoardException("TY[" + v + "]: komi games are not played here");
        Matcher m = TYPE.matcher(t);
        if (!m.matches()) throw new NBoardException("TY[" + v + "] is not a match type pnengine knows");
        return size(m.group(2));
    }

    private static int size(String digits) throws NBoardException {
        return switch (digits) {
            case "4" -> 4;
            case "6" -> 6;
            case "8" -> 8;
            default -> throw new NBoardException("a board of " + digits + (digits.equals("88") ? " (octagon)" : "")
                    + ": pnengine plays Othello on 8x8, 6x6 and 4x4 boards");
        };
    }

    /** {@code BO[N cells side]} as the size and the position text. */
    private static String[] board(String v) throws NBoardException {
        int sp = 0;
        while (sp < v.length() && Character.isDigit(v.charAt(sp))) sp++;
        if (sp == 0) throw new NBoardException("BO[" + v + "] does not start with the board size");
        int n = size(v.substring(0, sp));
        try {
            return new String[] {Integer.toString(n), notation(n).positionText(v)};
        } catch (PositionException e) {
            throw new NBoardException(e.getMessage());
        }
    }

    /** The usual start of an {@code n × n} board: White on the main diagonal's two centre squares. */
    static String startPosition(int n) {
        return OthelloGame.of(n).newInitialState().positionText();
    }

    private static GgfNotation notation(int n) {
        return GgfNotation.of(OthelloGame.of(n)).orElseThrow();
    }

    private static Clock clock(String v) throws NBoardException {
        try {
            return Clock.parse(v);
        } catch (IllegalArgumentException e) {
            throw new NBoardException(e.getMessage());
        }
    }

    private static int skipSpace(String t, int i) {
        while (i < t.length() && Character.isWhitespace(t.charAt(i))) i++;
        return i;
    }

    private static String excerpt(String t, int i) {
        return t.substring(i, Math.min(t.length(), i + 20));
    }
}
