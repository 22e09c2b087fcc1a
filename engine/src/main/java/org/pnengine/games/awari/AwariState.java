package org.pnengine.games.awari;

import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import org.pnengine.game.Bits;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.RandomInts;
import org.pnengine.game.State;

/**
 * An Awari position: twelve house counts (index 0..5 = South's {@code a..f}, 6..11 = North's
 * {@code A..F}, in sowing order), the two stores and the side to move. A move code is the
 * absolute house index 0..11, or {@link #PASS} (Ludii rules only, when the side to move has no
 * legal move but the opponent has one). The notation is the house letter: lower case for South,
 * upper case for North; it is parsed case-insensitively as a house of the side to move.
 *
 * <p>After every move the state settles its status at once: whether the game is over, its score,
 * and the bit set of legal moves, so {@link #legalMoves} and {@link #isTerminal} only read fields.
 * Undo restores a snapshot from a primitive stack grown by doubling; nothing is allocated per
 * move. A sowing touches up to twelve houses, so the Zobrist hash is computed on demand from the
 * fourteen counts rather than updated per seed; the Olympiad and abapa variants, whose repetition
 * rule needs it, record it after every move.
 */
public final class AwariState implements State {

    /** The pass move of the Ludii rules. */
    public static final int PASS = 12;

    private static final int PASS_BIT = 1 << PASS;
    private static final int REC = 20;   // 12 houses, 2 stores, side, legal, terminal, result, move, since

    private static final long[][] Z_HOUSE = new long[12][AwariGame.SEEDS + 1];
    private static final long[] Z_STORE = new long[AwariGame.SEEDS + 1];
    private static final long Z_NORTH;

    static {
        SplittableRandom r = new SplittableRandom(0x4177617269L);
        for (long[] row : Z_HOUSE) for (int i = 0; i < row.length; i++) row[i] = r.nextLong();
        for (int i = 0; i < Z_STORE.length; i++) Z_STORE[i] = r.nextLong();
        Z_NORTH = r.nextLong();
    }

    private final AwariGame g;
    private final AwariGame.Variant variant;
    private final int[] h = new int[12];
    private final int[] work = new int[12];    // the board during a random playout
    private int store0;
    private int store1;
    private int side;
    private int legal;          // bit set of legal move codes
    private boolean terminal;
    private int result;         // final score when terminal
    private int ply;
    private int since;          // first ply of the current capture-free stretch (repetition rule)
    private int[] stack;
    private long[] hashes;      // hash of the position at each ply (Olympiad and abapa only)

    AwariState(AwariGame g, int[] houses, int store0, int store1, int side) {
        this.g = g;
        this.variant = g.variant;
        System.arraycopy(houses, 0, h, 0, 12);
        this.store0 = store0;
        this.store1 = store1;
        this.side = side;
        this.stack = new int[REC * 128];
        this.hashes = variant == AwariGame.Variant.LUDII ? null : new long[128];
        if (hashes != null) hashes[0] = hash();
        settle();
    }

