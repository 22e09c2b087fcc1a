package org.pnengine.games.woodpush;

import java.util.List;
import org.pnengine.game.AbstractGame;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;

/**
 * Woodpush: {@code woodpush length=8 pieces=3 start=ends}, on a 1×{@code length} strip (3..16
 * cells) with {@code pieces} pieces a side (1..length/2). Left (the first player) moves
 * rightwards, Right leftwards. Move rules as in {@code ../shared/reference/rules-and-numbers.md}
 * (Cazenave and Nowakowski, "Retrograde Analysis of Woodpush"; Saffidine and Cazenave, ECAI 2012),
 * but for the start position:
 * <ul>
 *   <li>forward: a piece slides to the next empty cell ahead, jumping over any pieces, and leaves
 *       the board if there is none;</li>
 *   <li>backward: a piece with an opponent piece directly behind it steps one cell back, pushing
 *       the contiguous run of pieces behind it one cell back; a piece pushed off is removed;</li>
 *   <li>ko: a move may not recreate the position that existed before the opponent's last move;</li>
 *   <li>the game ends when a side has no piece left; the other side wins and the score is the
 *       number of moves it could still play, the sum over its pieces of the cells each must
 *       still travel to leave the board (Left piece on cell c: {@code length - c}; Right piece:
 *       {@code c + 1}, cells 0-based from the left), positive when Left wins.</li>
 * </ul>
 * Start: {@code start=ends} (the default, the sources' start, which gives the multiple-outcome PNS
 * paper's set sizes) puts each side's pieces side by side at its own end ({@code LLL..RRR});
 * {@code start=alternate}, the earlier start kept to reproduce earlier results, on every other
 * cell from each end ({@code L.LRLR.R}). Position text: the strip ({@code L}, {@code R},
 * {@code .}), a space, the side to move ({@code l} or {@code r}), and, when the ko rule forbids a
 * move, {@code ko=} and that move, e.g. {@code .LRL.R.R. r ko=2b}. Both starts, their sources and
 * the set sizes in full: protocol-spec/games/woodpush.md.
 */
public final class WoodpushGame extends AbstractGame {

    /** {@code start=ends}: each side's pieces side by side at its own end (the default). */
    public static final String START_ENDS = "ends";
    /** {@code start=alternate}: the pieces on every other cell from each end. */
    public static final String START_ALTERNATE = "alternate";

    public static final GameType TYPE = new GameType("woodpush",
            List.of(ParamSpec.ofInt("length", 8, 3, 16, "number of cells of the strip"),
                    ParamSpec.ofInt("pieces", 3, 1, 8, "pieces per side, at most length/2"),
                    ParamSpec.ofChoice("start", START_ENDS, List.of(START_ENDS, START_ALTERNATE),
                            "start position: each side's pieces together at its end (the papers'), "
                                    + "or on every other cell from each end (the earlier default)")),
            "length",
            "Woodpush, slide forward or push back on a strip; score = winner's moves left",
            WoodpushGame::create);

    final int length;
    final int pieces;
    final int boardMask;
    final boolean alternate;

    private WoodpushGame(Params p) {
        super(TYPE, p);
        this.length = p.getInt("length");
        this.pieces = p.getInt("pieces");
        this.alternate = START_ALTERNATE.equals(p.get("start"));
        this.boardMask = (1 << length) - 1;
    }

    private static Game create(Params p) {
        int n = p.getInt("length");
        int k = p.getInt("pieces");
        if (k > n / 2) {
            throw new IllegalArgumentException("parameter 'pieces' must be at most length/2 = " + (n / 2)
                    + " for length " + n + " (got " + k + ")");
        }
        if (START_ALTERNATE.equals(p.get("start")) && (n & 1) == 1 && 4 * k - 3 >= n) {
            throw new IllegalArgumentException("parameter 'pieces' must be below (length+3)/4 for odd length "
                    + n + " with start=alternate: the two start patterns (every other cell from each end) "
                    + "would collide (got " + k + ")");
        }
        return new WoodpushGame(p);
    }

    /** A game of the given size, with the default start. @throws IllegalArgumentException if it does not fit */
    public static WoodpushGame of(int length, int pieces) {
        return (WoodpushGame) TYPE.create(List.of("length=" + length, "pieces=" + pieces));
    }

    /** A game of the given size and start ({@link #START_ENDS} or {@link #START_ALTERNATE}). */
    public static WoodpushGame of(int length, int pieces, String start) {
        return (WoodpushGame) TYPE.create(List.of("length=" + length, "pieces=" + pieces, "start=" + start));
    }

    public int length() {
        return length;
    }

    public int pieces() {
        return pieces;
    }

    /** The start position's name: {@link #START_ENDS} or {@link #START_ALTERNATE}. */
    public String start() {
        return alternate ? START_ALTERNATE : START_ENDS;
    }

    /** Left's start cells: 0..pieces-1, or 0, 2, 4, ... with {@code start=alternate}. */
    int startLeft() {
        int m = 0;
        for (int i = 0; i < pieces; i++) m |= 1 << (alternate ? 2 * i : i);
        return m;
    }

    /** Right's start cells: the last {@code pieces}, or length-1, length-3, ... with {@code start=alternate}. */
    int startRight() {
        int m = 0;
        for (int i = 0; i < pieces; i++) m |= 1 << (length - 1 - (alternate ? 2 * i : i));
        return m;
    }

    @Override
    public WoodpushState newInitialState() {
        return new WoodpushState(this, startLeft(), startRight(), FIRST, -1);
    }

    @Override
    public State parsePosition(String text) throws PositionException {
        return WoodpushState.parse(this, text.trim());
    }

    @Override
    public int maxMoves() {
        return 2 * pieces;
    }

    /** Pushes can move pieces back, so no bound on the game length is known: 0. */
    @Override
    public int maxGameLength() {
        return 0;
    }

    /** Left's best: its pieces on cells 0..pieces-1 (the start), sum of (length - c). */
    @Override
    public int maxScore() {
        return pieces * length - pieces * (pieces - 1) / 2;
    }

    @Override
    public int minScore() {
        return -maxScore();
    }

    @Override
    public String playerName(int player) {
        return player == FIRST ? "left" : "right";
    }
}
