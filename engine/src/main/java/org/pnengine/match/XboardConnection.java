package org.pnengine.match;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.pnengine.client.GtpFailure;
import org.pnengine.client.LineController;
import org.pnengine.game.Game;
import org.pnengine.game.ProtocolNotation;
import org.pnengine.game.State;
import org.pnengine.game.XboardNotation;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.TimeControls;

/**
 * One running xboard engine (a child process): the controller's side of the Chess Engine
 * Communication Protocol, version 2, as a GUI or tournament manager speaks it. Every line, the
 * variant's name and the rounding of seconds in full: docs/matches.md#external-engines.
 * <ul>
 *   <li><b>Start:</b> {@code xboard}, {@code protover 2}; each feature is answered
 *       {@code accepted NAME} if the match follows it ({@link #ACCEPTED}, or its value is 0) and
 *       {@code rejected NAME} if not ({@code san=1} among them), until {@code done=1}. An engine
 *       that sends no feature within {@link #FEATURES_MILLIS} (or the engine timeout, if shorter)
 *       is taken for one of version 1. Its {@code myname} is the label. Then the entrant's
 *       options, {@code option NAME=VALUE}.</li>
 *   <li><b>A game</b> ({@link #newGame}): {@code new}, {@code variant NAME}, {@code force},
 *       {@code easy}, the time control ({@code st S}, {@code level 0 BASE INC}, or the entrant's
 *       {@code st=S}), {@code sd N}, the opening ({@code setboard FEN} or moves), then
 *       {@code ping N} and its {@code pong N}.</li>
 *   <li><b>A move</b> ({@link #genmove}): {@code force}, the moves the engine has not seen
 *       ({@code usermove MOVE}, or the bare move), under a clock {@code time} and {@code otim}
 *       (centiseconds), then {@code go}, and the engine's {@code move MOVE}. {@code resign}
 *       resigns; {@code Illegal move}, or an {@code Error} about a line the game needed, is a
 *       refusal; an answer that is no move of the game is an illegal move.</li>
 *   <li><b>Seconds</b> go to pnengine (its {@code myname}) with fractions, to other engines whole,
 *       as CECP writes them. {@code quit} at the end; an engine with {@code reuse=0} is started
 *       afresh for each game.</li>
 * </ul>
 */
final class XboardConnection extends LineEngine {

    /** The longest wait for the first feature: cutechess-cli's 8 s (xboard's 2 s is short for a JVM's start). */
    static final long FEATURES_MILLIS = 8_000;

    /** The features the match follows (or does not need to), answered {@code accepted} whatever their value. */
    static final Set<String> ACCEPTED = Set.of("done", "myname", "variants", "ping", "setboard", "usermove", "time", "reuse",
            "option", "debug", "draw", "sigterm");

    /** The features as the engine stated them (the protocol's defaults where it did not). */
    private final Map<String, String> features;
    private final List<String> variants;
    private int pings;
    private ProtocolNotation notation;
    /** The engine's position: the start, with the moves it has been told or has played itself. */
    private State mirror;
    /** The game's moves the engine has seen. */
    private int told;
    /** Whether the engine has played a game (one with {@code reuse=0} then plays no other). */
    private boolean played;
    /** The lines the game needs that the engine has been sent since its last answer: a refusal of one is a fault. */
    private final Set<String> needed = new HashSet<>();

    private XboardConnection(EngineSpec spec, LineController engine, long timeoutMillis, Map<String, String> features) {
        super(spec, engine, timeoutMillis, features.containsKey("myname") ? features.get("myname") : program(spec));
        this.features = features;
        String v = features.get("variants");
        this.variants = v == null ? null : List.of(v.split("\\s*,\\s*"));
    }

    static XboardConnection open(EngineSpec spec, EngineSettings settings) throws IOException, GtpFailure, InterruptedException {
        return start(spec, settings, c -> greet(c, spec, settings));
    }

