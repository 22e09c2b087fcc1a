package org.pnengine.games.connectfour;

import java.util.SplittableRandom;
import org.pnengine.game.BoardText;
import org.pnengine.game.Evaluation;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.MoveNumbers;
import org.pnengine.game.PositionException;
import org.pnengine.game.SolverHints;
import org.pnengine.game.SplitMix64;
import org.pnengine.game.State;

/**
 * A Connect Four position as two bitboards: the stones of the side to move and the mask of all
 * stones. A move is a column index {@code 0..width-1}, written 1-based in notation. Nothing is
 * allocated per move: the undo history is an int array sized to the board.
 *
 * <p>As {@link SolverHints} it offers an exact solver the tactics of Pons' solver, computed on the
 * bitboards: the cells that would complete a four for a side (every alignment through a cell,
 * with the empty sentinel row above each column stopping lines at the board's edge), hence an
 * immediate win, the moves that do not hand the opponent one (none if it has two playable winning
 * cells, only the block if it has one, never the cell below one of its winning cells), the bounds
 * a win no sooner than the next move but one leaves, move ordering by the winning cells a move
 * creates (then nearer the centre first), and a key shared with the mirror image.
 *
 * <p><b>Evaluation</b> ({@code minimax}, {@code imm}, {@code ept}): each stone counts the fours of
 * the board through its cell, and each threat (an empty cell that would complete a side's four)
 * counts {@value #STRONG_THREAT} on the rows that favour its owner by zugzwang, the odd rows (1,
 * 3, 5 from the bottom) for the first player and the even rows for the second (Allis, "A
 * Knowledge-Based Approach of Connect-Four", 1988), and {@value #WEAK_THREAT} on the others.
 */
public final class ConnectFourState implements State, SolverHints, Evaluation {

    private final ConnectFourGame g;
    private long current;   // stones of the side to move
    private long mask;      // all stones
    private long mirrorCurrent;   // the same two boards mirrored (column c as width-1-c),
    private long mirrorMask;      // kept for the symmetric key
    private int stones;     // stones on the board
    private boolean won;    // the player who made the last move has four in a row
    private int[] history;  // moves applied since the base position
    private int ply;

    ConnectFourState(ConnectFourGame g, long current, long mask, int stones) {
        this.g = g;
        this.current = current;
        this.mask = mask;
        this.stones = stones;
        this.history = new int[g.width * g.height - stones + 1];
        this.won = alignment(current ^ mask, g);
        this.mirrorCurrent = mirror(g, current);
        this.mirrorMask = mirror(g, mask);
    }

    /** The bitboard {@code bits} with its columns in reverse order. */
    private static long mirror(ConnectFourGame g, long bits) {
        long r = 0;
        for (int c = 0; c < g.width; c++) {
            r |= ((bits >>> (c * g.stride)) & g.columnBits) << ((g.width - 1 - c) * g.stride);
        }
        return r;
    }

    private ConnectFourState(ConnectFourState o) {
        this.g = o.g;
        this.current = o.current;
        this.mask = o.mask;
        this.mirrorCurrent = o.mirrorCurrent;
        this.mirrorMask = o.mirrorMask;
        this.stones = o.stones;
        this.won = o.won;
        this.history = o.history.clone();
        this.ply = o.ply;
    }

