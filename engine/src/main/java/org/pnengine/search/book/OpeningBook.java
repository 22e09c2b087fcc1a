package org.pnengine.search.book;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.pnengine.game.SolverHints;
import org.pnengine.game.State;
import org.pnengine.search.Value;

/**
 * An opening book: for positions of one game, the move to play and the value it keeps for the
 * side to move (a win or a draw), stored under the position's {@link SolverHints#symmetricKey()}
 * as {@link SolverHints#canonicalMove(int)}, so that a position and its mirror image share one
 * entry. A book built by {@link BookBuilder} holds the strategy of the side that wins or draws
 * from the start ({@link #side()}, {@link #value()}): every position of that side's up to
 * {@link #plies()} that the strategy can reach against any replies. With {@link #defended()}
 * &gt; 0 it also holds the other side's strategy, to the same ply, after every move of the book
 * side's at plies below it that gives the other side a draw or better. Every move is proven by
 * the exact solver.
 *
 * <p><b>File format</b> (gzip of a big-endian stream): the magic {@code PNBOOK}, the version (2),
 * the game's descriptor, the side (0: first player), the value (W, D or L), the plies, the
 * defended plies, the number of entries, then each entry in increasing order of its key
 * (unsigned) as a variable-length unsigned difference to the previous key (7 bits a byte, low
 * first) and its canonical move times two, plus one where the move keeps a draw rather than a
 * win (the same). Version 1, which the engine still reads, has no defended plies and no value
 * bit: its entries keep the book's value.
 */
public final class OpeningBook {

    private static final String MAGIC = "PNBOOK";
    private static final int VERSION = 2;

    private final String game;
    private final int side;
    private final Value value;
    private final int plies;
    private final int defended;
    private final long[] keys;
    /** Each entry's canonical move times two, plus one where it keeps a draw ({@link #entry}). */
    private final int[] moves;

    /**
     * @param game     the descriptor of the game the book is for
     * @param side     the side whose strategy from the start it holds (0: the first player)
     * @param value    what that strategy keeps from the start: {@link Value#WIN} or {@link Value#DRAW}
     * @param plies    the last ply of the positions it covers
     * @param defended the book side's plies below which its other moves are answered (0: none)
     * @param entries  keys and entries ({@link #entry})
     */
    public OpeningBook(String game, int side, Value value, int plies, int defended, Map<Long, Integer> entries) {
        this.game = game;
        this.side = side;
        this.value = value;
        this.plies = plies;
        this.defended = defended;
        TreeMap<Long, Integer> sorted = new TreeMap<>(Long::compareUnsigned);
        sorted.putAll(entries);
        keys = new long[sorted.size()];
        moves = new int[sorted.size()];
        int i = 0;
        for (Map.Entry<Long, Integer> e : sorted.entrySet()) {
            keys[i] = e.getKey();
            moves[i++] = e.getValue();
        }
    }

    public String game() {
        return game;
    }

    public int side() {
        return side;
    }

    public Value value() {
        return value;
    }

    public int plies() {
        return plies;
    }

    /**
     * The book side's plies below which the book also holds the other side's strategy after
     * each of the book side's other moves that leaves it a draw or better (0: none).
     */
    public int defended() {
        return defended;
    }

    /** An entry: {@code canonicalMove} keeps {@code kept}, {@link Value#WIN} or {@link Value#DRAW}. */
    public static int entry(int canonicalMove, Value kept) {
        if (kept != Value.WIN && kept != Value.DRAW) throw new IllegalArgumentException("an entry keeps a win or a draw");
        return canonicalMove << 1 | (kept == Value.DRAW ? 1 : 0);
    }

    public int size() {
        return keys.length;
    }

    /**
     * The book's move in {@code position} (a legal move there), or -1 if the book has none: no
     * entry, another game, or a state without {@link SolverHints}.
     */
    public int move(State position) {
        return move(position, index(position));
    }

    /**
     * What the book's move in {@code position} keeps for the side to move, {@link Value#WIN} or
     * {@link Value#DRAW}, or null if the book has no move there ({@link #move}).
     */
    public Value kept(State position) {
        int i = index(position);
        if (move(position, i) < 0) return null;
        return (moves[i] & 1) == 0 ? Value.WIN : Value.DRAW;
    }

