package org.pnengine.games.gomoku;

import java.util.Locale;
import java.util.SplittableRandom;
import org.pnengine.game.BoardText;
import org.pnengine.game.Coordinates;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.RandomInts;
import org.pnengine.game.State;

/**
 * A Gomoku position as line bitboards: for each side, one {@code int} mask per row, per column
 * and per diagonal of either direction ({@code 6*size-2} masks per side, each at most 19 bits), so
 * that every stone is a bit in the four lines through it. A move is the cell index
 * {@code row*size + column}, row 0 at the bottom.
 *
 * <p>Win test: after a stone is placed, the run of own stones through it in each of its four line
 * masks is measured with two bit scans ({@link Integer#numberOfTrailingZeros} above the bit,
 * {@link Integer#numberOfLeadingZeros} below it); the move wins when a run is at least five
 * (free-style) or exactly five ({@code exact_five}). Only the four lines through the last stone
 * can change, so nothing else is looked at.
 *
 * <p>The empty cells are also kept in an int array with each cell's index in it: a move swaps its
 * cell with the last empty one and shortens the list, and undo, being last-in first-out, only
 * lengthens it again. {@link #randomPlayout} thus draws a random empty cell in O(1). The undo
 * history is a preallocated array and the Zobrist hash is updated incrementally: nothing is
 * allocated per move.
 */
public final class GomokuState implements State {

    /** Zobrist keys {@code KEYS[side * 361 + cell]}; {@link #SIDE_KEY} when White is to move. */
    private static final long[] KEYS = new long[2 * GomokuGame.MAX_SIZE * GomokuGame.MAX_SIZE];
    private static final long SIDE_KEY;

    static {
        SplittableRandom r = new SplittableRandom(0x676f_6d6f_6b75_2121L); // "gomoku!!"
        for (int i = 0; i < KEYS.length; i++) KEYS[i] = r.nextLong();
        SIDE_KEY = r.nextLong();
    }

    private static final int KEY_STRIDE = GomokuGame.MAX_SIZE * GomokuGame.MAX_SIZE;

    private final GomokuGame g;
    /** Line masks, {@code lines[side * linesPerSide + line]}. */
    private final int[] lines;
    private int stones;
    /** The player who made the last move has a winning line. */
    private boolean won;
    private long hash;
    private final int[] history;
    private int ply;
    /** The empty cells in {@code empties[0..emptyCount)}; {@code emptyPos[cell]} is a cell's index there. */
    private final int[] empties;
    private final int[] emptyPos;
    private int emptyCount;

    /** A base position with the given line masks (taken over, not copied). */
    GomokuState(GomokuGame g, int[] lines) {
        this.g = g;
        this.lines = lines;
        this.history = new int[g.cells];
        this.empties = new int[g.cells];
        this.emptyPos = new int[g.cells];
        long h = 0;
        int n = 0;
        for (int cell = 0; cell < g.cells; cell++) {
            int owner = owner(cell);
            if (owner < 0) {
                emptyPos[cell] = emptyCount;
                empties[emptyCount++] = cell;
            } else {
                h ^= KEYS[owner * KEY_STRIDE + cell];
                n++;
            }
        }
        this.stones = n;
        this.hash = (n & 1) == 1 ? h ^ SIDE_KEY : h;
        this.won = n > 0 && hasWin(lines, g, (n - 1) & 1);
    }

    private GomokuState(GomokuState s) {
        this.g = s.g;
        this.lines = s.lines.clone();
        this.stones = s.stones;
        this.won = s.won;
        this.hash = s.hash;
        this.history = s.history.clone();
        this.ply = s.ply;
        this.empties = s.empties.clone();
        this.emptyPos = s.emptyPos.clone();
        this.emptyCount = s.emptyCount;
    }

    /** The owner of {@code cell} (a player index) or -1 if it is empty. */
    private int owner(int cell) {
        int r = cell / g.size;
        int c = cell - r * g.size;
        if ((lines[r] >>> c & 1) != 0) return Game.FIRST;
        if ((lines[g.linesPerSide + r] >>> c & 1) != 0) return Game.SECOND;
        return -1;
    }

    /**
     * Whether one of {@code side}'s lines holds a winning run anywhere on the board: five or more
     * in a row, or exactly five under {@code exact_five}. For parsing and base positions only.
     */
    static boolean hasWin(int[] lines, GomokuGame g, int side) {
        int base = side * g.linesPerSide;
        for (int i = 0; i < g.linesPerSide; i++) {
            if (maskWins(lines[base + i], g.exactFive)) return true;
        }
        return false;
    }