    /**
     * True if {@code pos} holds four in a row on {@code g}'s board. The shifts step along a
     * column (1), a row (height + 1) and the two diagonals (height, height + 2); the empty
     * sentinel row above each column stops a line at the board's edge. A board narrower than four
     * columns has only vertical lines, and only they are looked for there: its other shifts reach
     * 64 on 2×30 and 2×31 and 130 on 1×63, and Java takes a {@code long}'s shift count modulo 64
     * ({@code x >>> 64 == x}), so they would find fours that are not on the board. From four
     * columns on, {@code height + 1 <= 16} and no shift passes 34.
     */
    static boolean alignment(long pos, ConnectFourGame g) {
        // vertical
        long m = pos & (pos >>> 1);
        if ((m & (m >>> 2)) != 0) return true;
        if (g.width < 4) return false;
        int height = g.height;
        // horizontal
        m = pos & (pos >>> (height + 1));
        if ((m & (m >>> (2 * (height + 1)))) != 0) return true;
        // diagonal 1
        m = pos & (pos >>> height);
        if ((m & (m >>> (2 * height))) != 0) return true;
        // diagonal 2
        m = pos & (pos >>> (height + 2));
        return (m & (m >>> (2 * (height + 2)))) != 0;
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

    /** Stones on the board (plies from the empty board). */
    public int stones() {
        return stones;
    }

    /** All stones. */
    public long maskBits() {
        return mask;
    }

    @Override
    public int legalMoves(int[] out) {
        if (won || stones == g.width * g.height) return 0;
        int n = 0;
        long top = mask;
        for (int c = 0; c < g.width; c++) {
            if ((top & g.topMask[c]) == 0) out[n++] = c;
        }
        return n;
    }

    @Override
    public boolean isLegal(int move) {
        return move >= 0 && move < g.width && !isTerminal() && (mask & g.topMask[move]) == 0;
    }

    @Override
    public void apply(int col) {
        current ^= mask;
        mask |= mask + g.columnBottom[col];
        mirrorCurrent ^= mirrorMask;
        mirrorMask |= mirrorMask + g.columnBottom[g.width - 1 - col];
        stones++;
        won = alignment(current ^ mask, g);
        history[ply++] = col;
    }

    @Override
    public void undo() {
        if (ply == 0) throw new IllegalStateException("nothing to undo");
        int col = history[--ply];
        // The highest stone of the column is the one to remove.
        long colBits = mask & g.columnMask[col];
        long top = Long.highestOneBit(colBits);
        mask ^= top;
        current ^= mask;
        int mc = g.width - 1 - col;
        mirrorMask ^= Long.highestOneBit(mirrorMask & g.columnMask[mc]);
        mirrorCurrent ^= mirrorMask;
        stones--;
        won = false;
    }

    @Override
    public int lastMove() {
        return ply == 0 ? -1 : history[ply - 1];
    }

    @Override
    public boolean isTerminal() {
        return won || stones == g.width * g.height;
    }

    @Override
    public int score() {
        if (!won) return 0;
        int value = (g.width * g.height + 1 - (stones - 1)) / 2;
        // The last mover is the opposite of the side to move.
        return toMove() == Game.SECOND ? value : -value;
    }

    /**
     * A collision-free hash. Because {@code current + mask} determines a Connect Four position
     * uniquely (Pons' key), a bijective 64-bit mixer of it (the splitmix64 finaliser) serves the
     * purpose of a Zobrist hash, equal for equal positions, well spread, without collisions.
     */
    @Override
    public long hash() {
        return SplitMix64.mix(current + mask + g.bottomMask);
    }

    /** Pons' unique key of the position ({@code current + mask}), smaller than 2^(width*(height+1)). */
    public long key() {
        return current + mask;
    }

    // ---------------------------------------------------------------- solver hints

    /**
     * The empty cells that would complete four in a row for the stones {@code pos}, {@code all}
     * being every stone. Vertical: three stones below. Along each other line (shift {@code s}):
     * three stones on one side, or two on one side and one on the other.
     */
    private static long winningCells(ConnectFourGame g, long pos, long all) {
        long r = (pos << 1) & (pos << 2) & (pos << 3);
        if (g.width >= 4) {   // narrower boards have no other lines (and their shifts could pass 63)
            r |= line(pos, g.stride) | line(pos, g.height) | line(pos, g.height + 2);
        }
        return r & (g.boardMask ^ all);
    }

    private static long line(long pos, int s) {
        long p = (pos << s) & (pos << (2 * s));
        long r = p & (pos << (3 * s));
        r |= p & (pos >>> s);
        p = (pos >>> s) & (pos >>> (2 * s));
        r |= p & (pos << s);
        r |= p & (pos >>> (3 * s));
        return r;
    }

    /** What a threat on a row that favours its owner counts in {@link #evaluate()}. */
    static final int STRONG_THREAT = 40;
    /** What a threat on a row that favours the other side counts. */
    static final int WEAK_THREAT = 15;

    @Override
    public int evaluate() {
        long first = (stones & 1) == 0 ? current : current ^ mask;
        long second = first ^ mask;
        int v = 0;
        for (int i = 0; i < g.lineMasks.length; i++) {
            v += g.lineCounts[i] * (Long.bitCount(first & g.lineMasks[i]) - Long.bitCount(second & g.lineMasks[i]));
        }
        long wf = winningCells(g, first, mask);
        long ws = winningCells(g, second, mask);
        v += STRONG_THREAT * (Long.bitCount(wf & g.oddRows) - Long.bitCount(ws & ~g.oddRows))
                + WEAK_THREAT * (Long.bitCount(wf & ~g.oddRows) - Long.bitCount(ws & g.oddRows));
        return v;
    }

    /** The cells a stone can be dropped into. */
    private long playable() {
        return (mask + g.bottomMask) & g.boardMask;
    }

    @Override
    public int winningMove() {
        if (isTerminal()) return -1;
        long w = winningCells(g, current, mask) & playable();
        return w == 0 ? -1 : Long.numberOfTrailingZeros(w) / g.stride;
    }

    @Override
    public int safeMoves(int[] out) {
        if (isTerminal()) return 0;
        long possible = playable();
        long theirs = winningCells(g, current ^ mask, mask);
        long forced = possible & theirs;
        if (forced != 0) {
            if ((forced & (forced - 1)) != 0) return 0;   // two threats: no block stops both
            possible = forced;
        }
        long safe = possible & ~(theirs >>> 1);
        int n = 0;
        for (int c = 0; c < g.width; c++) {
            if ((safe & g.columnMask[c]) != 0) out[n++] = c;
        }
        return n;
    }

    @Override
    public int lostScore() {
        // The opponent wins with the next stone, number stones + 2.
        return -((g.width * g.height - stones) / 2);
    }

    @Override
    public int scoreCeiling() {
        // The earliest win left is with the stone after next: stone number stones + 3.
        return (g.width * g.height - 1 - stones) / 2;
    }

    @Override
    public int scoreFloor() {
        // The opponent's earliest win is then with stone number stones + 4.
        return -((g.width * g.height - 2 - stones) / 2);
    }

    @Override
    public int moveOrder(int col) {
        long bit = (mask + g.columnBottom[col]) & g.columnMask[col];
        int threats = Long.bitCount(winningCells(g, current | bit, mask | bit));
        return threats * 64 + g.centreRank[col];
    }

    @Override
    public long symmetricKey() {
        // Pons' key of the position and of its mirror image (kept up to date move by move); the
        // smaller of the two, as unsigned numbers, is the key.
        long key = current + mask + g.bottomMask;
        long mirror = mirrorCurrent + mirrorMask + g.bottomMask;
        return Long.compareUnsigned(key, mirror) <= 0 ? key : mirror;
    }

    @Override
    public int canonicalMove(int col) {
        long key = current + mask + g.bottomMask;
        long mirror = mirrorCurrent + mirrorMask + g.bottomMask;
        return Long.compareUnsigned(key, mirror) <= 0 ? col : g.width - 1 - col;
    }

    @Override
    public int symmetricKeyBits() {
        // One field of height + 1 bits per column; the marker of a full column is its top bit.
        return g.width * g.stride;
    }

    @Override
    public int moveLimit() {
        return g.width;
    }

    @Override
    public ConnectFourState copy() {
        return new ConnectFourState(this);
    }

    @Override
    public String formatMove(int move) {
        return MoveNumbers.format(move);
    }

    @Override
    public int parseMove(String text) throws MoveFormatException {
        return MoveNumbers.parse(text, g.width, "a Connect Four move is a column number", "column");
    }

    /** The owner of the cell in column {@code col}, row {@code row} from the bottom, or -1. */
    int owner(int col, int row) {
        long bit = 1L << (col * g.stride + row);
        if ((mask & bit) == 0) return -1;
        return (current & bit) != 0 ? toMove() : toMove() ^ 1;
    }

    private char cell(int col, int row) {
        return g.text.symbol(owner(col, row));
    }

    @Override
    public String positionText() {
        return g.text.format(this::owner, toMove());
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder();
        for (int r = g.height - 1; r >= 0; r--) {
            for (int c = 0; c < g.width; c++) {
                sb.append(c == 0 ? "" : " ").append(cell(c, r));
            }
            sb.append('\n');
        }
        for (int c = 0; c < g.width; c++) sb.append(c == 0 ? "" : " ").append((c + 1) % 10);
        sb.append('\n');
        sb.append(g.text.status(this));
        return sb.toString();
    }

    /**
     * A playout on local bitboards, the state itself untouched. The columns with room are kept in
     * {@code buffer} (swap-removed when one fills up), so a move is one uniform draw among them,
     * with no scan of the board. The draw is Lemire's multiply-shift with rejection (D. Lemire,
     * "Fast Random Integer Generation in an Interval", ACM TOMACS 29(1), 2019) on 16-bit chunks of
     * one {@link SplittableRandom#nextLong()}, four draws a call: {@code x * k >>> 16} for a
     * uniform 16-bit {@code x}, redrawn while the low half is below {@code 2^16 mod k}, which
     * makes it exactly uniform and division-free. No win test is made before the 7th stone.
     */
    @Override
    public int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        if (won) return score();
        final ConnectFourGame g = this.g;
        final long[] top = g.topMask;
        final long[] bottom = g.columnBottom;
        final int cells = g.width * g.height;
        long cur = current;
        long msk = mask;
        int k = 0;
        for (int c = 0; c < g.width; c++) {
            if ((msk & top[c]) == 0) buffer[k++] = c;
        }
        long word = 0;
        int chunks = 0;
        for (int n = stones, played = 0; n < cells; n++, played++) {
            if (played >= maxPlies) return Integer.MIN_VALUE;
            int r;
            while (true) {
                if (chunks == 0) {
                    word = rng.nextLong();
                    chunks = 4;
                }
                int m = (int) (word & 0xFFFF) * k;
                word >>>= 16;
                chunks--;
                int low = m & 0xFFFF;
                if (low >= k || low >= 0x10000 % k) {
                    r = m >>> 16;
                    break;
                }
            }
            int col = buffer[r];
            long newMask = msk | (msk + bottom[col]);
            if ((newMask & top[col]) != 0) buffer[r] = buffer[--k];
            long mover = cur | (newMask ^ msk);
            if (n >= 6 && alignment(mover, g)) {
                // The mover placed stone number n + 1; even n means the first player moved.
                int value = (cells + 1 - n) / 2;
                return (n & 1) == 0 ? value : -value;
            }
            cur = mover ^ newMask;   // the other side's stones
            msk = newMask;
        }
        return 0;
    }

