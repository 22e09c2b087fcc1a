package org.pnengine.match;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.SgfNotation;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;

/**
 * One game as an SGF FF[4] record (red-bean.com/sgf), for the games that have an SGF game number
 * ({@link SgfNotation}): Othello {@code GM[2]}, Gomoku {@code GM[4]}, Lines of Action
 * {@code GM[9]}. {@link #toSgf()} writes it; {@link #parse} reads one back, and a record
 * round-trips: {@code parse(r.toSgf()).equals(r)}.
 *
 * <p>Written: a root node {@code FF[4] GM SZ CA[UTF-8] AP[pnengine] KM[0] GN} ({@code GN} the
 * game's descriptor unless the info gives its own), the game-info properties of {@link #info()} in
 * their order, then one node per move, {@code ;B[...]} or {@code ;W[...]} by the colour of the
 * side that moved. Forced passes are not written, as Quarry does (the next node's colour shows
 * them), but for a pass that ends the record, {@code B[]}. Read: the main line of the first game
 * tree; every move must be legal, setup properties are refused. Passes, the choice of the game
 * and the info read back in full: docs/matches.md#output-tables-records-sgf.
 *
 * @param game  the game; it must have an SGF game number
 * @param moves the moves in the game's own notation (as {@code play} takes them and
 *              {@link GameRecord} lists them), forced passes included
 * @param info  game-info properties of the root, identifier to value, e.g. {@code PB}, {@code PW},
 *              {@code RE}, {@code DT}, {@code EV}, {@code RO}, {@code GC}; not the identifiers
 *              the record writes itself ({@code FF GM SZ CA AP KM}) nor move or setup ones
 */
public record SgfRecord(Game game, List<String> moves, Map<String, String> info) {

    /** Identifiers the record writes or refuses; not allowed in {@link #info()}. */
    private static final Set<String> RESERVED = Set.of("FF", "GM", "SZ", "CA", "AP", "ST", "KM", "B", "W", "AB", "AW",
            "AE", "PL");

    /** Moves per line of the written record. */
    private static final int MOVES_PER_LINE = 10;

    public SgfRecord {
        notation(game);
        moves = List.copyOf(moves);
        Map<String, String> copy = new LinkedHashMap<>();
        info.forEach((id, value) -> {
            if (!id.matches("[A-Z]+") || RESERVED.contains(id)) {
                throw new IllegalArgumentException("'" + id + "' is not a game-info property the record may carry");
            }
            copy.put(id, Objects.requireNonNull(value, id));
        });
        info = Collections.unmodifiableMap(copy);
    }

    /** Whether {@code game} has an SGF game number. */
    public static boolean supports(Game game) {
        return SgfNotation.of(game).isPresent();
    }

    /**
     * The notation of {@code game}.
     *
     * @throws IllegalArgumentException saying that the game has no SGF game number
     */
    static SgfNotation notation(Game game) {
        return SgfNotation.of(game).orElseThrow(() -> new IllegalArgumentException(game.descriptor()
                + " has no SGF game number: SGF records are written for " + supportedNames()));
    }

    /** The record with one more (or a replaced) game-info property, e.g. {@code DT}, {@code EV}, {@code RO}. */
    public SgfRecord withInfo(String id, String value) {
        Map<String, String> m = new LinkedHashMap<>(info);
        m.put(id, value);
        return new SgfRecord(game, moves, m);
    }

    /**
     * Whether {@link #of(GameRecord)} can write the game: its game has an SGF game number and it
     * did not start from a position opening (a record here starts from the start position).
     */
    public static boolean canWrite(GameRecord r) {
        Optional<Game> game = gameOf(r.game());
        return game.isPresent() && supports(game.get())
                && (r.slot().opening() == null || !r.opening(game.get()).isPosition());
    }

    /**
     * A match's or tournament's game as an SGF record: {@code PB} and {@code PW} are the entrants
     * that had Black (the first player) and White (their names in the run, else their specs),
     * {@code RE} the result ({@link #result}), {@code GC} the game's number, seed, pairing,
     * opening and how it ended. A move-sequence opening's moves come first, as the game's first
     * moves. Add {@code DT}, {@code EV}, {@code RO} with {@link #withInfo}.
     *
     * @throws IllegalArgumentException if the game is not catalogued, has no SGF game number, or
     *                                  started from a position opening ({@link #canWrite})
     */
    public static SgfRecord of(GameRecord r) {
        Game game = gameOf(r.game()).orElseThrow(() -> new IllegalArgumentException("'" + r.game()
                + "' is not a catalogued game"));
        Opening opening = r.opening(game);
        if (opening != null && opening.isPosition()) {
            throw new IllegalArgumentException("game " + r.index() + " starts from a position opening, which an SGF "
                    + "record here cannot hold (it starts from the start position)");
        }
        String a = r.slot().aName() != null ? r.slot().aName() : r.a();
        String b = r.slot().bName() != null ? r.slot().bName() : r.b();
        Map<String, String> info = new LinkedHashMap<>();
        info.put("PB", r.aFirst() ? a : b);
        info.put("PW", r.aFirst() ? b : a);
        info.put("RE", result(r, game));
        info.put("GC", "pnengine game " + r.index() + ", seed " + r.seed()
                + (r.slot().pairing() > 0 ? ", pairing " + r.slot().pairing() : "") + ", pair " + r.slot().pair()
                + (opening != null ? ", opening '" + opening.text() + "' (line " + r.slot().openingLine()
                + ", its " + opening.moves().size() + " moves first)" : "") + ", "
                + (r.termination() == GameRecord.Termination.MAX_PLIES ? "adjudicated a draw at the ply cap"
                : "termination " + r.termination().wireName())
                + (r.detail() != null ? ": " + r.detail() : ""));
        List<String> moves = new ArrayList<>();
        if (opening != null) moves.addAll(opening.moves());
        moves.addAll(r.moves());
        return new SgfRecord(game, moves, info);
    }

