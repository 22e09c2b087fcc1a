package org.pnengine.games.awari;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.pnengine.game.AbstractGame;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.PositionException;
import org.pnengine.game.SearchTuning;
import org.pnengine.game.State;

/**
 * Awari: {@code awari variant=ludii|olympiad|abapa}. South (the first player) owns houses
 * {@code a..f}, North owns {@code A..F}; seeds are sown counter-clockwise
 * {@code a -> f -> A -> F -> a}, skipping the origin house. A sowing whose last seed makes an
 * opponent's house hold 2 or 3 seeds captures it and every preceding opponent house (walking
 * backwards, stopping at the row's end) that also holds 2 or 3.
 *
 * <ul>
 *   <li>{@link Variant#LUDII} (default; Ludii's {@code Awari.lud}, used by the PN-MCTS paper): a
 *       move that leaves the opponent no seed is illegal; the game ends when every house holds at
 *       most one seed, and only captured seeds count.</li>
 *   <li>{@link Variant#OLYMPIAD} (Computer Olympiad rules as given by Allis 1994, the rules of
 *       Romein and Bal's solution) and {@link Variant#ABAPA} (Oware Society's abapa rules;
 *       OpenSpiel's {@code oware}): a grand slam is legal but captures nothing, and the game ends
 *       at 25 seeds (or 24 each); they differ on a repeated position and on a player who cannot
 *       move or feed.</li>
 * </ul>
 *
 * <p>The score is South's captured seeds minus North's, after the end-of-game allocation of the
 * variant; it lies in -48..48. Position text: the twelve house counts {@code a..f} then
 * {@code A..F}, the two stores and the side to move, e.g. the start
 * {@code 4 4 4 4 4 4 4 4 4 4 4 4 0 0 s}; a parsed position starts a fresh repetition history.
 * Each variant's rules (passes, feeding, repetition, end-of-game allocation) in full:
 * protocol-spec/games/awari.md.
 */
public final class AwariGame extends AbstractGame {

    /** The rule variants. */
    public enum Variant {
        LUDII, OLYMPIAD, ABAPA;

        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Seeds in the game. */
    public static final int SEEDS = 48;

    /**
     * The game, and the C_pn of the PN-MCTS players on it: 0.1, ours, measured (the paper's 1 loses
     * most games to its own baseline here; protocol-spec/players.md, "Per-game defaults").
     */
    public static final GameType TYPE = new GameType("awari",
            List.of(ParamSpec.ofChoice("variant", "ludii", List.of("ludii", "olympiad", "abapa"),
                    "rule variant: ludii (PN-MCTS paper), olympiad (Computer Olympiad) or abapa (Oware Society)")),
            null,
            "Awari (Oware), 2x6 houses of 4 seeds; score = captured seed difference",
            AwariGame::new)
            .withTuning(SearchTuning.of("pn-mcts.cpn", "0.1"));

    final Variant variant;

    private AwariGame(Params p) {
        super(TYPE, p);
        this.variant = Variant.valueOf(p.get("variant").toUpperCase(Locale.ROOT));
    }

    /** The game under the given rules. */
    public static AwariGame of(Variant variant) {
        return (AwariGame) TYPE.create(List.of("variant=" + variant.wireName()));
    }

    public Variant variant() {
        return variant;
    }

    @Override
    public AwariState newInitialState() {
        int[] h = new int[12];
        Arrays.fill(h, 4);
        return new AwariState(this, h, 0, 0, FIRST);
    }

    @Override
    public State parsePosition(String text) throws PositionException {
        return AwariState.parse(this, text.trim());
    }

    /** Six houses, or the pass of the Ludii rules. */
    @Override
    public int maxMoves() {
        return 6;
    }

    /** Seeds can circulate without captures, so no bound is known: 0. */
    @Override
    public int maxGameLength() {
        return 0;
    }

    @Override
    public int minScore() {
        return -SEEDS;
    }

    @Override
    public int maxScore() {
        return SEEDS;
    }

    @Override
    public String playerName(int player) {
        return player == FIRST ? "south" : "north";
    }
}