    private AwariState(AwariState o) {
        this.g = o.g;
        this.variant = o.variant;
        System.arraycopy(o.h, 0, h, 0, 12);
        this.store0 = o.store0;
        this.store1 = o.store1;
        this.side = o.side;
        this.legal = o.legal;
        this.terminal = o.terminal;
        this.result = o.result;
        this.ply = o.ply;
        this.since = o.since;
        this.stack = o.stack.clone();
        this.hashes = o.hashes == null ? null : o.hashes.clone();
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

    /** Seeds in house {@code i} (0..5 South's a..f, 6..11 North's A..F). */
    public int seeds(int i) {
        return h[i];
    }

    /** The seeds captured by {@code player}. */
    public int store(int player) {
        return player == Game.FIRST ? store0 : store1;
    }

    @Override
    public boolean isTerminal() {
        return terminal;
    }

    @Override
    public int score() {
        return result;
    }

    @Override
    public int legalMoves(int[] out) {
        int k = 0;
        for (int m = legal; m != 0; m &= m - 1) out[k++] = Integer.numberOfTrailingZeros(m);
        return k;
    }

    @Override
    public boolean isLegal(int move) {
        return move >= 0 && move <= PASS && (legal >>> move & 1) != 0;
    }

    @Override
    public boolean isPass(int move) {
        return move == PASS;
    }

    @Override
    public void apply(int move) {
        if (REC * (ply + 1) > stack.length) stack = Arrays.copyOf(stack, stack.length * 2);
        int b = REC * ply;
        System.arraycopy(h, 0, stack, b, 12);
        stack[b + 12] = store0;
        stack[b + 13] = store1;
        stack[b + 14] = side;
        stack[b + 15] = legal;
        stack[b + 16] = terminal ? 1 : 0;
        stack[b + 17] = result;
        stack[b + 18] = move;
        stack[b + 19] = since;
        ply++;
        int captured = move == PASS ? 0 : sow(h, move, side, variant == AwariGame.Variant.LUDII);
        if (side == Game.FIRST) store0 += captured;
        else store1 += captured;
        side ^= 1;
        if (hashes != null) {
            if (ply >= hashes.length) hashes = Arrays.copyOf(hashes, hashes.length * 2);
            if (captured > 0) since = ply;
            hashes[ply] = hash();
        }
        settle();
    }

    @Override
    public void undo() {
        if (ply == 0) throw new IllegalStateException("nothing to undo");
        ply--;
        int b = REC * ply;
        System.arraycopy(stack, b, h, 0, 12);
        store0 = stack[b + 12];
        store1 = stack[b + 13];
        side = stack[b + 14];
        legal = stack[b + 15];
        terminal = stack[b + 16] != 0;
        result = stack[b + 17];
        since = stack[b + 19];
    }

    /**
     * A random playout. Under the Ludii rules it runs on packed copies of the two rows
     * ({@link AwariPackedPlayout}, a second implementation of the same rules, which
     * {@code AwariPlayoutTest} checks against the exact outcome law of {@link #apply}'s rules);
     * the other variants, whose repetition rule needs the history of hashes, play on the state
     * itself with the rules' own code ({@link #sow}, {@link #settle}) but without the undo
     * snapshots, and then restore the saved fields.
     */
    @Override
    public int randomPlayout(SplittableRandom rng, int[] buffer, int maxPlies) {
        if (terminal) return result;
        if (variant == AwariGame.Variant.LUDII) return AwariPackedPlayout.play(h, store0, store1, side, rng, maxPlies);
        System.arraycopy(h, 0, work, 0, 12);
        int s0 = store0;
        int s1 = store1;
        int sd = side;
        int lg = legal;
        int pl = ply;
        int sc = since;
        int out = Integer.MIN_VALUE;
        for (int played = 0; played < maxPlies; played++) {
            int move = Bits.select(legal, RandomInts.below(rng, Integer.bitCount(legal)));
            int captured = move == PASS ? 0 : sow(h, move, side, false);
            if (side == Game.FIRST) store0 += captured;
            else store1 += captured;
            side ^= 1;
            ply++;
            if (ply >= hashes.length) hashes = Arrays.copyOf(hashes, hashes.length * 2);
            if (captured > 0) since = ply;
            hashes[ply] = hash();
            settle();
            if (terminal) {
                out = result;
                break;
            }
        }
        System.arraycopy(work, 0, h, 0, 12);
        store0 = s0;
        store1 = s1;
        side = sd;
        legal = lg;
        ply = pl;
        since = sc;
        terminal = false;
        result = 0;
        return out;
    }

    /** The Olympiad and abapa repetition rules count earlier occurrences; Ludii's rules do not. */
    @Override
    public boolean historyDependent() {
        return variant != AwariGame.Variant.LUDII;
    }

    @Override
    public int lastMove() {
        return ply == 0 ? -1 : stack[REC * (ply - 1) + 18];
    }

    /** {@code n / 11} for the seeds a house can hold: the full laps of a sowing, without dividing. */
    private static final int[] LAPS = new int[AwariGame.SEEDS + 1];

    static {
        for (int n = 0; n < LAPS.length; n++) LAPS[n] = n / 11;
    }

    /**
     * Sows house {@code i} of {@code mover} on the houses {@code b} and makes its captures; returns
     * the seeds captured (the caller adds them to the mover's store). A grand slam (capturing
     * every opponent seed) captures nothing in the Olympiad and abapa variants; it is never legal
     * under the Ludii rules, whose callers pass {@code ludii} to skip that test.
     */
    private static int sow(int[] b, int i, int mover, boolean ludii) {
        int n = b[i];
        b[i] = 0;
        int q = LAPS[n];
        int r = n - 11 * q;
        if (q > 0) {
            for (int j = 0; j < 12; j++) b[j] += q;
            b[i] -= q;
        }
        int last = i;
        for (int k = 0; k < r; k++) {
            if (++last == 12) last = 0;
            b[last]++;
        }
        if (r == 0) last = i == 0 ? 11 : i - 1;
        int lo = mover == Game.FIRST ? 6 : 0;
        if (last < lo || last > lo + 5 || b[last] < 2 || b[last] > 3) return 0;
        int cap = 0;
        int j = last;
        while (j >= lo && (b[j] == 2 || b[j] == 3)) cap += b[j--];
        if (!ludii) {
            int opp = 0;
            for (int x = lo; x < lo + 6; x++) opp += b[x];
            if (cap == opp) return 0;   // grand slam: legal, captures nothing
        }
        for (int x = j + 1; x <= last; x++) b[x] = 0;
        return cap;
    }

    /**
     * Ludii legality of sowing house {@code i} (non-empty) on {@code b}, whose opponent row starts
     * at {@code lo} and holds {@code oppNow} seeds: whether the opponent keeps a seed, worked out
     * without sowing.
     */
    private static boolean leavesSeeds(int[] b, int i, int lo, int oppNow) {
        int n = b[i];
        int q = LAPS[n];
        int r = n - 11 * q;
        // Seeds the opponent's row receives: q each, plus one per house among the r after i.
        int firstOpp = lo - i;                      // steps from i to the opponent's first house
        if (firstOpp < 0) firstOpp += 12;
        int extra = r - firstOpp + 1;
        extra = extra < 0 ? 0 : Math.min(extra, 6);
        int oppAfter = oppNow + 6 * q + extra;
        if (oppAfter == 0) return false;
        int last = r == 0 ? i + 11 : i + r;
        if (last >= 12) last -= 12;
        if (last < lo || last >= lo + 6) return true;
        int atLast = b[last] + q + (r == 0 ? 0 : 1);
        if (atLast != 2 && atLast != 3) return true;   // no capture: the opponent keeps seeds
        int cap = 0;
        for (int j = last; j >= lo; j--) {
            int k = j - i;                          // 1..11: this house's step from i
            if (k < 0) k += 12;
            int after = b[j] + q + (k <= r ? 1 : 0);
            if (after != 2 && after != 3) break;
            cap += after;
        }
        return cap != oppAfter;                     // else it would leave the opponent empty
    }

    /** Ludii legality: the bit set of houses of {@code p} whose move leaves the opponent a seed. */
    private static int ludiiMoves(int[] b, int p) {
        int lo = 6 * (1 - p);
        int oppNow = b[lo] + b[lo + 1] + b[lo + 2] + b[lo + 3] + b[lo + 4] + b[lo + 5];
        int mask = 0;
        for (int i = 6 * p; i < 6 * p + 6; i++) {
            if (b[i] != 0 && leavesSeeds(b, i, lo, oppNow)) mask |= 1 << i;
        }
        return mask;
    }

    /** Whether {@code p} has a legal move under the Ludii rules. */
    private static boolean hasLudiiMove(int[] b, int p) {
        int lo = 6 * (1 - p);
        int oppNow = b[lo] + b[lo + 1] + b[lo + 2] + b[lo + 3] + b[lo + 4] + b[lo + 5];
        for (int i = 6 * p; i < 6 * p + 6; i++) {
            if (b[i] != 0 && leavesSeeds(b, i, lo, oppNow)) return true;
        }
        return false;
    }

    /** Works out terminal status, score and legal moves for the side to move. */
    private void settle() {
        terminal = false;
        result = 0;
        legal = 0;
        if (variant == AwariGame.Variant.LUDII) {
            boolean small = true;
            for (int x = 0; x < 12; x++) {
                if (h[x] > 1) {
                    small = false;
                    break;
                }
            }
            if (small) {
                end(store0 - store1);
                return;
            }
            legal = ludiiMoves(h, side);
            if (legal == 0) {
                if (hasLudiiMove(h, 1 - side)) legal = PASS_BIT;
                else end(0);   // neither side can move: a draw
            }
            return;
        }
        if (store0 >= 25 || store1 >= 25 || (store0 == 24 && store1 == 24)) {
            end(store0 - store1);
            return;
        }
        if (ply > since) {
            long key = hashes[ply];
            int seen = 0;
            for (int t = since; t < ply; t++) if (hashes[t] == key) seen++;
            if (variant == AwariGame.Variant.ABAPA && seen >= 1) {
                end(ownSides());    // the endless cycle: each takes the seeds on its side
                return;
            }
            if (variant == AwariGame.Variant.OLYMPIAD && seen >= 2) {
                end(store0 - store1);   // third occurrence: remaining seeds divided evenly
                return;
            }
        }
        int own = 0;
        int oppSeeds = 0;
        int base = 6 * side;
        int lo = 6 * (1 - side);
        int feeders = 0;
        for (int k = 0; k < 6; k++) {
            int n = h[base + k];
            oppSeeds += h[lo + k];
            if (n == 0) continue;
            own |= 1 << (base + k);
            if (n >= 6 - k) feeders |= 1 << (base + k);
        }
        if (own == 0) {
            end(ownSides());   // cannot move: the opponent takes the remaining seeds (all its own)
            return;
        }
        if (oppSeeds > 0) {
            legal = own;
        } else if (feeders != 0) {
            legal = feeders;
        } else if (variant == AwariGame.Variant.OLYMPIAD) {
            legal = own;       // no move feeds: any move; the opponent then cannot move
        } else {
            end(ownSides());   // abapa: the player takes the seeds of its own row
        }
    }

    private void end(int score) {
        terminal = true;
        result = score;
        legal = 0;
    }

    /** The score when each player takes the seeds on its own side. */
    private int ownSides() {
        int s = store0 - store1;
        for (int x = 0; x < 6; x++) s += h[x] - h[x + 6];
        return s;
    }

    @Override
    public long hash() {
        long z = side == Game.SECOND ? Z_NORTH : 0L;
        for (int x = 0; x < 12; x++) z ^= Z_HOUSE[x][h[x]];
        return z ^ Z_STORE[store0];   // North's store is 48 minus everything else
    }

    @Override
    public AwariState copy() {
        return new AwariState(this);
    }

    @Override
    public String formatMove(int move) {
        if (move == PASS) return "pass";
        return String.valueOf((char) (move < 6 ? 'a' + move : 'A' + move - 6));
    }

    @Override
    public int parseMove(String text) throws MoveFormatException {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("pass")) return PASS;
        if (t.length() != 1 || t.charAt(0) < 'a' || t.charAt(0) > 'f') {
            throw new MoveFormatException("an Awari move is a house letter a..f of the side to move "
                    + "(South a-f, North A-F) or pass (got '" + text + "')");
        }
        return 6 * side + (t.charAt(0) - 'a');
    }

