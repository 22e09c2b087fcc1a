package org.pnengine.games.knightthrough;

import java.util.Locale;
import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.RandomInts;
import org.pnengine.game.State;

/**
 * A Knightthrough position as one bitboard per side (bit {@code row*8 + col}, a1 = bit 0, rows
 * counted from Black's side). Moves are generated a leap direction at a time by shifting a side's
 * whole bitboard: Black leaps up ({@code <<15}, {@code <<17} two rows, {@code <<6}, {@code <<10}
 * one row), White down ({@code >>>17}, {@code >>>15}, {@code >>>10}, {@code >>>6}). Masking the
 * origins by file keeps leaps from wrapping round the board's sides, masking the targets by the
 * board keeps them on it.
 *
 * <p>A move code is {@code from | to << 6} (square indices as above). {@link #legalMoves} lists
 * the leaps two rows forward and one file left, two forward and one right, one forward and two
 * left, one forward and two right, each by ascending target square; {@link #randomPlayout} picks
 * uniformly from the same list without building it. Nothing is allocated per move: the undo
 * history is a preallocated int array holding the move and a capture flag, and the Zobrist hash
 * is updated incrementally.
 */
public final class KnightthroughState implements State {

    /** Zobrist keys: {@code KEYS[side*64 + square]}; {@link #SIDE_KEY} when White is to move. */
    private static final long[] KEYS = new long[128];
    private static final long SIDE_KEY;

    static {
        SplittableRandom r = new SplittableRandom(0x6b6e_6967_6874_7468L); // "knightth"
        for (int i = 0; i < KEYS.length; i++) KEYS[i] = r.nextLong();
        SIDE_KEY = r.nextLong();
    }

    private static final int CAPTURE = 1 << 12;

    private final KnightthroughGame g;
    private final long[] pieces = new long[2];  // index = player
    private int side;                            // player to move
    private long hash;
    private final int[] history;                 // move | CAPTURE if it captured
    private int ply;

    KnightthroughState(KnightthroughGame g, long black, long white, int side) {
        this.g = g;
        this.pieces[Game.FIRST] = black;
        this.pieces[Game.SECOND] = white;
        this.side = side;
        this.history = new int[g.maxGameLength() + 1];
        this.hash = computeHash();
    }

    private KnightthroughState(KnightthroughState o) {
        this.g = o.g;
        this.pieces[0] = o.pieces[0];
        this.pieces[1] = o.pieces[1];
        this.side = o.side;
        this.hash = o.hash;
        this.history = o.history.clone();
        this.ply = o.ply;
    }

    private long computeHash() {
        long h = side == Game.SECOND ? SIDE_KEY : 0L;
        for (int p = 0; p < 2; p++) {
            for (long b = pieces[p]; b != 0; b &= b - 1) {
                h ^= KEYS[p * 64 + Long.numberOfTrailingZeros(b)];
            }
        }
        return h;
    }

    @Override
    public Game game() {
        return g;
    }

    public KnightthroughGame knightthroughGame() {
        return g;
    }

    /** The knights of {@code player} as a bitboard, bit {@code row*8 + col}. */
    public long pieces(int player) {
        return pieces[player];
    }

    @Override
    public int toMove() {
        return side;
    }

    @Override
    public int ply() {
        return ply;
    }

    // ------------------------------------------------------------ move generation

    // Leap shifts. Black adds them, White subtracts them; "left" is towards file a.
    private static final int UP2_LEFT = 15;     // Black: two rows up, one file left
    private static final int UP2_RIGHT = 17;    // Black: two rows up, one file right
    private static final int UP1_LEFT2 = 6;     // Black: one row up, two files left
    private static final int UP1_RIGHT2 = 10;   // Black: one row up, two files right
    private static final int DOWN2_LEFT = 17;   // White: two rows down, one file left
    private static final int DOWN2_RIGHT = 15;  // White: two rows down, one file right
    private static final int DOWN1_LEFT2 = 10;  // White: one row down, two files left
    private static final int DOWN1_RIGHT2 = 6;  // White: one row down, two files right

