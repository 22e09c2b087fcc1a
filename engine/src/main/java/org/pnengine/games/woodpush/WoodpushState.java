package org.pnengine.games.woodpush;

import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.SplitMix64;
import org.pnengine.game.State;

/**
 * A Woodpush position: two {@code int} bitboards (bit c = cell c, cell 0 at Left's end), the side
 * to move and the move the ko rule forbids (or -1). A move code is {@code 2*cell + dir} with
 * {@code dir} 0 for forward and 1 for backward; the notation is the 1-based cell of the moving
 * piece followed by {@code f} or {@code b}, e.g. {@code 3f}, {@code 4b}.
 *
 * <p>Only a push can be undone by a single opponent move (an opponent push whose run restores
 * every cell), so after each push the opponent's pushes, at most {@code pieces} of them, are
 * tried against the previous board; the one that would recreate it becomes the ko move. The ko
 * move is part of the position: it is in {@link #hash()} and {@link #positionText()}.
 *
 * <p>Nothing is allocated per move: the undo history is a primitive stack grown by doubling.
 */
public final class WoodpushState implements State {

    private static final int REC = 4;   // left, right, side|ko, move

    private final WoodpushGame g;
    private final int n;
    private final int full;
    private int left;     // Left's pieces
    private int right;    // Right's pieces
    private int side;
    private int ko;       // the move the ko rule forbids now, or -1
    private int ply;
    private int[] hist;

    WoodpushState(WoodpushGame g, int left, int right, int side, int ko) {
        this.g = g;
        this.n = g.length;
        this.full = g.boardMask;
        this.left = left;
        this.right = right;
        this.side = side;
        this.ko = ko;
        this.hist = new int[REC * 64];
    }

    private WoodpushState(WoodpushState o) {
        this.g = o.g;
        this.n = o.n;
        this.full = o.full;
        this.left = o.left;
        this.right = o.right;
        this.side = o.side;
        this.ko = o.ko;
        this.ply = o.ply;
        this.hist = o.hist.clone();
    }

    @Override
    public Game game() {
        return g;
    }

