package org.pnengine.games.minishogi;

import static org.pnengine.games.minishogi.MiniShogiTables.*;

import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.RandomInts;
import org.pnengine.game.State;

/**
 * A MiniShogi position: a mailbox of piece codes plus one 25-bit bitboard per colour and piece
 * type, the hands, the side to move and an incremental Zobrist hash.
 *
 * <p><b>Move codes.</b> {@code to | from << 5 | promote << 10}: {@code to}, {@code from} are
 * squares 0..24 ({@code 5 * row + col}, see {@link MiniShogiTables}); a drop has
 * {@code from = 25 + kind} with kind 0..4 = P, S, B, R, G. Notation is USI: {@code 2e2d},
 * {@code 2e2d+}, {@code P*3c}; files 1..5 run from right to left as seen by Sente, ranks a..e from
 * top (Gote's side) to bottom.
 *
 * <p><b>Legality.</b> Moves are generated strictly legal: king moves to unattacked squares,
 * pinned pieces restricted to their pin line, check evasions restricted to capturing or blocking
 * a single checker. A pawn drop that checks is tested for mate (the king's escapes and the
 * captures of the pawn; a pawn check is a contact check, so it cannot be blocked).
 *
 * <p><b>History.</b> Per ply, primitive stacks keep the move, the captured piece, the hash, whether
 * the side to move is in check and the rule verdict (repetition or ply cap), so that
 * {@link #undo()} is exact and sennichite can be judged; nothing is allocated per move.
 */
public final class MiniShogiState implements State {

    static final int PROMO = 1 << 10;
    private static final int DROP_BASE = 25;
    /** No rule verdict at this ply. */
    private static final int NONE = Integer.MIN_VALUE;

    private final MiniShogiGame g;
    private final int[] board;     // piece code per square, 0 = empty
    private final int[] pcs;       // [color * TYPES + type] bitboards
    private final int[] occ;       // [color]
    private final int[] ksq;       // [color]
    private final int[] hand;      // [color * HAND_TYPES + kind]
    private int stm;
    private long hash;
    private int ply;
    private final int baseMoveNumber;

    // per-ply history; index i describes the position after i plies (moves[i] leads from i to i+1)
    private int[] moves;
    private byte[] captured;
    private long[] hashes;
    private boolean[] inCheck;
    private int[] verdict;
    /**
     * Positions in the history per hash bucket (low bits of the hash), so that the backwards scan
     * for sennichite runs only when a bucket holds four or more: almost never in practice.
     */
    private final int[] bucket;
    private static final int BUCKET_MASK = 1023;

    // the legal moves of the position (ply, hash) last generated, shared by isTerminal(), legalMoves(), isLegal()
    private final int[] scratch = new int[MiniShogiGame.MAX_MOVES];
    /** Legal drop squares per kind, filled by {@link #generateBoardMoves}. */
    private final int[] dropMask = new int[HAND_TYPES];
    private int cachedCount = -1;
    /** The position a playout started from: board, piece bitboards and hands. */
    private final int[] snapshot = new int[SQUARES + 2 * TYPES + 2 * HAND_TYPES];
    private int cachedPly = -1;
    private long cachedHash;

    private MiniShogiState(MiniShogiGame g, int[] board, int[] hand, int stm, int moveNumber) {
        this.g = g;
        this.board = board.clone();
        this.hand = hand.clone();
        this.pcs = new int[2 * TYPES];
        this.occ = new int[2];
        this.ksq = new int[] {-1, -1};
        this.stm = stm;
        this.baseMoveNumber = moveNumber;
        long h = stm == Game.SECOND ? Z_SIDE : 0L;
        for (int sq = 0; sq < SQUARES; sq++) {
            int code = board[sq];
            if (code == 0) continue;
            int c = codeColor(code);
            int t = codeType(code);
            pcs[c * TYPES + t] |= bit(sq);
            occ[c] |= bit(sq);
            if (t == KING) ksq[c] = sq;
            h ^= Z_PIECE[code * SQUARES + sq];
        }
        for (int c = 0; c < 2; c++) {
            for (int t = 0; t < HAND_TYPES; t++) h ^= Z_HAND[handKey(c, t, hand[c * HAND_TYPES + t])];
        }
        this.hash = h;
        int cap = g.maxPlies > 0 ? Math.min(g.maxPlies + 2, 64) : 64;
        moves = new int[cap];
        captured = new byte[cap];
        hashes = new long[cap + 1];
        inCheck = new boolean[cap + 1];
        verdict = new int[cap + 1];
        hashes[0] = h;
        bucket = new int[BUCKET_MASK + 1];
        bucket[(int) h & BUCKET_MASK]++;
        inCheck[0] = ksq[stm] >= 0 && attackers(ksq[stm], 1 - stm, occ[0] | occ[1]) != 0;
        verdict[0] = capVerdict();
    }

    private MiniShogiState(MiniShogiState o) {
        this.g = o.g;
        this.board = o.board.clone();
        this.pcs = o.pcs.clone();
        this.occ = o.occ.clone();
        this.ksq = o.ksq.clone();
        this.hand = o.hand.clone();
        this.stm = o.stm;
        this.hash = o.hash;
        this.ply = o.ply;
        this.baseMoveNumber = o.baseMoveNumber;
        this.moves = o.moves.clone();
        this.captured = o.captured.clone();
        this.hashes = o.hashes.clone();
        this.inCheck = o.inCheck.clone();
        this.verdict = o.verdict.clone();
        this.bucket = o.bucket.clone();
    }

    // ================================================================== queries

    @Override
    public Game game() {
        return g;
    }

    @Override
    public int toMove() {
        return stm;
    }

    @Override
    public int ply() {
        return ply;
    }

    /** The SFEN move number of this position (1 at the start, +1 per ply). */
    public int moveNumber() {
        return baseMoveNumber + ply;
    }

    /** Whether the side to move is in check. */
    public boolean inCheck() {
        return inCheck[ply];
    }

    /** Pieces of {@code kind} (0..4 = P, S, B, R, G) in {@code color}'s hand. */
    public int handCount(int color, int kind) {
        return hand[color * HAND_TYPES + kind];
    }

    /** The piece code on {@code sq} (0 empty, else {@code 1 + type + 10 * color}); for tests. */
    int codeAt(int sq) {
        return board[sq];
    }

    @Override
    public long hash() {
        return hash;
    }