    // ---------------------------------------------------------------- parsing

    static ConnectFourState parse(ConnectFourGame g, String text) throws PositionException {
        if (text.isEmpty()) throw new PositionException("empty position");
        if (text.chars().allMatch(Character::isDigit)) return parseMoveString(g, text);
        BoardText.Board board = g.text.parse(text);
        long x = board.bits(Game.FIRST, g.stride, 1);
        long o = board.bits(Game.SECOND, g.stride, 1);
        int toMove = board.toMove();
        long mask = x | o;
        for (int c = 0; c < g.width; c++) {
            long col = (mask >>> (c * g.stride)) & ((1L << g.height) - 1);
            if ((col & (col + 1)) != 0) {
                throw new PositionException("floating stone in column " + (c + 1));
            }
        }
        int nx = Long.bitCount(x);
        int no = Long.bitCount(o);
        if (nx != no && nx != no + 1) {
            throw new PositionException("impossible stone counts: " + nx + " x and " + no + " o");
        }
        int expected = nx == no ? Game.FIRST : Game.SECOND;
        if (toMove != expected) {
            throw new PositionException("with " + nx + " x and " + no + " o it is "
                    + (expected == Game.FIRST ? "x" : "o") + " to move");
        }
        long mover = toMove == Game.FIRST ? x : o;
        long last = mover ^ mask;
        if (alignment(mover, g)) {
            throw new PositionException("the side to move already has four in a row");
        }
        if (alignment(last, g) && !someTopStoneUnwins(g, last, mask)) {
            throw new PositionException("unreachable: no single last move made these fours");
        }
        return new ConnectFourState(g, mover, mask, nx + no);
    }

