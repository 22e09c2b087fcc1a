package org.pnengine.shard;

import java.util.ArrayList;
import java.util.List;

/**
 * Shard {@code index} of {@code count} of a run ({@code --shard K/N}, K counted from 1): it owns
 * the units {@code i} (numbered from 0 over the whole run) with {@code i mod N = K − 1}. The N
 * shards of a run own every unit exactly once, and round-robin ownership spreads the units of
 * every group (a ply count, a board, a tree shape) evenly over the shards.
 *
 * @param index K, from 1 to {@code count}
 * @param count N, at least 1
 */
public record Shard(int index, int count) {

    /** The whole run: one shard that owns every unit. */
    public static final Shard WHOLE = new Shard(1, 1);

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("a shard is K/N with 1 <= K <= N, not " + index + "/" + count);
        }
    }

    /**
     * Parses {@code K/N}, e.g. {@code 3/10}.
     *
     * @throws IllegalArgumentException naming the text if it is not K/N with 1 ≤ K ≤ N
     */
    public static Shard parse(String text) {
        String t = text == null ? "" : text.strip();
        int slash = t.indexOf('/');
        try {
            if (slash < 0) throw new NumberFormatException();
            return new Shard(Integer.parseInt(t.substring(0, slash).strip()), Integer.parseInt(t.substring(slash + 1).strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a shard is K/N with 1 <= K <= N, e.g. 2/8, not '" + text + "'");
        }
    }

    /** Whether unit {@code unit} (from 0) is this shard's. */
    public boolean owns(long unit) {
        if (unit < 0) throw new IllegalArgumentException("units are numbered from 0, not " + unit);
        return unit % count == index - 1;
    }

    /** The items at the indices this shard owns, in order. */
    public <T> List<T> select(List<T> units) {
        List<T> out = new ArrayList<>(units.size() / count + 1);
        for (int i = index - 1; i < units.size(); i += count) out.add(units.get(i));
        return out;
    }

    /** How many of {@code units} units this shard owns. */
    public int size(int units) {
        return units < index ? 0 : (units - index) / count + 1;
    }

    /** Whether this is the whole run (1/1). */
    public boolean isWhole() {
        return count == 1;
    }

    /** {@code K/N}, as {@link #parse} reads it. */
    @Override
    public String toString() {
        return index + "/" + count;
    }
}