    /** Whether the line mask {@code m} holds a winning run. */
    static boolean maskWins(int m, boolean exactFive) {
        if (!exactFive) return (m & (m >>> 1) & (m >>> 2) & (m >>> 3) & (m >>> 4)) != 0;
        while (m != 0) {
            int start = Integer.numberOfTrailingZeros(m);
            int run = Integer.numberOfTrailingZeros(~(m >>> start));
            if (run == 5) return true;
            m &= ~(((1 << run) - 1) << start);
        }
        return false;
    }

    /**
     * Places a stone of {@code side} on {@code cell} in the line masks and tells whether it wins:
     * the run through the new bit in each of its four lines, measured by bit scans.
     */
    private boolean place(int side, int cell) {
        final int[] ls = lines;
        final int[] cl = g.cellLine;
        final int[] cb = g.cellBit;
        final int base = side * g.linesPerSide;
        final int k = 4 * cell;
        boolean win = false;
        for (int d = 0; d < 4; d++) {
            int idx = base + cl[k + d];
            int p = cb[k + d];
            int m = ls[idx] | (1 << p);
            ls[idx] = m;
            // Own stones from p upwards (p included), then from p downwards (p included).
            int len = Integer.numberOfTrailingZeros(~(m >>> p))
                    + Integer.numberOfLeadingZeros(~(m << (31 - p))) - 1;
            win |= g.exactFive ? len == 5 : len >= 5;
        }
        return win;
    }

    /** Removes {@code side}'s stone from {@code cell} in the line masks. */
    private void remove(int side, int cell) {
        final int base = side * g.linesPerSide;
        final int k = 4 * cell;
        for (int d = 0; d < 4; d++) {
            lines[base + g.cellLine[k + d]] &= ~(1 << g.cellBit[k + d]);
        }
    }

    @Override
    public Game game() {
        return g;
    }

    @Override
    public int toMove() {
        return stones & 1;
    }

    @Override
    public int ply() {
        return ply;
    }

    /** Stones on the board. */
    public int stones() {
        return stones;
    }

    /** The owner of the stone on column {@code col}, row {@code row} (0 = bottom), or -1 if empty. */
    public int at(int col, int row) {
        return owner(row * g.size + col);
    }

    @Override
    public int legalMoves(int[] out) {
        if (isTerminal()) return 0;
        int n = 0;
        final int size = g.size;
        final int full = (1 << size) - 1;
        final int other = g.linesPerSide;
        for (int r = 0; r < size; r++) {
            for (int e = ~(lines[r] | lines[other + r]) & full; e != 0; e &= e - 1) {
                out[n++] = r * size + Integer.numberOfTrailingZeros(e);
            }
        }
        return n;
    }

    @Override
    public boolean isLegal(int move) {
        return move >= 0 && move < g.cells && !isTerminal() && owner(move) < 0;
    }

    @Override
    public void apply(int move) {
        int side = stones & 1;
        won = place(side, move);
        hash ^= KEYS[side * KEY_STRIDE + move] ^ SIDE_KEY;
        stones++;
        int i = emptyPos[move];
        int lastIndex = --emptyCount;
        int moved = empties[lastIndex];
        empties[i] = moved;
        emptyPos[moved] = i;
        empties[lastIndex] = move;
        emptyPos[move] = lastIndex;
        history[ply++] = move;
    }

    @Override
    public void undo() {
        if (ply == 0) throw new IllegalStateException("nothing to undo");
        int move = history[--ply];
        stones--;
        int side = stones & 1;
        remove(side, move);
        hash ^= KEYS[side * KEY_STRIDE + move] ^ SIDE_KEY;
        won = false;        // a won position has no moves, so the one before was not won
        emptyCount++;       // the move's cell sits just past the list, where apply put it
    }

    @Override
    public int lastMove() {
        return ply == 0 ? -1 : history[ply - 1];
    }

    @Override
    public boolean isTerminal() {
        return won || emptyCount == 0;
    }

