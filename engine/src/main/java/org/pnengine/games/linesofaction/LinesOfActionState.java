package org.pnengine.games.linesofaction;

import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import org.pnengine.game.Bits;
import org.pnengine.game.BoardText;
import org.pnengine.game.Evaluation;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.RandomInts;
import org.pnengine.game.State;

/**
 * A Lines of Action position as two bitboards (Black's and White's pieces, bit
 * {@code rank * 8 + file}), the side to move, the game status and an incremental Zobrist hash.
 *
 * <p>Move generation: for each piece and each of its four lines, the move length is
 * {@code Long.bitCount(occupied & line)}; the move along direction {@code d} of length {@code k}
 * from {@code sq} to {@code t} is legal iff {@code k} steps fit before the edge, {@code t} holds
 * no own piece, and no enemy piece lies strictly between, i.e. in
 * {@code ray(sq, d) ^ ray(t, d)} minus {@code t}. Everything comes from per-square tables of the
 * {@link LinesOfActionGame}; nothing is allocated.
 *
 * <p>Terminal test after each move: the mover's pieces are flood-filled (see
 * {@link LinesOfActionGame#connected}); the opponent's only after a capture, since otherwise they
 * did not change and the position before the move was not terminal. Both connected is a draw. If
 * neither side is connected, the side now to move is checked for a move (an early-exit scan that
 * nearly always stops at its first piece) and, only if it has none, the other side: if neither
 * can move the game is a draw, otherwise a side without moves has the single move
 * {@link LinesOfActionGame#PASS}. The status is thus a function of the board and the side to
 * move, which the hash covers.
 *
 * <p>Move codes: {@code from | to << 6} with squares {@code rank * 8 + file}, and
 * {@link LinesOfActionGame#PASS}. The undo history is an int array grown by doubling; each entry
 * is the move code plus a capture flag in bit 13.
 *
 * <p>The evaluation ({@code minimax}, {@code imm}, {@code ept}) is {@link LinesOfActionEvaluation}'s.
 */
public final class LinesOfActionState implements State, Evaluation {

    static final int ONGOING = 0;
    static final int BLACK_WINS = 1;
    static final int WHITE_WINS = 2;
    static final int DRAW = 3;

    private static final int CAPTURE_FLAG = 1 << 13;
    private static final int MOVE_MASK = CAPTURE_FLAG - 1;

    private final LinesOfActionGame g;
    private long black;
    private long white;
    private int toMove;
    private int status;
    private long hash;
    private int[] history;
    private int ply;

    LinesOfActionState(LinesOfActionGame g, long black, long white, int toMove) {
        this.g = g;
        this.black = black;
        this.white = white;
        this.toMove = toMove;
        long h = toMove == Game.FIRST ? LinesOfActionGame.ZOBRIST_BLACK_TO_MOVE : 0L;
        for (long p = black; p != 0; p &= p - 1) h ^= LinesOfActionGame.ZOBRIST[Long.numberOfTrailingZeros(p)];
        for (long p = white; p != 0; p &= p - 1) h ^= LinesOfActionGame.ZOBRIST[64 + Long.numberOfTrailingZeros(p)];
        this.hash = h;
        this.history = new int[64];
        this.status = statusOf(g, black, white, toMove, LinesOfActionGame.connected(black),
                LinesOfActionGame.connected(white));
    }

    private LinesOfActionState(LinesOfActionState o) {
        this.g = o.g;
        this.black = o.black;
        this.white = o.white;
        this.toMove = o.toMove;
        this.status = o.status;
        this.hash = o.hash;
        this.history = o.history.clone();
        this.ply = o.ply;
    }

    /** The status of a position given which sides are connected. */
    private static int statusOf(LinesOfActionGame g, long black, long white, int toMove,
                                boolean blackConnected, boolean whiteConnected) {
        if (blackConnected) return whiteConnected ? DRAW : BLACK_WINS;
        if (whiteConnected) return WHITE_WINS;
        long own = toMove == Game.FIRST ? black : white;
        long enemy = own ^ (black | white);
        if (!hasAnyMove(g, own, enemy) && !hasAnyMove(g, enemy, own)) return DRAW;
        return ONGOING;
    }

    // ------------------------------------------------------------ accessors

    @Override
    public Game game() {
        return g;
    }

    /** Black's pieces, bit {@code rank * 8 + file}. */
    public long blackBits() {
        return black;
    }

    /** White's pieces, bit {@code rank * 8 + file}. */
    public long whiteBits() {
        return white;
    }

    @Override
    public int toMove() {
        return toMove;
    }

    @Override
    public int ply() {
        return ply;
    }

    // ------------------------------------------------------------ move generation

