package org.pnengine.match;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.pnengine.game.Game;
import org.pnengine.game.State;

/**
 * One game of a match, as saved: one JSON object per line of {@code games.jsonl}; its keys, their
 * order and meaning in full, with an example line: docs/matches.md#output-tables-records-sgf.
 *
 * @param game         the game's descriptor; {@code GameCatalog} rebuilds the game from it
 * @param index        the game's number in the match, from 0
 * @param seed         the game's seed (the players' seeds are derived from it)
 * @param aFirst       whether A had the first player's colour (it does in the first game of each
 *                     pair); from an opening whose side to move is the second player, B moves first
 * @param a            player A with every parameter of this game's instance
 * @param b            player B likewise
 * @param moves        the moves in the game's notation, from where the game started ({@link #start})
 * @param millis       each move's wall time in ms; NaN ({@code null} in JSON) for a forced move
 * @param cpuMillis    each move's CPU time in ms on the thread that asked the player; NaN for a
 *                     forced move or where the JVM cannot measure it
 * @param budgetMillis each move's hard budget in ms; NaN for a forced move or a playout budget
 * @param clockMillis  the mover's clock after each move in ms; NaN without a clock
 * @param resultForA   +1 A won, 0 drawn, −1 B won
 * @param score        the final score ({@code Game.formatScore}) when the rules ended the game, else null
 * @param termination  how it ended
 * @param detail       what went wrong in a forfeit, a fault, a resignation or a loss on time, else null
 * @param engineScores each external engine's answer to {@code final_score} after a game the rules
 *                     ended, by side; null when none was asked; it never changes the result
 * @param slot         where the game belongs in its run: pairing, pair, the entrants' names, opening
 */
