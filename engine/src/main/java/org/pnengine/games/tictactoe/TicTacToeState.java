package org.pnengine.games.tictactoe;

import java.util.Locale;
import java.util.SplittableRandom;
import org.pnengine.game.BoardText;
import org.pnengine.game.Coordinates;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.RandomInts;
import org.pnengine.game.SplitMix64;
import org.pnengine.game.State;

/**
 * A Tic-tac-toe position as two 9-bit bitboards, bit {@code 3*row + column} with row 0 at the top
 * (a1 = bit 0, c3 = bit 8). A move is the cell's bit index. The side to move follows from the
 * stone count (X moves first), and {@link #WINS} tells in one read whether a bitboard holds a line.
 * The undo history is a preallocated int array; nothing is allocated per move.
 */
public final class TicTacToeState implements State {

    /** The eight lines: three rows, three columns, two diagonals. */
    static final int[] LINES = {
        0b000_000_111, 0b000_111_000, 0b111_000_000,
        0b001_001_001, 0b010_010_010, 0b100_100_100,
        0b100_010_001, 0b001_010_100,
    };

    /** {@code WINS[b]}: whether the bitboard {@code b} contains one of {@link #LINES}. */
    private static final boolean[] WINS = new boolean[512];

    /** {@code NTH[b * 9 + k]}: the index of the k-th (from 0) lowest set bit of {@code b}. */
    private static final byte[] NTH = new byte[512 * 9];

    private static final int FULL = 0x1FF;

    /** Cells {@code a1} (top left) to {@code c3}, cell {@code 3*row + column}. */
    private static final Coordinates CELLS = Coordinates.of(3, 3, 3, Coordinates.Origin.TOP_LEFT);

    /** The position text, rows from the top. */
    private static final BoardText TEXT = BoardText.of(Coordinates.Origin.TOP_LEFT, 3, 3, "xo")
            .layoutHint("expected 3 rows from the top separated by '/', a space, then the side to move (x or o)");

    static {
        for (int b = 0; b < 512; b++) {
            for (int line : LINES) {
                if ((b & line) == line) WINS[b] = true;
            }
            int k = 0;
            for (int i = 0; i < 9; i++) {
                if ((b >>> i & 1) != 0) NTH[b * 9 + k++] = (byte) i;
            }
        }
    }

    private final TicTacToeGame g;
    private int x;          // X's marks (the first player)
    private int o;          // O's marks
    private final int[] history = new int[9];
    private int ply;

    TicTacToeState(TicTacToeGame g, int x, int o) {
        this.g = g;
        this.x = x;
        this.o = o;
    }

    private TicTacToeState(TicTacToeState s) {
        this.g = s.g;
        this.x = s.x;
        this.o = s.o;
        System.arraycopy(s.history, 0, history, 0, 9);
        this.ply = s.ply;
    }

    @Override
    public Game game() {
        return g;
    }

    @Override
    public int toMove() {
        return Integer.bitCount(x | o) & 1;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public int legalMoves(int[] out) {
        if (isTerminal()) return 0;
        int n = 0;
        for (int empty = ~(x | o) & FULL; empty != 0; empty &= empty - 1) {
            out[n++] = Integer.numberOfTrailingZeros(empty);
        }
        return n;
    }

    @Override
    public boolean isLegal(int move) {
        return move >= 0 && move < 9 && ((x | o) >>> move & 1) == 0 && !isTerminal();
    }

    @Override
    public void apply(int move) {
        if (toMove() == Game.FIRST) x |= 1 << move;
        else o |= 1 << move;
        history[ply++] = move;
    }

    @Override
    public void undo() {
        if (ply == 0) throw new IllegalStateException("nothing to undo");
        int clear = ~(1 << history[--ply]);
        x &= clear;
        o &= clear;
    }

    @Override
    public int lastMove() {
        return ply == 0 ? -1 : history[ply - 1];
    }

    @Override
    public boolean isTerminal() {
        return WINS[x] || WINS[o] || (x | o) == FULL;
    }

    @Override
    public int score() {
        return WINS[x] ? 1 : WINS[o] ? -1 : 0;
    }

    /**
     * The two bitboards determine the position (the side to move follows from the counts), so a
     * bijective 64-bit mixer (the splitmix64 finaliser) of {@code x | o << 9} is a hash without
     * collisions, equal for equal positions whatever the move order.
     */
    @Override
    public long hash() {
        return SplitMix64.at(x | (long) o << 9, 1);
    }

    @Override
    public TicTacToeState copy() {
        return new TicTacToeState(this);
    }

    /**
     * A playout on two local ints: each ply draws one of the empty cells uniformly
     * ({@link RandomInts#below}, division-free; a table gives the k-th empty cell) and checks the mover's marks against the line table. The state itself
     * is never written, so it is trivially left unchanged.
     */
    @Override
    public int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        int mover = x;   // marks of the side to move, swapped with other after each ply
        int other = o;
        boolean xToMove = toMove() == Game.FIRST;
        if (!xToMove) {
            mover = o;
            other = x;
        }
        if (WINS[x] || WINS[o]) return score();
        int empty = ~(x | o) & FULL;
        int played = 0;
        while (empty != 0) {
            if (played++ >= maxPlies) return Integer.MIN_VALUE;
            int cell = NTH[empty * 9 + RandomInts.below(rng, Integer.bitCount(empty))];
            empty ^= 1 << cell;
            mover |= 1 << cell;
            if (WINS[mover]) return xToMove ? 1 : -1;
            int t = mover;
            mover = other;
            other = t;
            xToMove = !xToMove;
        }
        return 0;
    }

