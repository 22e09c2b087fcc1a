package org.pnengine.games.othello;

import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.pnengine.game.Bits;
import org.pnengine.game.Evaluation;
import org.pnengine.game.ExactKernel;
import org.pnengine.game.Game;
import org.pnengine.game.GameProgress;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PlayoutPolicy;
import org.pnengine.game.PositionException;
import org.pnengine.game.RandomInts;
import org.pnengine.game.State;

/**
 * An Othello position as two bitboards, the discs of the side to move and of its opponent, in
 * the 8×8 layout: square (column c, row r), both 0-based from a1 at the top left, is bit
 * {@code 8r + c}; smaller boards use the top-left {@code size × size} corner. A move is that square
 * index ({@code d3} = 19), or {@link #PASS}.
 *
 * <p>Move generation follows the shift-and-mask fill of bitboard Othello programs (R. Delorme's
 * Edax, {@code get_moves} in {@code board.c}), a parallel-prefix flood fill in the manner of
 * Kogge and Stone (1973): for each of the 8 directions {@code d}, with {@code O'} the opponent's
 * discs that can lie inside a line in that direction (files a and h excluded unless {@code d} is
 * vertical),
 * <pre>
 *   F = O' &amp; shift(P, d);  F |= O' &amp; shift(F, d);  Q = O' &amp; shift(O', d);
 *   F |= Q &amp; shift(F, 2d);  F |= Q &amp; shift(F, 2d);      moves |= shift(F, d) &amp; empty
 * </pre>
 * finds every empty square at the end of a run of 1 to 6 opponent discs that starts next to one of
 * the mover's discs. Flips come from the same fill started at the placed disc, kept in each
 * direction whose run is closed by a disc of the mover (a branch-free test).
 *
 * <p>Nothing is allocated per move: {@link #apply} pushes (move, flips, previous hash) onto
 * preallocated primitive stacks sized by {@link OthelloGame#maxGameLength()}, and {@link #undo}
 * pops them. The hash is an incremental Zobrist (1970) hash of the discs and the side to move: a
 * placement XORs in one key, each flipped disc the XOR of its black and white keys.
 */
public final class OthelloState implements State, PlayoutPolicy, GameProgress, Evaluation, ExactKernel {

    /** The pass move, legal exactly when the side to move has no placement but the opponent has. */
    public static final int PASS = 64;

    // ---------------------------------------------------------------- Zobrist keys

    private static final long[] Z_BLACK = new long[64];
    private static final long[] Z_WHITE = new long[64];
    /** Z_BLACK ^ Z_WHITE: flipping a disc toggles both keys. */
    private static final long[] Z_FLIP = new long[64];
    private static final long Z_WHITE_TO_MOVE;

    static {
        SplittableRandom r = new SplittableRandom(0x07E1105EEDL);
        for (int i = 0; i < 64; i++) {
            Z_BLACK[i] = r.nextLong();
            Z_WHITE[i] = r.nextLong();
            Z_FLIP[i] = Z_BLACK[i] ^ Z_WHITE[i];
        }
        Z_WHITE_TO_MOVE = r.nextLong();
    }

    // ---------------------------------------------------------------- masks

    /** Squares not on file a: the targets of a shift that moves one column right. */
    private static final long NOT_A = 0xFEFEFEFEFEFEFEFEL;
    /** Squares not on file h: the targets of a shift that moves one column left. */
    private static final long NOT_H = 0x7F7F7F7F7F7F7F7FL;
    /** Squares on neither file a nor h: where a disc inside a sideways or diagonal line can be. */
    private static final long INNER = NOT_A & NOT_H;

    /** Status of the cached move bitboard. */
    private static final byte UNKNOWN = 0;
    private static final byte HAS_MOVES = 1;
    private static final byte MUST_PASS = 2;
    private static final byte OVER = 3;

    // ---------------------------------------------------------------- state

    private final OthelloGame g;
    private final long board;
    private long p;             // discs of the side to move
    private long o;             // discs of the opponent
    private int toMove;
    private long hash;
    private int ply;
    private final int[] moveStack;
    private final long[] flipStack;
    private final long[] hashStack;
    private byte status;        // of the cached legal-move bitboard below
    private long moves;         // legal placements of the side to move when status == HAS_MOVES