    /** {@code protover 2}, the engine's features accepted or rejected, and the spec's options. */
    private static XboardConnection greet(LineController c, EngineSpec spec, EngineSettings settings)
            throws GtpFailure, InterruptedException {
        c.send("xboard");
        c.send("protover 2");
        Map<String, String> features = new HashMap<>(Map.of("time", "1", "reuse", "1"));
        long deadline = System.nanoTime() + Math.min(FEATURES_MILLIS, settings.timeoutMillis()) * 1_000_000;
        while (!"1".equals(features.get("done"))) {
            long left = (deadline - System.nanoTime()) / 1_000_000;
            String line = left <= 0 ? null : c.awaitIfAny(l -> l.startsWith("feature "), "feature", left, l -> { });
            if (line == null) break;   // version 1, or too slow: the defaults
            for (String[] f : features(line.substring("feature ".length()))) {
                boolean yes = ACCEPTED.contains(f[0]) || f[1].equals("0");
                c.send((yes ? "accepted " : "rejected ") + f[0]);
                if (yes) features.put(f[0], f[1]);
                if (f[0].equals("done") && f[1].equals("0")) deadline = System.nanoTime() + settings.timeoutMillis() * 1_000_000;
            }
        }
        for (Map.Entry<String, String> o : spec.options().entrySet()) c.send("option " + o.getKey() + "=" + o.getValue());
        return new XboardConnection(spec, c, settings.timeoutMillis(), features);
    }