public record GameRecord(String game, int index, long seed, boolean aFirst, String a, String b,
                         List<String> moves, double[] millis, double[] cpuMillis, double[] budgetMillis,
                         double[] clockMillis, int resultForA, String score, Termination termination, String detail,
                         Map<String, String> engineScores, Slot slot) {

    /**
     * Where a game belongs in its run.
     *
     * @param pairing     its pairing's number (0 in a match)
     * @param pair        its game pair's number within the pairing
     * @param aName       entrant A's name in the run's tables, or null if not known
     * @param bName       entrant B's likewise
     * @param opening     its opening as {@link Opening#text()} writes it, or null for the start position
     * @param openingLine the opening's line in the openings file, or 0
     */
    public record Slot(int pairing, int pair, String aName, String bName, String opening, int openingLine) {

        public Slot {
            if (pairing < 0 || pair < 0 || openingLine < 0) throw new IllegalArgumentException("negative slot numbers");
        }

        /** Game {@code index} of a match from the start position, names unknown. */
        public static Slot ofMatch(int index) {
            return new Slot(0, index / 2, null, null, null, 0);
        }
    }

    /** How a game ended. */
    public enum Termination {
        /** The rules ended it; {@code score} is the final score. */
        END,
        /** It reached the match's ply cap and was adjudicated a draw. */
        MAX_PLIES,
        /** The side to move answered an illegal move (or none) and forfeited. */
        ILLEGAL_MOVE,
        /** The side to move's player threw an exception and forfeited. */
        PLAYER_ERROR,
        /** The side to move's move took longer than its clock allowed: it lost on time. */
        TIME,
        /** The side to move, an external engine, resigned. */
        RESIGN,
        /** The side to move, an external engine, was gone: its process exited, its connection closed. */
        CRASH,
        /** The side to move, an external engine, did not answer within its time (and the grace). */
        HANG,
        /**
         * The side to move, an external engine, broke GTP's framing, or refused a command the game
         * needed (set-up, the opponent's legal move, {@code genmove}).
         */
        PROTOCOL_ERROR;

        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }

        static Termination of(String wire) {
            for (Termination t : values()) if (t.wireName().equals(wire)) return t;
            throw new IllegalArgumentException("unknown termination '" + wire + "'");
        }

        /** Whether a player lost by breaking the rules of the match (a loss on time is not a forfeit). */
        public boolean isForfeit() {
            return this == ILLEGAL_MOVE || this == PLAYER_ERROR;
        }

        /** Whether an external engine lost by failing as a program: gone, hung or off-protocol. */
        public boolean isFault() {
            return this == CRASH || this == HANG || this == PROTOCOL_ERROR;
        }
    }

    public GameRecord {
        moves = List.copyOf(moves);
        millis = millis.clone();
        cpuMillis = cpuMillis.clone();
        budgetMillis = budgetMillis.clone();
        clockMillis = clockMillis.clone();
        if (millis.length != moves.size() || cpuMillis.length != moves.size() || budgetMillis.length != moves.size()
                || clockMillis.length != moves.size()) {
            throw new IllegalArgumentException("one time per move");
        }
        if (resultForA < -1 || resultForA > 1) throw new IllegalArgumentException("result must be -1, 0 or 1");
        engineScores = engineScores == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(engineScores));
        if (slot == null) slot = Slot.ofMatch(index);
    }

    /** A record of a match game from the start position, names unknown. */
    public GameRecord(String game, int index, long seed, boolean aFirst, String a, String b, List<String> moves,
                      double[] millis, double[] cpuMillis, double[] budgetMillis, double[] clockMillis, int resultForA,
                      String score, Termination termination, String detail, Map<String, String> engineScores) {
        this(game, index, seed, aFirst, a, b, moves, millis, cpuMillis, budgetMillis, clockMillis, resultForA, score,
                termination, detail, engineScores, null);
    }

    /** A record without engine scores (in-process players only). */
    public GameRecord(String game, int index, long seed, boolean aFirst, String a, String b, List<String> moves,
                      double[] millis, double[] cpuMillis, double[] budgetMillis, double[] clockMillis, int resultForA,
                      String score, Termination termination, String detail) {
        this(game, index, seed, aFirst, a, b, moves, millis, cpuMillis, budgetMillis, clockMillis, resultForA, score,
                termination, detail, null, null);
    }

    @Override
    public double[] millis() {
        return millis.clone();
    }

    @Override
    public double[] cpuMillis() {
        return cpuMillis.clone();
    }

    @Override
    public double[] budgetMillis() {
        return budgetMillis.clone();
    }

    @Override
    public double[] clockMillis() {
        return clockMillis.clone();
    }

    /** The opening, read for {@code game}, or null for the start position. */
    public Opening opening(Game game) {
        return slot.opening() == null ? null : Opening.parse(slot.opening(), game);
    }

    /** A fresh state where {@link #moves()} start: after the opening, or the start position. */
    public State start(Game game) {
        Opening o = opening(game);
        return o == null ? game.newInitialState() : o.start(game);
    }

    public int plies() {
        return moves.size();
    }

    /** The winner: {@code A}, {@code B} or {@code draw}. */
    public String winner() {
        return resultForA > 0 ? "A" : resultForA < 0 ? "B" : "draw";
    }

    /** The result from the first player's side: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
    public String result() {
        int first = aFirst ? resultForA : -resultForA;
        return first > 0 ? "1-0" : first < 0 ? "0-1" : "1/2-1/2";
    }

    /**
     * The engine scores that disagree with {@link #score()}, by side: an answer that is not the
     * same result (a number written {@code 4} or {@code 4.0} is the same; a refusal never is).
     * Empty when all agree or none was asked.
     */
    public Map<String, String> disagreeingEngineScores() {
        Map<String, String> out = new LinkedHashMap<>();
        if (engineScores == null || score == null) return out;
        engineScores.forEach((side, theirs) -> {
            if (!sameScore(score, theirs)) out.put(side, theirs);
        });
        return out;
    }

    /** {@code B+n}, {@code W+n} or {@code 0} as a signed number, or NaN for anything else. */
    private static double signedScore(String s) {
        String t = s.strip().toUpperCase(Locale.ROOT);
        try {
            if (t.startsWith("B+")) return Double.parseDouble(t.substring(2));
            if (t.startsWith("W+")) return -Double.parseDouble(t.substring(2));
            if (t.matches("0(\\.0*)?")) return 0;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
        return Double.NaN;
    }

    static boolean sameScore(String ours, String theirs) {
        double a = signedScore(ours);
        double b = signedScore(theirs);
        return Double.isNaN(a) || Double.isNaN(b) ? ours.strip().equalsIgnoreCase(theirs.strip()) : a == b;
    }

    /** Whether two records are the same game, move for move and result for result (times aside). */
    public boolean sameGame(GameRecord o) {
        return game.equals(o.game) && index == o.index && seed == o.seed && aFirst == o.aFirst
                && a.equals(o.a) && b.equals(o.b) && moves.equals(o.moves) && resultForA == o.resultForA
                && Objects.equals(score, o.score) && termination == o.termination
                && Objects.equals(detail, o.detail) && Objects.equals(engineScores, o.engineScores)
                && slot.equals(o.slot);
    }

    /** The record as one line of JSON (no line break). */
    public String toJson() {
        StringBuilder sb = new StringBuilder(64 + moves.size() * 12);
        sb.append("{\"game\":");
        Json.appendString(sb, game);
        sb.append(",\"index\":").append(index);
        sb.append(",\"seed\":").append(seed);
        sb.append(",\"first\":\"").append(aFirst ? 'A' : 'B').append('"');
        sb.append(",\"pairing\":").append(slot.pairing());
        sb.append(",\"pair\":").append(slot.pair());
        sb.append(",\"a_name\":");
        Json.appendString(sb, slot.aName());
        sb.append(",\"b_name\":");
        Json.appendString(sb, slot.bName());
        sb.append(",\"a\":");
        Json.appendString(sb, a);
        sb.append(",\"b\":");
        Json.appendString(sb, b);
        sb.append(",\"opening\":");
        Json.appendString(sb, slot.opening());
        sb.append(",\"opening_line\":").append(slot.opening() == null ? "null" : Integer.toString(slot.openingLine()));
        sb.append(",\"moves\":[");
        for (int i = 0; i < moves.size(); i++) {
            if (i > 0) sb.append(',');
            Json.appendString(sb, moves.get(i));
        }
        sb.append("],\"millis\":");
        appendTimes(sb, millis);
        sb.append(",\"cpu_millis\":");
        appendTimes(sb, cpuMillis);
        sb.append(",\"budget_millis\":");
        appendTimes(sb, budgetMillis);
        sb.append(",\"clock_millis\":");
        appendTimes(sb, clockMillis);
        sb.append(",\"plies\":").append(moves.size());
        sb.append(",\"result\":\"").append(result()).append('"');
        sb.append(",\"winner\":\"").append(winner()).append('"');
        sb.append(",\"score\":");
        Json.appendString(sb, score);
        sb.append(",\"termination\":\"").append(termination.wireName()).append('"');
        sb.append(",\"detail\":");
        Json.appendString(sb, detail);
        sb.append(",\"engine_scores\":");
        if (engineScores == null) {
            sb.append("null");
        } else {
            sb.append('{');
            String sep = "";
            for (Map.Entry<String, String> e : engineScores.entrySet()) {
                sb.append(sep);
                Json.appendString(sb, e.getKey());
                sb.append(':');
                Json.appendString(sb, e.getValue());
                sep = ",";
            }
            sb.append('}');
        }
        return sb.append('}').toString();
    }

    /**
     * Reads a line written by {@link #toJson()}.
     *
     * @throws IllegalArgumentException if it is not such a record
     */
    public static GameRecord parse(String line) {
        try {
            return read(line);
        } catch (ClassCastException | NullPointerException | ArithmeticException e) {
            throw new IllegalArgumentException("not a game record: a key is missing or has the wrong type", e);
        }
    }

    private static GameRecord read(String line) {
        Object v = Json.parse(line);
        if (!(v instanceof Map<?, ?> m)) throw new IllegalArgumentException("a game record is a JSON object");
        List<String> moves = new ArrayList<>();
        for (Object o : list(m, "moves")) moves.add((String) o);
        double[] millis = times(list(m, "millis"));
        double[] cpuMillis = times(list(m, "cpu_millis"));
        double[] budgetMillis = times(list(m, "budget_millis"));
        double[] clockMillis = times(list(m, "clock_millis"));
        String winner = (String) m.get("winner");
        int resultForA = "A".equals(winner) ? 1 : "B".equals(winner) ? -1 : 0;
        GameRecord r = new GameRecord((String) m.get("game"), ((BigDecimal) m.get("index")).intValueExact(),
                ((BigDecimal) m.get("seed")).longValueExact(), "A".equals(m.get("first")), (String) m.get("a"),
                (String) m.get("b"), moves, millis, cpuMillis, budgetMillis, clockMillis, resultForA,
                (String) m.get("score"),
                Termination.of((String) m.get("termination")), (String) m.get("detail"), engineScores(m), slot(m));
        if (!r.result().equals(m.get("result"))) {
            throw new IllegalArgumentException("result " + m.get("result") + " disagrees with winner " + winner);
        }
        return r;
    }

    /** The slot keys, absent from records written before they existed (a match's game, from the start). */
    private static Slot slot(Map<?, ?> m) {
        int index = ((BigDecimal) m.get("index")).intValueExact();
        if (!m.containsKey("pairing")) return Slot.ofMatch(index);
        Object line = m.get("opening_line");
        return new Slot(((BigDecimal) m.get("pairing")).intValueExact(), ((BigDecimal) m.get("pair")).intValueExact(),
                (String) m.get("a_name"), (String) m.get("b_name"), (String) m.get("opening"),
                line == null ? 0 : ((BigDecimal) line).intValueExact());
    }

    /** The optional {@code engine_scores} object (absent from records written before it existed). */
    private static Map<String, String> engineScores(Map<?, ?> m) {
        Object o = m.get("engine_scores");
        if (o == null) return null;
        if (!(o instanceof Map<?, ?> scores)) throw new IllegalArgumentException("'engine_scores' must be an object");
        Map<String, String> out = new LinkedHashMap<>();
        scores.forEach((k, v) -> out.put((String) k, (String) v));
        return out;
    }

    private static void appendTimes(StringBuilder sb, double[] t) {
        sb.append('[');
        for (int i = 0; i < t.length; i++) {
            if (i > 0) sb.append(',');
            sb.append(Double.isNaN(t[i]) ? "null" : String.format(Locale.ROOT, "%.3f", t[i]));
        }
        sb.append(']');
    }

    private static double[] times(List<Object> l) {
        double[] t = new double[l.size()];
        for (int i = 0; i < t.length; i++) t[i] = l.get(i) == null ? Double.NaN : ((BigDecimal) l.get(i)).doubleValue();
        return t;
    }

    private static List<Object> list(Map<?, ?> m, String key) {
        Object o = m.get(key);
        if (!(o instanceof List<?> l)) throw new IllegalArgumentException("'" + key + "' must be a list");
        return new ArrayList<>(l);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameRecord r && sameGame(r) && Arrays.equals(millis, r.millis)
                && Arrays.equals(cpuMillis, r.cpuMillis) && Arrays.equals(budgetMillis, r.budgetMillis)
                && Arrays.equals(clockMillis, r.clockMillis);
    }

    @Override
    public int hashCode() {
        return Objects.hash(game, index, seed, moves) * 31 + Arrays.hashCode(millis);
    }

    @Override
    public String toString() {
        return toJson();
    }
}