    @Override
    public int legalMoves(int[] out) {
        if (isTerminal()) return 0;
        long own = pieces[side];
        long free = ~own & g.board;
        int n = 0;
        if (side == Game.FIRST) {
            n = emit(out, n, ((own & g.notLeftFile) << UP2_LEFT) & free, -UP2_LEFT);
            n = emit(out, n, ((own & g.notRightFile) << UP2_RIGHT) & free, -UP2_RIGHT);
            n = emit(out, n, ((own & g.notLeftTwoFiles) << UP1_LEFT2) & free, -UP1_LEFT2);
            n = emit(out, n, ((own & g.notRightTwoFiles) << UP1_RIGHT2) & free, -UP1_RIGHT2);
        } else {
            n = emit(out, n, ((own & g.notLeftFile) >>> DOWN2_LEFT) & free, DOWN2_LEFT);
            n = emit(out, n, ((own & g.notRightFile) >>> DOWN2_RIGHT) & free, DOWN2_RIGHT);
            n = emit(out, n, ((own & g.notLeftTwoFiles) >>> DOWN1_LEFT2) & free, DOWN1_LEFT2);
            n = emit(out, n, ((own & g.notRightTwoFiles) >>> DOWN1_RIGHT2) & free, DOWN1_RIGHT2);
        }
        return n;
    }

    /** Appends a move for every target in {@code targets}, whose origin is {@code to + delta}. */
    private static int emit(int[] out, int n, long targets, int delta) {
        for (long t = targets; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            out[n++] = (to + delta) | (to << 6);
        }
        return n;
    }

    /** The squares a knight of {@code player} on {@code fromBit} may leap to. */
    private long targets(int player, long fromBit) {
        long free = ~pieces[player] & g.board;
        if (player == Game.FIRST) {
            return ((((fromBit & g.notLeftFile) << UP2_LEFT)
                    | ((fromBit & g.notRightFile) << UP2_RIGHT)
                    | ((fromBit & g.notLeftTwoFiles) << UP1_LEFT2)
                    | ((fromBit & g.notRightTwoFiles) << UP1_RIGHT2)) & free);
        }
        return ((((fromBit & g.notLeftFile) >>> DOWN2_LEFT)
                | ((fromBit & g.notRightFile) >>> DOWN2_RIGHT)
                | ((fromBit & g.notLeftTwoFiles) >>> DOWN1_LEFT2)
                | ((fromBit & g.notRightTwoFiles) >>> DOWN1_RIGHT2)) & free);
    }

    @Override
    public boolean isLegal(int move) {
        if (move < 0 || move >= 1 << 12 || isTerminal()) return false;
        long fromBit = 1L << (move & 63);
        if ((pieces[side] & fromBit) == 0) return false;
        return (targets(side, fromBit) & (1L << (move >>> 6))) != 0;
    }

    @Override
    public void apply(int move) {
        int from = move & 63;
        int to = move >>> 6;
        long toBit = 1L << to;
        int me = side;
        int opp = me ^ 1;
        pieces[me] ^= (1L << from) | toBit;
        long h = hash ^ SIDE_KEY ^ KEYS[me * 64 + from] ^ KEYS[me * 64 + to];
        int entry = move;
        if ((pieces[opp] & toBit) != 0) {
            pieces[opp] ^= toBit;
            h ^= KEYS[opp * 64 + to];
            entry |= CAPTURE;
        }
        hash = h;
        history[ply++] = entry;
        side = opp;
    }

    @Override
    public void undo() {
        if (ply == 0) throw new IllegalStateException("nothing to undo");
        int entry = history[--ply];
        int from = entry & 63;
        int to = (entry >>> 6) & 63;
        int me = side ^ 1;      // the player who made the move
        int opp = side;
        pieces[me] ^= (1L << from) | (1L << to);
        long h = hash ^ SIDE_KEY ^ KEYS[me * 64 + from] ^ KEYS[me * 64 + to];
        if ((entry & CAPTURE) != 0) {
            pieces[opp] |= 1L << to;
            h ^= KEYS[opp * 64 + to];
        }
        hash = h;
        side = me;
    }

