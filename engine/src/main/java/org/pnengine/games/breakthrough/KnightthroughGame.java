package org.pnengine.games.breakthrough;

import java.util.List;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.SearchTuning;

/**
 * Knightthrough: {@code knightthrough width=8 height=8}, Breakthrough with knights, under the
 * rules of Ludii's {@code Knightthrough.lud} that the PN-MCTS paper (Kowalski, Doe, Winands,
 * Górski, Soemers, "Proof Number Based Monte-Carlo Tree Search", IEEE Transactions on Games 2024)
 * played.
 *
 * <p>Rules: those of every {@link RaceGame} (home rows, the race to the far row, captures,
 * scores, position text and notation; the cells {@code b} and {@code w} are Black's and White's
 * knights), with this move pattern: a knight may use only the four forward knight leaps, one row
 * forward and two files sideways, or two rows forward and one file sideways. It may land on an
 * empty square or on an enemy knight, which it captures. A side left without a legal move loses;
 * that happens only when it has no knights left, so capturing every enemy knight wins too. Moves
 * are written like {@code b1c3}, {@code g8h6}.
 *
 * <p>Why no other stalemate can happen: a side's most advanced knight, if it stands at least
 * three rows from its goal, can leap two rows forward to a file beside it (one exists when
 * {@code width >= 2}); if it stands on the row before the goal it can leap one row forward and
 * two files sideways (one such file exists when {@code width >= 4}, hence the minimum width).
 * The landing square lies beyond every own knight, so it is free or holds an enemy.
 */
public final class KnightthroughGame extends RaceGame<KnightthroughState> {

    /**
     * The game, and the C_pn of the PN-MCTS players on it: 0.1, ours, measured (the paper's 1 loses
     * most games to its own baseline here; protocol-spec/players.md, "Per-game defaults").
     */
    public static final GameType TYPE = new GameType("knightthrough",
            List.of(ParamSpec.ofInt("width", 8, 4, 8, "number of columns (files)"),
                    ParamSpec.ofInt("height", 8, 4, 8, "number of rows")),
            null,
            "Knightthrough: knights leap forward and capture; reach the far row to win",
            KnightthroughGame::new)
            .withTuning(SearchTuning.of("pn-mcts.cpn", "0.1"));

    /** A knight has at most four forward leaps. */
    private static final int LEAPS = 4;

    /** Squares from which a knight may leap two files to the left. */
    final long notLeftTwoFiles;
    /** Squares from which a knight may leap two files to the right. */
    final long notRightTwoFiles;

    private KnightthroughGame(Params p) {
        super(TYPE, p, "Knightthrough", "knight", "b1c3", LEAPS, 0x6b6e_6967_6874_7468L); // "knightth"
        this.notLeftTwoFiles = notLeftFile & ~file(1);
        this.notRightTwoFiles = notRightFile & ~file(width - 2);
    }

    /** The standard 8×8 game. */
    public static KnightthroughGame standard() {
        return (KnightthroughGame) TYPE.create();
    }

    /** A game of the given size. @throws IllegalArgumentException if out of range */
    public static KnightthroughGame of(int width, int height) {
        return (KnightthroughGame) TYPE.create(List.of("width=" + width, "height=" + height));
    }

    @Override
    KnightthroughState state(long black, long white, int side) {
        return new KnightthroughState(this, black, white, side);
    }
}
