package org.pnengine.games.linesofaction;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.pnengine.game.AbstractGame;
import org.pnengine.game.BoardText;
import org.pnengine.game.Coordinates;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.PositionException;
import org.pnengine.game.SgfNotation;
import org.pnengine.game.State;

/**
 * Lines of Action (Claude Soucie): {@code lines_of_action size=8}, on an 8×8 or a 7×7 board.
 *
 * <p>Rules (those of {@code ../shared/reference/rules-and-numbers.md}, which follow Ludii's default,
 * the version the PN-MCTS paper played): a piece moves along its row, column or one of its two
 * diagonals exactly as many squares as there are pieces (of both colours) on that whole line,
 * jumping its own pieces but not enemy ones, and captures by landing on an enemy piece. After
 * every move both sides are checked: a side whose pieces form a single 8-connected group has won,
 * and a move that connects both sides is a draw. A side with no legal move passes (the single
 * legal move is then {@code pass}); if neither side can move the game is a draw (our choice). There
 * is no repetition rule, so games are unbounded ({@link #maxGameLength()} is 0); playouts are kept
 * finite by their ply cap. Scores are win/draw/loss: +1 when Black wins, −1 when White wins, 0 for
 * a draw.
 *
 * <p>Squares are named as in chess, {@code a1} the bottom-left corner as printed. Internally square
 * {@code rank * 8 + file} is bit {@code rank * 8 + file} of a {@code long} for both sizes (a 7×7
 * board leaves file {@code h} and rank 8 empty), so that the shift masks of the connectivity test
 * are shared.
 *
 * <p>Position text: the ranks from top to bottom separated by {@code /}, each {@code size}
 * characters of {@code b}, {@code w} or {@code .}, then a space and the side to move ({@code b} or
 * {@code w}), e.g. {@code .bbbbbb./w......w/w......w/w......w/w......w/w......w/w......w/.bbbbbb. b}.
 * The start, the rules and the position checks in full: protocol-spec/games/lines_of_action.md.
 */
public final class LinesOfActionGame extends AbstractGame implements SgfNotation.Provider {

    /**
     * The game, and the C_pn of the PN-MCTS players on it: the best the paper reports, 2 on 7×7
     * and 1 on 8×8 (Kowalski et al., IEEE ToG 2024), with the rank term shrinking as the
     * exploration does ({@code rank_decay=sqrt}: the paper's constant term lost every game to
     * Ludii's alpha-beta at our iteration counts); every MCTS player puts the evaluation in its
     * tree (implicit minimax backups). Measured: protocol-spec/players.md, "Per-game defaults".
     */
    public static final GameType TYPE = new GameType("lines_of_action",
            List.of(ParamSpec.ofInt("size", 8, 7, 8, "board side: 8 (standard) or 7")),
            "size",
            "Lines of Action: move as far as the line holds pieces, connect all your pieces to win",
            LinesOfActionGame::new)
            .withTuning(p -> Map.of("pn-mcts.cpn", "7".equals(p.get("size")) ? "2.0" : "1.0",
                    "pn-mcts.rank_decay", "sqrt", "mcts.imm", "0.4", "mcts.imm_scale", "100"));

    /** The move code of a forced pass; ordinary moves are {@code from | to << 6}. */
    public static final int PASS = 1 << 12;

    /** Direction steps, as bit-index deltas: E, W, N, S, NE, SW, NW, SE (pairs share a line). */
    static final int[] DELTA = {1, -1, 8, -8, 9, -9, 7, -7};
    private static final int[] DFILE = {1, -1, 0, 0, 1, -1, -1, 1};
    private static final int[] DRANK = {0, 0, 1, -1, 1, -1, 1, -1};

    /** Squares not on file a (the result of a shift towards higher files must avoid it). */
    static final long NOT_FILE_A = 0xfefefefefefefefeL;
    /** Squares not on file h (the result of a shift towards lower files must avoid it). */
    static final long NOT_FILE_H = 0x7f7f7f7f7f7f7f7fL;

    /**
     * Zobrist keys: {@code ZOBRIST[colour * 64 + square]}, and {@link #ZOBRIST_BLACK_TO_MOVE}.
     * Immutable after class initialisation; a fixed seed makes hashes reproducible across runs.
     */
    static final long[] ZOBRIST = new long[128];
    static final long ZOBRIST_BLACK_TO_MOVE;

    static {
        SplittableRandom r = new SplittableRandom(0x10aL);
        for (int i = 0; i < ZOBRIST.length; i++) ZOBRIST[i] = r.nextLong();
        ZOBRIST_BLACK_TO_MOVE = r.nextLong();
    }

    final int size;
    /** Every square of the board. */
    final long boardMask;
    /** Pieces each side starts with: {@code 2 * (size - 2)}. */
    final int startPieces;
    /** {@code line[l * 64 + sq]}: the whole row (0), column (1), diagonal (2), anti-diagonal (3). */
    final long[] line = new long[4 * 64];
    /** {@code ray[dir * 64 + sq]}: the squares from {@code sq} (exclusive) to the edge along dir. */
    final long[] ray = new long[8 * 64];
    /** {@code edge[dir * 64 + sq]}: how many steps fit between {@code sq} and the edge along dir. */
    final int[] edge = new int[8 * 64];
    final long blackStart;
    final long whiteStart;
    /** Square names as in chess, {@code a1} at the bottom left, square {@code rank * 8 + file}. */
    final Coordinates squares;
    /** The position text, ranks from the top. */
    final BoardText text;