    @Override
    public int lastMove() {
        return ply == 0 ? -1 : history[ply - 1] & (CAPTURE - 1);
    }

    /** Whether the last move applied captured a piece; false at ply 0. */
    public boolean lastMoveCaptured() {
        return ply > 0 && (history[ply - 1] & CAPTURE) != 0;
    }

    @Override
    public boolean isTerminal() {
        long black = pieces[Game.FIRST];
        long white = pieces[Game.SECOND];
        return (black & g.goal[Game.FIRST]) != 0 || (white & g.goal[Game.SECOND]) != 0
                || black == 0 || white == 0;
    }

    /** {@code +1} if Black has won, {@code -1} if White has won, 0 if the game is not over. */
    @Override
    public int score() {
        long black = pieces[Game.FIRST];
        long white = pieces[Game.SECOND];
        if ((black & g.goal[Game.FIRST]) != 0 || white == 0) return 1;
        if ((white & g.goal[Game.SECOND]) != 0 || black == 0) return -1;
        return 0;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public KnightthroughState copy() {
        return new KnightthroughState(this);
    }

    // ------------------------------------------------------------ playouts

    /**
     * A random playout on local bitboards: per ply it counts the moves of the four leap
     * directions with {@link Long#bitCount}, draws one index uniformly ({@link RandomInts#below},
     * division-free, unlike {@code nextInt(bound)}), and plays the move
     * with that index in {@link #legalMoves} order, so that with the same generator it plays
     * exactly the game of the generic legal-moves loop drawing the same way, several times
     * faster. The state is not touched.
     */
    @Override
    public int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        if (isTerminal()) return score();
        long black = pieces[Game.FIRST];
        long white = pieces[Game.SECOND];
        final long board = g.board;
        final long l1 = g.notLeftFile;
        final long r1 = g.notRightFile;
        final long l2 = g.notLeftTwoFiles;
        final long r2 = g.notRightTwoFiles;
        final long goalBlack = g.goal[Game.FIRST];
        final long goalWhite = g.goal[Game.SECOND];
        int played = 0;
        // The loop is unrolled by side, Black's half first; White to move enters at its half.
        boolean whiteFirst = side == Game.SECOND;
        while (true) {
            if (!whiteFirst) {
                if (played++ >= maxPlies) return Integer.MIN_VALUE;
                long free = ~black & board;
                long a = ((black & l1) << UP2_LEFT) & free;
                long b = ((black & r1) << UP2_RIGHT) & free;
                long c = ((black & l2) << UP1_LEFT2) & free;
                long d = ((black & r2) << UP1_RIGHT2) & free;
                int na = Long.bitCount(a);
                int nb = Long.bitCount(b);
                int nc = Long.bitCount(c);
                int k = RandomInts.below(rng, na + nb + nc + Long.bitCount(d));
                long toBit;
                long fromBit;
                if (k < na) {
                    toBit = nthBit(a, k);
                    fromBit = toBit >>> UP2_LEFT;
                } else if ((k -= na) < nb) {
                    toBit = nthBit(b, k);
                    fromBit = toBit >>> UP2_RIGHT;
                } else if ((k -= nb) < nc) {
                    toBit = nthBit(c, k);
                    fromBit = toBit >>> UP1_LEFT2;
                } else {
                    toBit = nthBit(d, k - nc);
                    fromBit = toBit >>> UP1_RIGHT2;
                }
                black ^= fromBit | toBit;
                white &= ~toBit;
                if (white == 0 || (toBit & goalBlack) != 0) return 1;
            }
            whiteFirst = false;
            if (played++ >= maxPlies) return Integer.MIN_VALUE;
            long free = ~white & board;
            long a = ((white & l1) >>> DOWN2_LEFT) & free;
            long b = ((white & r1) >>> DOWN2_RIGHT) & free;
            long c = ((white & l2) >>> DOWN1_LEFT2) & free;
            long d = ((white & r2) >>> DOWN1_RIGHT2) & free;
            int na = Long.bitCount(a);
            int nb = Long.bitCount(b);
            int nc = Long.bitCount(c);
            int k = RandomInts.below(rng, na + nb + nc + Long.bitCount(d));
            long toBit;
            long fromBit;
            if (k < na) {
                toBit = nthBit(a, k);
                fromBit = toBit << DOWN2_LEFT;
            } else if ((k -= na) < nb) {
                toBit = nthBit(b, k);
                fromBit = toBit << DOWN2_RIGHT;
            } else if ((k -= nb) < nc) {
                toBit = nthBit(c, k);
                fromBit = toBit << DOWN1_LEFT2;
            } else {
                toBit = nthBit(d, k - nc);
                fromBit = toBit << DOWN1_RIGHT2;
            }
            white ^= fromBit | toBit;
            black &= ~toBit;
            if (black == 0 || (toBit & goalWhite) != 0) return -1;
        }
    }

