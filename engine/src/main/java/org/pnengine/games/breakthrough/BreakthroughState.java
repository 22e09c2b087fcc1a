package org.pnengine.games.breakthrough;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.pnengine.game.FittedEvaluation;
import org.pnengine.game.Game;
import org.pnengine.game.PlayoutPolicy;
import org.pnengine.game.Tactics;
import org.pnengine.game.RandomInts;

/**
 * A Breakthrough position as one bitboard per side (bit {@code row*8 + col}, a1 = bit 0, rows
 * counted from Black's side). Moves are generated a direction at a time by shifting a side's
 * whole bitboard: Black moves up ({@code <<8} straight, {@code <<7} left, {@code <<9} right),
 * White down ({@code >>>8}, {@code >>>9}, {@code >>>7}); the file masks keep diagonal steps from
 * wrapping round the board's edge.
 *
 * <p>A move code is {@code from | to << 6} (square indices as above). {@link #legalMoves} lists
 * the straight steps, then the steps to the left, then to the right, each by ascending target
 * square; {@link #randomPlayout} picks uniformly from the same list without building it. The
 * rest (apply, undo, hash, text) is the {@link RaceState} of every race game.
 *
 * <p><b>Playout policy</b> ({@code playout=policy}), the tactics of Lorentz and Horey's
 * Breakthrough program ("Programming Breakthrough", Computers and Games 2013), in order: a move
 * that wins at once (onto the last row, or taking the last piece); else the capture of an
 * opponent's piece that stands one row from its goal (it would win next); else, three times in
 * four, a capture; else any move, uniformly. <b>Evaluation</b> (for {@code ept}, {@code imm} and
 * {@code minimax}): on 8×8 fitted to game results ({@link FittedEvaluation}: pieces by row and
 * file pair, pieces defended, pieces no opponent can stop and their rows, home-row guards, empty
 * files, safe steps, pieces side by side, the side to move; the weights by the lab's
 * {@code fit-eval}); on other sizes, or with {@link #useClassic}, the hand-made one: material,
 * advance, the home row kept, and pieces no opponent can stop ({@link #value(int)}), and a
 * tempo for the side to move. <b>Tactics</b>
 * ({@code minimax}): a win at once gains most, then captures, the victim the nearer its goal the
 * more; a piece of the opponent one step from its goal is a threat, which only its capture (or
 * a win at once) answers, one's own a win now, and a quiet step onto that row threatens; a
 * quiet step hangs its piece where more of the opponent's pieces attack the square than of
 * one's own defend it.
 */
public final class BreakthroughState extends RaceState implements PlayoutPolicy, FittedEvaluation, Tactics {

    BreakthroughState(BreakthroughGame g, long black, long white, int side) {
        super(g, black, white, side);
    }

    private BreakthroughState(BreakthroughState o) {
        super(o);
        this.classic = o.classic;
    }

    /** Whether {@link #evaluate()} uses the hand-made evaluation on 8×8 too ({@link #useClassic}). */
    private boolean classic;

    // ------------------------------------------------------------ move generation

    /** The shifts of the three step directions: straight, towards file a, towards the last file. */
    private static final int STRAIGHT = 8;
    private static final int LEFT_UP = 7;     // Black: up and one file left
    private static final int RIGHT_UP = 9;    // Black: up and one file right
    private static final int LEFT_DOWN = 9;   // White: down and one file left
    private static final int RIGHT_DOWN = 7;  // White: down and one file right

    @Override
    public int legalMoves(int[] out) {
        if (isTerminal()) return 0;
        long own = pieces[side];
        long opp = pieces[side ^ 1];
        long empty = ~(own | opp);
        int n = 0;
        if (side == Game.FIRST) {
            n = emit(out, n, (own << STRAIGHT) & empty, -STRAIGHT);
            n = emit(out, n, ((own & g.notLeftFile) << LEFT_UP) & ~own, -LEFT_UP);
            n = emit(out, n, ((own & g.notRightFile) << RIGHT_UP) & ~own, -RIGHT_UP);
        } else {
            n = emit(out, n, (own >>> STRAIGHT) & empty, STRAIGHT);
            n = emit(out, n, ((own & g.notLeftFile) >>> LEFT_DOWN) & ~own, LEFT_DOWN);
            n = emit(out, n, ((own & g.notRightFile) >>> RIGHT_DOWN) & ~own, RIGHT_DOWN);
        }
        return n;
    }