    OthelloState(OthelloGame g, long black, long white, int toMove) {
        this.g = g;
        this.board = g.boardMask;
        this.toMove = toMove;
        this.p = toMove == Game.FIRST ? black : white;
        this.o = toMove == Game.FIRST ? white : black;
        this.hash = fullHash(black, white, toMove);
        int cap = g.maxGameLength() + 2;
        this.moveStack = new int[cap];
        this.flipStack = new long[cap];
        this.hashStack = new long[cap];
    }

    private OthelloState(OthelloState s) {
        this.g = s.g;
        this.board = s.board;
        this.p = s.p;
        this.o = s.o;
        this.toMove = s.toMove;
        this.hash = s.hash;
        this.ply = s.ply;
        this.moveStack = s.moveStack.clone();
        this.flipStack = s.flipStack.clone();
        this.hashStack = s.hashStack.clone();
        this.status = s.status;
        this.moves = s.moves;
    }

    private static long fullHash(long black, long white, int toMove) {
        long h = toMove == Game.SECOND ? Z_WHITE_TO_MOVE : 0L;
        for (long b = black; b != 0; b &= b - 1) h ^= Z_BLACK[Long.numberOfTrailingZeros(b)];
        for (long w = white; w != 0; w &= w - 1) h ^= Z_WHITE[Long.numberOfTrailingZeros(w)];
        return h;
    }

    // ---------------------------------------------------------------- bitboard kernels

    /**
     * The legal placements of the side owning {@code p} against {@code o} on {@code board}: every
     * empty square that brackets at least one run of {@code o} discs ending in a {@code p} disc.
     */
    public static long placements(long p, long o, long board) {
        long empty = board & ~(p | o);
        long inner = o & INNER;
        long m = fillLeft(p, inner, 1) | fillRight(p, inner, 1)      // east, west
                | fillLeft(p, o, 8) | fillRight(p, o, 8)              // south, north
                | fillLeft(p, inner, 9) | fillRight(p, inner, 9)      // south-east, north-west
                | fillLeft(p, inner, 7) | fillRight(p, inner, 7);     // south-west, north-east
        return m & empty;
    }

    /** One direction of {@link #placements(long, long, long)}, towards higher bits. */
    private static long fillLeft(long p, long o, int d) {
        long f = o & (p << d);
        f |= o & (f << d);
        long q = o & (o << d);
        int d2 = d + d;
        f |= q & (f << d2);
        f |= q & (f << d2);
        return f << d;
    }

    /** One direction of {@link #placements(long, long, long)}, towards lower bits. */
    private static long fillRight(long p, long o, int d) {
        long f = o & (p >>> d);
        f |= o & (f >>> d);
        long q = o & (o >>> d);
        int d2 = d + d;
        f |= q & (f >>> d2);
        f |= q & (f >>> d2);
        return f >>> d;
    }

    /**
     * The opponent discs flipped when the owner of {@code p} places a disc on square {@code sq}
     * (which must be empty). Zero if the placement brackets nothing. The same fill as
     * {@link #placements(long, long, long)}, started from the one square: in each direction the
     * run of opponent discs next to {@code sq} is kept if a disc of {@code p} closes it.
     */
    public static long flips(int sq, long p, long o) {
        long m = 1L << sq;
        long inner = o & INNER;
        return runLeft(m, p, inner, 1) | runRight(m, p, inner, 1)
                | runLeft(m, p, o, 8) | runRight(m, p, o, 8)
                | runLeft(m, p, inner, 9) | runRight(m, p, inner, 9)
                | runLeft(m, p, inner, 7) | runRight(m, p, inner, 7);
    }

    /** The run of {@code o} discs from {@code m} towards higher bits, if a {@code p} disc closes it. */
    private static long runLeft(long m, long p, long o, int d) {
        long f = o & (m << d);
        f |= o & (f << d);
        long q = o & (o << d);
        int d2 = d + d;
        f |= q & (f << d2);
        f |= q & (f << d2);
        long end = (f << d) & p;
        return f & ((end | -end) >> 63);   // f if the run is closed, else 0, without a branch
    }

    /** The run of {@code o} discs from {@code m} towards lower bits, if a {@code p} disc closes it. */
    private static long runRight(long m, long p, long o, int d) {
        long f = o & (m >>> d);
        f |= o & (f >>> d);
        long q = o & (o >>> d);
        int d2 = d + d;
        f |= q & (f >>> d2);
        f |= q & (f >>> d2);
        long end = (f >>> d) & p;
        return f & ((end | -end) >> 63);
    }