    /** Sennichite counts earlier occurrences and {@code max_plies} counts plies: both read history. */
    @Override
    public boolean historyDependent() {
        return g.sennichite || g.maxPlies > 0;
    }

    @Override
    public int lastMove() {
        return ply == 0 ? -1 : moves[ply - 1];
    }

    @Override
    public MiniShogiState copy() {
        return new MiniShogiState(this);
    }

    // ================================================================== attacks

    /** Bitboard of {@code c}'s pieces attacking {@code sq} with occupancy {@code o}. */
    private int attackers(int sq, int c, int o) {
        int other = 1 - c;
        int b = c * TYPES;
        int a = (PAWN_ATT[other * SQUARES + sq] & pcs[b + PAWN])
                | (SILVER_ATT[other * SQUARES + sq] & pcs[b + SILVER])
                | (GOLD_ATT[other * SQUARES + sq] & (pcs[b + GOLD] | pcs[b + TOKIN] | pcs[b + PSILVER]))
                | (KING_ATT[sq] & (pcs[b + KING] | pcs[b + HORSE] | pcs[b + DRAGON]));
        int diag = pcs[b + BISHOP] | pcs[b + HORSE];
        if ((BISHOP_PSEUDO[sq] & diag) != 0) a |= bishopAttacks(sq, o) & diag;
        int orth = pcs[b + ROOK] | pcs[b + DRAGON];
        if ((ROOK_PSEUDO[sq] & orth) != 0) a |= rookAttacks(sq, o) & orth;
        return a;
    }

    /** Every square attacked by {@code c}'s pieces with occupancy {@code o}. */
    private int attackedSquares(int c, int o) {
        final int b = c * TYPES;
        int p = pcs[b + PAWN];
        int a = (c == Game.FIRST ? p >>> 5 : p << 5) & MiniShogiTables.ALL;
        a |= KING_ATT[ksq[c]];
        final int cs = c * SQUARES;
        for (int bb = pcs[b + SILVER]; bb != 0; bb &= bb - 1) a |= SILVER_ATT[cs + Integer.numberOfTrailingZeros(bb)];
        for (int bb = pcs[b + GOLD] | pcs[b + TOKIN] | pcs[b + PSILVER]; bb != 0; bb &= bb - 1) {
            a |= GOLD_ATT[cs + Integer.numberOfTrailingZeros(bb)];
        }
        for (int bb = pcs[b + HORSE] | pcs[b + DRAGON]; bb != 0; bb &= bb - 1) {
            a |= KING_ATT[Integer.numberOfTrailingZeros(bb)];
        }
        for (int bb = pcs[b + BISHOP] | pcs[b + HORSE]; bb != 0; bb &= bb - 1) {
            a |= bishopAttacks(Integer.numberOfTrailingZeros(bb), o);
        }
        for (int bb = pcs[b + ROOK] | pcs[b + DRAGON]; bb != 0; bb &= bb - 1) {
            a |= rookAttacks(Integer.numberOfTrailingZeros(bb), o);
        }
        return a;
    }

    /** Own pieces that shield {@code us}'s king from an enemy slider. */
    private int pinned(int us, int k, int o) {
        int b = (1 - us) * TYPES;
        int snipers = (ROOK_PSEUDO[k] & (pcs[b + ROOK] | pcs[b + DRAGON]))
                | (BISHOP_PSEUDO[k] & (pcs[b + BISHOP] | pcs[b + HORSE]));
        int result = 0;
        while (snipers != 0) {
            int s = Integer.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            int btw = BETWEEN[k][s] & o;
            if (btw != 0 && (btw & (btw - 1)) == 0 && (btw & occ[us]) != 0) result |= btw;
        }
        return result;
    }

    // ================================================================== move generation

    /** Fills {@code out} with the legal moves ignoring rule verdicts; returns the count. */
    private int generate(int[] out) {
        int n = generateBoardMoves(out);
        for (int kind = 0; kind < HAND_TYPES; kind++) {
            int d = dropMask[kind];
            int code = (DROP_BASE + kind) << 5;
            while (d != 0) {
                int to = Integer.numberOfTrailingZeros(d);
                d &= d - 1;
                out[n++] = code | to;
            }
        }
        return n;
    }

    /**
     * Fills {@code out} with the legal board moves (not drops) and {@link #dropMask} with the
     * legal drop squares per kind; returns the number of board moves.
     */
    private int generateBoardMoves(int[] out) {
        final int[] dropMask = this.dropMask;
        dropMask[0] = dropMask[1] = dropMask[2] = dropMask[3] = dropMask[4] = 0;
        final int us = stm;
        final int them = 1 - us;
        final int k = ksq[us];
        final int all = occ[0] | occ[1];
        final int own = occ[us];
        final int checkers = attackers(k, them, all);
        int n = 0;

        // king moves
        int kt = KING_ATT[k] & ~own;
        if (kt != 0) n = emit(out, n, k << 5, kt & ~attackedSquares(them, all & ~bit(k)));
        if ((checkers & (checkers - 1)) != 0) return n;   // double check: king moves only

        int target = ~own & MiniShogiTables.ALL;
        int dropTarget = ~all & MiniShogiTables.ALL;
        if (checkers != 0) {
            int between = BETWEEN[k][Integer.numberOfTrailingZeros(checkers)];
            target = between | checkers;
            dropTarget = between;
        }
        final int pin = pinned(us, k, all);
        final int zone = LAST_RANK[us];

        final int pb = us * TYPES;
        final int goldBase = us * SQUARES;
        // promotable pieces: pawn, silver, bishop, rook
        for (int t = PAWN; t <= ROOK; t++) {
            int bb = pcs[pb + t];
            while (bb != 0) {
                int from = Integer.numberOfTrailingZeros(bb);
                bb &= bb - 1;
                int att;
                switch (t) {
                    case PAWN: att = PAWN_ATT[us * SQUARES + from]; break;
                    case SILVER: att = SILVER_ATT[us * SQUARES + from]; break;
                    case BISHOP: att = bishopAttacks(from, all); break;
                    default: att = rookAttacks(from, all); break;
                }
                att &= target;
                if ((pin & bit(from)) != 0) att &= LINE[k][from];
                int base = from << 5;
                boolean fromZone = (zone & bit(from)) != 0;
                while (att != 0) {
                    int to = Integer.numberOfTrailingZeros(att);
                    att &= att - 1;
                    if (fromZone || (zone & bit(to)) != 0) {
                        out[n++] = base | to | PROMO;
                        if (t != PAWN) out[n++] = base | to;   // a pawn on the last rank must promote
                    } else {
                        out[n++] = base | to;
                    }
                }
            }
        }
        // gold movers (gold, tokin, promoted silver), horse, dragon: no promotion
        int golds = pcs[pb + GOLD] | pcs[pb + TOKIN] | pcs[pb + PSILVER];
        while (golds != 0) {
            int from = Integer.numberOfTrailingZeros(golds);
            golds &= golds - 1;
            int att = GOLD_ATT[goldBase + from] & target;
            if ((pin & bit(from)) != 0) att &= LINE[k][from];
            n = emit(out, n, from << 5, att);
        }
        int horses = pcs[pb + HORSE];
        while (horses != 0) {
            int from = Integer.numberOfTrailingZeros(horses);
            horses &= horses - 1;
            int att = (bishopAttacks(from, all) | KING_ATT[from]) & target;
            if ((pin & bit(from)) != 0) att &= LINE[k][from];
            n = emit(out, n, from << 5, att);
        }
        int dragons = pcs[pb + DRAGON];
        while (dragons != 0) {
            int from = Integer.numberOfTrailingZeros(dragons);
            dragons &= dragons - 1;
            int att = (rookAttacks(from, all) | KING_ATT[from]) & target;
            if ((pin & bit(from)) != 0) att &= LINE[k][from];
            n = emit(out, n, from << 5, att);
        }

        if (dropTarget != 0) {
            int hb = us * HAND_TYPES;
            for (int kind = 0; kind < HAND_TYPES; kind++) {
                if (hand[hb + kind] == 0) continue;
                int d = dropTarget;
                if (kind == PAWN) {
                    d = pawnDropSquares(d);
                    int ek = ksq[them];
                    int checkSq = us == Game.FIRST ? ek + 5 : ek - 5;   // the square whose pawn hits ek
                    if (checkSq >= 0 && checkSq < SQUARES && (d & bit(checkSq)) != 0
                            && pawnDropMates(us, checkSq)) {
                        d &= ~bit(checkSq);            // uchifuzume
                    }
                }
                dropMask[kind] = d;
            }
        }
        return n;
    }