    /** A {@code feature} line's {@code NAME=VALUE} pairs, a value in double quotes if it has spaces. */
    static List<String[]> features(String text) {
        List<String[]> out = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            while (i < text.length() && text.charAt(i) == ' ') i++;
            int eq = text.indexOf('=', i);
            if (eq < 0) break;
            String name = text.substring(i, eq).strip();
            int end;
            String value;
            if (eq + 1 < text.length() && text.charAt(eq + 1) == '"') {
                end = text.indexOf('"', eq + 2);
                if (end < 0) end = text.length();
                value = text.substring(eq + 2, end);
                end++;
            } else {
                end = text.indexOf(' ', eq);
                if (end < 0) end = text.length();
                value = text.substring(eq + 1, end);
            }
            if (!name.isEmpty()) out.add(new String[] {name, value});
            i = end;
        }
        return out;
    }

    private boolean has(String feature) {
        return "1".equals(features.get(feature));
    }

    @Override
    public boolean knowsSetboard() {
        return has("setboard");
    }

    @Override
    public boolean isHealthy() {
        return super.isHealthy() && (has("reuse") || !played);
    }

    @Override
    public void newGame(Game game, MoveBudget budget, Opening opening) throws GtpFailure, InterruptedException {
        inStep = false;
        notation = XboardNotation.of(game).orElse(null);
        if (notation == null) {
            throw new GtpFailure(GtpFailure.Kind.REFUSED, game.descriptor()
                    + " cannot be written in xboard (protocol-spec/xboard.md lists the games)");
        }
        needed.clear();
        need("new");
        need("variant " + variant(game));
        need("force");
        engine.send("easy");
        String st = spec.terms().get("st");
        if (st != null) {
            need("st " + st);
        } else if (budget instanceof MoveBudget.FixedTime f) {
            need("st " + seconds(f.millis()));
        } else if (budget instanceof MoveBudget.GameClock c) {
            TimeControls tc = c.controls();
            long base = tc.mainMillis() > 0 || !tc.hasByoYomi() ? tc.mainMillis() : tc.byoMillis();
            need("level 0 " + minutes(base) + " " + increment(tc.incrementMillis()));
        }
        if (spec.terms().containsKey("sd")) need("sd " + spec.terms().get("sd"));
        startFrom(game, opening, false);
        if (opening != null && opening.isPosition()) {
            if (!knowsSetboard()) throw new GtpFailure(GtpFailure.Kind.REFUSED, label + " does not take setboard");
            need("setboard " + notation.position(start));
        }
        mirror = start.copy();
        for (int m : openingMoves) tell(m);
        told = 0;   // the game's own moves count from here
        sync();
        inStep = true;
    }

    /** The game's variant name for this engine; see the class comment. */
    private String variant(Game game) throws GtpFailure {
        String given = spec.terms().get("variant");
        if (given != null) return given;
        List<String> names = notation.variants();
        if (variants == null) return names.get(0);
        for (String n : names) if (variants.contains(n)) return n;
        throw new GtpFailure(GtpFailure.Kind.REFUSED, label + " lists no variant " + String.join(" or ", names) + " for "
                + game.descriptor() + " (give variant=NAME if it knows the game by another name)");
    }

    @Override
    public Contestant.Answer genmove(Contestant.Turn turn, MoveBudget budget, long hardMillis, double budgetMillis)
            throws GtpFailure, Contestant.Loss, InterruptedException {
        played = true;
        engine.send("force");
        while (told < turn.moves().size()) {
            tell(turn.moves().get(told));
            told++;
        }
        PlayerClock clock = turn.clock();
        if (clock != null && !spec.terms().containsKey("st") && has("time")) {
            PlayerClock other = turn.opponentClock() != null ? turn.opponentClock() : clock;
            engine.send("time " + clock.millisLeft() / 10);
            engine.send("otim " + other.millisLeft() / 10);
        }
        needed.add("go");
        Reply r = ask("go", l -> l.startsWith("move ") || l.equals("resign") || isRefusal(l), "move", hardMillis, l -> { });
        if (isRefusal(r.line())) {
            inStep = false;
            throw new GtpFailure(GtpFailure.Kind.REFUSED, "refused: " + shorten(r.line()));
        }
        needed.clear();
        if (r.line().equals("resign")) throw new Contestant.Loss(GameRecord.Termination.RESIGN, "resigned");
        Contestant.Answer a = answer(notation::parseMove, mirror, r.line().substring(5).strip(), r, budgetMillis);
        if (Match.isLegal(mirror, a.move())) {
            mirror.apply(a.move());   // the engine has played it on its board
            told++;
        } else {
            inStep = false;
        }
        return a;
    }

    /** Tells the engine one move, in force mode. */
    private void tell(int move) throws GtpFailure {
        String word = notation.formatMove(mirror, move);
        needed.add(word);
        need(has("usermove") ? "usermove " + word : word);
        mirror.apply(move);
    }

    /** Sends a line the game needs: a refusal of it is a fault. */
    private void need(String line) throws GtpFailure {
        needed.add(line);
        engine.send(line);
    }

    /** With {@code ping=1}: {@code ping N}, and waits for {@code pong N}, failing on a refusal of a line sent before. */
    private void sync() throws GtpFailure, InterruptedException {
        if (!has("ping")) return;
        String pong = "pong " + ++pings;
        engine.send("ping " + pings);
        String l = engine.await(x -> x.equals(pong) || isRefusal(x), pong, timeoutMillis, x -> { });
        if (isRefusal(l)) throw new GtpFailure(GtpFailure.Kind.REFUSED, "refused: " + shorten(l));
        needed.clear();
    }

    /**
     * Whether {@code line} refuses a line the game needed: {@code Illegal move ...}, an
     * {@code Error (...): LINE} about one of them, or the refusal of a {@code setboard}.
     */
    private boolean isRefusal(String line) {
        if (line.startsWith("Illegal move")) return true;
        if (line.startsWith("tellusererror Illegal position")) return needed.stream().anyMatch(n -> n.startsWith("setboard"));
        if (!line.startsWith("Error")) return false;
        int i = line.indexOf("):");
        return i >= 0 && needed.contains(line.substring(i + 2).strip());
    }

    /** Whether the engine is pnengine, which takes fractions of a second. */
    private boolean takesFractions() {
        return label.toLowerCase(Locale.ROOT).startsWith("pnengine");
    }

    /** Seconds for {@code st}; see the class comment. */
    private String seconds(long millis) {
        return takesFractions() ? MoveBudget.seconds(millis) : Long.toString(Math.max(1, Math.round(millis / 1000.0)));
    }

    /** {@code level}'s BASE: minutes ({@code 5}), or {@code M:SS}. */
    private String minutes(long millis) {
        long ms = takesFractions() ? millis : Math.max(1, Math.round(millis / 1000.0)) * 1000;
        if (ms % 60_000 == 0) return Long.toString(ms / 60_000);
        String s = MoveBudget.seconds(ms % 60_000);
        return ms / 60_000 + ":" + (ms % 60_000 < 10_000 ? "0" : "") + s;
    }

    /** {@code level}'s INC: seconds, rounded down unless the engine takes fractions. */
    private String increment(long millis) {
        return takesFractions() ? MoveBudget.seconds(millis) : Long.toString(millis / 1000);
    }
}