    private void computeStatus() {
        long m = placements(p, o, board);
        if (m != 0) {
            moves = m;
            status = HAS_MOVES;
        } else if (placements(o, p, board) != 0) {
            moves = 0;
            status = MUST_PASS;
        } else {
            moves = 0;
            status = OVER;
        }
    }

    private byte status() {
        if (status == UNKNOWN) computeStatus();
        return status;
    }

    // ---------------------------------------------------------------- State

    @Override
    public OthelloGame game() {
        return g;
    }

    @Override
    public int toMove() {
        return toMove;
    }

    @Override
    public int ply() {
        return ply;
    }

    /** Black's discs. */
    public long blackBits() {
        return toMove == Game.FIRST ? p : o;
    }

    /** White's discs. */
    public long whiteBits() {
        return toMove == Game.FIRST ? o : p;
    }

    /** The side to move's discs. */
    public long moverBits() {
        return p;
    }

    /** The opponent's discs. */
    public long opponentBits() {
        return o;
    }

    /** The legal placements of the side to move as a bitboard (zero when it must pass or the game is over). */
    public long legalMoveBits() {
        return status() == HAS_MOVES ? moves : 0L;
    }

    /** Number of empty squares. */
    public int empties() {
        return Long.bitCount(board & ~(p | o));
    }

    @Override
    public int legalMoves(int[] out) {
        switch (status()) {
            case HAS_MOVES: {
                int n = 0;
                for (long m = moves; m != 0; m &= m - 1) out[n++] = Long.numberOfTrailingZeros(m);
                return n;
            }
            case MUST_PASS:
                out[0] = PASS;
                return 1;
            default:
                return 0;
        }
    }

    @Override
    public boolean isLegal(int move) {
        if (move == PASS) return status() == MUST_PASS;
        if (move < 0 || move >= 64) return false;
        return status() == HAS_MOVES && ((moves >>> move) & 1L) != 0;
    }

    @Override
    public void apply(int move) {
        int i = ply;
        moveStack[i] = move;
        hashStack[i] = hash;
        long h = hash ^ Z_WHITE_TO_MOVE;
        if (move == PASS) {
            flipStack[i] = 0;
        } else {
            long f = flips(move, p, o);
            flipStack[i] = f;
            h ^= toMove == Game.FIRST ? Z_BLACK[move] : Z_WHITE[move];
            for (long b = f; b != 0; b &= b - 1) h ^= Z_FLIP[Long.numberOfTrailingZeros(b)];
            p |= f | (1L << move);
            o ^= f;
        }
        long t = p;
        p = o;
        o = t;
        toMove ^= 1;
        hash = h;
        ply = i + 1;
        status = UNKNOWN;
    }

    @Override
    public void undo() {
        if (ply == 0) throw new IllegalStateException("nothing to undo");
        int i = --ply;
        int move = moveStack[i];
        long t = p;
        p = o;
        o = t;
        toMove ^= 1;
        if (move != PASS) {
            long f = flipStack[i];
            p ^= f | (1L << move);
            o |= f;
        }
        hash = hashStack[i];
        status = UNKNOWN;
    }

    @Override
    public int lastMove() {
        return ply == 0 ? -1 : moveStack[ply - 1];
    }

    @Override
    public boolean isTerminal() {
        return status() == OVER;
    }

    /**
     * Black's discs minus White's discs; with {@code scoring=wof} the empty squares are added to
     * the side ahead (the score of a finished game; a draw stays 0).
     */
    @Override
    public int score() {
        int d = Long.bitCount(p) - Long.bitCount(o);
        if (g.wof && d != 0) {
            int empty = Long.bitCount(board & ~(p | o));
            d += d > 0 ? empty : -empty;
        }
        return toMove == Game.FIRST ? d : -d;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public OthelloState copy() {
        return new OthelloState(this);
    }

    @Override
    public boolean isPass(int move) {
        return move == PASS;
    }

    /**
     * Random playout on local bitboards (the state itself is not touched): a uniformly random
     * placement, or the forced pass, until neither side can move. Passes count as plies. Each
     * draw is {@link RandomInts#below} (division-free, unlike {@code nextInt(bound)}), the index
     * of a move in {@link #legalMoves} order (square order), so it plays the same game from a
     * seed as the generic legal-moves loop drawing the same way.
     */
    @Override
    public int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        return playout(rng, maxPlies, false);
    }