    /** The squares a piece of {@code player} on {@code fromBit} may step to. */
    @Override
    long targets(int player, long fromBit) {
        long own = pieces[player];
        long empty = ~(own | pieces[player ^ 1]);
        if (player == Game.FIRST) {
            return ((fromBit << STRAIGHT) & empty)
                    | (((fromBit & g.notLeftFile) << LEFT_UP) & ~own)
                    | (((fromBit & g.notRightFile) << RIGHT_UP) & ~own);
        }
        return ((fromBit >>> STRAIGHT) & empty)
                | (((fromBit & g.notLeftFile) >>> LEFT_DOWN) & ~own)
                | (((fromBit & g.notRightFile) >>> RIGHT_DOWN) & ~own);
    }

    @Override
    public BreakthroughState copy() {
        return new BreakthroughState(this);
    }

    // ------------------------------------------------------------ playouts

    /** {@inheritDoc} Here the directions are the three step directions (straight, left, right). */
    @Override
    public int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        if (isTerminal()) return score();
        long black = pieces[Game.FIRST];
        long white = pieces[Game.SECOND];
        final long notLeft = g.notLeftFile;
        final long notRight = g.notRightFile;
        final long goalBlack = g.goal[Game.FIRST];
        final long goalWhite = g.goal[Game.SECOND];
        int played = 0;
        // The loop is unrolled by side, Black's half first; White to move enters at its half.
        boolean whiteFirst = side == Game.SECOND;
        while (true) {
            if (!whiteFirst) {
                if (played++ >= maxPlies) return Integer.MIN_VALUE;
                long straight = (black << STRAIGHT) & ~(black | white);
                long left = ((black & notLeft) << LEFT_UP) & ~black;
                long right = ((black & notRight) << RIGHT_UP) & ~black;
                int ns = Long.bitCount(straight);
                int nl = Long.bitCount(left);
                int k = RandomInts.below(rng, ns + nl + Long.bitCount(right));
                long toBit;
                long fromBit;
                if (k < ns) {
                    toBit = nthBit(straight, k);
                    fromBit = toBit >>> STRAIGHT;
                } else if ((k -= ns) < nl) {
                    toBit = nthBit(left, k);
                    fromBit = toBit >>> LEFT_UP;
                } else {
                    toBit = nthBit(right, k - nl);
                    fromBit = toBit >>> RIGHT_UP;
                }
                black ^= fromBit | toBit;
                white &= ~toBit;
                if (white == 0 || (toBit & goalBlack) != 0) return 1;
            }
            whiteFirst = false;
            if (played++ >= maxPlies) return Integer.MIN_VALUE;
            long straight = (white >>> STRAIGHT) & ~(black | white);
            long left = ((white & notLeft) >>> LEFT_DOWN) & ~white;
            long right = ((white & notRight) >>> RIGHT_DOWN) & ~white;
            int ns = Long.bitCount(straight);
            int nl = Long.bitCount(left);
            int k = RandomInts.below(rng, ns + nl + Long.bitCount(right));
            long toBit;
            long fromBit;
            if (k < ns) {
                toBit = nthBit(straight, k);
                fromBit = toBit << STRAIGHT;
            } else if ((k -= ns) < nl) {
                toBit = nthBit(left, k);
                fromBit = toBit << LEFT_DOWN;
            } else {
                toBit = nthBit(right, k - nl);
                fromBit = toBit << RIGHT_DOWN;
            }
            white ^= fromBit | toBit;
            black &= ~toBit;
            if (black == 0 || (toBit & goalWhite) != 0) return -1;
        }
    }

    // ------------------------------------------------------------ policy and evaluation

    @Override
    public int policyMove(SplittableRandom rng, int[] buffer) {
        int me = side;
        long own = pieces[me];
        long opp = pieces[me ^ 1];
        long empty = ~(own | opp);
        boolean black = me == Game.FIRST;
        long straight;
        long left;
        long right;
        long threats;   // the opponent's pieces one row from its goal
        if (black) {
            straight = (own << STRAIGHT) & empty;
            left = ((own & g.notLeftFile) << LEFT_UP) & ~own;
            right = ((own & g.notRightFile) << RIGHT_UP) & ~own;
            threats = opp & (g.goal[Game.SECOND] << STRAIGHT);
        } else {
            straight = (own >>> STRAIGHT) & empty;
            left = ((own & g.notLeftFile) >>> LEFT_DOWN) & ~own;
            right = ((own & g.notRightFile) >>> RIGHT_DOWN) & ~own;
            threats = opp & (g.goal[Game.FIRST] >>> STRAIGHT);
        }
        long goal = g.goal[me];
        long wins = Long.bitCount(opp) == 1 ? goal | opp : goal;
        int m = pick(rng, straight & goal, left & wins, right & wins);
        if (m >= 0) return m;
        if (threats != 0) {
            m = pick(rng, 0, left & threats, right & threats);
            if (m >= 0) return m;
        }
        if ((RandomInts.below(rng, 4)) != 0) {
            m = pick(rng, 0, left & opp, right & opp);
            if (m >= 0) return m;
        }
        return pick(rng, straight, left, right);
    }

    /**
     * One of the moves onto the squares of {@code s} (straight steps), {@code l} and {@code r}
     * (the two diagonals) of the side to move, uniformly; -1 if there is none.
     */
    private int pick(SplittableRandom rng, long s, long l, long r) {
        int ns = Long.bitCount(s);
        int nl = Long.bitCount(l);
        int total = ns + nl + Long.bitCount(r);
        if (total == 0) return -1;
        int k = RandomInts.below(rng, total);
        boolean black = side == Game.FIRST;
        int to;
        int from;
        if (k < ns) {
            to = Long.numberOfTrailingZeros(nthBit(s, k));
            from = black ? to - STRAIGHT : to + STRAIGHT;
        } else if ((k -= ns) < nl) {
            to = Long.numberOfTrailingZeros(nthBit(l, k));
            from = black ? to - LEFT_UP : to + LEFT_DOWN;
        } else {
            to = Long.numberOfTrailingZeros(nthBit(r, k - nl));
            from = black ? to - RIGHT_UP : to + RIGHT_DOWN;
        }
        return from | to << 6;
    }

    @Override
    public int policyPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        int played = 0;
        int result;
        while (true) {
            if (isTerminal()) {
                result = score();
                break;
            }
            if (played >= maxPlies) {
                result = Integer.MIN_VALUE;
                break;
            }
            apply(policyMove(rng, buffer));
            played++;
        }
        for (int i = 0; i < played; i++) undo();
        return result;
    }

    /** The side to move's edge in the hand-made evaluation: its move is worth this much. */
    static final int TEMPO = 15;

    @Override
    public int evaluate() {
        if (!classic && fitted()) {
            return squareSum() + fittedSide(Game.FIRST, 1, null) - fittedSide(Game.SECOND, -1, null)
                    + (side == Game.FIRST ? WEIGHTS[F_TEMPO] : -WEIGHTS[F_TEMPO]);
        }
        return value(Game.FIRST) - value(Game.SECOND) + (side == Game.FIRST ? TEMPO : -TEMPO);
    }

    // The fitted evaluation's features, one side's counts (the first player's minus the second's in
    // features()): pieces by their row counted from home (0..5, nearer the goal counted as 5) and
    // file pair (a/h, b/g, c/f, d/e); then the rest.
    private static final int F_DEFENDED = 24;
    private static final int F_UNSTOPPABLE = 25;
    private static final int F_UNSTOPPABLE_ROWS = 26;
    private static final int F_HOME_GUARDS = 27;
    private static final int F_EMPTY_FILES = 28;
    private static final int F_SAFE_STEPS = 29;
    private static final int F_PHALANX = 30;
    private static final int F_TEMPO = 31;
    private static final List<String> FEATURES = featureList();
    private static final int[] FILE_PAIR = {0, 1, 2, 3, 3, 2, 1, 0};
    /** For each side and square of the 8×8 board, the feature a piece there counts in, and its weight. */
    private static final byte[][] PIECE_FEATURE = new byte[2][64];
    private static final int[][] PIECE_WEIGHT = new int[2][64];
    private static final long HOME_GUARD_FILES = 0x66L; // files b, c, f and g
    private static final long NOT_LEFT_8 = 0xFEFEFEFEFEFEFEFEL;
    private static final long NOT_RIGHT_8 = 0x7F7F7F7F7F7F7F7FL;

    /**
     * The fitted weights, one per feature: {@code pnengine-lab fit-eval} over the records of
     * 20,000 seeded self-play games of {@code minimax} at 25,000 positions a move, played with
     * fitted weights, the first fit's and an interim one's (how, and what they are worth:
     * docs/matches.md, "A fitted evaluation for Breakthrough").
     */
    private static final int[] WEIGHTS = {
        52, 24, 31, 97, 50, 64, 65, 66, 64, 82, 87, 85, 85, 92, 101, 113, 123, 116, 144, 154, 148, 141, 177, 191,
        -8, -8, 73, 55, -7, -5, 8, 9,
    };

    /** For each side and square of the 8×8 board, the cone ahead of a piece there ({@link #cone}). */
    private static final long[][] CONE8 = new long[2][64];

    static {
        for (int player = 0; player < 2; player++) {
            boolean up = player == Game.FIRST;
            for (int sq = 0; sq < 64; sq++) {
                int d = up ? sq >>> 3 : 7 - (sq >>> 3);
                int f = Math.min(d, 5) * 4 + FILE_PAIR[sq & 7];
                PIECE_FEATURE[player][sq] = (byte) f;
                PIECE_WEIGHT[player][sq] = WEIGHTS[f];
                long cone = 1L << sq;
                long seen = 0;
                for (int k = d; k < 7; k++) {
                    cone = up ? (cone << STRAIGHT) | ((cone & NOT_LEFT_8) << LEFT_UP) | ((cone & NOT_RIGHT_8) << RIGHT_UP)
                            : (cone >>> STRAIGHT) | ((cone & NOT_LEFT_8) >>> LEFT_DOWN) | ((cone & NOT_RIGHT_8) >>> RIGHT_DOWN);
                    seen |= cone;
                }
                CONE8[player][sq] = seen;
            }
        }
    }

    /**
     * The fitted evaluation's weight of each piece on each square of the 8×8 board into
     * {@code out} ({@code side*64 + square}, the second player's negated): the game's
     * {@link RaceGame#squareWeights}, whose sum each position keeps.
     */
    static void pieceWeights(int[] out) {
        for (int sq = 0; sq < 64; sq++) {
            out[sq] = PIECE_WEIGHT[Game.FIRST][sq];
            out[64 + sq] = -PIECE_WEIGHT[Game.SECOND][sq];
        }
    }

    private static List<String> featureList() {
        String[] pairs = {"a/h", "b/g", "c/f", "d/e"};
        String[] names = new String[F_TEMPO + 1];
        for (int d = 0; d < 6; d++) {
            for (int f = 0; f < 4; f++) names[d * 4 + f] = "piece row " + d + (d == 5 ? "+" : "") + " file " + pairs[f];
        }
        names[F_DEFENDED] = "defended pieces";
        names[F_UNSTOPPABLE] = "unstoppable pieces";
        names[F_UNSTOPPABLE_ROWS] = "unstoppable pieces' rows from home";
        names[F_HOME_GUARDS] = "home-row pieces on b, c, f, g";
        names[F_EMPTY_FILES] = "files without a piece";
        names[F_SAFE_STEPS] = "steps onto squares no opponent attacks";
        names[F_PHALANX] = "pieces side by side";
        names[F_TEMPO] = "side to move";
        return List.of(names);
    }

    @Override
    public List<String> featureNames() {
        return FEATURES;
    }

    @Override
    public boolean fitted() {
        return g.width == 8 && g.height == 8;
    }

    @Override
    public void features(int[] out) {
        if (!fitted()) throw new IllegalStateException("no fitted evaluation for " + g.width + "x" + g.height);
        Arrays.fill(out, 0, F_TEMPO + 1, 0);
        fittedSide(Game.FIRST, 1, out);
        fittedSide(Game.SECOND, -1, out);
        out[F_TEMPO] = side == Game.FIRST ? 1 : -1;
    }

    @Override
    public int[] weights() {
        return WEIGHTS.clone();
    }

    @Override
    public void useClassic(boolean classic) {
        this.classic = classic;
    }

    /**
     * One side's part of the fitted evaluation (8×8) but its pieces' weights by square (which the
     * position keeps summed, {@link #squareSum}): the weighted sum of its other features; with
     * {@code out}, also adds {@code sign} times each feature, the pieces by square included, to it.
     */
    private int fittedSide(int player, int sign, int[] out) {
        long own = pieces[player];
        long opp = pieces[player ^ 1];
        boolean up = player == Game.FIRST;
        byte[] feature = PIECE_FEATURE[player];
        int v = 0;
        if (out != null) {
            for (long rest = own; rest != 0; rest &= rest - 1) out[feature[Long.numberOfTrailingZeros(rest)]] += sign;
        }
        int unstoppable = 0;
        int unstoppableRows = 0;
        long[] cones = CONE8[player];
        for (long rest = own & (up ? 0xFFFFFFFF00000000L : 0xFFFFFFFFL); rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            int d = up ? sq >>> 3 : 7 - (sq >>> 3);
            if ((cones[sq] & opp) == 0) {
                unstoppable++;
                unstoppableRows += d;
            }
        }
        long ownAttacks = up ? ((own & g.notLeftFile) << LEFT_UP) | ((own & g.notRightFile) << RIGHT_UP)
                : ((own & g.notLeftFile) >>> LEFT_DOWN) | ((own & g.notRightFile) >>> RIGHT_DOWN);
        long oppAttacks = up ? ((opp & g.notLeftFile) >>> LEFT_DOWN) | ((opp & g.notRightFile) >>> RIGHT_DOWN)
                : ((opp & g.notLeftFile) << LEFT_UP) | ((opp & g.notRightFile) << RIGHT_UP);
        long open = ~own & ~oppAttacks;
        int steps = up
                ? Long.bitCount((own << STRAIGHT) & ~opp & open) + Long.bitCount(((own & g.notLeftFile) << LEFT_UP) & open)
                        + Long.bitCount(((own & g.notRightFile) << RIGHT_UP) & open)
                : Long.bitCount((own >>> STRAIGHT) & ~opp & open) + Long.bitCount(((own & g.notLeftFile) >>> LEFT_DOWN) & open)
                        + Long.bitCount(((own & g.notRightFile) >>> RIGHT_DOWN) & open);
        long files = own | own >>> 32;
        files |= files >>> 16;
        files = (files | files >>> 8) & 0xFF;
        v += term(F_DEFENDED, Long.bitCount(own & ownAttacks), sign, out)
                + term(F_UNSTOPPABLE, unstoppable, sign, out)
                + term(F_UNSTOPPABLE_ROWS, unstoppableRows, sign, out)
                + term(F_HOME_GUARDS, Long.bitCount(own & (up ? HOME_GUARD_FILES : HOME_GUARD_FILES << 56)), sign, out)
                + term(F_EMPTY_FILES, 8 - Long.bitCount(files), sign, out)
                + term(F_SAFE_STEPS, steps, sign, out)
                + term(F_PHALANX, Long.bitCount(own & g.notRightFile & own >>> 1), sign, out);
        return v;
    }

    private static int term(int feature, int count, int sign, int[] out) {
        if (out != null) out[feature] += sign * count;
        return WEIGHTS[feature] * count;
    }

    /** The squares a piece {@code d} rows from home on {@code sq} could reach: the cone ahead, widening a file a row. */
    private long cone(int sq, int d, boolean up) {
        long cone = 1L << sq;
        long seen = 0;
        for (int k = d; k < g.height - 1; k++) {
            cone = up ? (cone << STRAIGHT) | ((cone & g.notLeftFile) << LEFT_UP) | ((cone & g.notRightFile) << RIGHT_UP)
                    : (cone >>> STRAIGHT) | ((cone & g.notLeftFile) >>> LEFT_DOWN) | ((cone & g.notRightFile) >>> RIGHT_DOWN);
            seen |= cone;
        }
        return seen;
    }

    /**
     * One side's part of {@link #evaluate()}: 100 a piece, 3·d² for a piece d rows from its home
     * row, 12 a piece still on its back row, and for a piece past the middle that no opponent's
     * piece can meet on its way (none in the cone ahead that widens by a file a row) 50 plus twice
     * its advance.
     */
    private int value(int player) {
        long own = pieces[player];
        long opp = pieces[player ^ 1];
        boolean up = player == Game.FIRST;
        int top = g.height - 1;
        long backRow = 0xFFL << (up ? 0 : 8 * top);
        int value = 100 * Long.bitCount(own) + 12 * Long.bitCount(own & backRow);
        for (long rest = own; rest != 0; rest &= rest - 1) {
            int sq = Long.numberOfTrailingZeros(rest);
            int d = up ? sq >>> 3 : top - (sq >>> 3);
            int advance = 3 * d * d;
            value += advance;
            if (2 * d >= top && (cone(sq, d, up) & opp) == 0) value += 50 + 2 * advance;
        }
        return value;
    }

    // ------------------------------------------------------------ tactics

    /** What a move that wins at once gains ({@link Tactics#gain}). */
    static final int WIN_GAIN = 1 << 16;

    @Override
    public int gain(int move) {
        int to = (move >>> 6) & 63;
        long bit = 1L << to;
        long opp = pieces[side ^ 1];
        if ((g.goal[side] & bit) != 0) return WIN_GAIN;
        if ((opp & bit) == 0) return 0;
        if (Long.bitCount(opp) == 1) return WIN_GAIN;
        int row = to >>> 3;
        int advanced = side == Game.FIRST ? g.height - 1 - row : row;
        return 16 + advanced;
    }

    /**
     * The legal moves onto an opponent's piece, the row next to the goal or the goal
     * ({@link Tactics#tacticalMoves}): the captures, the steps that threaten, the wins; in
     * {@link #legalMoves} order.
     */
    @Override
    public int tacticalMoves(int[] out) {
        long own = pieces[side];
        long opp = pieces[side ^ 1];
        long empty = ~(own | opp);
        long wanted = opp | g.goal[side] | oneStepFromGoal(side);
        int n = 0;
        if (side == Game.FIRST) {
            n = emit(out, n, (own << STRAIGHT) & empty & wanted, -STRAIGHT);
            n = emit(out, n, ((own & g.notLeftFile) << LEFT_UP) & ~own & wanted, -LEFT_UP);
            n = emit(out, n, ((own & g.notRightFile) << RIGHT_UP) & ~own & wanted, -RIGHT_UP);
        } else {
            n = emit(out, n, (own >>> STRAIGHT) & empty & wanted, STRAIGHT);
            n = emit(out, n, ((own & g.notLeftFile) >>> LEFT_DOWN) & ~own & wanted, LEFT_DOWN);
            n = emit(out, n, ((own & g.notRightFile) >>> RIGHT_DOWN) & ~own & wanted, RIGHT_DOWN);
        }
        return n;
    }

    @Override
    public boolean threatened() {
        int opp = side ^ 1;
        return (pieces[opp] & oneStepFromGoal(opp)) != 0;
    }

    @Override
    public boolean threatens(int move) {
        // The one threat a step can make: a piece next to its goal, which only a capture stops.
        return (oneStepFromGoal(side) & 1L << ((move >>> 6) & 63)) != 0;
    }

    @Override
    public boolean hangs(int move) {
        // Every piece is worth the same and a capture never opens a line, so an exchange on the
        // square loses a piece exactly when more of the opponent's pieces attack it than of one's
        // own defend it (the moved piece no longer among them); a step next to the goal is a
        // threat, never a loss.
        int to = (move >>> 6) & 63;
        int from = move & 63;
        long toBit = 1L << to;
        if ((oneStepFromGoal(side) & toBit) != 0) return false;
        long opp = pieces[side ^ 1];
        long own = pieces[side] & ~(1L << from);
        boolean up = side == Game.FIRST;
        // The squares from which a piece of each side attacks the destination.
        long fromOpp = up ? ((toBit & g.notLeftFile) << LEFT_UP) | ((toBit & g.notRightFile) << RIGHT_UP)
                : ((toBit & g.notLeftFile) >>> LEFT_DOWN) | ((toBit & g.notRightFile) >>> RIGHT_DOWN);
        int attackers = Long.bitCount(fromOpp & opp);
        if (attackers == 0) return false;
        long fromOwn = up ? ((toBit & g.notLeftFile) >>> LEFT_DOWN) | ((toBit & g.notRightFile) >>> RIGHT_DOWN)
                : ((toBit & g.notLeftFile) << LEFT_UP) | ((toBit & g.notRightFile) << RIGHT_UP);
        return attackers > Long.bitCount(fromOwn & own);
    }

    @Override
    public boolean answers(int move) {
        // Only taking the piece next to its goal stops it, or winning first.
        return (pieces[side ^ 1] & oneStepFromGoal(side ^ 1) & 1L << ((move >>> 6) & 63)) != 0 || gain(move) == WIN_GAIN;
    }

    @Override
    public boolean winsNow() {
        // A piece one row from its goal always has a step there: no piece of its own stands on
        // the goal row while the game goes on, so a diagonal is free where the board has one.
        return g.width > 1 && (pieces[side] & oneStepFromGoal(side)) != 0;
    }

    /** The row from which {@code player}'s pieces reach their goal in one step. */
    private long oneStepFromGoal(int player) {
        return player == Game.FIRST ? g.goal[Game.FIRST] >>> STRAIGHT : g.goal[Game.SECOND] << STRAIGHT;
    }
}