    @Override
    public String positionText() {
        StringBuilder sb = new StringBuilder(48);
        for (int x = 0; x < 12; x++) sb.append(h[x]).append(' ');
        sb.append(store0).append(' ').append(store1).append(' ').append(side == Game.FIRST ? 's' : 'n');
        return sb.toString();
    }

    @Override
    public String render() {
        StringBuilder sb = new StringBuilder();
        sb.append("    F   E   D   C   B   A\n");
        sb.append(' ');
        for (int x = 11; x >= 6; x--) sb.append(String.format("%4d", h[x]));
        sb.append("     north ").append(store1).append('\n');
        sb.append(' ');
        for (int x = 0; x < 6; x++) sb.append(String.format("%4d", h[x]));
        sb.append("     south ").append(store0).append('\n');
        sb.append("    a   b   c   d   e   f\n");
        if (terminal) {
            sb.append(result > 0 ? "south wins by " + result : result < 0 ? "north wins by " + (-result) : "draw");
        } else {
            sb.append(side == Game.FIRST ? "south" : "north").append(" to move");
            if (legal == PASS_BIT) sb.append(" (must pass)");
        }
        return sb.toString();
    }

    // ---------------------------------------------------------------- parsing

    static AwariState parse(AwariGame g, String text) throws PositionException {
        String[] t = text.split("\\s+");
        if (t.length != 15) {
            throw new PositionException("expected 15 fields: the houses a-f and A-F, South's store, "
                    + "North's store and the side to move (s or n), e.g. '4 4 4 4 4 4 4 4 4 4 4 4 0 0 s'; got "
                    + (text.isEmpty() ? 0 : t.length));
        }
        int[] v = new int[14];
        int total = 0;
        for (int i = 0; i < 14; i++) {
            String name = i < 6 ? "house " + (char) ('a' + i) : i < 12 ? "house " + (char) ('A' + i - 6)
                    : i == 12 ? "South's store" : "North's store";
            try {
                v[i] = Integer.parseInt(t[i]);
            } catch (NumberFormatException e) {
                throw new PositionException(name + " must be a number (got '" + t[i] + "')");
            }
            if (v[i] < 0 || v[i] > AwariGame.SEEDS) {
                throw new PositionException(name + " must hold 0.." + AwariGame.SEEDS + " seeds (got " + v[i] + ")");
            }
            total += v[i];
        }
        if (total != AwariGame.SEEDS) {
            throw new PositionException("the houses and stores must hold " + AwariGame.SEEDS
                    + " seeds in all (got " + total + ")");
        }
        int side;
        switch (t[14].toLowerCase(Locale.ROOT)) {
            case "s": case "south": case "b": case "black": side = Game.FIRST; break;
            case "n": case "north": case "w": case "white": side = Game.SECOND; break;
            default: throw new PositionException("side to move must be s or n (got '" + t[14] + "')");
        }
        return new AwariState(g, Arrays.copyOf(v, 12), v[12], v[13], side);
    }
}