    private static int emit(int[] out, int n, int base, int targets) {
        while (targets != 0) {
            out[n++] = base | Integer.numberOfTrailingZeros(targets);
            targets &= targets - 1;
        }
        return n;
    }

    /**
     * Whether {@code us} dropping a pawn on {@code to} (which attacks the enemy king) mates. The
     * check is a contact check, so the only answers are king moves and captures of the pawn.
     */
    private boolean pawnDropMates(int us, int to) {
        int them = 1 - us;
        int ek = ksq[them];
        int all = occ[0] | occ[1] | bit(to);
        int noKing = all & ~bit(ek);
        int esc = KING_ATT[ek] & ~occ[them];
        while (esc != 0) {
            int sq = Integer.numberOfTrailingZeros(esc);
            esc &= esc - 1;
            // The new pawn attacks only ek, and blocks lines through `to` (it is in `all`).
            if (attackers(sq, us, noKing) == 0) return false;
        }
        int takers = attackers(to, them, all) & ~bit(ek);
        while (takers != 0) {
            int from = Integer.numberOfTrailingZeros(takers);
            takers &= takers - 1;
            if (attackers(ek, us, all & ~bit(from)) == 0) return false;
        }
        return true;
    }

    @Override
    public int legalMoves(int[] out) {
        if (verdict[ply] != NONE) return 0;
        int n = ensureGenerated();
        System.arraycopy(scratch, 0, out, 0, n);
        return n;
    }

    /**
     * Generates the legal moves into {@link #scratch} unless they are already there for this
     * position (same ply and hash), so that {@code isTerminal()} followed by
     * {@code legalMoves()} generates once.
     */
    private int ensureGenerated() {
        if (cachedPly != ply || cachedHash != hash || cachedCount < 0) {
            cachedCount = generate(scratch);
            cachedPly = ply;
            cachedHash = hash;
        }
        return cachedCount;
    }

    @Override
    public boolean isLegal(int move) {
        if (verdict[ply] != NONE) return false;
        int n = ensureGenerated();
        for (int i = 0; i < n; i++) {
            if (scratch[i] == move) return true;
        }
        return false;
    }

    @Override
    public boolean isTerminal() {
        return verdict[ply] != NONE || ensureGenerated() == 0;
    }

    /**
     * +1 Sente wins, -1 Gote wins, 0 a capped draw; defined only when terminal. Having no legal
     * move takes precedence over the other verdicts (a mate on the capped ply still counts).
     */
    @Override
    public int score() {
        if (ensureGenerated() == 0) return stm == Game.FIRST ? -1 : 1;
        return verdict[ply] == NONE ? 0 : verdict[ply];
    }

    // ================================================================== apply / undo

    private void grow() {
        int cap = moves.length * 2;
        moves = Arrays.copyOf(moves, cap);
        captured = Arrays.copyOf(captured, cap);
        hashes = Arrays.copyOf(hashes, cap + 1);
        inCheck = Arrays.copyOf(inCheck, cap + 1);
        verdict = Arrays.copyOf(verdict, cap + 1);
    }

    private void put(int c, int t, int sq) {
        board[sq] = code(c, t);
        pcs[c * TYPES + t] |= bit(sq);
        occ[c] |= bit(sq);
    }

    private void remove(int c, int t, int sq) {
        board[sq] = 0;
        pcs[c * TYPES + t] &= ~bit(sq);
        occ[c] &= ~bit(sq);
    }

