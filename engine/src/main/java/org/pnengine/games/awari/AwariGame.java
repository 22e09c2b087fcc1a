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
 *       move that leaves the opponent no seed is illegal (so grand slams are illegal and feeding
 *       is compulsory); the game ends when every house holds at most one seed and the score counts
 *       captured seeds only; a player without a legal move passes, and if neither side can move
 *       the game is a draw.</li>
 *   <li>{@link Variant#OLYMPIAD} (Computer Olympiad rules as given by Allis 1994, the rules of
 *       Romein and Bal's solution): a grand slam is legal but captures nothing; a player must
 *       feed an empty opponent if any move does; the game ends as soon as a player has 25 seeds
 *       (or both 24); a player who cannot move (an empty row) ends the game and the opponent
 *       takes every remaining seed; the third occurrence of a position ends the game with the
 *       remaining seeds divided evenly (they do not change the difference).</li>
 *   <li>{@link Variant#ABAPA} (Oware Society's abapa rules; OpenSpiel's {@code oware}): a grand
 *       slam is legal but captures nothing; if the opponent is empty the player must feed it, and
 *       if no move does the game ends and the player takes the seeds of its own row; the game ends
 *       at 25 seeds (or 24 each); a repeated position (the "endless cycle") ends the game and each
 *       player takes the seeds on its own side.</li>
 * </ul>
 *
 * <p>The score is South's captured seeds minus North's, after the end-of-game allocation of the
 * variant; it lies in -48..48.
 *
 * <p>Position text: the twelve house counts {@code a..f} then {@code A..F}, South's store,
 * North's store and the side to move ({@code s} or {@code n}), separated by spaces; the start is
 * {@code 4 4 4 4 4 4 4 4 4 4 4 4 0 0 s}. The 48 seeds must all be accounted for. In the Olympiad
 * and abapa variants the repetition history is not part of the text: a parsed position starts a
 * fresh history (as a chess FEN does).
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
