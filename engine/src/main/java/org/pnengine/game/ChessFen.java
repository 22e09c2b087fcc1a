package org.pnengine.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The FEN of the chess world's protocols, as Fairy-Stockfish 11.1 writes it
 * ({@code Position::fen} in its {@code src/position.cpp}), for the games whose
 * {@link VariantNotation} uses it: {@code board[holdings] side castling en-passant halfmove fullmove},
 * e.g. {@code 7/7/7/7/3p3/3P3[PPPPPPPPPPPPPPPPPPPPpppppppppppppppppppp] w - - 2 2}.
 *
 * <p>Format: the ranks from the top (the highest) down to rank 1, separated by {@code /}; each
 * from file {@code a} (the left) on, a piece as its letter (upper case for White, the side that
 * moves first, lower case for Black), a promoted shogi piece as {@code +} and the letter of the
 * piece it promoted from, and a run of empty squares as its length in decimal ({@code 10},
 * {@code 12} on boards wider than nine files, as Fairy-Stockfish's large-board build reads and
 * writes them). A game with drops then gives the pieces in hand in brackets, one letter per piece.
 * Then {@code w} or {@code b} for the side to move, {@code -} and {@code -} for castling and en
 * passant (none of these games has either), the halfmove clock and the fullmove number
 * ({@code 1 + (plies - (b to move ? 1 : 0)) / 2}, as {@link #fullmove} computes it).
 *
 * <p>{@link #parse} also reads the shorter forms the programs write in their start positions
 * (Fairy-Stockfish's {@code pppppppp/.../PPPPPPPP w 0 1}, {@code rbsgk/4p/5/P4/KGSBR[-] w 0 1}):
 * castling and en passant may be left out, and so may the two counters; {@code [-]} is an empty
 * hand. It checks the form and the board's size only; what the pieces may be is the game's to check.
 * Instances of {@link Parsed} are immutable.
 */
public final class ChessFen {

    private ChessFen() {
    }

    /** What stands on a square, for {@link #format}: the piece's text ({@code P}, {@code p}, {@code +S}) or null. */
    @FunctionalInterface
    public interface Pieces {
        String at(int file, int rank);
    }

    /**
     * A FEN read by {@link #parse}.
     *
     * @param files     the board's files
     * @param squares   the piece text of each square, {@code rank * files + file} (rank 0 is rank 1), or null
     * @param holdings  the letters between the brackets ({@code ""} for {@code []} or {@code [-]}),
     *                  null for a game without drops
     * @param whiteToMove whether the side to move is {@code w}
     * @param halfmove  the halfmove clock, or -1 if the FEN leaves it out
     * @param fullmove  the fullmove number (0 is read as 1, as Fairy-Stockfish does), or -1 if left out
     */
    public record Parsed(int files, List<String> squares, String holdings, boolean whiteToMove,
                         int halfmove, int fullmove) {

        /** The piece text on {@code file}, {@code rank} (both from 0, rank 0 at the bottom), or null. */
        public String at(int file, int rank) {
            return squares.get(rank * files + file);
        }

        /** How many times {@code letter} occurs in the holdings. */
        public int held(char letter) {
            int n = 0;
            for (int i = 0; i < holdings.length(); i++) {
                if (holdings.charAt(i) == letter) n++;
            }
            return n;
        }

        /**
         * In a game of stones, the first player's {@code P} and the second's {@code p}: the owner
         * of the stone on {@code file}, {@code rank} ({@link Game#FIRST} or {@link Game#SECOND}),
         * or -1 for an empty square.
         *
         * @param others the message, before {@code ", got 'PIECE'"}, if another piece stands there
         */
        public int stone(int file, int rank, String others) throws PositionException {
            String piece = at(file, rank);
            if (piece == null) return -1;
            if (piece.equals("P")) return Game.FIRST;
            if (piece.equals("p")) return Game.SECOND;
            throw new PositionException(others + ", got '" + piece + "'");
        }

        /**
         * In a game of stones, checks that the hand holds only stones.
         *
         * @param stones what the game calls its stones ("stones", "marks"), for the message
         */
        public void checkStonesInHand(String stones) throws PositionException {
            for (int i = 0; i < holdings.length(); i++) {
                char c = holdings.charAt(i);
                if (c != 'P' && c != 'p') {
                    throw new PositionException("only " + stones + ", P and p, can be in hand; got '" + c + "'");
                }
            }
        }
    }

    /** Fairy-Stockfish's fullmove number after {@code plies} plies from a start with White to move. */
    public static int fullmove(int plies, boolean whiteToMove) {
        return 1 + (plies - (whiteToMove ? 0 : 1)) / 2;
    }

    /**
     * The FEN of a {@code files × ranks} board.
     *
     * @param holdings the pieces in hand, one letter each, without brackets; null for a game without drops
     */
    public static String format(int files, int ranks, Pieces pieces, String holdings, boolean whiteToMove,
                                int halfmove, int fullmove) {
        StringBuilder sb = new StringBuilder();
        for (int rank = ranks - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < files; file++) {
                String p = pieces.at(file, rank);
                if (p == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) sb.append(empty);
                empty = 0;
                sb.append(p);
            }
            if (empty > 0) sb.append(empty);
            if (rank > 0) sb.append('/');
        }
        if (holdings != null) sb.append('[').append(holdings).append(']');
        sb.append(whiteToMove ? " w" : " b").append(" - - ").append(halfmove).append(' ').append(fullmove);
        return sb.toString();
    }

    /**
     * Reads a FEN of a {@code files × ranks} board.
     *
     * @param drops whether the game has pieces in hand, which the FEN must then give in brackets
     * @throws PositionException naming what is wrong with the text
     */
    public static Parsed parse(String fen, int files, int ranks, boolean drops) throws PositionException {
        String[] fields = fen.trim().split("\\s+");
        if (fields.length < 2 || fields[0].isEmpty()) {
            throw new PositionException("expected a FEN: the board, then w or b to move (e.g. "
                    + example(files, ranks, drops) + ")");
        }
        String board = fields[0];
        String holdings = null;
        int open = board.indexOf('[');
        if (open >= 0) {
            if (!drops) throw new PositionException("this game has no pieces in hand: no [...] after the board");
            if (!board.endsWith("]") || board.indexOf(']') != board.length() - 1) {
                throw new PositionException("the pieces in hand must close the board field, as in [PPpp]");
            }
            holdings = board.substring(open + 1, board.length() - 1);
            if (holdings.equals("-")) holdings = "";
            for (int i = 0; i < holdings.length(); i++) {
                if (!Character.isLetter(holdings.charAt(i))) {
                    throw new PositionException("pieces in hand are letters, one per piece; got '"
                            + holdings.charAt(i) + "'");
                }
            }
            board = board.substring(0, open);
        } else if (drops) {
            throw new PositionException("the pieces in hand are missing: give them in brackets after the board, "
                    + "e.g. " + example(files, ranks, true));
        }
        List<String> squares = parseBoard(board, files, ranks);
        boolean white;
        switch (fields[1]) {
            case "w": white = true; break;
            case "b": white = false; break;
            default: throw new PositionException("the side to move must be w or b, got '" + fields[1] + "'");
        }
        int i = 2;
        for (int dashes = 0; dashes < 2 && i < fields.length && !isNumber(fields[i]); dashes++, i++) {
            if (!fields[i].equals("-")) {
                throw new PositionException("this game has no castling and no en passant: expected '-', got '"
                        + fields[i] + "'");
            }
        }
        int halfmove = -1;
        int fullmove = -1;
        if (i < fields.length) halfmove = number(fields[i++], "halfmove clock");
        if (i < fields.length) fullmove = Math.max(1, number(fields[i++], "fullmove number"));
        if (i < fields.length) throw new PositionException("unexpected '" + fields[i] + "' after the fullmove number");
        return new Parsed(files, squares, holdings, white, halfmove, fullmove);
    }

    /** The piece text of each square, {@code rank * files + file}, or null where empty. */
    private static List<String> parseBoard(String board, int files, int ranks) throws PositionException {
        String[] rows = board.split("/", -1);
        if (rows.length != ranks) {
            throw new PositionException("the board needs " + ranks + " ranks separated by '/', got " + rows.length);
        }
        String[] squares = new String[files * ranks];
        for (int line = 0; line < ranks; line++) {
            int rank = ranks - 1 - line;
            String row = rows[line];
            int file = 0;
            for (int k = 0; k < row.length(); ) {
                char ch = row.charAt(k);
                String where = "rank " + (rank + 1);
                if (ch >= '1' && ch <= '9') {
                    int run = ch - '0';
                    k++;
                    if (k < row.length() && Character.isDigit(row.charAt(k))) run = 10 * run + row.charAt(k++) - '0';
                    file += run;
                    if (file > files) throw new PositionException(where + " has more than " + files + " squares");
                    continue;
                }
                String piece;
                if (ch == '+' && k + 1 < row.length() && Character.isLetter(row.charAt(k + 1))) {
                    piece = row.substring(k, k + 2);
                    k += 2;
                } else if (Character.isLetter(ch)) {
                    piece = String.valueOf(ch);
                    k++;
                } else {
                    throw new PositionException(where + ": unexpected '" + ch + "'");
                }
                if (file >= files) throw new PositionException(where + " has more than " + files + " squares");
                squares[rank * files + file++] = piece;
            }
            if (file != files) {
                throw new PositionException("rank " + (rank + 1) + " has " + file + " squares, expected " + files);
            }
        }
        return Collections.unmodifiableList(new ArrayList<>(Arrays.asList(squares)));
    }

    private static boolean isNumber(String s) {
        return !s.isEmpty() && s.chars().allMatch(Character::isDigit);
    }

    private static int number(String s, String what) throws PositionException {
        if (!isNumber(s) || s.length() > 9) {
            throw new PositionException("the " + what + " must be a non-negative integer, got '" + s + "'");
        }
        return Integer.parseInt(s);
    }

    private static String example(int files, int ranks, boolean drops) {
        String rank = Integer.toString(files);
        return String.join("/", Collections.nCopies(ranks, rank)) + (drops ? "[...]" : "") + " w - - 0 1";
    }
}
