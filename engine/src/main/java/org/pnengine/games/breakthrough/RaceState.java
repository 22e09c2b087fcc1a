package org.pnengine.games.breakthrough;

import java.util.Locale;
import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.NullMove;
import org.pnengine.game.RandomInts;
import org.pnengine.game.State;

/**
 * A position of a {@link RaceGame} as one bitboard per side (bit {@code row*8 + col}, a1 = bit 0,
 * rows counted from Black's side), with everything but the move pattern: apply and undo, the
 * terminal test, the hash, notation and text. A subclass generates the moves of its pattern
 * ({@link #legalMoves}, {@link #targets}) and plays its playouts.
 *
 * <p>A move code is {@code from | to << 6} (square indices as above). Nothing is allocated per
 * move: the undo history is a preallocated int array holding the move and a capture flag, and
 * the Zobrist hash and the sum of the game's weights by square (an evaluation's term) are
 * updated incrementally.
 */
abstract class RaceState implements State, NullMove {

    private static final int CAPTURE = 1 << 12;

    final RaceGame<?> g;
    /** The game's Zobrist keys, {@code keys[side*64 + square]}, and the side-to-move key. */
    private final long[] keys;
    private final long sideKey;
    final long[] pieces = new long[2];  // index = player
    int side;                           // player to move
    private long hash;
    /** The sum of {@link RaceGame#squareWeights} over the pieces on the board. */
    private int squareSum;
    private final int[] history;        // move | CAPTURE if it captured
    private int ply;

    RaceState(RaceGame<?> g, long black, long white, int side) {
        this.g = g;
        this.keys = g.keys;
        this.sideKey = g.sideKey;
        this.pieces[Game.FIRST] = black;
        this.pieces[Game.SECOND] = white;
        this.side = side;
        this.history = new int[g.maxGameLength() + 1];
        this.hash = computeHash();
        for (int p = 0; p < 2; p++) {
            for (long b = pieces[p]; b != 0; b &= b - 1) squareSum += g.squareWeights[p * 64 + Long.numberOfTrailingZeros(b)];
        }
    }

    /** A copy of {@code o}, undo history included. */
    RaceState(RaceState o) {
        this.g = o.g;
        this.keys = o.keys;
        this.sideKey = o.sideKey;
        this.pieces[0] = o.pieces[0];
        this.pieces[1] = o.pieces[1];
        this.side = o.side;
        this.hash = o.hash;
        this.squareSum = o.squareSum;
        this.history = o.history.clone();
        this.ply = o.ply;
    }

    private long computeHash() {
        long h = side == Game.SECOND ? sideKey : 0L;
        for (int p = 0; p < 2; p++) {
            for (long b = pieces[p]; b != 0; b &= b - 1) {
                h ^= keys[p * 64 + Long.numberOfTrailingZeros(b)];
            }
        }
        return h;
    }

    @Override
    public Game game() {
        return g;
    }

    /** The sum of the game's {@link RaceGame#squareWeights} over the pieces on the board. */
    final int squareSum() {
        return squareSum;
    }

    /** The pieces of {@code player} as a bitboard, bit {@code row*8 + col}. */
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

    // ------------------------------------------------------------ moves

    /** The squares a piece of {@code player} on {@code fromBit} may move to. */
    abstract long targets(int player, long fromBit);

    /** Appends a move for every target in {@code targets}, whose origin is {@code to + delta}. */
    static int emit(int[] out, int n, long targets, int delta) {
        for (long t = targets; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            out[n++] = (to + delta) | (to << 6);
        }
        return n;
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
        long h = hash ^ sideKey ^ keys[me * 64 + from] ^ keys[me * 64 + to];
        int[] w = g.squareWeights;
        int sum = squareSum + w[me * 64 + to] - w[me * 64 + from];
        int entry = move;
        if ((pieces[opp] & toBit) != 0) {
            pieces[opp] ^= toBit;
            h ^= keys[opp * 64 + to];
            sum -= w[opp * 64 + to];
            entry |= CAPTURE;
        }
        hash = h;
        squareSum = sum;
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
        long h = hash ^ sideKey ^ keys[me * 64 + from] ^ keys[me * 64 + to];
        int[] w = g.squareWeights;
        int sum = squareSum - w[me * 64 + to] + w[me * 64 + from];
        if ((entry & CAPTURE) != 0) {
            pieces[opp] |= 1L << to;
            h ^= keys[opp * 64 + to];
            sum += w[opp * 64 + to];
        }
        hash = h;
        squareSum = sum;
        side = me;
    }