    @Override
    public int score() {
        if (!won) return 0;
        return (stones & 1) == 1 ? 1 : -1;   // odd stone count: Black made the last move
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public GomokuState copy() {
        return new GomokuState(this);
    }

    /**
     * A random playout on the state's own arrays, undone before returning. Each ply draws a random
     * index into the empty-cell list ({@link RandomInts#below}: no division, unlike
     * {@code nextInt(bound)}, whose remainder cost about 30% of the playout's time), swap-removes that cell and places the stone with the
     * four-line win test: O(1) per ply, no allocation. Afterwards the swaps are reversed, so the
     * list (and every other field) is exactly as before, and {@code buffer[0..plies)} holds the
     * cells played, followed by -1 when there is room.
     */
    @Override
    public int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        if (isTerminal()) {
            if (buffer.length > 0) buffer[0] = -1;
            return score();
        }
        final int[] list = empties;
        final int[] pos = emptyPos;
        final int start = emptyCount;
        final int firstSide = stones & 1;
        int n = start;
        int side = firstSide;
        int played = 0;
        int result = Integer.MIN_VALUE;
        while (true) {
            if (n == 0) {
                result = 0;
                break;
            }
            if (played >= maxPlies) break;
            int i = RandomInts.below(rng, n);
            int cell = list[i];
            list[i] = list[--n];      // swap-remove; emptyPos is set right when undoing
            list[n] = cell;
            buffer[played++] = i;     // the drawn index, needed to reverse the swap
            if (place(side, cell)) {
                result = side == Game.FIRST ? 1 : -1;
                break;
            }
            side ^= 1;
        }
        // Reverse, last ply first: the cell of ply k sits at index start-1-k; swap it back to the
        // index it was drawn from, and leave the cell in the buffer in place of that index.
        for (int k = played - 1; k >= 0; k--) {
            int at = start - 1 - k;
            int i = buffer[k];
            int cell = list[at];
            int moved = list[i];
            list[i] = cell;
            pos[cell] = i;
            list[at] = moved;
            pos[moved] = at;
            remove((firstSide + k) & 1, cell);
            buffer[k] = cell;
        }
        if (played < buffer.length) buffer[played] = -1;
        return result;
    }

    // ------------------------------------------------------------ notation

    @Override
    public String formatMove(int move) {
        if (move < 0 || move >= g.cells) throw new IllegalArgumentException("not a Gomoku move code: " + move);
        return g.points.name(move);
    }

    @Override
    public int parseMove(String text) throws MoveFormatException {
        String t = text.trim().toLowerCase(Locale.ROOT);
        int point = g.points.parse(t);
        if (point >= 0) return point;
        boolean gtp = g.points.letters() == Coordinates.Letters.GTP;
        if (gtp && t.startsWith("i")) {
            throw new MoveFormatException("there is no column i with coords=gtp (Go's letters: a..h, j.."
                    + g.points.lastFile() + "), got '" + text + "'");
        }
        throw new MoveFormatException("a Gomoku move is a point a1.." + g.points.lastFile() + g.size
                + " (column letter from the left" + (gtp ? ", skipping i" : "")
                + ", then row number, row 1 at the bottom), got '" + text + "'");
    }

    // ------------------------------------------------------------ text

    @Override
    public String positionText() {
        return g.text.format((c, r) -> owner(r * g.size + c), toMove());
    }

    /** The board with two-character row labels, as a 19×19 board needs, whatever the size. */
    @Override
    public String render() {
        StringBuilder sb = new StringBuilder();
        g.points.appendGrid(sb, (c, r) -> g.text.symbol(owner(r * g.size + c)), 2);
        sb.append(g.text.status(this));
        return sb.toString();
    }

    // ------------------------------------------------------------ parsing

    /**
     * Reads the position text and rejects malformed text and positions no game reaches: stone
     * counts other than equal (x to move) or one more x (o to move), a side to move that does not
     * match them, wins for both sides, a win for the side to move (the game ended when it was
     * made), and winning lines that no single last stone of the last mover could have completed
     * (no stone whose removal leaves that side without a win). A finished position is accepted.
     */
    static GomokuState parse(GomokuGame g, String text) throws PositionException {
        BoardText.Board board = g.text.parse(text);
        int n = g.size;
        int[] lines = new int[2 * g.linesPerSide];
        GomokuState scratch = new GomokuState(g, lines);   // empty board; used to place stones
        int nx = 0;
        int no = 0;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int owner = board.owner(c, r);
                if (owner >= 0) scratch.place(owner, r * n + c);
                if (owner == Game.FIRST) nx++;
                if (owner == Game.SECOND) no++;
            }
        }
        int toMove = board.toMove();
        g.text.checkStoneCounts(nx, no, toMove);
        String what = g.exactFive ? "exactly five in a row" : "five in a row";
        boolean xWins = hasWin(lines, g, Game.FIRST);
        boolean oWins = hasWin(lines, g, Game.SECOND);
        if (xWins && oWins) throw new PositionException("both x and o have " + what);
        String moverName = toMove == Game.FIRST ? "x" : "o";
        String lastName = toMove == Game.FIRST ? "o" : "x";
        if (toMove == Game.FIRST ? xWins : oWins) {
            throw new PositionException(moverName + " has " + what + " but " + lastName
                    + " moved last: the game ended when " + moverName + " made it");
        }
        int last = toMove ^ 1;
        if (last == Game.FIRST ? xWins : oWins) {
            boolean possible = false;
            for (int cell = 0; cell < g.cells && !possible; cell++) {
                if (scratch.owner(cell) != last) continue;
                scratch.remove(last, cell);
                possible = !hasWin(lines, g, last);
                scratch.place(last, cell);
            }
            if (!possible) {
                throw new PositionException("unreachable: no single last move of " + lastName
                        + " made all of its winning lines");
            }
        }
        return new GomokuState(g, lines);
    }
}