    /**
     * The SGF result of a match's game: {@code B+n} / {@code W+n} with the final score of a game
     * with scores (Othello's disc difference), {@code B+} / {@code W+} for a win/draw/loss game
     * (FF[4] makes the score optional), {@code Draw} (also for a game adjudicated at the ply cap),
     * {@code B+T} / {@code W+T} for a loss on time, {@code B+R} / {@code W+R} for a resignation,
     * {@code B+F} / {@code W+F} for a forfeit (an illegal move, a player error, an engine that
     * crashed, hung or broke the protocol).
     */
    static String result(GameRecord r, Game game) {
        int forFirst = r.aFirst() ? r.resultForA() : -r.resultForA();
        String winner = forFirst > 0 ? "B+" : "W+";
        return switch (r.termination()) {
            case END -> forFirst == 0 ? "Draw"
                    : game.minScore() == -1 && game.maxScore() == 1 ? winner
                    : winner + r.score().substring(r.score().indexOf('+') + 1);
            case MAX_PLIES -> "Draw";
            case TIME -> winner + "T";
            case RESIGN -> winner + "R";
            case ILLEGAL_MOVE, PLAYER_ERROR, CRASH, HANG, PROTOCOL_ERROR -> winner + "F";
        };
    }

    /**
     * The record as SGF text, ending in a line break.
     *
     * @throws IllegalArgumentException if a move is not in the game's notation or not legal
     */
    public String toSgf() {
        SgfNotation notation = notation(game);
        StringBuilder sb = new StringBuilder("(;FF[4]GM[").append(notation.gameNumber()).append("]SZ[")
                .append(notation.boardSize()).append("]CA[UTF-8]AP[pnengine]KM[0]");
        if (!info.containsKey("GN")) property(sb, "GN", game.descriptor());
        for (Map.Entry<String, String> e : info.entrySet()) property(sb.append('\n'), e.getKey(), e.getValue());
        State state = game.newInitialState();
        int written = 0;
        for (int i = 0; i < moves.size(); i++) {
            int move = move(state, moves.get(i), i);
            boolean pass = state.isPass(move);
            if (!pass || i == moves.size() - 1) {
                sb.append(written % MOVES_PER_LINE == 0 ? "\n;" : ";");
                sb.append(state.toMove() == Game.FIRST ? 'B' : 'W').append('[');
                if (!pass) sb.append(Sgf.escape(notation.formatMove(state, move)));
                sb.append(']');
                written++;
            }
            state.apply(move);
        }
        return sb.append(")\n").toString();
    }

    private static int move(State state, String text, int index) {
        int move;
        try {
            move = state.parseMove(text);
        } catch (MoveFormatException e) {
            throw new IllegalArgumentException("move " + (index + 1) + ": " + e.getMessage());
        }
        if (!state.isLegal(move)) {
            throw new IllegalArgumentException("move " + (index + 1) + " '" + text + "' is not legal in "
                    + state.positionText());
        }
        return move;
    }

    private static void property(StringBuilder sb, String id, String value) {
        sb.append(id).append('[').append(Sgf.escape(value)).append(']');
    }

    /**
     * Reads the first game tree of an SGF text.
     *
     * @throws IllegalArgumentException saying what is wrong: the syntax, a game without SGF
     *                                  support here, a move that is not legal, ...
     */
    public static SgfRecord parse(String text) {
        return read(Sgf.mainLines(text).get(0));
    }

    /** Reads every game tree of an SGF collection (several records one after the other). */
    public static List<SgfRecord> parseAll(String text) {
        return Sgf.mainLines(text).stream().map(SgfRecord::read).collect(Collectors.toList());
    }

