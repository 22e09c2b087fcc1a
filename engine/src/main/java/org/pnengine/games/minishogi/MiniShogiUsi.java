package org.pnengine.games.minishogi;

import java.util.List;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.game.UsiNotation;

/**
 * MiniShogi in USI, as Fairy-Stockfish 11.1 plays its built-in {@code minishogi} in USI mode
 * (variant chosen by its {@code UCI_Variant} option, which keeps that name under USI): pnengine's
 * own notation, SFEN positions ({@link MiniShogiSfen}, start {@value MiniShogiGame#START_SFEN})
 * and USI moves ({@code 2e2d}, {@code 2e2d+}, {@code P*3c}). The hands are written in USI's order
 * R B G S P; Fairy-Stockfish writes its own order (G P S R B, {@code Position::fen} in its
 * {@code src/position.cpp}) and reads either. Only the standard rules (sennichite, no ply cap) are
 * that variant.
 */
final class MiniShogiUsi implements UsiNotation {

    private final MiniShogiGame g;

    private MiniShogiUsi(MiniShogiGame g) {
        this.g = g;
    }

    /** The notation of {@code g}, or null unless it plays the standard rules. */
    static MiniShogiUsi of(MiniShogiGame g) {
        return g.sennichite && g.maxPlies == 0 ? new MiniShogiUsi(g) : null;
    }

    @Override
    public List<String> variants() {
        return List.of("minishogi", "mini");
    }

    @Override
    public String sfen(State state) {
        return MiniShogiSfen.format((MiniShogiState) state);
    }

    @Override
    public State parseSfen(String sfen) throws PositionException {
        return MiniShogiSfen.parse(g, sfen);
    }

    @Override
    public String formatMove(State before, int move) {
        return before.formatMove(move);
    }

    @Override
    public int parseMove(State before, String text) throws MoveFormatException {
        return before.parseMove(text);
    }
}