    @Override
    public void apply(int m) {
        if (ply == moves.length) grow();
        final int us = stm;
        final int them = 1 - us;
        final int to = m & 31;
        final int from = (m >>> 5) & 31;
        long h = hash;
        int cap = 0;
        if (from >= DROP_BASE) {
            int kind = from - DROP_BASE;
            int hi = us * HAND_TYPES + kind;
            int cnt = hand[hi];
            int key = handKey(us, kind, cnt);
            h ^= Z_HAND[key] ^ Z_HAND[key - 1];
            hand[hi] = cnt - 1;
            put(us, kind, to);
            h ^= Z_PIECE[code(us, kind) * SQUARES + to];
        } else {
            int mc = board[from];
            int t = CODE_TYPE[mc];
            cap = board[to];
            if (cap != 0) {
                int ct = CODE_TYPE[cap];
                remove(them, ct, to);
                h ^= Z_PIECE[cap * SQUARES + to];
                int kind = unpromote(ct);
                int hi = us * HAND_TYPES + kind;
                int cnt = hand[hi];
                int key = handKey(us, kind, cnt);
                h ^= Z_HAND[key] ^ Z_HAND[key + 1];
                hand[hi] = cnt + 1;
            }
            remove(us, t, from);
            h ^= Z_PIECE[mc * SQUARES + from];
            int nt = (m & PROMO) != 0 ? promote(t) : t;
            put(us, nt, to);
            h ^= Z_PIECE[code(us, nt) * SQUARES + to];
            if (t == KING) ksq[us] = to;
        }
        moves[ply] = m;
        captured[ply] = (byte) cap;
        stm = them;
        hash = h ^ Z_SIDE;
        ply++;
        hashes[ply] = hash;
        inCheck[ply] = attackers(ksq[them], us, occ[0] | occ[1]) != 0;
        verdict[ply] = g.sennichite && ++bucket[(int) hash & BUCKET_MASK] >= 4 ? repetitionVerdict() : NONE;
        if (verdict[ply] == NONE) verdict[ply] = capVerdict();
    }

    @Override
    public void undo() {
        if (ply == 0) throw new IllegalStateException("nothing to undo");
        if (g.sennichite) bucket[(int) hash & BUCKET_MASK]--;
        ply--;
        final int m = moves[ply];
        final int cap = captured[ply];
        final int us = 1 - stm;      // the side that made the move
        final int them = stm;
        final int to = m & 31;
        final int from = (m >>> 5) & 31;
        if (from >= DROP_BASE) {
            int kind = from - DROP_BASE;
            remove(us, kind, to);
            hand[us * HAND_TYPES + kind]++;
        } else {
            int nt = CODE_TYPE[board[to]];
            remove(us, nt, to);
            int t = (m & PROMO) != 0 ? unpromote(nt) : nt;
            put(us, t, from);
            if (t == KING) ksq[us] = from;
            if (cap != 0) {
                int ct = codeType(cap);
                put(them, ct, to);
                hand[us * HAND_TYPES + unpromote(ct)]--;
            }
        }
        stm = us;
        hash = hashes[ply];
    }

    /**
     * Sennichite: the fourth occurrence of the current position (same hash, hence same side to
     * move) since the base position ends the game. The side that gave check with each of its
     * moves since the first of the four occurrences loses; otherwise Sente loses.
     */
    private int repetitionVerdict() {
        int count = 0;
        int first = -1;
        for (int i = ply - 4; i >= 0; i -= 2) {
            if (hashes[i] == hash && ++count == 3) {
                first = i;
                break;
            }
        }
        if (first < 0) return NONE;
        // Positions first+2, first+4, ..., ply have the current side to move; their check flags
        // say whether the other side's moves were checks.
        boolean themChecking = true;
        for (int i = first + 2; i <= ply; i += 2) themChecking &= inCheck[i];
        boolean usChecking = true;
        for (int i = first + 1; i < ply; i += 2) usChecking &= inCheck[i];
        int moverWins = stm == Game.FIRST ? 1 : -1;   // score when the side to move wins
        if (themChecking && !usChecking) return moverWins;
        if (usChecking && !themChecking) return -moverWins;
        return -1;                                     // Sente loses
    }

    private int capVerdict() {
        if (g.maxPlies > 0 && (long) baseMoveNumber - 1 + ply >= g.maxPlies) return 0;
        return NONE;
    }

    // ================================================================== playouts

    /** Failed draws after which a playout step lists the legal moves instead of drawing again. */
    private static final int MAX_DRAWS = 32;