    // ------------------------------------------------------------ notation

    @Override
    public String formatMove(int move) {
        if (move < 0 || move >= 9) throw new IllegalArgumentException("not a Tic-tac-toe move code: " + move);
        return CELLS.name(move);
    }

    @Override
    public int parseMove(String text) throws MoveFormatException {
        String t = text.trim().toLowerCase(Locale.ROOT);
        int cell = CELLS.parse(t);
        if (cell >= 0) return cell;
        throw new MoveFormatException("a Tic-tac-toe move is a cell a1..c3 (column a..c, then row 1..3,"
                + " row 1 at the top), got '" + text + "'");
    }

    // ------------------------------------------------------------ text

    /** The owner of cell {@code 3*row + column}, or -1. */
    int owner(int i) {
        return (x >>> i & 1) != 0 ? Game.FIRST : (o >>> i & 1) != 0 ? Game.SECOND : -1;
    }

    @Override
    public String positionText() {
        return TEXT.format((c, r) -> owner(3 * r + c), toMove());
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder();
        CELLS.appendGrid(sb, (c, r) -> TEXT.symbol(owner(3 * r + c)), 1);
        sb.append(TEXT.status(this));
        return sb.toString();
    }

    // ------------------------------------------------------------ parsing

    /**
     * Reads {@code x../.o./... x}. Besides malformed text it rejects every position that no game
     * reaches: stone counts other than equal (X to move) or one more X (O to move), a side to move
     * that does not match the counts, lines for both sides, a line for the side to move (the game
     * ended when that side made it), and lines of the last mover that no single last mark could
     * have completed all at once. What passes is reachable: remove a last mark that leaves no line
     * and the rest can be placed in any alternating order without ever making one.
     */
    static TicTacToeState parse(TicTacToeGame g, String text) throws PositionException {
        BoardText.Board board = TEXT.parse(text);
        int x = (int) board.bits(Game.FIRST, 1, 3);
        int o = (int) board.bits(Game.SECOND, 1, 3);
        int toMove = board.toMove();
        int nx = Integer.bitCount(x);
        int no = Integer.bitCount(o);
        TEXT.checkStoneCounts(nx, no, toMove);
        boolean xLine = WINS[x];
        boolean oLine = WINS[o];
        if (xLine && oLine) throw new PositionException("both x and o have three in a row");
        String moverName = toMove == Game.FIRST ? "x" : "o";
        String lastName = toMove == Game.FIRST ? "o" : "x";
        if (toMove == Game.FIRST ? xLine : oLine) {
            throw new PositionException(moverName + " has three in a row but " + lastName
                    + " moved last: the game ended when " + moverName + " made it");
        }
        // The general rule of the line games: some mark of the last mover must leave it without
        // a line when removed. On 3×3 the counts above already imply it (two lines sharing no
        // mark take six marks, more than X ever has), so this never fires; it is kept as the rule.
        int last = toMove == Game.FIRST ? o : x;
        if (WINS[last]) {
            boolean possible = false;
            for (int b = last; b != 0; b &= b - 1) {
                if (!WINS[last & ~Integer.lowestOneBit(b)]) possible = true;
            }
            if (!possible) {
                throw new PositionException("unreachable: no single last move of " + lastName
                        + " made all of its lines");
            }
        }
        return new TicTacToeState(g, x, o);
    }
}
