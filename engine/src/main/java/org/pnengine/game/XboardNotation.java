package org.pnengine.game;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A game's notation in xboard: its FEN and long algebraic moves ({@link ProtocolNotation#fen}, as
 * Fairy-Stockfish and cutechess-cli write them: {@code e1e2}, a promotion {@code c4b5+}, a drop
 * {@code P@c3}), except that on a board of exactly ten ranks xboard counts the ranks from 0
 * (CECP §8, "MOVE": {@code a0}..{@code a9}, where UCI writes {@code a1}..{@code a10}), so there
 * every rank number in a move is one less. Positions are the FEN's. Both sides of xboard use it:
 * pnengine's own xboard layer and a match's controller of xboard engines.
 */
public final class XboardNotation implements ProtocolNotation {

    private static final Pattern NUMBER = Pattern.compile("\\d+");

    private final ProtocolNotation fen;
    /** The shift from UCI's rank numbers to xboard's: -1 on ten ranks, else 0. */
    private final int shift;

    private XboardNotation(ProtocolNotation fen, int ranks) {
        this.fen = fen;
        this.shift = ranks == 10 ? -1 : 0;
    }

    /** The game's notation in xboard, or empty if the chess world's protocols cannot express it. */
    public static Optional<ProtocolNotation> of(Game game) {
        return VariantNotation.of(game).map(n -> new XboardNotation(n, ranks(n.position(game.newInitialState()))));
    }

    /** The ranks of a FEN's board: its rows, separated by '/'. */
    private static int ranks(String fen) {
        String board = fen.split("[\\s\\[]", 2)[0];
        return board.split("/", -1).length;
    }

    @Override
    public List<String> variants() {
        return fen.variants();
    }

    @Override
    public String position(State state) {
        return fen.position(state);
    }

    @Override
    public State parsePosition(String text) throws PositionException {
        return fen.parsePosition(text);
    }

    @Override
    public String formatMove(State before, int move) {
        return shifted(fen.formatMove(before, move), shift);
    }

    @Override
    public int parseMove(State before, String text) throws MoveFormatException {
        try {
            return fen.parseMove(before, shifted(text, -shift));
        } catch (MoveFormatException e) {
            if (shift == 0) throw e;
            throw new MoveFormatException("'" + text + "' names no move here: xboard numbers this board's ten"
                    + " ranks 0..9, where UCI numbers them 1..10 and says of '" + shifted(text, -shift) + "': "
                    + e.getMessage());
        }
    }

    /** {@code text} with every number in it moved by {@code by}. */
    private static String shifted(String text, int by) {
        if (by == 0) return text;
        Matcher m = NUMBER.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) m.appendReplacement(sb, Integer.toString(Integer.parseInt(m.group()) + by));
        m.appendTail(sb);
        return sb.toString();
    }
}