    /**
     * The playout of {@code playout=policy} ({@link OthelloHeuristics}: corners first, X- and
     * C-squares of empty corners last, one move in eight uniformly random), on local bitboards as
     * {@link #randomPlayout}; a forced pass draws nothing.
     */
    @Override
    public int policyPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        return playout(rng, maxPlies, true);
    }

    /**
     * The playout loop of both: each placement uniformly random ({@link RandomInts#below} over the
     * moves in square order) or by the policy ({@link OthelloHeuristics#choose}); the score for
     * the first player, or {@link Integer#MIN_VALUE} when cut off after {@code maxPlies}.
     */
    private int playout(SplittableRandom rng, int maxPlies, boolean policy) {
        final long bd = board;
        final int n = OthelloHeuristics.side(bd);
        long me = p;
        long opp = o;
        int side = toMove;
        int played = 0;
        long m = placements(me, opp, bd);
        while (true) {
            if (m == 0) {
                long om = placements(opp, me, bd);
                if (om == 0) break;
                if (played >= maxPlies) return Integer.MIN_VALUE;
                // The uniform playout draws for a forced pass as the generic loop does, so that a seed
                // plays the same game; the policy's pass draws nothing.
                if (!policy) RandomInts.below(rng, 1);
                long t = me;
                me = opp;
                opp = t;
                side ^= 1;
                played++;
                m = om;
                continue;
            }
            if (played >= maxPlies) return Integer.MIN_VALUE;
            int sq = policy ? OthelloHeuristics.choose(rng, n, m, me | opp)
                    : Bits.select(m, RandomInts.below(rng, Long.bitCount(m)));
            long f = flips(sq, me, opp);
            long t = me | f | (1L << sq);
            me = opp ^ f;
            opp = t;
            side ^= 1;
            played++;
            m = placements(me, opp, bd);
        }
        int d = Long.bitCount(me) - Long.bitCount(opp);
        if (g.wof && d != 0) {
            int empty = Long.bitCount(bd & ~(me | opp));
            d += d > 0 ? empty : -empty;
        }
        return side == Game.FIRST ? d : -d;
    }

    /** The policy's move here: {@link OthelloHeuristics#choose}, or the forced pass. */
    @Override
    public int policyMove(SplittableRandom rng, int[] buffer) {
        long m = legalMoveBits();
        return m == 0 ? PASS : OthelloHeuristics.choose(rng, OthelloHeuristics.side(board), m, p | o);
    }

    /** {@link OthelloHeuristics#evaluate} (corners, dangerous squares, mobility), for Black. */
    @Override
    public int evaluate() {
        int v = OthelloHeuristics.evaluate(OthelloHeuristics.side(board), board, p, o);
        return toMove == Game.FIRST ? v : -v;
    }

    /**
     * The empty squares: every placement fills one and passes are rare, so a game lasts about as
     * many more plies as there are empty squares (0 once it is over).
     */
    @Override
    public int expectedPliesLeft() {
        return isTerminal() ? 0 : empties();
    }

    /** The exact endgame search on bitboards, {@link OthelloEndgame}. */
    @Override
    public ExactKernel.Search newExactSearch(long memoryBytes, BooleanSupplier stop) {
        return new OthelloEndgame(this, memoryBytes, stop);
    }

    // ---------------------------------------------------------------- notation

    @Override
    public String formatMove(int move) {
        if (move == PASS) return "pass";
        int c = move & 7;
        int r = move >>> 3;
        if (move < 0 || move >= 64 || c >= g.size || r >= g.size) {
            throw new IllegalArgumentException("not an Othello move code: " + move);
        }
        return g.squares.name(move);
    }

    @Override
    public int parseMove(String text) throws MoveFormatException {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("pass")) return PASS;
        int sq = g.squares.parse(t);
        if (sq >= 0) return sq;
        throw new MoveFormatException("an Othello move is a square a1.." + g.squares.lastFile() + g.size
                + " (column letter, then row, row 1 at the top) or pass (got '" + text + "')");
    }

    private char cell(int sq) {
        long b = 1L << sq;
        if (((p | o) & b) == 0) return '-';
        boolean black = ((toMove == Game.FIRST ? p : o) & b) != 0;
        return black ? 'X' : 'O';
    }

    @Override
    public String positionText() {
        int n = g.size;
        StringBuilder sb = new StringBuilder(n * n + 2);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) sb.append(cell(8 * r + c));
        }
        return sb.append(' ').append(toMove == Game.FIRST ? 'X' : 'O').toString();
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder();
        g.squares.appendGrid(sb, (c, r) -> cell(8 * r + c), 1);
        sb.append("black (X) ").append(Long.bitCount(blackBits()))
                .append(", white (O) ").append(Long.bitCount(whiteBits())).append("; ");
        switch (status()) {
            case OVER:
                sb.append("game over, ").append(g.formatScore(score()));
                break;
            case MUST_PASS:
                sb.append(g.playerName(toMove)).append(" to move and must pass");
                break;
            default:
                sb.append(g.playerName(toMove)).append(" to move");
        }
        return sb.toString();
    }

    // ---------------------------------------------------------------- parsing

    static OthelloState parse(OthelloGame g, String text) throws PositionException {
        String t = text.strip();
        if (t.isEmpty()) throw new PositionException("empty position");
        int n = g.size;
        int cells = n * n;
        int end = 0;
        while (end < t.length() && !Character.isWhitespace(t.charAt(end)) && t.charAt(end) != ';') end++;
        String boardText = t.substring(0, end);
        if (boardText.length() != cells) {
            throw new PositionException("the board must be " + cells + " characters (" + n + "x" + n
                    + ", a1 first, row by row) of X, O or -, got " + boardText.length());
        }
        long black = 0;
        long white = 0;
        for (int i = 0; i < cells; i++) {
            char ch = boardText.charAt(i);
            long b = 1L << (8 * (i / n) + i % n);
            switch (ch) {
                case 'X': case 'x': case '*': case 'B': case 'b':
                    black |= b;
                    break;
                case 'O': case 'o': case 'W': case 'w':
                    white |= b;
                    break;
                case '-': case '.':
                    break;
                default:
                    throw new PositionException("bad character '" + ch + "' for square "
                            + g.squares.name(8 * (i / n) + i % n) + ": use X (black), O (white) or - (empty)");
            }
        }
        String rest = t.substring(end).strip();
        if (rest.isEmpty() || rest.charAt(0) == ';') {
            throw new PositionException("missing the side to move (X or O) after the board");
        }
        int sideEnd = 0;
        while (sideEnd < rest.length() && !Character.isWhitespace(rest.charAt(sideEnd))
                && rest.charAt(sideEnd) != ';') {
            sideEnd++;
        }
        String side = rest.substring(0, sideEnd).toLowerCase(Locale.ROOT);
        int toMove;
        switch (side) {
            case "x": case "b": case "black": toMove = Game.FIRST; break;
            case "o": case "w": case "white": toMove = Game.SECOND; break;
            default:
                throw new PositionException("side to move must be X or O (got '"
                        + rest.substring(0, sideEnd) + "')");
        }
        String tail = rest.substring(sideEnd).strip();
        if (!tail.isEmpty() && tail.charAt(0) != ';') {
            throw new PositionException("unexpected text after the side to move: '" + tail
                    + "' (further fields must follow a ';')");
        }
        checkReachable(g, black, white, toMove);
        return new OthelloState(g, black, white, toMove);
    }

    /**
     * Rejects positions that no game can reach: an empty centre square, a disc not connected to
     * the centre through occupied squares (every placed disc touches an earlier one), or four
     * discs other than the start position with Black to move.
     */
    private static void checkReachable(OthelloGame g, long black, long white, int toMove)
            throws PositionException {
        long occ = black | white;
        long emptyCentre = g.centreMask & ~occ;
        if (emptyCentre != 0) {
            throw new PositionException("impossible position: centre square "
                    + g.squares.name(Long.numberOfTrailingZeros(emptyCentre)) + " is empty");
        }
        long reached = g.centreMask;
        while (true) {
            long next = reached | (occ & neighbours(reached));
            if (next == reached) break;
            reached = next;
        }
        long stray = occ & ~reached;
        if (stray != 0) {
            throw new PositionException("impossible position: the disc on "
                    + g.squares.name(Long.numberOfTrailingZeros(stray))
                    + " is not connected to the centre (every disc is placed next to another)");
        }
        if (Long.bitCount(occ) == 4) {
            if (black != g.startBlack || white != g.startWhite) {
                throw new PositionException("impossible position: with four discs it must be the "
                        + "start position (White on the diagonal from the top-left centre square)");
            }
            if (toMove != Game.FIRST) {
                throw new PositionException("impossible position: in the start position Black is to move");
            }
        }
    }

    /** The 8 neighbours of every square of {@code b} (not wrapping around the board's sides). */
    private static long neighbours(long b) {
        long h = b | ((b << 1) & NOT_A) | ((b >>> 1) & NOT_H);
        return h | (h << 8) | (h >>> 8);
    }
}
