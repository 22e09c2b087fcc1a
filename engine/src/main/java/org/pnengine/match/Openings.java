package org.pnengine.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.pnengine.game.Game;
import org.pnengine.game.SplitMix64;

/**
 * The openings of a run ({@code --openings FILE}) and the order they are played in
 * ({@code --openings-order}). Game pair k of every pairing starts from the same opening, each
 * colour once.
 *
 * <p><b>File syntax.</b> UTF-8 text, one opening per line ({@link Opening#parse}):
 * {@code moves: d3 c5 f6} (moves from the start position, in the game's notation, as
 * {@code play} takes them), {@code position: TEXT} (a position as {@code setboard} takes it), or
 * either without its prefix (read as a position if the game reads it as one, else as moves).
 * Blank lines are skipped and {@code #} starts a comment that runs to the end of the line. Every
 * opening is checked against the game's rules when the file is read; an error names the file's
 * line.
 *
 * <p><b>Order.</b> {@code sequential}: pair k plays opening k mod n, in file order. {@code random}:
 * the openings are dealt in rounds of n, each round a fresh permutation drawn from the run's seed
 * and the round's number (Fisher–Yates with {@link SplittableRandom}), so every opening is used
 * once before any is used again, and pair k's opening depends only on the seed and k.
 *
 * @param list   the openings, in file order
 * @param lines  each opening's line number in the file, from 1
 * @param order  the order of play
 * @param digest SHA-256 of the openings' canonical texts, one per line (what identifies them in a
 *               run's settings, whatever the file's comments, spacing or name)
 */
public record Openings(List<Opening> list, List<Integer> lines, Order order, String digest) {

    /** How pairs take their openings. */
    public enum Order {
        SEQUENTIAL, RANDOM;

        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public Openings {
        list = List.copyOf(list);
        lines = List.copyOf(lines);
        if (list.isEmpty()) throw new IllegalArgumentException("no openings");
        if (lines.size() != list.size()) throw new IllegalArgumentException("one line number per opening");
    }

    /**
     * Reads an openings file for {@code game}.
     *
     * @throws IOException              if it cannot be read
     * @throws IllegalArgumentException naming the file and line of the first bad opening
     */
    public static Openings read(Path file, Game game, Order order) throws IOException {
        return parse(Files.readAllLines(file, StandardCharsets.UTF_8), game, order, file.toString());
    }

    /** Parses the lines of an openings file; {@code source} names it in messages. */
    public static Openings parse(List<String> fileLines, Game game, Order order, String source) {
        List<Opening> list = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        for (int i = 0; i < fileLines.size(); i++) {
            String l = fileLines.get(i);
            int hash = l.indexOf('#');
            if (hash >= 0) l = l.substring(0, hash);
            if (i == 0 && l.startsWith("\uFEFF")) l = l.substring(1);
            if (l.isBlank()) continue;
            try {
                list.add(Opening.parse(l, game));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + ", line " + (i + 1) + ": " + e.getMessage());
            }
            lines.add(i + 1);
        }
        if (list.isEmpty()) throw new IllegalArgumentException(source + ": no openings (only blank lines and comments)");
        return new Openings(list, lines, order, digest(list));
    }

    private static String digest(List<Opening> list) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (Opening o : list) md.update((o.text() + "\n").getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    /** The number of the opening game pair {@code pair} plays (an index into {@link #list()}). */
    public int numberForPair(int pair, long seed) {
        int n = list.size();
        if (order == Order.SEQUENTIAL) return pair % n;
        int round = pair / n;
        int[] perm = new int[n];
        for (int i = 0; i < n; i++) perm[i] = i;
        SplittableRandom rng = new SplittableRandom(SplitMix64.mix(seed ^ SplitMix64.mix(0x6F70656EL + round)));
        for (int i = n - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        return perm[pair % n];
    }

    /** Whether some opening is a position (an external engine then needs {@code setboard}). */
    public boolean hasPositions() {
        return list.stream().anyMatch(Opening::isPosition);
    }

    /** {@code 12 openings (sha256 ...), order random}: how a run's settings name them. */
    public String describe() {
        return list.size() + (list.size() == 1 ? " opening" : " openings") + " (sha256 " + digest + "), order "
                + order.wireName();
    }
}
