package org.pnengine.games.othello;

import java.util.List;
import java.util.Map;
import org.pnengine.game.AbstractGame;
import org.pnengine.game.Coordinates;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.GgfNotation;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.PositionException;
import org.pnengine.game.SgfNotation;
import org.pnengine.game.SgfPoints;

/**
 * Othello: {@code Othello size=8}, with {@code size} 4, 6 or 8 (GTP {@code boardsize} sets it).
 *
 * <p>Rules: a move places a disc of the mover's colour on an empty square so that it brackets, in
 * at least one of the 8 directions, a contiguous line of the opponent's discs ending in one of the
 * mover's own; every bracketed line is flipped. A side with no such move must pass (the pass is an
 * explicit move, {@link OthelloState#PASS}, and the only legal move then); the game ends when
 * neither side can move. Black (the first player) moves first.
 *
 * <p>Coordinates: a1 is the top-left corner, columns a.. left to right, rows 1.. top to bottom.
 * The start position has White on the two centre squares of the main diagonal (d4, e5 on 8×8) and
 * Black on the other two (d5, e4).
 *
 * <p>Score, by {@code scoring}: {@code discs} (the default) is the plain disc difference, Black's
 * discs minus White's, from the first player's view, empty squares counting for nobody;
 * {@code wof} gives the empty squares of a finished game to the winner (the World Othello
 * Federation's tournament rule, and the convention of the FFO scores and Edax), a draw staying 0.
 * Either way {@link #minScore()}..{@link #maxScore()} is {@code -size²..+size²}.
 *
 * <p>Position text: the FFO / Edax {@code .obf} form, {@code size²} characters from a1 row by row
 * ({@code X}, {@code O}, {@code -}), a space and the side to move, e.g. the 8×8 start
 * {@code ---------------------------OX------XO--------------------------- X}. SGF
 * ({@link #sgfNotation()}) and GGF ({@link #ggfNotation()}) have their own notations. The other
 * characters read, and the rest of the rules, in full: protocol-spec/games/Othello.md.
 */
public final class OthelloGame extends AbstractGame implements SgfNotation.Provider, GgfNotation.Provider {

    /**
     * Searchers' values tuned for Othello (see {@link #TYPE}): the MCTS players' playouts follow
     * OthelloState's policy (corners first, X- and C-squares last), cut after 2 plies and scored
     * by its evaluation, with C = 0.8, and the evaluation backed up in the tree by implicit minimax
     * (α 0.4, scale 150; both measured in protocol-spec/players.md); {@code solve} uses
     * the exact alpha-beta, which hands its searches to the bitboard endgame search
     * ({@link OthelloEndgame}), with {@code wdl=true} for win/draw/loss, the fastest of ours on
     * the FFO suite (docs/benchmarks.md).
     */
    private static final Map<String, String> TUNING = Map.of(
            "mcts.playout", "policy", "mcts.ept", "2", "mcts.c", "0.8", "mcts.imm", "0.4", "mcts.imm_scale", "150",
            "solve.wdl", "alphabeta wdl=true",
            "solve.score", "alphabeta");

    public static final GameType TYPE = new GameType("Othello",
            List.of(ParamSpec.ofInt("size", 8, 4, 8, "board side: 4, 6 or 8"),
                    ParamSpec.ofChoice("scoring", "discs", List.of("discs", "wof"),
                            "discs: the disc difference; wof: empty squares go to the winner (WOF rule, FFO/Edax scores)")),
            "size",
            "Othello (Reversi) on a size x size board, size 4, 6 or 8; score = disc difference"
                    + " (scoring=wof: empty squares to the winner)",
            OthelloGame::create)
            .withTuning(parameters -> TUNING);

    /** Board side, 4, 6 or 8. */
    final int size;
    /** Whether the empty squares of a finished game go to the winner ({@code scoring=wof}). */
    final boolean wof;
    /** Every square of the board inside the 8×8 layout. */
    final long boardMask;
    /** Black's and White's discs in the start position. */
    final long startBlack;
    final long startWhite;
    /** The four centre squares, which are occupied in every reachable position. */
    final long centreMask;
    /** Square names: {@code a1} at the top left, square {@code 8r + c}. */
    final Coordinates squares;

    private OthelloGame(Params p) {
        super(TYPE, p);
        this.size = p.getInt("size");
        this.wof = p.get("scoring").equals("wof");
        long board = 0;
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) board |= 1L << (8 * r + c);
        }
        this.boardMask = board;
        int lo = size / 2 - 1;
        int hi = size / 2;
        this.startWhite = bit(lo, lo) | bit(hi, hi);
        this.startBlack = bit(lo, hi) | bit(hi, lo);
        this.centreMask = startWhite | startBlack;
        this.squares = Coordinates.of(size, size, 8, Coordinates.Origin.TOP_LEFT);
    }

    private static long bit(int col, int row) {
        return 1L << (8 * row + col);
    }

    private static Game create(Params p) {
        int size = p.getInt("size");
        if (size != 4 && size != 6 && size != 8) {
            throw new IllegalArgumentException("parameter 'size' must be 4, 6 or 8 (got " + size + ")");
        }
        return new OthelloGame(p);
    }

    /** The standard 8×8 game. */
    public static OthelloGame standard() {
        return (OthelloGame) TYPE.create();
    }

    /** The game on a {@code size × size} board. @throws IllegalArgumentException unless 4, 6 or 8 */
    public static OthelloGame of(int size) {
        return (OthelloGame) TYPE.create(List.of("size=" + size));
    }

    /** The board side. */
    public int size() {
        return size;
    }

    @Override
    public OthelloState newInitialState() {
        return new OthelloState(this, startBlack, startWhite, FIRST);
    }

    @Override
    public OthelloState parsePosition(String text) throws PositionException {
        return OthelloState.parse(this, text);
    }

    /** Every empty square but the four centre ones may be a move; a pass is listed alone. */
    @Override
    public int maxMoves() {
        return size * size - 4;
    }

    /**
     * Every placement fills a square and every pass is followed by a placement (a pass is forced
     * only when the opponent can move), so a game has at most twice as many plies as empty squares.
     */
    @Override
    public int maxGameLength() {
        return 2 * (size * size - 4);
    }

    @Override
    public int minScore() {
        return -size * size;
    }

    @Override
    public int maxScore() {
        return size * size;
    }

    /**
     * SGF {@code GM[2]}: a disc is the FF[4] point of its square, column then row from the top left
     * ({@code a1} is {@code aa}, {@code d3} is {@code dc}), as Quarry writes and reads Othello
     * records. A pass is not written: the same colour moves twice (Quarry's parser reports both an
     * empty move and Go's {@code tt} in an Othello record as errors).
     */
    @Override
    public SgfNotation sgfNotation() {
        return new SgfPoints(2, size, size, 8, Coordinates.Origin.TOP_LEFT);
    }

    /** GGF, as GGS and NBoard write Othello on this board ({@link OthelloGgf}). */
    @Override
    public GgfNotation ggfNotation() {
        return new OthelloGgf(size);
    }
}
