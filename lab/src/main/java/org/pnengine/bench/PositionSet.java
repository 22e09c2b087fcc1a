package org.pnengine.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Test positions read from a file, each with its exact score for the side to move when the file
 * gives one. Two formats are recognised line by line:
 * <ul>
 *   <li>Pascal Pons' Connect Four test sets: {@code MOVES SCORE}, e.g. {@code 2252576253462244111563365343671351441 -1};
 *       the position is the move string, the score is from the side to move;</li>
 *   <li>the FFO/Edax {@code .obf} Othello suites: {@code BOARD SIDE; M1:+s1; M2:s2; ...}; the
 *       position is {@code BOARD SIDE} and the score is the first (best) move's.</li>
 * </ul>
 * Any other non-empty line is taken whole as a position text without a known score. Lines
 * starting with {@code #} are skipped.
 *
 * @param name      the file's name
 * @param positions the positions in file order
 */
public record PositionSet(String name, List<Entry> positions) {

    /**
     * One position.
     *
     * @param line     its line number in the file, from 1
     * @param text     the position text, for {@code Game.parsePosition}
     * @param expected the exact score for the side to move, or null if the file gives none
     */
    public record Entry(int line, String text, Integer expected) {
    }

    public PositionSet {
        positions = List.copyOf(positions);
    }

    public static PositionSet read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        List<Entry> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i).strip();
            if (l.isEmpty() || l.startsWith("#")) continue;
            out.add(parse(i + 1, l));
        }
        return new PositionSet(file.getFileName().toString(), out);
    }

    static Entry parse(int lineNo, String l) {
        int semi = l.indexOf(';');
        if (semi >= 0) {
            String pos = l.substring(0, semi).strip();
            String first = l.substring(semi + 1).strip();
            int colon = first.indexOf(':');
            int end = first.indexOf(';');
            Integer score = null;
            if (colon > 0) {
                String num = first.substring(colon + 1, end < 0 ? first.length() : end).strip();
                score = Integer.parseInt(num.startsWith("+") ? num.substring(1) : num);
            }
            return new Entry(lineNo, pos, score);
        }
        String[] parts = l.split("\\s+");
        if (parts.length == 2 && parts[0].chars().allMatch(Character::isDigit) && parts[1].matches("[-+]?\\d+")) {
            return new Entry(lineNo, parts[0], Integer.parseInt(parts[1].replace("+", "")));
        }
        return new Entry(lineNo, l, null);
    }

    /** The first {@code n} positions (all if there are fewer). */
    public PositionSet first(int n) {
        return n >= positions.size() ? this : new PositionSet(name, positions.subList(0, n));
    }
}