    /**
     * A uniformly random legal playout, on the state itself with the rules' own {@link #apply},
     * so that the repetition and ply-cap verdicts are exactly those of the game; at the end the
     * position is restored from a snapshot rather than by undoing every move. Each step is
     * {@link #playoutMove}. As in the rules' {@link #score()}, having no legal move (a loss) comes
     * before a repetition or ply-cap verdict, and both come before the cut-off.
     */
    @Override
    public int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        final int basePly = ply;
        final long baseHash = hash;
        final int baseStm = stm;
        final int[] snap = snapshot;
        System.arraycopy(board, 0, snap, 0, SQUARES);
        System.arraycopy(pcs, 0, snap, SQUARES, 2 * TYPES);
        System.arraycopy(hand, 0, snap, SQUARES + 2 * TYPES, 2 * HAND_TYPES);
        final int ksq0 = ksq[0];
        final int ksq1 = ksq[1];
        final int occ0 = occ[0];
        final int occ1 = occ[1];
        // The board slots of the side to move and of the other side, kept up to date move by move.
        int slots = boardSlots(occ[stm]);
        int otherSlots = boardSlots(occ[1 - stm]);
        int result = Integer.MIN_VALUE;
        while (true) {
            assert slots == boardSlots(occ[stm]) : "board slots out of step at ply " + ply;
            int move = playoutMove(rng, buffer, slots);
            if (move < 0) {
                result = stm == Game.FIRST ? -1 : 1;
                break;
            }
            int v = verdict[ply];
            if (v != NONE) {
                result = v;
                break;
            }
            if (ply - basePly >= maxPlies) break;
            int to = move & 31;
            int from = (move >>> 5) & 31;
            if (from >= DROP_BASE) {
                slots += MOVE_BOUND[code(stm, from - DROP_BASE) * SQUARES + to];
            } else {
                int c = board[from];
                int promoted = (move & PROMO) != 0 ? c + (TOKIN - PAWN) : c;
                slots += MOVE_BOUND[promoted * SQUARES + to] - MOVE_BOUND[c * SQUARES + from];
                otherSlots -= MOVE_BOUND[board[to] * SQUARES + to];   // code 0 (empty) has no slots
            }
            apply(move);
            int t = slots;
            slots = otherSlots;
            otherSlots = t;
        }
        if (g.sennichite) {
            for (int i = basePly + 1; i <= ply; i++) bucket[(int) hashes[i] & BUCKET_MASK]--;
        }
        System.arraycopy(snap, 0, board, 0, SQUARES);
        System.arraycopy(snap, SQUARES, pcs, 0, 2 * TYPES);
        System.arraycopy(snap, SQUARES + 2 * TYPES, hand, 0, 2 * HAND_TYPES);
        ksq[0] = ksq0;
        ksq[1] = ksq1;
        occ[0] = occ0;
        occ[1] = occ1;
        ply = basePly;
        hash = baseHash;
        stm = baseStm;
        return result;
    }

    /**
     * One playout step: a legal move drawn uniformly, or -1 if there is none. {@code boardSlots}
     * must be {@link #boardSlots}{@code (occ[stm])}.
     *
     * <p>Out of check it draws by rejection ({@link #drawMove}): a slot uniformly among the drops
     * and a fixed number of slots per piece on the board, its most pseudo-legal moves on its
     * square ({@link MiniShogiTables#MOVE_BOUND}). A slot holding no pseudo-legal move, or a move
     * that {@link #legalAmongPseudo} rejects, is drawn again. Each pseudo-legal move holds exactly
     * one slot, so the first move accepted is uniform among the legal moves (the argument of the
     * Awari and Lines of Action playouts). After {@link #MAX_DRAWS} failed draws it lists the
     * legal moves and draws among them ({@link #listedMove}), which is uniform too, and so is the
     * mixture of the two. In check, where few pseudo-legal moves are legal, it draws among the
     * evasion candidates instead ({@link #evasion}).
     */
    int playoutMove(SplittableRandom rng, int[] buffer, int boardSlots) {
        return inCheck[ply] ? evasion(rng, buffer) : drawMove(rng, buffer, boardSlots);
    }

    /** {@link #playoutMove} with the board slots counted afresh. */
    int playoutMove(SplittableRandom rng, int[] buffer) {
        return playoutMove(rng, buffer, boardSlots(occ[stm]));
    }

    /** The board slots of the pieces in {@code pieces}: the sum of their {@code MOVE_BOUND}. */
    int boardSlots(int pieces) {
        int slots = 0;
        for (int bb = pieces; bb != 0; bb &= bb - 1) {
            int sq = Integer.numberOfTrailingZeros(bb);
            slots += MOVE_BOUND[board[sq] * SQUARES + sq];
        }
        return slots;
    }

    /**
     * The squares of {@code squares} where the side to move may drop a pawn as far as the board
     * tells: not its last rank, not a file holding one of its unpromoted pawns (nifu). Whether the
     * drop mates is left to {@link #legalAmongPseudo}.
     */
    private int pawnDropSquares(int squares) {
        int d = squares & ~LAST_RANK[stm];
        for (int pawns = pcs[stm * TYPES + PAWN]; pawns != 0; pawns &= pawns - 1) {
            d &= ~FILE_MASK[col(Integer.numberOfTrailingZeros(pawns))];
        }
        return d;
    }

    /**
     * Fills {@code out} with the candidate moves of the side to move, which is in check, and
     * returns their number: the king's steps, and against a single checker every move of another
     * piece onto the checker's square or a square between it and the king, and every drop on such
     * a square between (promotion choices as the rules give them; pawn drops by
     * {@link #pawnDropSquares}). Each legal move is among them exactly once.
     */
    int evasionCandidates(int[] out) {
        final int us = stm;
        final int k = ksq[us];
        final int all = occ[0] | occ[1];
        int n = emit(out, 0, k << 5, KING_ATT[k] & ~occ[us]);
        final int checkers = attackers(k, 1 - us, all);
        if ((checkers & (checkers - 1)) != 0) return n;   // double check: king moves only
        final int between = BETWEEN[k][Integer.numberOfTrailingZeros(checkers)];
        final int zone = LAST_RANK[us];
        for (int targets = between | checkers; targets != 0; targets &= targets - 1) {
            int to = Integer.numberOfTrailingZeros(targets);
            for (int fr = attackers(to, us, all) & ~bit(k); fr != 0; fr &= fr - 1) {
                int from = Integer.numberOfTrailingZeros(fr);
                int type = CODE_TYPE[board[from]];
                int m = from << 5 | to;
                if (type <= ROOK && (zone & (bit(from) | bit(to))) != 0) {
                    out[n++] = m | PROMO;
                    if (type != PAWN) out[n++] = m;   // a pawn on the last rank must promote
                } else {
                    out[n++] = m;
                }
            }
        }
        if (between == 0) return n;
        final int hb = us * HAND_TYPES;
        for (int kind = 0; kind < HAND_TYPES; kind++) {
            if (hand[hb + kind] == 0) continue;
            int d = kind == PAWN ? pawnDropSquares(between) : between;
            n = emit(out, n, (DROP_BASE + kind) << 5, d);
        }
        return n;
    }

    /**
     * A legal move of the side to move, which is in check, drawn uniformly, or -1 if there is
     * none: one of the {@link #evasionCandidates} drawn uniformly, kept if
     * {@link #legalAmongPseudo} accepts it, else removed and the draw repeated among the rest.
     */
    private int evasion(SplittableRandom rng, int[] buffer) {
        int n = evasionCandidates(buffer);
        while (n > 0) {
            int r = RandomInts.below(rng, n);
            int m = buffer[r];
            if (legalAmongPseudo(m, true)) return m;
            buffer[r] = buffer[--n];
        }
        return -1;
    }

    /** A legal move drawn uniformly from the list of all of them, or -1 if there is none. */
    private int listedMove(SplittableRandom rng, int[] buffer) {
        final int[] dm = dropMask;
        int nb = generateBoardMoves(buffer);
        int n = nb + Integer.bitCount(dm[0]) + Integer.bitCount(dm[1]) + Integer.bitCount(dm[2])
                + Integer.bitCount(dm[3]) + Integer.bitCount(dm[4]);
        if (n == 0) return -1;
        int r = RandomInts.below(rng, n);
        if (r < nb) return buffer[r];
        r -= nb;
        int kind = 0;
        int c;
        while (r >= (c = Integer.bitCount(dm[kind]))) {
            r -= c;
            kind++;
        }
        return (DROP_BASE + kind) << 5 | selectBit(dm[kind], r);
    }

    /**
     * A legal move of the side to move, which is not in check, drawn uniformly by rejection
     * among the slots (see {@link #playoutMove}), or, after {@link #MAX_DRAWS} failed draws,
     * {@link #listedMove}. {@code boardSlots} is the sum of the board slots.
     */
    private int drawMove(SplittableRandom rng, int[] buffer, int boardSlots) {
        final int empty = ~(occ[0] | occ[1]) & MiniShogiTables.ALL;
        final int pawnDrops = hand[stm * HAND_TYPES + PAWN] != 0 ? pawnDropSquares(empty) : 0;
        final int drops = dropSlots(pawnDrops, empty);
        final int slots = drops + boardSlots;
        for (int attempt = 0; attempt < MAX_DRAWS; attempt++) {
            int m = slotMove(RandomInts.below(rng, slots), pawnDrops, empty, drops);
            if (m >= 0 && legalAmongPseudo(m, false)) return m;
        }
        return listedMove(rng, buffer);
    }

    /**
     * The drop slots: one per pawn drop square ({@code pawnDrops}), then one per empty square for
     * each other kind in hand, in the order S, B, R, G.
     */
    private int dropSlots(int pawnDrops, int empty) {
        final int hb = stm * HAND_TYPES;
        // A hand holds 0, 1 or 2 of a kind; (count + 1) >> 1 is 1 exactly when it holds some.
        int held = ((hand[hb + SILVER] + 1) >> 1) + ((hand[hb + BISHOP] + 1) >> 1)
                + ((hand[hb + ROOK] + 1) >> 1) + ((hand[hb + GOLD] + 1) >> 1);
        return Integer.bitCount(pawnDrops) + held * Integer.bitCount(empty);
    }

    /** The number of slots of the side to move (drops, then its pieces; see {@link #playoutMove}). */
    int slotCount() {
        final int empty = ~(occ[0] | occ[1]) & MiniShogiTables.ALL;
        final int pawnDrops = hand[stm * HAND_TYPES + PAWN] != 0 ? pawnDropSquares(empty) : 0;
        return dropSlots(pawnDrops, empty) + boardSlots(occ[stm]);
    }

    /** The pseudo-legal move in slot {@code r} (below {@link #slotCount()}), or -1 if it holds none. */
    int slotMove(int r) {
        final int empty = ~(occ[0] | occ[1]) & MiniShogiTables.ALL;
        final int pawnDrops = hand[stm * HAND_TYPES + PAWN] != 0 ? pawnDropSquares(empty) : 0;
        return slotMove(r, pawnDrops, empty, dropSlots(pawnDrops, empty));
    }

    /**
     * The pseudo-legal move in slot {@code r}, or -1 if it holds none: the drop slots first
     * ({@link #dropSlots}, of which there are {@code drops}), then the board slots, the
     * {@code MOVE_BOUND} of each own piece in square order, the piece's pseudo-legal moves
     * ({@link #boardMoveAt}) filling the first of its slots.
     */
    private int slotMove(int r, int pawnDrops, int empty, int drops) {
        if (r < drops) {
            final int nPawn = Integer.bitCount(pawnDrops);
            if (r < nPawn) return (DROP_BASE + PAWN) << 5 | selectBit(pawnDrops, r);
            r -= nPawn;
            final int nEmpty = Integer.bitCount(empty);
            final int hb = stm * HAND_TYPES;
            int kind = SILVER;
            while (hand[hb + kind] == 0 || r >= nEmpty) {
                if (hand[hb + kind] != 0) r -= nEmpty;
                kind++;
            }
            return (DROP_BASE + kind) << 5 | selectBit(empty, r);
        }
        r -= drops;
        final int own = occ[stm];
        int bb = own;
        int from;
        while (true) {
            from = Integer.numberOfTrailingZeros(bb);
            int b = MOVE_BOUND[board[from] * SQUARES + from];
            if (r < b) break;
            r -= b;
            bb &= bb - 1;
        }
        return boardMoveAt(from, r, occ[0] | occ[1], ~own & MiniShogiTables.ALL, LAST_RANK[stm]);
    }

    /**
     * The {@code r}-th pseudo-legal move of the piece on {@code from}: its moves with promotion
     * first, then those without, each by target square; -1 if it has {@code r} or fewer.
     */
    private int boardMoveAt(int from, int r, int all, int target, int zone) {
        final int c = board[from];
        final int t = CODE_TYPE[c];
        int att = STEP_ATT[c * SQUARES + from];
        final int slides = SLIDES[c];
        if (slides == BISHOP) att |= bishopAttacks(from, all);
        else if (slides == ROOK) att |= rookAttacks(from, all);
        att &= target;
        if (t <= ROOK) {
            int promo = (zone & bit(from)) != 0 ? att : att & zone;
            int np = Integer.bitCount(promo);
            if (r < np) return from << 5 | PROMO | selectBit(promo, r);
            r -= np;
            att = t != PAWN ? att : att & ~promo;   // a pawn on the last rank must promote
        }
        return r < Integer.bitCount(att) ? from << 5 | selectBit(att, r) : -1;
    }

    /**
     * The index of the {@code k}-th lowest set bit of {@code x} ({@code k} from 0, below
     * {@code bitCount(x)}), by a branch-free binary search on the population counts of halves.
     */
    static int selectBit(int x, int k) {
        int pos = 0;
        int c = Integer.bitCount(x & 0xFFFF);
        int f = (c - k - 1) >> 31;          // all ones when the bit lies in the upper half
        k -= c & f;
        x >>>= f & 16;
        pos += f & 16;
        c = Integer.bitCount(x & 0xFF);
        f = (c - k - 1) >> 31;
        k -= c & f;
        x >>>= f & 8;
        pos += f & 8;
        c = Integer.bitCount(x & 0xF);
        f = (c - k - 1) >> 31;
        k -= c & f;
        x >>>= f & 4;
        pos += f & 4;
        c = Integer.bitCount(x & 0x3);
        f = (c - k - 1) >> 31;
        k -= c & f;
        x >>>= f & 2;
        pos += f & 2;
        f = ((x & 1) - k - 1) >> 31;
        return pos + (f & 1);
    }

    /**
     * Whether a pseudo-legal move is legal: it must not leave the mover's king
     * attacked (tested on the king's square only, with the moved piece's origin vacated, its
     * target occupied and a captured piece gone), and a pawn drop must not mate. Out of check, a
     * move of a piece other than the king can only expose the king to an enemy slider on the
     * line through the king and its origin, and a drop cannot expose it at all.
     */
    boolean legalAmongPseudo(int m, boolean check) {
        final int from = (m >>> 5) & 31;
        if (from >= DROP_BASE) return legalDrop(m, check);
        final int to = m & 31;
        final int toBit = bit(to);
        final int them = 1 - stm;
        final int k = ksq[stm];
        final int o = ((occ[0] | occ[1]) & ~bit(from)) | toBit;
        if (from == k) return (attackers(to, them, o) & ~toBit) == 0;
        if (check) return (attackers(k, them, o) & ~toBit) == 0;
        final int b = them * TYPES;
        final int line = LINE[k][from];   // 0 unless from is on a line through the king
        final int diag = line & (pcs[b + BISHOP] | pcs[b + HORSE]) & BISHOP_PSEUDO[k];
        final int orth = line & (pcs[b + ROOK] | pcs[b + DRAGON]) & ROOK_PSEUDO[k];
        if ((diag | orth) == 0) return true;
        return (((diag != 0 ? bishopAttacks(k, o) & diag : 0) | (orth != 0 ? rookAttacks(k, o) & orth : 0))
                & ~toBit) == 0;
    }

    /** {@link #legalAmongPseudo} for a drop. */
    private boolean legalDrop(int m, boolean check) {
        final int us = stm;
        final int to = m & 31;
        if (check && attackers(ksq[us], 1 - us, occ[0] | occ[1] | bit(to)) != 0) return false;
        if ((m >>> 5) == DROP_BASE + PAWN) {
            int ek = ksq[1 - us];
            if (to == (us == Game.FIRST ? ek + 5 : ek - 5)) return !pawnDropMates(us, to);
        }
        return true;
    }

    // ================================================================== notation

    static String squareText(int sq) {
        return "" + (char) ('5' - col(sq)) + (char) ('a' + row(sq));
    }

    @Override
    public String formatMove(int move) {
        int to = move & 31;
        int from = (move >>> 5) & 31;
        if (from >= DROP_BASE) return LETTER[from - DROP_BASE] + "*" + squareText(to);
        return squareText(from) + squareText(to) + ((move & PROMO) != 0 ? "+" : "");
    }

    private static int parseSquare(String t, int i) {
        char f = t.charAt(i);
        char r = t.charAt(i + 1);
        if (f < '1' || f > '5' || r < 'a' || r > 'e') return -1;
        return 5 * (r - 'a') + ('5' - f);
    }

    @Override
    public int parseMove(String text) throws MoveFormatException {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.length() == 4 && t.charAt(1) == '*') {
            int kind = "psbrg".indexOf(t.charAt(0));
            int to = parseSquare(t, 2);
            if (kind < 0) {
                throw new MoveFormatException("a drop is P*, S*, B*, R* or G* then a square, e.g. P*3c (got '"
                        + text + "')");
            }
            if (to < 0) throw new MoveFormatException("bad square in '" + text + "': files 1-5, ranks a-e");
            return (DROP_BASE + kind) << 5 | to;
        }
        if (t.length() == 4 || (t.length() == 5 && t.charAt(4) == '+')) {
            int from = parseSquare(t, 0);
            int to = parseSquare(t, 2);
            if (from < 0 || to < 0) {
                throw new MoveFormatException("bad square in '" + text + "': files 1-5, ranks a-e");
            }
            if (from == to) throw new MoveFormatException("a move must change square (got '" + text + "')");
            return from << 5 | to | (t.length() == 5 ? PROMO : 0);
        }
        throw new MoveFormatException("a MiniShogi move is USI: 2e2d, 2e2d+ (promotion) or P*3c (drop); got '"
                + text + "'");
    }

    // ================================================================== text

    private static String pieceText(int code) {
        int t = codeType(code);
        char ch = LETTER[t];
        if (codeColor(code) == Game.SECOND) ch = Character.toLowerCase(ch);
        return t >= TOKIN ? "+" + ch : String.valueOf(ch);
    }

    /** SFEN hand order (R B G S P), Sente's pieces first; {@code -} if both hands are empty. */
    private String handText() {
        StringBuilder sb = new StringBuilder();
        int[] order = {ROOK, BISHOP, GOLD, SILVER, PAWN};
        for (int c = 0; c < 2; c++) {
            for (int kind : order) {
                int n = hand[c * HAND_TYPES + kind];
                if (n == 0) continue;
                if (n > 1) sb.append(n);
                char ch = LETTER[kind];
                sb.append(c == Game.FIRST ? ch : Character.toLowerCase(ch));
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    /**
     * SFEN: ranks a..e separated by {@code /}, each from file 5 to file 1, Sente upper case, Gote
     * lower case, {@code +} before a promoted piece, digits for empty runs; then {@code b} (Sente)
     * or {@code w} (Gote) to move, the hands ({@code -} if empty, e.g. {@code 2Pbs}) and the move
     * number. The start is {@value MiniShogiGame#START_SFEN}.
     */
    @Override
    public String positionText() {
        StringBuilder sb = new StringBuilder(40);
        for (int r = 0; r < 5; r++) {
            int empty = 0;
            for (int c = 0; c < 5; c++) {
                int code = board[5 * r + c];
                if (code == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) sb.append(empty);
                empty = 0;
                sb.append(pieceText(code));
            }
            if (empty > 0) sb.append(empty);
            if (r < 4) sb.append('/');
        }
        sb.append(' ').append(stm == Game.FIRST ? 'b' : 'w');
        sb.append(' ').append(handText());
        sb.append(' ').append(moveNumber());
        return sb.toString();
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder();
        sb.append("   5  4  3  2  1\n");
        for (int r = 0; r < 5; r++) {
            for (int c = 0; c < 5; c++) {
                int code = board[5 * r + c];
                String p = code == 0 ? "." : pieceText(code);
                sb.append(" ".repeat(3 - p.length())).append(p);
            }
            sb.append("  ").append((char) ('a' + r)).append('\n');
        }
        for (int c = 0; c < 2; c++) {
            sb.append(c == Game.FIRST ? "black hand:" : "white hand:");
            boolean any = false;
            for (int kind : new int[] {ROOK, BISHOP, GOLD, SILVER, PAWN}) {
                int n = hand[c * HAND_TYPES + kind];
                if (n == 0) continue;
                sb.append(' ').append(n > 1 ? Integer.toString(n) : "").append(LETTER[kind]);
                any = true;
            }
            sb.append(any ? "\n" : " -\n");
        }
        if (isTerminal()) {
            int s = score();
            sb.append(s > 0 ? "black (sente) wins" : s < 0 ? "white (gote) wins" : "draw");
        } else {
            sb.append(stm == Game.FIRST ? "black (sente)" : "white (gote)").append(" to move")
                    .append(inCheck() ? ", in check" : "");
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return positionText();
    }

    // ================================================================== parsing

    static MiniShogiState parse(MiniShogiGame g, String text) throws PositionException {
        String[] parts = text.trim().split("\\s+");
        int p0 = 0;
        if (parts.length > 0 && parts[0].equalsIgnoreCase("sfen")) p0 = 1;
        if (parts.length - p0 == 1 && parts[p0].equalsIgnoreCase("startpos")) {
            return parse(g, MiniShogiGame.START_SFEN);
        }
        int fields = parts.length - p0;
        if (fields < 3 || fields > 4 || parts[p0].isEmpty()) {
            throw new PositionException("expected SFEN: board, side to move (b or w), hands (- if none) "
                    + "and optionally the move number, e.g. " + MiniShogiGame.START_SFEN);
        }
        int[] board = new int[SQUARES];
        String[] rows = parts[p0].split("/", -1);
        if (rows.length != 5) throw new PositionException("the board needs 5 ranks separated by '/', got " + rows.length);
        for (int r = 0; r < 5; r++) {
            String row = rows[r];
            int c = 0;
            boolean plus = false;
            for (int i = 0; i < row.length(); i++) {
                char ch = row.charAt(i);
                String where = "rank " + (char) ('a' + r);
                if (ch >= '1' && ch <= '9' && !plus) {
                    c += ch - '0';
                    if (c > 5) throw new PositionException(where + " has more than 5 squares");
                    continue;
                }
                if (ch == '+') {
                    if (plus) throw new PositionException(where + ": '++'");
                    plus = true;
                    continue;
                }
                int t = "PSBRGK".indexOf(Character.toUpperCase(ch));
                if (t < 0) throw new PositionException(where + ": unknown piece '" + ch + "' (use K G S B R P, + to promote)");
                if (plus) {
                    if (!promotable(t)) throw new PositionException(where + ": '+" + ch + "' cannot be promoted");
                    t = promote(t);
                    plus = false;
                }
                if (c >= 5) throw new PositionException(where + " has more than 5 squares");
                int color = Character.isUpperCase(ch) ? Game.FIRST : Game.SECOND;
                board[5 * r + c] = code(color, t);
                c++;
            }
            if (plus) throw new PositionException("rank " + (char) ('a' + r) + " ends with '+'");
            if (c != 5) throw new PositionException("rank " + (char) ('a' + r) + " has " + c + " squares, expected 5");
        }
        String side = parts[p0 + 1];
        int stm;
        if (side.equalsIgnoreCase("b")) stm = Game.FIRST;
        else if (side.equalsIgnoreCase("w")) stm = Game.SECOND;
        else throw new PositionException("side to move must be b (Sente) or w (Gote), got '" + side + "'");
        int[] hand = new int[2 * HAND_TYPES];
        String hands = parts[p0 + 2];
        if (!hands.equals("-")) {
            int i = 0;
            while (i < hands.length()) {
                int n = 0;
                int start = i;
                while (i < hands.length() && Character.isDigit(hands.charAt(i))) {
                    n = n * 10 + (hands.charAt(i) - '0');
                    if (n > 99) throw new PositionException("hand count too large in '" + hands + "'");
                    i++;
                }
                if (i == hands.length()) throw new PositionException("hands '" + hands + "' end with a count");
                if (i == start) n = 1;
                if (n < 1) throw new PositionException("hand count must be at least 1 in '" + hands + "'");
                char ch = hands.charAt(i++);
                int kind = "PSBRG".indexOf(Character.toUpperCase(ch));
                if (kind < 0) throw new PositionException("hands: '" + ch + "' cannot be in hand (use P S B R G)");
                int color = Character.isUpperCase(ch) ? Game.FIRST : Game.SECOND;
                hand[color * HAND_TYPES + kind] += n;
            }
        }
        int moveNumber = 1;
        if (fields == 4) {
            try {
                moveNumber = Integer.parseInt(parts[p0 + 3]);
            } catch (NumberFormatException e) {
                throw new PositionException("move number must be a positive integer, got '" + parts[p0 + 3] + "'");
            }
            if (moveNumber < 1 || moveNumber > 100_000_000) {
                throw new PositionException("move number must be between 1 and 100000000, got " + moveNumber);
            }
        }
        validate(board, hand, stm);
        MiniShogiState st = new MiniShogiState(g, board, hand, stm, moveNumber);
        int other = 1 - stm;
        if (st.attackers(st.ksq[other], stm, st.occ[0] | st.occ[1]) != 0) {
            throw new PositionException((other == Game.SECOND ? "Gote" : "Sente")
                    + " is in check but it is not their move");
        }
        return st;
    }

    private static void validate(int[] board, int[] hand, int stm) throws PositionException {
        int[] kings = new int[2];
        int[] kinds = new int[HAND_TYPES + 1];   // by unpromoted kind, kings last
        int[] pawnFiles = new int[2];
        for (int sq = 0; sq < SQUARES; sq++) {
            int code = board[sq];
            if (code == 0) continue;
            int c = codeColor(code);
            int t = codeType(code);
            if (t == KING) {
                kings[c]++;
                continue;
            }
            kinds[unpromote(t)]++;
            if (t == PAWN) {
                if ((LAST_RANK[c] & bit(sq)) != 0) {
                    throw new PositionException("a " + (c == 0 ? "Sente" : "Gote") + " pawn on "
                            + squareText(sq) + ", its last rank, could never move");
                }
                int f = 1 << col(sq);
                if ((pawnFiles[c] & f) != 0) {
                    throw new PositionException("two unpromoted " + (c == 0 ? "Sente" : "Gote")
                            + " pawns on file " + (5 - col(sq)) + " (nifu)");
                }
                pawnFiles[c] |= f;
            }
        }
        for (int c = 0; c < 2; c++) {
            String who = c == 0 ? "Sente (K)" : "Gote (k)";
            if (kings[c] == 0) throw new PositionException("missing king of " + who);
            if (kings[c] > 1) throw new PositionException(who + " has " + kings[c] + " kings");
            for (int kind = 0; kind < HAND_TYPES; kind++) kinds[kind] += hand[c * HAND_TYPES + kind];
        }
        for (int kind = 0; kind < HAND_TYPES; kind++) {
            if (kinds[kind] > PER_KIND) {
                throw new PositionException("too many " + "PSBRG".charAt(kind) + " pieces (board and hands): "
                        + kinds[kind] + ", the game has " + PER_KIND);
            }
        }
    }
}