    private LinesOfActionGame(Params p) {
        super(TYPE, p);
        this.size = p.getInt("size");
        this.startPieces = 2 * (size - 2);
        this.squares = Coordinates.of(size, size, 8, Coordinates.Origin.BOTTOM_LEFT);
        this.text = BoardText.of(Coordinates.Origin.BOTTOM_LEFT, size, size, "bw")
                .rowLabel(BoardText.RowLabel.RANK)
                .layoutHint("expected " + size + " ranks separated by '/' (top rank first, cells b, w or .) "
                        + "then the side to move (b or w)");
        long board = 0;
        for (int r = 0; r < size; r++) {
            for (int f = 0; f < size; f++) board |= bit(r, f);
        }
        this.boardMask = board;
        long b = 0;
        long w = 0;
        for (int i = 1; i < size - 1; i++) {
            b |= bit(0, i) | bit(size - 1, i);
            w |= bit(i, 0) | bit(i, size - 1);
        }
        this.blackStart = b;
        this.whiteStart = w;
        for (int r = 0; r < size; r++) {
            for (int f = 0; f < size; f++) {
                int sq = r * 8 + f;
                for (int dir = 0; dir < 8; dir++) {
                    long rayBits = 0;
                    int steps = 0;
                    int rr = r + DRANK[dir];
                    int ff = f + DFILE[dir];
                    while (rr >= 0 && rr < size && ff >= 0 && ff < size) {
                        rayBits |= bit(rr, ff);
                        steps++;
                        rr += DRANK[dir];
                        ff += DFILE[dir];
                    }
                    ray[dir * 64 + sq] = rayBits;
                    edge[dir * 64 + sq] = steps;
                }
                for (int l = 0; l < 4; l++) {
                    line[l * 64 + sq] = ray[(2 * l) * 64 + sq] | ray[(2 * l + 1) * 64 + sq] | (1L << sq);
                }
            }
        }
    }

    private static long bit(int rank, int file) {
        return 1L << (rank * 8 + file);
    }

    /** The game on a board of the given side. @throws IllegalArgumentException unless 7 or 8 */
    public static LinesOfActionGame of(int size) {
        return (LinesOfActionGame) TYPE.create(List.of("size=" + size));
    }

    /** The standard 8×8 game. */
    public static LinesOfActionGame standard() {
        return (LinesOfActionGame) TYPE.create();
    }

    public int size() {
        return size;
    }

    @Override
    public LinesOfActionState newInitialState() {
        return new LinesOfActionState(this, blackStart, whiteStart, FIRST);
    }

    @Override
    public State parsePosition(String text) throws PositionException {
        return LinesOfActionState.parse(this, text.trim());
    }

    /** Each piece has at most one move in each of the 8 directions. */
    @Override
    public int maxMoves() {
        return 8 * startPieces;
    }

    /** Unbounded: positions may repeat and there is no repetition rule. */
    @Override
    public int maxGameLength() {
        return 0;
    }

    /** SGF {@code GM[9]}, moves as {@code e1-e3} and captures as {@code c2:c5}: see {@link LinesOfActionSgf}. */
    @Override
    public SgfNotation sgfNotation() {
        return new LinesOfActionSgf(this);
    }

    // ------------------------------------------------------------ bitboard helpers

    /**
     * The squares of {@code g} and their 8 neighbours on the stride-8 layout: {@code h = g | g<<1
     * & ~fileA | g>>>1 & ~fileH}, then {@code h | h<<8 | h>>>8}. Squares off a 7×7 board may be
     * set; callers intersect with a set of pieces.
     */
    static long dilate(long g) {
        long h = g | ((g << 1) & NOT_FILE_A) | ((g >>> 1) & NOT_FILE_H);
        return h | (h << 8) | (h >>> 8);
    }

    /**
     * The squares 8-adjacent to some square of {@code g} ({@code g}'s own squares only where they
     * touch another square of {@code g}).
     */
    static long neighbours(long g) {
        long h = ((g << 1) & NOT_FILE_A) | ((g >>> 1) & NOT_FILE_H);
        long v = h | g;
        return h | (v << 8) | (v >>> 8);
    }

    /**
     * Whether {@code pieces} (non-empty) form one 8-connected group: a flood fill from the lowest
     * piece, dilating inside {@code pieces} until it stops growing. Each round adds at least one
     * piece, so it ends after at most {@code bitCount(pieces)} rounds. A piece without any
     * neighbour among two or more ({@code pieces & ~neighbours(pieces)}) refutes connection at
     * once; in random play that cheap test settles most calls (about 11% more playouts/s).
     */
    static boolean connected(long pieces) {
        if ((pieces & (pieces - 1)) != 0 && (pieces & ~neighbours(pieces)) != 0) return false;
        long g = pieces & -pieces;
        while (true) {
            long h = dilate(g) & pieces;
            if (h == g) return g == pieces;
            g = h;
        }
    }

    /** The direction index (0..7) from {@code from} to {@code to}, or -1 if not on one line. */
    static int direction(int from, int to) {
        int df = (to & 7) - (from & 7);
        int dr = (to >> 3) - (from >> 3);
        if (df == 0 && dr == 0) return -1;
        if (dr != 0 && df != 0 && Math.abs(dr) != Math.abs(df)) return -1;
        int sf = Integer.signum(df);
        int sr = Integer.signum(dr);
        for (int d = 0; d < 8; d++) {
            if (DFILE[d] == sf && DRANK[d] == sr) return d;
        }
        return -1;
    }
}