    private static SgfRecord read(List<Sgf.Node> nodes) {
        Sgf.Node root = nodes.get(0);
        String gm = root.first("GM");
        if (gm == null) throw new IllegalArgumentException("the record has no GM (game number) in its root node");
        int number;
        try {
            number = Integer.parseInt(gm.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("GM[" + gm + "] is not a number");
        }
        String size = root.first("SZ");
        String gn = root.first("GN");
        Optional<Game> named = gn == null ? Optional.empty() : gameOf(gn).filter(g -> SgfNotation.of(g)
                .filter(n -> n.gameNumber() == number && (size == null || n.boardSize().equals(size.trim()))).isPresent());
        Game game = named.orElseGet(() -> gameOf(number, size));
        Map<String, String> info = new LinkedHashMap<>();
        root.properties().forEach((id, values) -> {
            if (!RESERVED.contains(id) && !id.equals("GM") && !(id.equals("GN") && named.isPresent())) {
                info.put(id, values.get(0));
            }
        });
        return new SgfRecord(game, readMoves(game, nodes), info);
    }

    private static List<String> readMoves(Game game, List<Sgf.Node> nodes) {
        SgfNotation notation = notation(game);
        State state = game.newInitialState();
        List<String> moves = new ArrayList<>();
        for (int k = 0; k < nodes.size(); k++) {
            Sgf.Node node = nodes.get(k);
            String where = "node " + (k + 1);
            for (String setup : List.of("AB", "AW", "AE")) {
                if (node.properties().containsKey(setup)) {
                    throw new IllegalArgumentException(where + ": setup property " + setup + " is not supported; a record"
                            + " must start from the start position");
                }
            }
            String b = node.first("B");
            String w = node.first("W");
            if (b != null && w != null) throw new IllegalArgumentException(where + " has both a B and a W move");
            if (b == null && w == null) continue;
            int colour = b != null ? Game.FIRST : Game.SECOND;
            String value = (b != null ? b : w).trim();
            boolean pass = value.isEmpty() || value.equalsIgnoreCase("tt") || value.equalsIgnoreCase("pass");
            if (state.isTerminal()) {
                if (pass) continue;
                throw new IllegalArgumentException(where + ": move " + (b != null ? "B" : "W") + "[" + value
                        + "] after the end of the game");
            }
            if (state.toMove() != colour) {
                int forced = state.forcedPass();
                if (forced < 0) {
                    throw new IllegalArgumentException(where + ": " + game.playerName(colour) + " moves but "
                            + game.playerName(state.toMove()) + " is to move and has a move");
                }
                moves.add(state.formatMove(forced));
                state.apply(forced);
                if (state.isTerminal() && pass) continue;
            }
            int move;
            if (pass) {
                move = state.forcedPass();
                if (move < 0) throw new IllegalArgumentException(where + ": a pass, but " + game.playerName(colour) + " has a move");
            } else {
                try {
                    move = notation.parseMove(state, value);
                } catch (MoveFormatException e) {
                    throw new IllegalArgumentException(where + ": " + e.getMessage());
                }
                if (!state.isLegal(move)) {
                    throw new IllegalArgumentException(where + ": " + (b != null ? "B" : "W") + "[" + value + "] ("
                            + state.formatMove(move) + ") is not legal in " + state.positionText());
                }
            }
            moves.add(state.formatMove(move));
            state.apply(move);
        }
        return moves;
    }

    /** Equal games (by descriptor; games have no equality of their own), moves and info. */
    @Override
    public boolean equals(Object o) {
        return o instanceof SgfRecord r && game.descriptor().equals(r.game.descriptor()) && moves.equals(r.moves)
                && info.equals(r.info);
    }

    @Override
    public int hashCode() {
        return (game.descriptor().hashCode() * 31 + moves.hashCode()) * 31 + info.hashCode();
    }

    /** The catalogued game a descriptor such as {@code Othello size=6} names, if any. */
    static Optional<Game> gameOf(String descriptor) {
        List<String> words = Arrays.asList(descriptor.trim().split("\\s+"));
        Optional<GameType> type = GameCatalog.find(words.get(0));
        if (type.isEmpty()) return Optional.empty();
        try {
            return Optional.of(type.get().create(words.subList(1, words.size())));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The catalogued game with SGF number {@code number}, at board size {@code size} (null: its default). */
    private static Game gameOf(int number, String size) {
        GameType type = Catalog.BY_NUMBER.get(number);
        if (type == null) {
            throw new IllegalArgumentException("GM[" + number + "] is not a game with SGF records here; they are written for "
                    + supportedNames());
        }
        if (size == null) return type.create();
        String sz = size.trim();
        try {
            Game g = type.sizeParameter() == null ? type.create() : type.create(List.of(type.sizeParameter() + "=" + sz));
            if (notation(g).boardSize().equals(sz)) return g;
        } catch (IllegalArgumentException e) {
            // reported below
        }
        throw new IllegalArgumentException("SZ[" + size + "] is not a board size of " + type.name());
    }

    /** E.g. {@code Othello (GM[2]), lines_of_action (GM[9]), gomoku (GM[4])}, in catalog order. */
    private static String supportedNames() {
        List<String> names = new ArrayList<>();
        Catalog.BY_NUMBER.forEach((number, type) -> names.add(type.name() + " (GM[" + number + "])"));
        return String.join(", ", names);
    }

    /** The catalogued games that have an SGF game number, by number in catalog order; made on first use. */
    private static final class Catalog {
        static final Map<Integer, GameType> BY_NUMBER = new LinkedHashMap<>();

        static {
            for (GameType type : GameCatalog.ALL) {
                SgfNotation.of(type.create()).ifPresent(n -> BY_NUMBER.putIfAbsent(n.gameNumber(), type));
            }
        }
    }
}
