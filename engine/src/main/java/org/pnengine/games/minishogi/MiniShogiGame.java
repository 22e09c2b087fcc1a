package org.pnengine.games.minishogi;

import java.util.List;
import java.util.Map;
import org.pnengine.game.AbstractGame;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.Params;
import org.pnengine.game.PositionException;
import org.pnengine.game.UsiNotation;
import org.pnengine.game.VariantNotation;

/**
 * MiniShogi (Gogo shogi, 5×5 with drops): {@code minishogi repetition=sennichite max_plies=0}.
 *
 * <p>Rules ({@code ../shared/reference/rules-and-numbers.md}; Fairy-Stockfish
 * {@code minishogi_variant} in {@code src/variant.cpp}): the shogi pieces
 * K, G, S, B, R, P on 5×5, start {@value #START_SFEN}. The promotion zone is each side's last
 * rank; a move that starts or ends there may promote (S→+S, B→+B horse, R→+R dragon, P→+P tokin),
 * and a pawn that reaches it must. Captured pieces go to the captor's hand unpromoted and may be
 * dropped instead of a move; a pawn may not be dropped on the last rank, on a file holding an
 * unpromoted pawn of its owner (nifu) or so as to give checkmate (uchifuzume). No move may leave
 * one's king in check, and a side with no legal move loses (checkmate and stalemate alike).
 *
 * <p>{@code repetition=sennichite} (default, the standard minishogi rule) ends the game when the
 * same position (board, hands, side to move) occurs for the fourth time; if one side gave check
 * with every one of its moves since the first of those occurrences, it loses (perpetual check),
 * otherwise Sente (the first player) loses. {@code repetition=none} has no repetition rule, as in
 * the Ludii version used by the PN-MCTS paper. {@code max_plies}, if positive, draws the game
 * (score 0) when the SFEN move number reaches {@code max_plies + 1}, i.e. after {@code max_plies}
 * plies from the start, unless the side to move has no legal move; 0 (default) means no cap.
 * {@code playout_promotion} changes only the random playouts: {@code move} (default) draws
 * uniformly among the legal moves, in which a move that may promote counts twice (with and
 * without); {@code decision} draws as Ludii's version does, where promoting is a second decision
 * of the same turn: the move uniformly among the moves counted once, then promotion or not at
 * even odds.
 *
 * <p>Scores: {@code +1} Sente (black) wins, {@code -1} Gote (white) wins, {@code 0} a capped draw.
 * Position text: SFEN, see {@link MiniShogiSfen}. Rules and sources in full:
 * protocol-spec/games/minishogi.md.
 */
public final class MiniShogiGame extends AbstractGame implements VariantNotation.Provider, UsiNotation.Provider {

    /** The start position in SFEN. */
    public static final String START_SFEN = "rbsgk/4p/5/P4/KGSBR b - 1";

    /**
     * An upper bound on the legal moves of any position: at most 11 own pieces on the board with
     * at most 16 moves each (a rook's 8 targets, each with and without promotion), plus at most
     * 5 kinds in hand times 23 empty squares: 176 + 115 = 291.
     */
    static final int MAX_MOVES = 320;

    /**
     * The tuned values (ours, measured; protocol-spec/players.md, "Per-game defaults"): C_pn 0.1
     * for the PN-MCTS players (the paper's 1 loses most games to its own baseline here), and
     * {@code minimax} as the player of a session that chose none.
     */
    /**
     * C_pn 0.1 for PN-MCTS; {@code minimax} as the default player, with the search it had before
     * aspiration windows, the history's gravity and table ages, which lost to it here
     * (docs/matches.md, "Aspiration windows, history with gravity, table ages").
     */
    private static final Map<String, String> TUNING = Map.of("pn-mcts.cpn", "0.1", "default.player", "minimax",
            "minimax.history", "additive", "minimax.aspiration", "0", "minimax.tt_aging", "false");

    public static final GameType TYPE = new GameType("minishogi",
            List.of(ParamSpec.ofChoice("repetition", "sennichite", List.of("sennichite", "none"),
                            "sennichite: fourfold repetition loses for Sente, or for the side giving "
                                    + "perpetual check; none: no repetition rule (Ludii)"),
                    ParamSpec.ofInt("max_plies", 0, 0, 1_000_000,
                            "draw after this many plies from the start; 0 = no cap"),
                    ParamSpec.ofChoice("playout_promotion", "move", List.of("move", "decision"),
                            "how random playouts weigh a move that may promote: move: its two versions are two "
                                    + "moves, each as likely as any other; decision: the move is drawn as one, then "
                                    + "promoted or not at even odds (Ludii)")),
            null,
            "MiniShogi 5x5 (Gogo shogi) with drops; SFEN positions, USI moves",
            MiniShogiGame::new)
            .withTuning(parameters -> TUNING);

    final boolean sennichite;
    final int maxPlies;
    /** Whether random playouts draw a promotion as a second, even-odds decision ({@code playout_promotion=decision}). */
    final boolean promotionDecision;

    /** GTP's black is Sente (moves first, upper case), white is Gote; both names are read too. */
    private MiniShogiGame(Params p) {
        super(TYPE, p, "sente", "gote");
        this.sennichite = p.get("repetition").equals("sennichite");
        this.maxPlies = p.getInt("max_plies");
        this.promotionDecision = p.get("playout_promotion").equals("decision");
    }

    /** The standard game: sennichite, no ply cap. */
    public static MiniShogiGame standard() {
        return (MiniShogiGame) TYPE.create();
    }

    /** A game with the given parameters, e.g. {@code of("repetition=none")}. */
    public static MiniShogiGame of(String... tokens) {
        return (MiniShogiGame) TYPE.create(List.of(tokens));
    }

    /** The ply cap, 0 if none. */
    public int maxPlies() {
        return maxPlies;
    }

    @Override
    public MiniShogiState newInitialState() {
        try {
            return MiniShogiSfen.parse(this, START_SFEN);
        } catch (PositionException e) {
            throw new AssertionError(e);
        }
    }

    @Override
    public MiniShogiState parsePosition(String text) throws PositionException {
        return MiniShogiSfen.parse(this, text.trim());
    }

    @Override
    public int maxMoves() {
        return MAX_MOVES;
    }

    /** The ply cap if one is set; otherwise 0 (sennichite makes games finite but not boundedly so). */
    @Override
    public int maxGameLength() {
        return maxPlies;
    }

    /** Fairy-Stockfish's and cutechess-cli's {@code minishogi} in UCI and xboard; null unless the standard rules. */
    @Override
    public VariantNotation variantNotation() {
        return MiniShogiFen.of(this);
    }

    /** Fairy-Stockfish's {@code minishogi} in USI; null unless the standard rules. */
    @Override
    public UsiNotation usiNotation() {
        return MiniShogiUsi.of(this);
    }
}