    /** The legal move of entry {@code i} in {@code position}, or -1 if there is none. */
    private int move(State position, int i) {
        if (i < 0) return -1;
        int move = ((SolverHints) position).canonicalMove(moves[i] >>> 1);
        return position.isLegal(move) ? move : -1;
    }

    private int index(State position) {
        if (!(position instanceof SolverHints h) || !position.game().descriptor().equals(game)) return -1;
        return find(h.symmetricKey());
    }

    private int find(long key) {
        int lo = 0;
        int hi = keys.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = Long.compareUnsigned(keys[mid], key);
            if (c < 0) lo = mid + 1;
            else if (c > 0) hi = mid - 1;
            else return mid;
        }
        return -1;
    }

    /** Writes the book in its file format (see the class comment). */
    public void write(OutputStream out) throws IOException {
        GZIPOutputStream gz = new GZIPOutputStream(out);
        DataOutputStream d = new DataOutputStream(gz);
        d.writeUTF(MAGIC);
        d.writeInt(VERSION);
        d.writeUTF(game);
        d.writeByte(side);
        d.writeByte(value.name().charAt(0));
        d.writeInt(plies);
        d.writeInt(defended);
        d.writeInt(keys.length);
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        long previous = 0;
        for (int i = 0; i < keys.length; i++) {
            writeVar(body, keys[i] - previous);
            writeVar(body, moves[i]);
            previous = keys[i];
        }
        body.writeTo(d);
        d.flush();
        gz.finish();
    }

    /**
     * Reads a book written by {@link #write}.
     *
     * @throws IOException if the stream is not a book of this version, or is cut short
     */
    public static OpeningBook read(InputStream in) throws IOException {
        DataInputStream d = new DataInputStream(new GZIPInputStream(in));
        if (!MAGIC.equals(d.readUTF())) throw new IOException("not an opening book");
        int version = d.readInt();
        if (version != 1 && version != VERSION) {
            throw new IOException("opening book version " + version + ", this engine reads 1 and " + VERSION);
        }
        String game = d.readUTF();
        int side = d.readByte();
        Value value = switch (d.readByte()) {
            case 'W' -> Value.WIN;
            case 'D' -> Value.DRAW;
            case 'L' -> Value.LOSS;
            default -> throw new IOException("opening book: bad value");
        };
        int plies = d.readInt();
        int defended = version == 1 ? 0 : d.readInt();
        int n = d.readInt();
        if (n < 0 || side < 0 || side > 1 || defended < 0 || version == 1 && value == Value.LOSS) {
            throw new IOException("opening book: bad header");
        }
        Map<Long, Integer> entries = new TreeMap<>(Long::compareUnsigned);
        long key = 0;
        for (int i = 0; i < n; i++) {
            key += readVar(d);
            long move = readVar(d);
            if (move > Integer.MAX_VALUE >> 1) throw new IOException("opening book: bad move");
            entries.put(key, version == 1 ? entry((int) move, value) : (int) move);
        }
        return new OpeningBook(game, side, value, plies, defended, entries);
    }

    private static void writeVar(ByteArrayOutputStream out, long v) {
        while ((v & ~0x7FL) != 0) {
            out.write((int) (v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.write((int) v);
    }

    private static long readVar(DataInputStream in) throws IOException {
        long v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            int b = in.read();
            if (b < 0) throw new EOFException("opening book cut short");
            v |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) return v;
        }
        throw new IOException("opening book: bad number");
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OpeningBook b && b.game.equals(game) && b.side == side && b.value == value && b.plies == plies
                && b.defended == defended && Arrays.equals(b.keys, keys) && Arrays.equals(b.moves, moves);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(keys) * 31 + Arrays.hashCode(moves);
    }

    @Override
    public String toString() {
        return "opening book of " + game + ": side " + side + " " + value + " to ply " + plies
                + (defended > 0 ? ", the other side's moves defended below ply " + defended : "") + ", " + keys.length
                + " positions";
    }
}