    /** For each byte value and k, the position of its k-th lowest set bit. */
    private static final byte[] SELECT_IN_BYTE = new byte[256 * 8];

    static {
        for (int b = 0; b < 256; b++) {
            int k = 0;
            for (int i = 0; i < 8; i++) {
                if ((b >>> i & 1) != 0) SELECT_IN_BYTE[b * 8 + k++] = (byte) i;
            }
        }
    }

    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    /**
     * The {@code k}-th (from 0) lowest set bit of {@code x}, as a one-bit mask, without branches
     * (after Vigna, "Broadword implementation of rank/select queries", WEA 2008): byte-wise
     * prefix popcounts by multiplication, a lane-parallel comparison with {@code k} to find the
     * byte, and a table for the bit within that byte.
     */
    private static long nthBit(long x, int k) {
        long s = x - ((x >>> 1) & 0x5555555555555555L);
        s = (s & 0x3333333333333333L) + ((s >>> 2) & 0x3333333333333333L);
        s = ((s + (s >>> 4)) & 0x0F0F0F0F0F0F0F0FL) * ONES;   // byte i: popcount of bytes 0..i
        int shift = Long.bitCount((((k * ONES) | HIGHS) - s) & HIGHS) << 3;
        int before = (int) (((s << 8) >>> shift) & 0xFF);
        return 1L << (shift + SELECT_IN_BYTE[(int) ((x >>> shift) & 0xFF) * 8 + k - before]);
    }

    // ------------------------------------------------------------ notation

    @Override
    public String formatMove(int move) {
        return square(move & 63) + square((move >>> 6) & 63);
    }

    private static String square(int sq) {
        return "" + (char) ('a' + (sq & 7)) + (char) ('1' + (sq >>> 3));
    }

