package org.pnengine.games.linesofaction;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.SgfNotation;
import org.pnengine.game.State;

/**
 * The SGF notation of Lines of Action, {@code GM[9]}, as its FF[4] page ({@code loa.html},
 * contributed by Dave Dyer) defines it: a point is a letter and a number, files from the left
 * and ranks 1..n from the bottom, exactly this game's own square names; a move is the source and
 * destination points separated by {@code -}, or by {@code :} for a capture, e.g.
 * {@code B[e1-e3]}, {@code W[c2:c5]}. Values are case-insensitive and may carry a trailing
 * annotation such as {@code +} or {@code !}, which is ignored; {@code x} and no separator at all
 * (this engine's {@code b1xd3}, {@code b1d3}) are read too. Written: lower case, no annotation.
 */
final class LinesOfActionSgf implements SgfNotation {

    private static final Pattern MOVE = Pattern.compile("([a-z][0-9]+)\\s*[-:x]?\\s*([a-z][0-9]+)[^a-z0-9]*");

    private final LinesOfActionGame g;

    LinesOfActionSgf(LinesOfActionGame g) {
        this.g = g;
    }

    @Override
    public int gameNumber() {
        return 9;
    }

    @Override
    public String boardSize() {
        return Integer.toString(g.size);
    }

    @Override
    public String formatMove(State before, int move) {
        int from = move & 63;
        int to = (move >>> 6) & 63;
        LinesOfActionState s = (LinesOfActionState) before;
        long enemy = s.toMove() == LinesOfActionGame.FIRST ? s.whiteBits() : s.blackBits();
        boolean capture = (enemy & (1L << to)) != 0;
        return g.squares.name(from) + (capture ? ':' : '-') + g.squares.name(to);
    }

    @Override
    public int parseMove(State before, String value) throws MoveFormatException {
        Matcher m = MOVE.matcher(value.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new MoveFormatException("a Lines of Action SGF move is two points like e1-e3, or c2:c5 for a capture"
                    + " (got '" + value + "')");
        }
        return square(m.group(1)) | square(m.group(2)) << 6;
    }

    private int square(String name) throws MoveFormatException {
        int sq = g.squares.parse(name);
        if (sq < 0) {
            throw new MoveFormatException("point '" + name + "' is off the " + g.size + "x" + g.size + " board");
        }
        return sq;
    }
}