    @Override
    public int toMove() {
        return side;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public boolean isTerminal() {
        return left == 0 || right == 0;
    }

    @Override
    public int score() {
        if (right == 0) {
            int s = 0;
            for (int m = left; m != 0; m &= m - 1) s += n - Integer.numberOfTrailingZeros(m);
            return s;
        }
        if (left == 0) {
            int s = 0;
            for (int m = right; m != 0; m &= m - 1) s += Integer.numberOfTrailingZeros(m) + 1;
            return -s;
        }
        return 0;
    }

    @Override
    public int legalMoves(int[] out) {
        if (left == 0 || right == 0) return 0;
        int k = 0;
        if (side == Game.FIRST) {
            int push = left & (right << 1);   // a Right piece directly behind (on c-1)
            for (int m = left; m != 0; m &= m - 1) {
                int c = Integer.numberOfTrailingZeros(m);
                out[k++] = 2 * c;
                if ((push >>> c & 1) != 0 && 2 * c + 1 != ko) out[k++] = 2 * c + 1;
            }
        } else {
            int push = right & (left >>> 1);  // a Left piece directly behind (on c+1)
            for (int m = right; m != 0; m &= m - 1) {
                int c = Integer.numberOfTrailingZeros(m);
                out[k++] = 2 * c;
                if ((push >>> c & 1) != 0 && 2 * c + 1 != ko) out[k++] = 2 * c + 1;
            }
        }
        return k;
    }

    @Override
    public boolean isLegal(int move) {
        if (move < 0 || move >= 2 * n || isTerminal() || move == ko) return false;
        int c = move >>> 1;
        if (side == Game.FIRST) {
            if ((left >>> c & 1) == 0) return false;
            return (move & 1) == 0 || (c > 0 && (right >>> (c - 1) & 1) != 0);
        }
        if ((right >>> c & 1) == 0) return false;
        return (move & 1) == 0 || (c + 1 < n && (left >>> (c + 1) & 1) != 0);
    }

    @Override
    public void apply(int move) {
        if (REC * (ply + 1) > hist.length) hist = Arrays.copyOf(hist, hist.length * 2);
        int h = REC * ply;
        hist[h] = left;
        hist[h + 1] = right;
        hist[h + 2] = side | ((ko + 1) << 1);
        hist[h + 3] = move;
        ply++;
        int oldL = left;
        int oldR = right;
        long r = result(left, right, side, move);
        left = (int) r;
        right = (int) (r >>> 32);
        side ^= 1;
        ko = -1;
        if ((move & 1) != 0 && left != 0 && right != 0) ko = reversingPush(oldL, oldR);
    }

    /** The opponent push (side to move now) that would restore {@code (oldL, oldR)}, or -1. */
    private int reversingPush(int oldL, int oldR) {
        int own = side == Game.FIRST ? left : right;
        int push = side == Game.FIRST ? left & (right << 1) : right & (left >>> 1);
        for (int m = push & own; m != 0; m &= m - 1) {
            int mv = 2 * Integer.numberOfTrailingZeros(m) + 1;
            long r = result(left, right, side, mv);
            if ((int) r == oldL && (int) (r >>> 32) == oldR) return mv;
        }
        return -1;
    }

    /**
     * The board after {@code mover} plays {@code move}: Left's bits in the low word, Right's in
     * the high word. The move must be legal apart from the ko rule.
     */
    long result(int l, int r, int mover, int move) {
        int c = move >>> 1;
        int bit = 1 << c;
        int occ = l | r;
        if ((move & 1) == 0) {
            int empties;
            int to;
            if (mover == Game.FIRST) {
                empties = ~occ & full & -(bit << 1);               // cells above c
                to = empties == 0 ? 0 : Integer.lowestOneBit(empties);
                l = (l ^ bit) | to;
            } else {
                empties = ~occ & (bit - 1);                        // cells below c
                to = empties == 0 ? 0 : Integer.highestOneBit(empties);
                r = (r ^ bit) | to;
            }
        } else if (mover == Game.FIRST) {
            int emptyBelow = ~occ & (bit - 1);
            int k = emptyBelow == 0 ? 0 : 32 - Integer.numberOfLeadingZeros(emptyBelow);
            int block = (bit << 1) - (1 << k);                     // cells k..c
            l = (l & ~block) | ((l & block) >>> 1);
            r = (r & ~block) | ((r & block) >>> 1);
        } else {
            int emptyAbove = ~occ & full & -(bit << 1);
            int top = emptyAbove == 0 ? n : Integer.numberOfTrailingZeros(emptyAbove);
            int block = (1 << top) - bit;                          // cells c..top-1
            l = (l & ~block) | (((l & block) << 1) & full);
            r = (r & ~block) | (((r & block) << 1) & full);
        }
        return (l & 0xFFFFFFFFL) | ((long) r << 32);
    }

    @Override
    public void undo() {
        if (ply == 0) throw new IllegalStateException("nothing to undo");
        ply--;
        int h = REC * ply;
        left = hist[h];
        right = hist[h + 1];
        side = hist[h + 2] & 1;
        ko = (hist[h + 2] >> 1) - 1;
    }

    @Override
    public int lastMove() {
        return ply == 0 ? -1 : hist[REC * (ply - 1) + 3];
    }

    /**
     * A collision-free hash: the splitmix64 finaliser (a bijection) of the packed position
     * (Left's cells, Right's cells, side to move, ko move), in the manner of Connect Four's key.
     */
    @Override
    public long hash() {
        long z = (left & 0xFFFFL) | ((right & 0xFFFFL) << 16) | ((long) side << 32) | ((long) (ko + 1) << 33);
        return SplitMix64.mix(z);
    }

    @Override
    public WoodpushState copy() {
        return new WoodpushState(this);
    }

    @Override
    public String formatMove(int move) {
        return Integer.toString((move >>> 1) + 1) + ((move & 1) == 0 ? "f" : "b");
    }

    @Override
    public int parseMove(String text) throws MoveFormatException {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.length() < 2 || (t.charAt(t.length() - 1) != 'f' && t.charAt(t.length() - 1) != 'b')) {
            throw new MoveFormatException("a Woodpush move is a cell number 1.." + n
                    + " followed by f (forward) or b (backward), e.g. 3f (got '" + text + "')");
        }
        int c;
        try {
            c = Integer.parseInt(t.substring(0, t.length() - 1));
        } catch (NumberFormatException e) {
            throw new MoveFormatException("a Woodpush move is a cell number 1.." + n
                    + " followed by f or b, e.g. 3f (got '" + text + "')");
        }
        if (c < 1 || c > n) throw new MoveFormatException("cell must be 1.." + n + " (got " + c + ")");
        return 2 * (c - 1) + (t.charAt(t.length() - 1) == 'b' ? 1 : 0);
    }

    private String strip() {
        StringBuilder sb = new StringBuilder(n);
        for (int c = 0; c < n; c++) {
            sb.append((left >>> c & 1) != 0 ? 'L' : (right >>> c & 1) != 0 ? 'R' : '.');
        }
        return sb.toString();
    }

    @Override
    public String positionText() {
        String s = strip() + ' ' + (side == Game.FIRST ? 'l' : 'r');
        return ko >= 0 ? s + " ko=" + formatMove(ko) : s;
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder();
        String cells = strip();
        for (int c = 0; c < n; c++) sb.append(c == 0 ? "" : " ").append(cells.charAt(c));
        sb.append('\n');
        for (int c = 0; c < n; c++) sb.append(c == 0 ? "" : " ").append((c + 1) % 10);
        sb.append('\n');
        if (isTerminal()) {
            int s = score();
            sb.append(s > 0 ? "left wins by " + s : "right wins by " + (-s));
        } else {
            sb.append(side == Game.FIRST ? "left" : "right").append(" to move");
            if (ko >= 0) sb.append(", ").append(formatMove(ko)).append(" forbidden by ko");
        }
        return sb.toString();
    }

