package org.pnengine.games.breakthrough;

import java.util.List;
import org.pnengine.game.ChessFen;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.game.VariantNotation;

/**
 * Breakthrough in the chess world's protocols: on 8×8, Fairy-Stockfish's built-in
 * {@code breakthrough} ({@code breakthrough_variant} in its {@code src/variant.cpp}); on the other
 * boards, {@code breakthrough_WxH} ({@code W} files, {@code H} rows), a section of Fairy-Stockfish's
 * variants file that takes the built-in variant and sets the board's size, its start and the far
 * rows (protocol-spec/games/breakthrough.md gives it). pnengine's boards are all within
 * Fairy-Stockfish's.
 *
 * <p>The first player (pnengine's black, on rows 1 and 2) is White, {@code P}; the second is
 * Black, {@code p}. FEN: {@code pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w - - 0 1} at the
 * start. The halfmove clock counts the plies since the last capture (Fairy-Stockfish resets it on
 * captures only: a Breakthrough piece is not a pawn) and the fullmove number the plies from the
 * start, both over the moves the state has played; a state read from a FEN starts both there
 * (pnengine's positions keep no counters). Moves are pnengine's own, from-square then to-square
 * with {@code a1} at the bottom left: {@code a2a3}, {@code b2c3}.
 */
final class BreakthroughNotation implements VariantNotation {

    private static final String[] PIECE = {"P", "p"};

    private final BreakthroughGame g;

    BreakthroughNotation(BreakthroughGame g) {
        this.g = g;
    }

    @Override
    public List<String> variants() {
        if (g.width == 8 && g.height == 8) return List.of("breakthrough");
        return List.of("breakthrough_" + g.width + "x" + g.height);
    }

    @Override
    public String fen(State state) {
        RaceState s = (RaceState) state;
        long black = s.pieces(Game.FIRST);
        long white = s.pieces(Game.SECOND);
        boolean first = s.toMove() == Game.FIRST;
        // The state's first ply was played by the side not to move now if the count is odd.
        boolean startedFirst = first == (s.ply() % 2 == 0);
        int plies = s.ply() + (startedFirst ? 0 : 1);
        return ChessFen.format(g.width, g.height, (f, r) -> {
            int owner = RaceGame.cellOwner(black, white, r * 8 + f);
            return owner < 0 ? null : PIECE[owner];
        }, null, first, s.pliesSinceCapture(), ChessFen.fullmove(plies, first));
    }

    @Override
    public State parseFen(String fen) throws PositionException {
        ChessFen.Parsed p = ChessFen.parse(fen, g.width, g.height, false);
        StringBuilder text = new StringBuilder();
        for (int r = g.height - 1; r >= 0; r--) {
            for (int f = 0; f < g.width; f++) {
                String piece = p.at(f, r);
                if (piece == null) text.append('.');
                else if (piece.equals("P")) text.append('b');
                else if (piece.equals("p")) text.append('w');
                else throw new PositionException("a Breakthrough square holds P (the first player), p or nothing, got '"
                        + piece + "'");
            }
            if (r > 0) text.append('/');
        }
        text.append(p.whiteToMove() ? " b" : " w");
        return g.parsePosition(text.toString());
    }

    @Override
    public String formatMove(State before, int move) {
        return before.formatMove(move);
    }

    @Override
    public int parseMove(State before, String text) throws MoveFormatException {
        if (text.trim().length() != 4) {
            throw new MoveFormatException("a Breakthrough move is from-square then to-square, e.g. a2a3 (got '" + text + "')");
        }
        return before.parseMove(text);
    }
}
