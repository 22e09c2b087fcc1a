package org.pnengine.games.breakthrough;

import java.util.SplittableRandom;
import org.pnengine.game.AbstractGame;
import org.pnengine.game.BoardText;
import org.pnengine.game.Coordinates;
import org.pnengine.game.GameType;
import org.pnengine.game.Params;
import org.pnengine.game.PositionException;

/**
 * What Breakthrough and Knightthrough share: a race to the far row on a {@code width × height}
 * board of at most 8×8, parameters {@code width} and {@code height}. Each side starts with
 * {@code 2*width} pieces on its two home rows; Black, the first player, starts on rows 1 and 2
 * and moves up the board, White starts on the top two rows and moves down. A piece lands on an
 * empty square or captures an enemy piece by landing on it; every move advances a piece by at
 * least one row. The first piece to reach the far row wins, and so does capturing every enemy
 * piece. Scores are {@code +1} when Black wins and {@code -1} when White wins; there are no
 * draws. The two games differ only in the move pattern, which the subclass and its state give.
 *
 * <p>Position text: the rows from top (row {@code height}) to bottom (row 1) separated by
 * {@code /}, each of {@code width} cells {@code b} (Black), {@code w} (White) or {@code .}
 * (digits {@code 1..8} may stand for runs of empty cells, as in FEN), then a space and the side
 * to move ({@code b} or {@code w}). The 8×8 start is
 * {@code wwwwwwww/wwwwwwww/......../......../......../......../bbbbbbbb/bbbbbbbb b}.
 *
 * <p>Moves are written from-square then to-square, files {@code a..} from the left and rows
 * {@code 1..} from Black's side ({@code a1} at the bottom left), e.g. {@code a2b3}.
 *
 * <p>The geometry is on the 8×8 layout of a {@code long}: square {@code row*8 + col} is bit
 * {@code row*8 + col}, a1 = bit 0.
 *
 * @param <S> the game's state class
 */
abstract class RaceGame<S extends RaceState> extends AbstractGame {

    final int width;
    final int height;
    /** Every square of the board (bit {@code row*8 + col}). */
    final long board;
    /** Squares not on the leftmost file: pieces there can move one file towards the left. */
    final long notLeftFile;
    /** Squares not on the rightmost file: pieces there can move one file towards the right. */
    final long notRightFile;
    /** The row each side must reach: index 0 for Black (top row), 1 for White (row 1). */
    final long[] goal = new long[2];
    /** The start position of each side. */
    final long[] home = new long[2];
    /** Zobrist keys: {@code keys[side*64 + square]}; {@link #sideKey} when White is to move. */
    final long[] keys = new long[128];
    /**
     * A weight for each piece on each square, {@code squareWeights[side*64 + square]}, the second
     * player's negated, whose sum over the board {@link RaceState} keeps as it plays and undoes
     * moves ({@link RaceState#squareSum}); all zero unless the game's evaluation sets them.
     */
    final int[] squareWeights = new int[128];
    final long sideKey;
    /** The game's name in prose, e.g. {@code Breakthrough}. */
    final String title;
    /** What a piece is called in messages, e.g. {@code piece} or {@code knight}. */
    final String pieceNoun;
    /** A move of the start position, the example of move error messages. */
    final String moveExample;
    private final int movesPerPiece;
    final Coordinates squares;
    private final BoardText text;

    /**
     * @param movesPerPiece the most moves one piece can have
     * @param zobristSeed   the seed of the game's hash keys
     */
    RaceGame(GameType type, Params p, String title, String pieceNoun, String moveExample,
             int movesPerPiece, long zobristSeed) {
        super(type, p);
        this.width = p.getInt("width");
        this.height = p.getInt("height");
        this.title = title;
        this.pieceNoun = pieceNoun;
        this.moveExample = moveExample;
        this.movesPerPiece = movesPerPiece;
        long row = (1L << width) - 1;
        long b = 0;
        for (int r = 0; r < height; r++) b |= row << (8 * r);
        this.board = b;
        this.notLeftFile = b & ~file(0);
        this.notRightFile = b & ~file(width - 1);
        goal[FIRST] = row << (8 * (height - 1));
        goal[SECOND] = row;
        home[FIRST] = row | (row << 8);
        home[SECOND] = (row << (8 * (height - 2))) | (row << (8 * (height - 1)));
        SplittableRandom r = new SplittableRandom(zobristSeed);
        for (int i = 0; i < keys.length; i++) keys[i] = r.nextLong();
        this.sideKey = r.nextLong();
        this.squares = Coordinates.of(width, height, 8, Coordinates.Origin.BOTTOM_LEFT);
        this.text = BoardText.of(Coordinates.Origin.BOTTOM_LEFT, width, height, "bw").digitRuns();
    }

    /** The squares of file {@code c} (0 = a). */
    final long file(int c) {
        long f = 0;
        for (int r = 0; r < height; r++) f |= 1L << (8 * r + c);
        return f;
    }

    /** A state of this game with the given bitboards and side to move. */
    abstract S state(long black, long white, int side);

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    @Override
    public S newInitialState() {
        return state(home[FIRST], home[SECOND], FIRST);
    }

    @Override
    public S parsePosition(String positionText) throws PositionException {
        BoardText.Board b = text.parse(positionText);
        long black = b.bits(FIRST, 1, 8);
        long white = b.bits(SECOND, 1, 8);
        check(black, white, b.toMove());
        return state(black, white, b.toMove());
    }

    /** The position text of a state (see the class comment). */
    String format(long black, long white, int side) {
        return text.format((f, r) -> cellOwner(black, white, r * 8 + f), side);
    }

    static int cellOwner(long black, long white, int sq) {
        return (black >>> sq & 1) != 0 ? FIRST : (white >>> sq & 1) != 0 ? SECOND : -1;
    }

    char symbol(long black, long white, int sq) {
        return text.symbol(cellOwner(black, white, sq));
    }

    /** Rejects positions the rules cannot reach. */
    private void check(long black, long white, int side) throws PositionException {
        long[] p = {black, white};
        String[] name = {"black", "white"};
        for (int q = 0; q < 2; q++) {
            if (Long.bitCount(p[q]) > 2 * width) {
                throw new PositionException(name[q] + " has " + Long.bitCount(p[q])
                        + " " + pieceNoun + "s, more than the " + 2 * width + " it starts with");
            }
            if (Long.bitCount(p[q] & goal[q]) > 1) {
                throw new PositionException(name[q] + " has more than one " + pieceNoun
                        + " on its goal row: the game ends when the first one arrives");
            }
        }
        int mover = side;
        int last = side ^ 1;  // the player who made the last move
        if ((p[mover] & goal[mover]) != 0) {
            throw new PositionException(name[mover] + " is to move but already reached the far row");
        }
        if (p[last] == 0) {
            throw new PositionException(name[last] + " has no " + pieceNoun + "s, so " + name[mover]
                    + " cannot be to move: the game ended when the last one was captured");
        }
    }

    /** Every piece of a side, {@code 2*width} at most, with its most moves. */
    @Override
    public int maxMoves() {
        return movesPerPiece * 2 * width;
    }

    /**
     * Every move advances one piece by at least one row, and the game ends when a piece reaches
     * the far row. From the start, a side has {@code width*(height-2) + width*(height-3)} row
     * advances that do not win, plus the winning move; no legal position offers more.
     */
    @Override
    public int maxGameLength() {
        return 2 * (width * (2 * height - 5) + 1);
    }
}
