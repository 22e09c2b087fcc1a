package org.pnengine.games.minishogi;

import static org.pnengine.games.minishogi.MiniShogiTables.*;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.pnengine.game.FittedEvaluation;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.NullMove;
import org.pnengine.game.PlayoutPolicy;
import org.pnengine.game.State;
import org.pnengine.game.Tactics;

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
 * <p><b>Legality.</b> Moves are generated strictly legal ({@link MiniShogiMoves}): king moves to unattacked squares,
 * pinned pieces restricted to their pin line, check evasions restricted to capturing or blocking
 * a single checker. A pawn drop that checks is tested for mate (the king's escapes and the
 * captures of the pawn; a pawn check is a contact check, so it cannot be blocked).
 *
 * <p><b>History.</b> Per ply, primitive stacks keep the move, the captured piece, the hash, whether
 * the side to move is in check and the rule verdict (repetition or ply cap), so that
 * {@link #undo()} is exact and sennichite can be judged; nothing is allocated per move.
 *
 * <p>The move generation is {@link MiniShogiMoves}'s, the random playout {@link MiniShogiPlayout}'s,
 * the playout policy and evaluation {@link MiniShogiPolicy}'s, the position text
 * {@link MiniShogiSfen}'s; they read the position's fields, which only this class writes.
 */
public final class MiniShogiState implements State, PlayoutPolicy, FittedEvaluation, Tactics, NullMove {

    static final int PROMO = 1 << 10;
    static final int DROP_BASE = 25;
    /** No rule verdict at this ply. */
    static final int NONE = Integer.MIN_VALUE;

    private final MiniShogiGame g;
    /** Evaluate by the hand-made evaluation instead of the fitted one ({@link #useClassic}). */
    private boolean classic;
    // The position, read by MiniShogiPlayout and written only here.
    final int[] board;     // piece code per square, 0 = empty
    final int[] pcs;       // [color * TYPES + type] bitboards
    final int[] occ;       // [color]
    final int[] ksq;       // [color]
    final int[] hand;      // [color * HAND_TYPES + kind]
    int stm;
    private long hash;
    int ply;
    private final int baseMoveNumber;

    // per-ply history; index i describes the position after i plies (moves[i] leads from i to i+1)
    private int[] moves;
    private byte[] captured;
    private long[] hashes;
    boolean[] inCheck;
    int[] verdict;
    /**
     * Positions in the history per hash bucket (low bits of the hash), so that the backwards scan
     * for sennichite runs only when a bucket holds four or more: almost never in practice.
     */
    private final int[] bucket;
    private static final int BUCKET_MASK = 1023;

    // the legal moves of the position (ply, hash) last generated, shared by isTerminal(), legalMoves(), isLegal()
    private final int[] scratch = new int[MiniShogiGame.MAX_MOVES];
    /** Legal drop squares per kind, filled by {@link #generateBoardMoves}. */
    final int[] dropMask = new int[HAND_TYPES];
    private int cachedCount = -1;
    private int cachedPly = -1;
    private long cachedHash;
    /** The position saved by {@link #mark()}: board, piece bitboards, hands, occupancy, kings. */
    private final int[] snapshot = new int[SQUARES + 2 * TYPES + 2 * HAND_TYPES + 4];

    MiniShogiState(MiniShogiGame g, int[] board, int[] hand, int stm, int moveNumber) {
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
        inCheck[0] = ksq[stm] >= 0 && MiniShogiMoves.attackers(this, ksq[stm], 1 - stm, occ[0] | occ[1]) != 0;
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
        this.classic = o.classic;
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

    /** The plies applied since the last capture, or since the base position if none captured. */
    int pliesSinceCapture() {
        int n = 0;
        while (n < ply && captured[ply - 1 - n] == 0) n++;
        return n;
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

    // ================================================================== move generation

    /** Fills {@code out} with the legal moves ignoring rule verdicts; returns the count. */
    private int generate(int[] out) {
        int n = MiniShogiMoves.boardMoves(this, out);
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
        inCheck[ply] = MiniShogiMoves.attackers(this, ksq[them], us, occ[0] | occ[1]) != 0;
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

    /** The history's entry for a null move: no move of the game has this code. */
    private static final int NULL_MOVE = -1;

    /**
     * A ply of its own in the history, so that the checks, verdicts and hashes kept per ply stay in
     * step; it counts no repetition and is never a game's move ({@link #lastMove} says -1).
     */
    @Override
    public void makeNullMove() {
        if (ply == moves.length) grow();
        final int us = stm;
        moves[ply] = NULL_MOVE;
        captured[ply] = 0;
        stm = 1 - us;
        hash ^= Z_SIDE;
        ply++;
        hashes[ply] = hash;
        inCheck[ply] = ksq[stm] >= 0 && MiniShogiMoves.attackers(this, ksq[stm], us, occ[0] | occ[1]) != 0;
        verdict[ply] = capVerdict();
    }

    @Override
    public void unmakeNullMove() {
        ply--;
        stm = 1 - stm;
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

    /**
     * Saves the position for {@link #rewind}: a playout returns to it in one step rather than
     * undoing every move.
     */
    void mark() {
        final int[] snap = snapshot;
        System.arraycopy(board, 0, snap, 0, SQUARES);
        System.arraycopy(pcs, 0, snap, SQUARES, 2 * TYPES);
        System.arraycopy(hand, 0, snap, SQUARES + 2 * TYPES, 2 * HAND_TYPES);
        final int k = SQUARES + 2 * TYPES + 2 * HAND_TYPES;
        snap[k] = occ[0];
        snap[k + 1] = occ[1];
        snap[k + 2] = ksq[0];
        snap[k + 3] = ksq[1];
    }

    /**
     * Returns to the position {@link #mark()} saved at ply {@code basePly}, as if every move since
     * had been undone (the history beyond {@code basePly} is dropped).
     */
    void rewind(int basePly) {
        if (g.sennichite) {
            for (int i = basePly + 1; i <= ply; i++) bucket[(int) hashes[i] & BUCKET_MASK]--;
        }
        final int[] snap = snapshot;
        System.arraycopy(snap, 0, board, 0, SQUARES);
        System.arraycopy(snap, SQUARES, pcs, 0, 2 * TYPES);
        System.arraycopy(snap, SQUARES + 2 * TYPES, hand, 0, 2 * HAND_TYPES);
        final int k = SQUARES + 2 * TYPES + 2 * HAND_TYPES;
        occ[0] = snap[k];
        occ[1] = snap[k + 1];
        ksq[0] = snap[k + 2];
        ksq[1] = snap[k + 3];
        if (((ply - basePly) & 1) != 0) stm = 1 - stm;
        ply = basePly;
        hash = hashes[basePly];
    }

    // ================================================================== playouts

    /** Whether random playouts draw promotion as a second decision ({@code playout_promotion=decision}). */
    boolean promotionDecision() {
        return g.promotionDecision;
    }

    /**
     * A uniformly random legal playout on the state itself (see {@link MiniShogiPlayout}), which
     * is left as it was found; with {@code playout_promotion=decision}, promotion drawn as Ludii
     * draws it ({@link MiniShogiPlayout#decisionStep}).
     */
    @Override
    public int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        return MiniShogiPlayout.run(this, rng, buffer, maxPlies);
    }

    /** Captures first, most valuable victim first ({@link MiniShogiPolicy}). */
    @Override
    public int policyPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        return MiniShogiPolicy.playout(this, rng, buffer, maxPlies);
    }

    @Override
    public int policyMove(SplittableRandom rng, int[] buffer) {
        return MiniShogiPolicy.move(this, rng, buffer);
    }

    /**
     * The fitted evaluation ({@link MiniShogiFitted}), or with {@link #useClassic} the hand-made
     * one: material, board and hands, and the pieces' places by the kings ({@link MiniShogiPolicy}).
     */
    @Override
    public int evaluate() {
        return classic ? MiniShogiPolicy.evaluate(this) : MiniShogiFitted.evaluate(this);
    }

    @Override
    public List<String> featureNames() {
        return MiniShogiFitted.NAMES;
    }

    @Override
    public boolean fitted() {
        return true;
    }

    @Override
    public void features(int[] out) {
        MiniShogiFitted.features(this, out);
    }

    @Override
    public int[] weights() {
        return MiniShogiFitted.WEIGHTS.clone();
    }

    @Override
    public void useClassic(boolean classic) {
        this.classic = classic;
    }

    /** Captures by the victim's value, then promotions ({@link MiniShogiPolicy#gain}). */
    @Override
    public int gain(int move) {
        return MiniShogiPolicy.gain(this, move);
    }

    /** In check: every answer must be searched. */
    @Override
    public boolean threatened() {
        return inCheck[ply];
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

    /** SFEN (see {@link MiniShogiSfen}); the start is {@value MiniShogiGame#START_SFEN}. */
    @Override
    public String positionText() {
        return MiniShogiSfen.format(this);
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder();
        sb.append("   5  4  3  2  1\n");
        for (int r = 0; r < 5; r++) {
            for (int c = 0; c < 5; c++) {
                int code = board[5 * r + c];
                String p = code == 0 ? "." : MiniShogiSfen.pieceText(code);
                sb.append(" ".repeat(3 - p.length())).append(p);
            }
            sb.append("  ").append((char) ('a' + r)).append('\n');
        }
        for (int c = 0; c < 2; c++) {
            String hand = MiniShogiSfen.handList(this, c);
            sb.append(c == Game.FIRST ? "black hand:" : "white hand:").append(hand.isEmpty() ? " -" : hand).append('\n');
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

    /** Whether the side to move attacks the other side's king (no legal position allows it). */
    boolean attacksEnemyKing() {
        return MiniShogiMoves.attackers(this, ksq[1 - stm], stm, occ[0] | occ[1]) != 0;
    }
}