    @Override
    public int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        int l = left;
        int r = right;
        int s = side;
        int k = ko;
        for (int played = 0; ; played++) {
            if (l == 0 || r == 0) {
                int v = 0;
                if (r == 0) {
                    for (int m = l; m != 0; m &= m - 1) v += n - Integer.numberOfTrailingZeros(m);
                } else {
                    for (int m = r; m != 0; m &= m - 1) v -= Integer.numberOfTrailingZeros(m) + 1;
                }
                return v;
            }
            if (played >= maxPlies) return Integer.MIN_VALUE;
            int cnt = 0;
            int own = s == Game.FIRST ? l : r;
            int push = s == Game.FIRST ? l & (r << 1) : r & (l >>> 1);
            for (int m = own; m != 0; m &= m - 1) {
                int c = Integer.numberOfTrailingZeros(m);
                buffer[cnt++] = 2 * c;
                if ((push >>> c & 1) != 0 && 2 * c + 1 != k) buffer[cnt++] = 2 * c + 1;
            }
            int mv = buffer[rng.nextInt(cnt)];
            long res = result(l, r, s, mv);
            int nl = (int) res;
            int nr = (int) (res >>> 32);
            int ns = s ^ 1;
            int nk = -1;
            if ((mv & 1) != 0 && nl != 0 && nr != 0) {
                int nown = ns == Game.FIRST ? nl : nr;
                int npush = ns == Game.FIRST ? nl & (nr << 1) : nr & (nl >>> 1);
                for (int m = npush & nown; m != 0; m &= m - 1) {
                    int cand = 2 * Integer.numberOfTrailingZeros(m) + 1;
                    long back = result(nl, nr, ns, cand);
                    if ((int) back == l && (int) (back >>> 32) == r) {
                        nk = cand;
                        break;
                    }
                }
            }
            l = nl;
            r = nr;
            s = ns;
            k = nk;
        }
    }

    // ---------------------------------------------------------------- parsing

    static WoodpushState parse(WoodpushGame g, String text) throws PositionException {
        String[] parts = text.split("\\s+");
        if (text.isEmpty() || parts.length < 2 || parts.length > 3) {
            throw new PositionException("expected the strip (L, R, .), the side to move (l or r) "
                    + "and optionally ko=<move>, e.g. 'L.L...R.R l'");
        }
        String strip = parts[0];
        if (strip.length() != g.length) {
            throw new PositionException("the strip has " + strip.length() + " cells, expected " + g.length);
        }
        int l = 0;
        int r = 0;
        for (int c = 0; c < g.length; c++) {
            char ch = Character.toUpperCase(strip.charAt(c));
            if (ch == 'L') l |= 1 << c;
            else if (ch == 'R') r |= 1 << c;
            else if (ch != '.' && ch != '-') {
                throw new PositionException("bad cell '" + strip.charAt(c) + "' at " + (c + 1) + ": use L, R or .");
            }
        }
        if (Integer.bitCount(l) > g.pieces || Integer.bitCount(r) > g.pieces) {
            throw new PositionException("at most " + g.pieces + " pieces a side (got " + Integer.bitCount(l)
                    + " L and " + Integer.bitCount(r) + " R)");
        }
        if (l == 0 && r == 0) throw new PositionException("no piece on the board: one side must have some");
        String sideWord = parts[1].toLowerCase(Locale.ROOT);
        int side;
        switch (sideWord) {
            case "l": case "left": case "b": case "black": side = Game.FIRST; break;
            case "r": case "right": case "w": case "white": side = Game.SECOND; break;
            default: throw new PositionException("side to move must be l or r (got '" + parts[1] + "')");
        }
        WoodpushState s = new WoodpushState(g, l, r, side, -1);
        if (parts.length == 3) {
            String k = parts[2].toLowerCase(Locale.ROOT);
            if (!k.startsWith("ko=")) throw new PositionException("third field must be ko=<move> (got '" + parts[2] + "')");
            int mv;
            try {
                mv = s.parseMove(k.substring(3));
            } catch (MoveFormatException e) {
                throw new PositionException("bad ko move: " + e.getMessage());
            }
            if ((mv & 1) == 0) throw new PositionException("only a backward move can be forbidden by ko");
            if (s.isTerminal() || !s.isLegal(mv)) {
                throw new PositionException("the ko move " + k.substring(3) + " is not a push the side to move could play");
            }
            s.ko = mv;
        }
        return s;
    }
}