    /** Writes the moves of the side owning {@code own} into {@code out}; returns their number. */
    static int generate(LinesOfActionGame g, long own, long enemy, int[] out) {
        final long occ = own | enemy;
        final long[] line = g.line;
        final long[] ray = g.ray;
        final int[] edge = g.edge;
        int n = 0;
        for (long p = own; p != 0; p &= p - 1) {
            final int sq = Long.numberOfTrailingZeros(p);
            for (int l = 0; l < 4; l++) {
                final int k = Long.bitCount(occ & line[(l << 6) | sq]);
                for (int dir = 2 * l; dir <= 2 * l + 1; dir++) {
                    final int idx = (dir << 6) | sq;
                    if (k > edge[idx]) continue;
                    final int to = sq + k * LinesOfActionGame.DELTA[dir];
                    final long tb = 1L << to;
                    if ((own & tb) != 0) continue;
                    if ((enemy & (ray[idx] ^ ray[(dir << 6) | to]) & ~tb) != 0) continue;
                    out[n++] = sq | (to << 6);
                }
            }
        }
        return n;
    }

    /** Whether the side owning {@code own} has at least one move (not counting a pass). */
    static boolean hasAnyMove(LinesOfActionGame g, long own, long enemy) {
        final long occ = own | enemy;
        for (long p = own; p != 0; p &= p - 1) {
            final int sq = Long.numberOfTrailingZeros(p);
            for (int l = 0; l < 4; l++) {
                final int k = Long.bitCount(occ & g.line[(l << 6) | sq]);
                for (int dir = 2 * l; dir <= 2 * l + 1; dir++) {
                    final int idx = (dir << 6) | sq;
                    if (k > g.edge[idx]) continue;
                    final int to = sq + k * LinesOfActionGame.DELTA[dir];
                    final long tb = 1L << to;
                    if ((own & tb) == 0 && (enemy & (g.ray[idx] ^ g.ray[(dir << 6) | to]) & ~tb) == 0) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private long own() {
        return toMove == Game.FIRST ? black : white;
    }

    private long enemy() {
        return toMove == Game.FIRST ? white : black;
    }

    @Override
    public int legalMoves(int[] out) {
        if (status != ONGOING) return 0;
        int n = generate(g, own(), enemy(), out);
        if (n == 0) {
            out[0] = LinesOfActionGame.PASS;
            n = 1;
        }
        return n;
    }

    @Override
    public boolean isLegal(int move) {
        if (status != ONGOING) return false;
        long own = own();
        long enemy = enemy();
        if (move == LinesOfActionGame.PASS) return !hasAnyMove(g, own, enemy);
        if (move < 0 || move >= 1 << 12) return false;
        int from = move & 63;
        int to = move >>> 6;
        if ((own & (1L << from)) == 0 || (g.boardMask & (1L << to)) == 0) return false;
        int dir = LinesOfActionGame.direction(from, to);
        if (dir < 0) return false;
        int distance = Math.max(Math.abs((to & 7) - (from & 7)), Math.abs((to >> 3) - (from >> 3)));
        int k = Long.bitCount((own | enemy) & g.line[((dir >> 1) << 6) | from]);
        if (distance != k) return false;
        long tb = 1L << to;
        return (own & tb) == 0 && (enemy & (g.ray[(dir << 6) | from] ^ g.ray[(dir << 6) | to]) & ~tb) == 0;
    }

    @Override
    public boolean isPass(int move) {
        return move == LinesOfActionGame.PASS;
    }

    // ------------------------------------------------------------ apply / undo

    @Override
    public void apply(int move) {
        if (ply == history.length) history = Arrays.copyOf(history, 2 * ply);
        final long[] z = LinesOfActionGame.ZOBRIST;
        if (move == LinesOfActionGame.PASS) {
            // A forced pass changes only the side to move; the other side has a move (else the
            // position would have been a draw), so the status stays ONGOING.
            toMove ^= 1;
            hash ^= LinesOfActionGame.ZOBRIST_BLACK_TO_MOVE;
            history[ply++] = move;
            return;
        }
        final int from = move & 63;
        final int to = move >>> 6;
        final long fb = 1L << from;
        final long tb = 1L << to;
        final int c = toMove << 6;
        long own;
        long enemy;
        if (toMove == Game.FIRST) {
            own = black ^ (fb | tb);
            enemy = white;
        } else {
            own = white ^ (fb | tb);
            enemy = black;
        }
        long h = hash ^ z[c | from] ^ z[c | to] ^ LinesOfActionGame.ZOBRIST_BLACK_TO_MOVE;
        final boolean capture = (enemy & tb) != 0;
        if (capture) {
            enemy ^= tb;
            h ^= z[(c ^ 64) | to];
        }
        final boolean ownConnected = LinesOfActionGame.connected(own);
        final boolean enemyConnected = capture && LinesOfActionGame.connected(enemy);
        if (toMove == Game.FIRST) {
            black = own;
            white = enemy;
        } else {
            white = own;
            black = enemy;
        }
        hash = h;
        history[ply++] = capture ? move | CAPTURE_FLAG : move;
        int mover = toMove;
        toMove ^= 1;
        if (ownConnected || enemyConnected) {
            status = ownConnected && enemyConnected ? DRAW
                    : (ownConnected == (mover == Game.FIRST)) ? BLACK_WINS : WHITE_WINS;
        } else if (!hasAnyMove(g, enemy, own) && !hasAnyMove(g, own, enemy)) {
            status = DRAW;
        } else {
            status = ONGOING;
        }
    }

    @Override
    public void undo() {
        if (ply == 0) throw new IllegalStateException("nothing to undo");
        final int entry = history[--ply];
        final int move = entry & MOVE_MASK;
        toMove ^= 1;
        hash ^= LinesOfActionGame.ZOBRIST_BLACK_TO_MOVE;
        // A move is only ever applied to an ongoing position.
        status = ONGOING;
        if (move == LinesOfActionGame.PASS) return;
        final int from = move & 63;
        final int to = move >>> 6;
        final long[] z = LinesOfActionGame.ZOBRIST;
        final long mv = (1L << from) | (1L << to);
        final int c = toMove << 6;
        hash ^= z[c | from] ^ z[c | to];
        final boolean capture = (entry & CAPTURE_FLAG) != 0;
        if (toMove == Game.FIRST) {
            black ^= mv;
            if (capture) white |= 1L << to;
        } else {
            white ^= mv;
            if (capture) black |= 1L << to;
        }
        if (capture) hash ^= z[(c ^ 64) | to];
    }

    @Override
    public int lastMove() {
        return ply == 0 ? -1 : history[ply - 1] & MOVE_MASK;
    }

    /** Whether the last move captured a piece; false at ply 0. */
    public boolean lastMoveCaptured() {
        return ply > 0 && (history[ply - 1] & CAPTURE_FLAG) != 0;
    }

    @Override
    public boolean isTerminal() {
        return status != ONGOING;
    }

    @Override
    public int score() {
        switch (status) {
            case BLACK_WINS: return 1;
            case WHITE_WINS: return -1;
            default: return 0;
        }
    }

    @Override
    public int evaluate() {
        return LinesOfActionEvaluation.evaluate(g.size, black, white);
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public LinesOfActionState copy() {
        return new LinesOfActionState(this);
    }

    // ------------------------------------------------------------ playouts

    /** Failed draws after which a playout step falls back to full move generation. */
    private static final int MAX_REJECTIONS = 48;

    /**
     * A playout on local bitboards, the state itself untouched: no hashing, no history.
     *
     * <p>Each step draws a move uniformly by rejection sampling: a (piece, direction) pair is drawn
     * uniformly among the {@code 8 * pieces} pairs and kept if the move along it is legal. Each
     * pair holds at most one move, so an accepted move is uniform among the legal moves, without
     * generating them all (typically 2-4 draws instead of ~90 tests). After
     * {@link #MAX_REJECTIONS} failed draws the step generates all moves and draws among them,
     * which is uniform as well and handles the forced pass. After each move the mover is
     * flood-filled, the opponent only after a capture.
     */
    @Override
    public int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        if (status != ONGOING) return score();
        final LinesOfActionGame game = g;
        final long[] line = game.line;
        final long[] ray = game.ray;
        final int[] edge = game.edge;
        final int[] delta = LinesOfActionGame.DELTA;
        long me = own();
        long opp = enemy();
        int side = toMove;
        for (int played = 0; ; played++) {
            if (played >= maxPlies) return Integer.MIN_VALUE;
            final long occ = me | opp;
            final int pairs = Long.bitCount(me) << 3;
            int from = -1;
            int to = 0;
            for (int tries = 0; tries < MAX_REJECTIONS; tries++) {
                final int r = RandomInts.below(rng, pairs);
                final int sq = Bits.select(me, r >>> 3);
                final int dir = r & 7;
                final int idx = (dir << 6) | sq;
                final int k = Long.bitCount(occ & line[((dir >>> 1) << 6) | sq]);
                if (k > edge[idx]) continue;
                final int t = sq + k * delta[dir];
                final long tb = 1L << t;
                if ((me & tb) != 0 || (opp & (ray[idx] ^ ray[(dir << 6) | t]) & ~tb) != 0) continue;
                from = sq;
                to = t;
                break;
            }
            if (from < 0) {
                final int n = generate(game, me, opp, buffer);
                if (n != 0) {
                    final int m = buffer[RandomInts.below(rng, n)];
                    from = m & 63;
                    to = m >>> 6;
                } else if (!hasAnyMove(game, opp, me)) {
                    return 0;   // neither side can move
                }
            }
            if (from >= 0) {
                final long tb = 1L << to;
                me ^= (1L << from) | tb;
                final boolean capture = (opp & tb) != 0;
                if (capture) opp ^= tb;
                final boolean meConnected = LinesOfActionGame.connected(me);
                final boolean oppConnected = capture && LinesOfActionGame.connected(opp);
                if (meConnected || oppConnected) {
                    if (meConnected && oppConnected) return 0;
                    return (meConnected == (side == Game.FIRST)) ? 1 : -1;
                }
            }
            // else: a forced pass
            final long t = me;
            me = opp;
            opp = t;
            side ^= 1;
        }
    }

    // ------------------------------------------------------------ notation

    @Override
    public String formatMove(int move) {
        if (move == LinesOfActionGame.PASS) return "pass";
        return g.squares.name(move & 63) + g.squares.name((move >>> 6) & 63);
    }

    /**
     * Reads {@code b1d3}, also written {@code b1xd3} or {@code b1-d3}, or {@code pass},
     * case-insensitively. The squares must be on the board; legality is not checked.
     */
    @Override
    public int parseMove(String text) throws MoveFormatException {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("pass")) return LinesOfActionGame.PASS;
        String form = "a Lines of Action move is two squares like b1d3 (or b1xd3, b1-d3), or pass";
        if (t.length() != 4 && t.length() != 5) {
            throw new MoveFormatException(form + " (got '" + text + "')");
        }
        if (t.length() == 5 && t.charAt(2) != 'x' && t.charAt(2) != '-') {
            throw new MoveFormatException(form + " (got '" + text + "')");
        }
        int from = parseSquare(t, 0, form, text);
        int to = parseSquare(t, t.length() - 2, form, text);
        return from | (to << 6);
    }

    /** The square named at {@code t[at, at+2)}; a letter and a digit off the board get their own message. */
    private int parseSquare(String t, int at, String form, String text) throws MoveFormatException {
        int sq = g.squares.parse(t, at, at + 2);
        if (sq >= 0) return sq;
        char file = t.charAt(at);
        char rank = t.charAt(at + 1);
        if (file < 'a' || file > 'z' || rank < '1' || rank > '9') {
            throw new MoveFormatException(form + " (got '" + text + "')");
        }
        throw new MoveFormatException("square " + file + rank + " is off the " + g.size + "x"
                + g.size + " board (files a.." + g.squares.lastFile() + ", ranks 1.." + g.size + ")");
    }

    /** The owner of square {@code sq}, or -1. */
    private int owner(int sq) {
        long b = 1L << sq;
        return (black & b) != 0 ? Game.FIRST : (white & b) != 0 ? Game.SECOND : -1;
    }

    @Override
    public String positionText() {
        return g.text.format((f, r) -> owner(r * 8 + f), toMove);
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder();
        g.squares.appendGrid(sb, (f, r) -> g.text.symbol(owner(r * 8 + f)), 1);
        switch (status) {
            case BLACK_WINS: sb.append("black wins"); break;
            case WHITE_WINS: sb.append("white wins"); break;
            case DRAW: sb.append("draw"); break;
            default: sb.append(toMove == Game.FIRST ? "black" : "white").append(" to move");
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return positionText();
    }

    // ------------------------------------------------------------ parsing

    static LinesOfActionState parse(LinesOfActionGame g, String text) throws PositionException {
        BoardText.Board board = g.text.parse(text);
        long black = board.bits(Game.FIRST, 1, 8);
        long white = board.bits(Game.SECOND, 1, 8);
        int toMove = board.toMove();
        long[] pieces = {black, white};
        for (int p = 0; p < 2; p++) {
            int count = Long.bitCount(pieces[p]);
            String name = p == Game.FIRST ? "black" : "white";
            if (count == 0) throw new PositionException(name + " has no pieces");
            if (count > g.startPieces) {
                throw new PositionException(name + " has " + count + " pieces, more than the "
                        + g.startPieces + " it starts with");
            }
        }
        int last = toMove ^ 1;
        if (Long.bitCount(pieces[last]) == 1) {
            throw new PositionException((last == Game.FIRST ? "black" : "white") + " has a single "
                    + "piece but is not to move: that side was already connected before its last move");
        }
        long mover = pieces[toMove];
        if (Long.bitCount(mover) == g.startPieces && LinesOfActionGame.connected(mover)) {
            throw new PositionException((toMove == Game.FIRST ? "black" : "white") + " is to move and "
                    + "connected, which only a capture by the other side could have done, yet has all "
                    + g.startPieces + " pieces");
        }
        return new LinesOfActionState(g, black, white, toMove);
    }
}