    @Override
    public void makeNullMove() {
        side ^= 1;
        hash ^= sideKey;
    }

    @Override
    public void unmakeNullMove() {
        side ^= 1;
        hash ^= sideKey;
    }

    @Override
    public int lastMove() {
        return ply == 0 ? -1 : history[ply - 1] & (CAPTURE - 1);
    }

    /** Whether the last move applied captured a piece; false at ply 0. */
    public boolean lastMoveCaptured() {
        return ply > 0 && (history[ply - 1] & CAPTURE) != 0;
    }

    /** The plies applied since the last capture, or since the base position if none captured. */
    int pliesSinceCapture() {
        int n = 0;
        while (n < ply && (history[ply - 1 - n] & CAPTURE) == 0) n++;
        return n;
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

    // ------------------------------------------------------------ playouts

    /**
     * A random playout on local bitboards: per ply it counts the moves of each move direction
     * with {@link Long#bitCount}, draws one index uniformly ({@link RandomInts#below},
     * division-free, unlike {@code nextInt(bound)}), and plays the move with that index in
     * {@link #legalMoves} order, so that with the same generator it plays exactly the game of the
     * generic legal-moves loop drawing the same way, several times faster. The state is not
     * touched. Each game writes its own, unrolled by side with its shifts as constants: a loop
     * over a table of directions would cost the speed this is for, and so, measurably, do one
     * loop shared by the games (its calls into the game are type-guarded once two race games
     * run in one JVM, and Breakthrough pays for a fourth direction) and a shared step answering
     * the move as one value (one more operation on each ply's critical path).
     */
    @Override
    public abstract int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies);

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
    static long nthBit(long x, int k) {
        long s = x - ((x >>> 1) & 0x5555555555555555L);
        s = (s & 0x3333333333333333L) + ((s >>> 2) & 0x3333333333333333L);
        s = ((s + (s >>> 4)) & 0x0F0F0F0F0F0F0F0FL) * ONES;   // byte i: popcount of bytes 0..i
        int shift = Long.bitCount((((k * ONES) | HIGHS) - s) & HIGHS) << 3;
        int before = (int) (((s << 8) >>> shift) & 0xFF);
        return 1L << (shift + SELECT_IN_BYTE[(int) ((x >>> shift) & 0xFF) * 8 + k - before]);
    }

    // ------------------------------------------------------------ notation and text

    @Override
    public String formatMove(int move) {
        return g.squares.name(move & 63) + g.squares.name((move >>> 6) & 63);
    }

    /** Reads {@code a2b3}; {@code a2-b3} and {@code a2xb3} are accepted too. */
    @Override
    public int parseMove(String text) throws MoveFormatException {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.length() == 5 && (t.charAt(2) == '-' || t.charAt(2) == 'x')) {
            t = t.substring(0, 2) + t.substring(3);
        }
        if (t.length() != 4) {
            throw new MoveFormatException("a " + g.title + " move is from-square then to-square, e.g. "
                    + g.moveExample + " (got '" + text + "')");
        }
        return parseSquare(t, 0, text) | (parseSquare(t, 2, text) << 6);
    }

    private int parseSquare(String t, int at, String text) throws MoveFormatException {
        int sq = g.squares.parse(t, at, at + 2);
        if (sq < 0) {
            throw new MoveFormatException("'" + t.substring(at, at + 2) + "' is not a square of the "
                    + g.width + "x" + g.height + " board (files a.." + g.squares.lastFile()
                    + ", rows 1.." + g.height + ") in '" + text + "'");
        }
        return sq;
    }

    @Override
    public String positionText() {
        return g.format(pieces[Game.FIRST], pieces[Game.SECOND], side);
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder();
        long black = pieces[Game.FIRST];
        long white = pieces[Game.SECOND];
        g.squares.appendGrid(sb, (f, r) -> g.symbol(black, white, r * 8 + f), 1);
        if (isTerminal()) {
            sb.append(score() > 0 ? "black wins" : "white wins");
        } else {
            sb.append(side == Game.FIRST ? "black" : "white").append(" to move");
        }
        return sb.toString();
    }
}
