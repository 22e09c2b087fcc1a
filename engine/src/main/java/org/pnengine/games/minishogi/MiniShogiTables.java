package org.pnengine.games.minishogi;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Constant tables for the 5×5 board: piece codes, step attacks, slider attacks, line masks and
 * Zobrist keys. Everything here is computed once at class initialisation and never changes.
 *
 * <p>Squares: {@code sq = 5 * row + col}, row 0 = USI rank {@code a} (top), col 0 = USI file
 * {@code 5} (left, from Sente's side). Sente ({@code Game.FIRST}) moves towards row 0.
 *
 * <p>Sliders use magic bitboards (multiply-and-shift perfect hashing of the relevant occupancy;
 * P. Kannan, "Magic Move-Bitboard Generation in Computer Chess", 2007):
 * {@code attacks = table[sq][((occ & mask[sq]) * magic[sq]) >>> shift[sq]]}, where {@code mask}
 * holds the ray squares minus the last square of each ray. The magics are found at class
 * initialisation by a seeded random search, which takes a few milliseconds on 25 squares.
 */
final class MiniShogiTables {

    private MiniShogiTables() {
    }

    static final int SQUARES = 25;
    static final int ALL = (1 << SQUARES) - 1;

    // ------------------------------------------------------------------ piece types
    static final int PAWN = 0;
    static final int SILVER = 1;
    static final int BISHOP = 2;
    static final int ROOK = 3;
    static final int GOLD = 4;
    static final int KING = 5;
    static final int TOKIN = 6;       // +P
    static final int PSILVER = 7;     // +S
    static final int HORSE = 8;       // +B
    static final int DRAGON = 9;      // +R
    static final int TYPES = 10;
    /** Types that can be held in hand: P, S, B, R, G (indices 0..4). */
    static final int HAND_TYPES = 5;
    /** How many of each kind exist in the game (one per side). */
    static final int PER_KIND = 2;

    /** SFEN letters by type (upper case; promoted types carry a '+' prefix in text). */
    static final char[] LETTER = {'P', 'S', 'B', 'R', 'G', 'K', 'P', 'S', 'B', 'R'};

    static boolean promotable(int type) {
        return type <= ROOK;
    }

    static int promote(int type) {
        return type + 6;
    }

    /** The type a captured piece goes to hand as. */
    static int unpromote(int type) {
        return type >= TOKIN ? type - 6 : type;
    }

    /** Board cell code: 0 empty, else {@code 1 + type + 10 * color}. */
    static int code(int color, int type) {
        return 1 + type + TYPES * color;
    }

    /** The index of a hand's key in {@link #Z_HAND}. */
    static int handKey(int color, int kind, int count) {
        return (color * HAND_TYPES + kind) * (PER_KIND + 1) + count;
    }

    static int codeColor(int code) {
        return (code - 1) / TYPES;
    }

    static int codeType(int code) {
        return (code - 1) % TYPES;
    }

    /** {@code CODE_TYPE[code]} is {@link #codeType}{@code (code)} for the codes 1..20, by one load. */
    static final int[] CODE_TYPE = new int[1 + 2 * TYPES];

    static {
        for (int code = 1; code <= 2 * TYPES; code++) CODE_TYPE[code] = codeType(code);
    }

    // ------------------------------------------------------------------ geometry
    static int row(int sq) {
        return sq / 5;
    }

    static int col(int sq) {
        return sq % 5;
    }

    static int bit(int sq) {
        return 1 << sq;
    }

    /** Row 0 for Sente, row 4 for Gote: the promotion zone and the pawn's dead rank. */
    static final int[] LAST_RANK = {0x1F, 0x1F << 20};
    /** One mask per column (col 0 = file 5). */
    static final int[] FILE_MASK = new int[5];

    /** Step attacks: {@code [color * SQUARES + sq]} for pawn, silver, gold; {@code [sq]} for king. */
    static final int[] PAWN_ATT = new int[2 * SQUARES];
    static final int[] SILVER_ATT = new int[2 * SQUARES];
    static final int[] GOLD_ATT = new int[2 * SQUARES];
    static final int[] KING_ATT = new int[SQUARES];
    /** Empty-board slider attacks. */
    static final int[] ROOK_PSEUDO = new int[SQUARES];
    static final int[] BISHOP_PSEUDO = new int[SQUARES];
    /** Squares strictly between two aligned squares, else 0. */
    static final int[][] BETWEEN = new int[SQUARES][SQUARES];
    /** The full line through two aligned squares, else 0. */
    static final int[][] LINE = new int[SQUARES][SQUARES];

    // magic slider tables
    private static final int[] R_MASK = new int[SQUARES];
    private static final long[] R_MAGIC = new long[SQUARES];
    private static final int[] R_SHIFT = new int[SQUARES];
    private static final int[][] R_TABLE = new int[SQUARES][];
    private static final int[] B_MASK = new int[SQUARES];
    private static final long[] B_MAGIC = new long[SQUARES];
    private static final int[] B_SHIFT = new int[SQUARES];
    private static final int[][] B_TABLE = new int[SQUARES][];

    /**
     * {@code MOVE_BOUND[code * SQUARES + sq]}: how many pseudo-legal moves the piece with board
     * code {@code code} can have on {@code sq}, its moves on an otherwise empty board (a target in
     * the promotion zone, or any target from inside it, counting twice for a silver, bishop or
     * rook, which may promote or not). Its moves on any board are a subset.
     */
    static final int[] MOVE_BOUND = new int[(1 + 2 * TYPES) * SQUARES];
    /**
     * {@code STEP_ATT[code * SQUARES + sq]}: the squares the piece with board code {@code code}
     * attacks from {@code sq} by single steps (a horse's or dragon's king steps; 0 for a plain
     * bishop or rook). {@code SLIDES[code]} says how it also slides: 0 not, {@link #BISHOP} or
     * {@link #ROOK} like the piece of that type.
     */
    static final int[] STEP_ATT = new int[(1 + 2 * TYPES) * SQUARES];
    static final int[] SLIDES = new int[1 + 2 * TYPES];

    static final int[][] ROOK_DIRS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    static final int[][] BISHOP_DIRS = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

    // ------------------------------------------------------------------ zobrist
    /** {@code Z_PIECE[code * SQUARES + sq]}, by board code (see {@link #code}); code 0 is unused. */
    static final long[] Z_PIECE = new long[(1 + 2 * TYPES) * SQUARES];
    /**
     * {@code Z_HAND[(color * HAND_TYPES + kind) * (PER_KIND + 1) + count]}; count 0 is 0 so that
     * an empty hand adds nothing.
     */
    static final long[] Z_HAND = new long[2 * HAND_TYPES * (PER_KIND + 1)];
    /** XORed in when Gote is to move. */
    static final long Z_SIDE;

    static {
        for (int c = 0; c < 5; c++) {
            for (int r = 0; r < 5; r++) FILE_MASK[c] |= 1 << (5 * r + c);
        }
        for (int sq = 0; sq < SQUARES; sq++) {
            for (int color = 0; color < 2; color++) {
                int f = color == 0 ? -1 : 1;   // forward row step
                PAWN_ATT[color * SQUARES + sq] = steps(sq, new int[][] {{f, 0}});
                SILVER_ATT[color * SQUARES + sq] = steps(sq, new int[][] {{f, -1}, {f, 0}, {f, 1}, {-f, -1}, {-f, 1}});
                GOLD_ATT[color * SQUARES + sq] = steps(sq, new int[][] {{f, -1}, {f, 0}, {f, 1}, {0, -1}, {0, 1}, {-f, 0}});
            }
            KING_ATT[sq] = steps(sq, new int[][] {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}});
            ROOK_PSEUDO[sq] = slide(sq, 0, ROOK_DIRS);
            BISHOP_PSEUDO[sq] = slide(sq, 0, BISHOP_DIRS);
        }
        for (int a = 0; a < SQUARES; a++) {
            for (int[][] dirs : new int[][][] {ROOK_DIRS, BISHOP_DIRS}) {
                for (int[] d : dirs) {
                    int r = row(a) + d[0];
                    int c = col(a) + d[1];
                    int between = 0;
                    while (r >= 0 && r < 5 && c >= 0 && c < 5) {
                        int b = 5 * r + c;
                        BETWEEN[a][b] = between;
                        LINE[a][b] = lineThrough(a, d);
                        between |= 1 << b;
                        r += d[0];
                        c += d[1];
                    }
                }
            }
        }
        for (int color = 0; color < 2; color++) {
            for (int t = 0; t < TYPES; t++) {
                int c = code(color, t);
                SLIDES[c] = t == BISHOP || t == HORSE ? BISHOP : t == ROOK || t == DRAGON ? ROOK : 0;
                for (int sq = 0; sq < SQUARES; sq++) {
                    int steps;
                    switch (t) {
                        case PAWN: steps = PAWN_ATT[color * SQUARES + sq]; break;
                        case SILVER: steps = SILVER_ATT[color * SQUARES + sq]; break;
                        case BISHOP: case ROOK: steps = 0; break;
                        case KING: case HORSE: case DRAGON: steps = KING_ATT[sq]; break;
                        default: steps = GOLD_ATT[color * SQUARES + sq]; break;   // gold, +P, +S
                    }
                    STEP_ATT[c * SQUARES + sq] = steps;
                    int att = steps | (SLIDES[c] == BISHOP ? BISHOP_PSEUDO[sq] : SLIDES[c] == ROOK ? ROOK_PSEUDO[sq] : 0);
                    int n = Integer.bitCount(att);
                    if (t == SILVER || t == BISHOP || t == ROOK) {
                        int zone = LAST_RANK[color];
                        n += (zone & (1 << sq)) != 0 ? n : Integer.bitCount(att & zone);
                    }
                    MOVE_BOUND[c * SQUARES + sq] = n;
                }
            }
        }
        SplittableRandom rng = new SplittableRandom(0x5D1F_2C3AL);
        for (int sq = 0; sq < SQUARES; sq++) {
            initMagic(sq, ROOK_DIRS, R_MASK, R_MAGIC, R_SHIFT, R_TABLE, rng);
            initMagic(sq, BISHOP_DIRS, B_MASK, B_MAGIC, B_SHIFT, B_TABLE, rng);
        }
        SplittableRandom z = new SplittableRandom(0x6A09E667F3BCC909L);
        for (int c = 0; c < 2; c++) {
            for (int t = 0; t < TYPES; t++) {
                for (int sq = 0; sq < SQUARES; sq++) Z_PIECE[code(c, t) * SQUARES + sq] = z.nextLong();
            }
            for (int t = 0; t < HAND_TYPES; t++) {
                for (int n = 1; n <= PER_KIND; n++) Z_HAND[handKey(c, t, n)] = z.nextLong();
            }
        }
        Z_SIDE = z.nextLong();
    }

    private static int steps(int sq, int[][] offsets) {
        int m = 0;
        for (int[] d : offsets) {
            int r = row(sq) + d[0];
            int c = col(sq) + d[1];
            if (r >= 0 && r < 5 && c >= 0 && c < 5) m |= 1 << (5 * r + c);
        }
        return m;
    }

    /** Slider attacks by walking the rays, stopping at (and including) the first occupied square. */
    static int slide(int sq, int occ, int[][] dirs) {
        int m = 0;
        for (int[] d : dirs) {
            int r = row(sq) + d[0];
            int c = col(sq) + d[1];
            while (r >= 0 && r < 5 && c >= 0 && c < 5) {
                int b = 1 << (5 * r + c);
                m |= b;
                if ((occ & b) != 0) break;
                r += d[0];
                c += d[1];
            }
        }
        return m;
    }

    private static int lineThrough(int a, int[] d) {
        int m = 1 << a;
        for (int s = -1; s <= 1; s += 2) {
            int r = row(a) + s * d[0];
            int c = col(a) + s * d[1];
            while (r >= 0 && r < 5 && c >= 0 && c < 5) {
                m |= 1 << (5 * r + c);
                r += s * d[0];
                c += s * d[1];
            }
        }
        return m;
    }

    /** The relevant occupancy: ray squares that are not the last square of their ray. */
    private static int relevantMask(int sq, int[][] dirs) {
        int m = 0;
        for (int[] d : dirs) {
            int r = row(sq) + d[0];
            int c = col(sq) + d[1];
            while (r + d[0] >= 0 && r + d[0] < 5 && c + d[1] >= 0 && c + d[1] < 5) {
                m |= 1 << (5 * r + c);
                r += d[0];
                c += d[1];
            }
        }
        return m;
    }

    private static void initMagic(int sq, int[][] dirs, int[] masks, long[] magics, int[] shifts,
                                  int[][] tables, SplittableRandom rng) {
        int mask = relevantMask(sq, dirs);
        int bits = Integer.bitCount(mask);
        int size = 1 << bits;
        int[] occs = new int[size];
        int[] atts = new int[size];
        // enumerate the subsets of mask (Carry-Rippler)
        int sub = 0;
        for (int i = 0; i < size; i++) {
            occs[i] = sub;
            atts[i] = slide(sq, sub, dirs);
            sub = (sub - mask) & mask;
        }
        int shift = 64 - Math.max(bits, 1);
        int[] table = new int[size];
        boolean[] used = new boolean[size];
        long magic;
        for (int trial = 0; ; trial++) {
            if (trial > 10_000_000) throw new AssertionError("no magic for square " + sq);
            magic = rng.nextLong() & rng.nextLong() & rng.nextLong();
            Arrays.fill(used, false);
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                int idx = (int) ((occs[i] * magic) >>> shift);
                if (!used[idx]) {
                    used[idx] = true;
                    table[idx] = atts[i];
                } else if (table[idx] != atts[i]) {
                    ok = false;
                }
            }
            if (ok) break;
        }
        masks[sq] = mask;
        magics[sq] = magic;
        shifts[sq] = shift;
        tables[sq] = table;
    }

    static int rookAttacks(int sq, int occ) {
        return R_TABLE[sq][(int) (((occ & R_MASK[sq]) * R_MAGIC[sq]) >>> R_SHIFT[sq])];
    }

    static int bishopAttacks(int sq, int occ) {
        return B_TABLE[sq][(int) (((occ & B_MASK[sq]) * B_MAGIC[sq]) >>> B_SHIFT[sq])];
    }
}