    /** Whether removing one of {@code last}'s top stones leaves no four: a possible last move. */
    private static boolean someTopStoneUnwins(ConnectFourGame g, long last, long mask) {
        for (int c = 0; c < g.width; c++) {
            long colBits = mask & g.columnMask[c];
            if (colBits == 0) continue;
            long top = Long.highestOneBit(colBits);
            if ((last & top) != 0 && !alignment(last ^ top, g)) return true;
        }
        return false;
    }

    private static ConnectFourState parseMoveString(ConnectFourGame g, String moves) throws PositionException {
        if (g.width > 9) {
            throw new PositionException("move strings need a width of at most 9");
        }
        ConnectFourState s = g.newInitialState();
        for (int i = 0; i < moves.length(); i++) {
            int col = moves.charAt(i) - '1';
            if (col < 0 || col >= g.width) {
                throw new PositionException("move " + (i + 1) + " ('" + moves.charAt(i)
                        + "') is not a column 1.." + g.width);
            }
            if (!s.isLegal(col)) {
                throw new PositionException("move " + (i + 1) + " (column " + (col + 1) + ") is illegal"
                        + (s.isTerminal() ? ": the game is already over" : ": the column is full"));
            }
            s.apply(col);
        }
        // The move string is a history, but the parsed position is the new base: no undo past it.
        return new ConnectFourState(g, s.current, s.mask, s.stones);
    }
}