    /** Reads {@code a2b3}; {@code a2-b3} and {@code a2xb3} are accepted too. */
    @Override
    public int parseMove(String text) throws MoveFormatException {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.length() == 5 && (t.charAt(2) == '-' || t.charAt(2) == 'x')) {
            t = t.substring(0, 2) + t.substring(3);
        }
        if (t.length() != 4) {
            throw new MoveFormatException("a Knightthrough move is from-square then to-square, e.g. b1c3"
                    + " (got '" + text + "')");
        }
        int from = parseSquare(t, 0, text);
        int to = parseSquare(t, 2, text);
        return from | (to << 6);
    }

    private int parseSquare(String t, int at, String text) throws MoveFormatException {
        int col = t.charAt(at) - 'a';
        int row = t.charAt(at + 1) - '1';
        if (col < 0 || col >= g.width || row < 0 || row >= g.height) {
            throw new MoveFormatException("'" + t.substring(at, at + 2) + "' is not a square of the "
                    + g.width + "x" + g.height + " board (files a.." + (char) ('a' + g.width - 1)
                    + ", rows 1.." + g.height + ") in '" + text + "'");
        }
        return row * 8 + col;
    }

    // ------------------------------------------------------------ text

    private char cell(int sq) {
        long bit = 1L << sq;
        if ((pieces[Game.FIRST] & bit) != 0) return 'b';
        if ((pieces[Game.SECOND] & bit) != 0) return 'w';
        return '.';
    }

    @Override
    public String positionText() {
        StringBuilder sb = new StringBuilder(g.height * (g.width + 1) + 2);
        for (int r = g.height - 1; r >= 0; r--) {
            for (int c = 0; c < g.width; c++) sb.append(cell(r * 8 + c));
            if (r > 0) sb.append('/');
        }
        return sb.append(' ').append(side == Game.FIRST ? 'b' : 'w').toString();
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder();
        for (int r = g.height - 1; r >= 0; r--) {
            sb.append(r + 1);
            for (int c = 0; c < g.width; c++) sb.append(' ').append(cell(r * 8 + c));
            sb.append('\n');
        }
        sb.append(' ');
        for (int c = 0; c < g.width; c++) sb.append(' ').append((char) ('a' + c));
        sb.append('\n');
        if (isTerminal()) {
            sb.append(score() > 0 ? "black wins" : "white wins");
        } else {
            sb.append(side == Game.FIRST ? "black" : "white").append(" to move");
        }
        return sb.toString();
    }

    // ------------------------------------------------------------ parsing

    static KnightthroughState parse(KnightthroughGame g, String text) throws PositionException {
        if (text.isEmpty()) throw new PositionException("empty position");
        String[] parts = text.split("\\s+");
        if (parts.length != 2) {
            throw new PositionException("expected the rows from top to bottom separated by '/', "
                    + "a space, then the side to move (b or w)");
        }
        String[] rows = parts[0].split("/", -1);
        if (rows.length != g.height) {
            throw new PositionException("expected " + g.height + " rows, got " + rows.length);
        }
        long black = 0;
        long white = 0;
        for (int i = 0; i < g.height; i++) {
            String row = rows[i];
            int r = g.height - 1 - i;
            if (cellCount(row) != g.width) {
                throw new PositionException("row " + (r + 1) + " has " + cellCount(row)
                        + " cells, expected " + g.width);
            }
            int c = 0;
            for (int k = 0; k < row.length(); k++) {
                char ch = Character.toLowerCase(row.charAt(k));
                if (ch >= '1' && ch <= '9') {
                    c += ch - '0';
                    continue;
                }
                long bit = 1L << (r * 8 + c);
                if (ch == 'b') black |= bit;
                else if (ch == 'w') white |= bit;
                else if (ch != '.') {
                    throw new PositionException("bad cell '" + row.charAt(k) + "' in row " + (r + 1)
                            + ": use b, w, . or a digit for empty cells");
                }
                c++;
            }
        }
        String sideWord = parts[1].toLowerCase(Locale.ROOT);
        int side;
        if (sideWord.equals("b") || sideWord.equals("black")) side = Game.FIRST;
        else if (sideWord.equals("w") || sideWord.equals("white")) side = Game.SECOND;
        else throw new PositionException("side to move must be b or w (got '" + parts[1] + "')");
        check(g, black, white, side);
        return new KnightthroughState(g, black, white, side);
    }

    /** The number of cells a row text describes, digits counting as runs of empty cells. */
    private static int cellCount(String row) {
        int n = 0;
        for (int k = 0; k < row.length(); k++) {
            char ch = row.charAt(k);
            n += ch >= '1' && ch <= '9' ? ch - '0' : 1;
        }
        return n;
    }

    /** Rejects positions the rules cannot reach. */
    private static void check(KnightthroughGame g, long black, long white, int side) throws PositionException {
        long[] p = {black, white};
        String[] name = {"black", "white"};
        for (int q = 0; q < 2; q++) {
            if (Long.bitCount(p[q]) > 2 * g.width) {
                throw new PositionException(name[q] + " has " + Long.bitCount(p[q])
                        + " knights, more than the " + 2 * g.width + " it starts with");
            }
            if (Long.bitCount(p[q] & g.goal[q]) > 1) {
                throw new PositionException(name[q] + " has more than one knight on its goal row: "
                        + "the game ends when the first one arrives");
            }
        }
        int mover = side;
        int last = side ^ 1;  // the player who made the last move
        if ((p[mover] & g.goal[mover]) != 0) {
            throw new PositionException(name[mover] + " is to move but already reached the far row");
        }
        if (p[last] == 0) {
            throw new PositionException(name[last] + " has no knights, so " + name[mover]
                    + " cannot be to move: the game ended when the last one was captured");
        }
    }
}
