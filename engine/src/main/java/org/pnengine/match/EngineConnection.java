package org.pnengine.match;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pnengine.client.EngineAddress;
import org.pnengine.client.GtpController;
import org.pnengine.client.GtpFailure;
import org.pnengine.client.GtpReply;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.State;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.TimeControls;

/**
 * One running external engine (a child process or a connection) and what the match knows about
 * it: its name, the commands it knows, its pass dialect, and the game as it has been told.
 *
 * <ul>
 *   <li><b>Set-up</b> ({@link #newGame}): an engine that knows {@code pn-game} is pnengine and
 *       gets {@code set_game} with the full descriptor; another that knows {@code set_game} gets
 *       the catalog name alone, then {@code boardsize N} where the game has a size parameter,
 *       then {@code clear_board}; one that does not gets {@code boardsize} (if any) and
 *       {@code clear_board}. Then {@code komi 0} if it knows {@code komi}, and under a time budget
 *       {@code time_settings} if it knows it: {@code 0 S 1} for S seconds per move, or the
 *       match's clock. Then the opening, if the game has one: a position as {@code setboard TEXT},
 *       a move sequence as {@code play} commands (told at once, before the first
 *       {@code genmove}).</li>
 *   <li><b>Seconds</b> go to pnengine with fractions; other engines get whole seconds, as GTP
 *       defines those arguments (GRhino refuses {@code 0.5}): {@code time_settings} rounded to the
 *       nearest second but at least 1 where positive, {@code time_left} rounded down.</li>
 *   <li><b>Moves</b> reach the engine only when it is asked for one ({@link #genmove}) or for its
 *       score: every move it has not seen, as {@code play COLOR MOVE}. The first pass is sent as
 *       {@code play COLOR pass}; if the engine refuses it, it uses the implicit dialect (the same
 *       colour moves twice) and is never sent a pass again. Any other refusal is a fault.</li>
 * </ul>
 */
final class EngineConnection implements EngineLink {

    /** The commands beyond the basics that the match uses where the engine knows them. */
    private static final List<String> OPTIONAL = List.of("pn-game", "set_game", "komi", "final_score", "time_settings",
            "time_left", "setboard");

    private final GtpController gtp;
    private final long timeoutMillis;
    private final String label;
    /** Those of {@link #OPTIONAL} the engine knows. */
    private final Set<String> known;
    /** Null until the first pass was told; then whether the engine took it. */
    private Boolean explicitPasses;
    private State mirror;
    private int seen;
    private boolean inStep = true;

    private EngineConnection(GtpController gtp, long timeoutMillis, String label, Set<String> known) {
        this.gtp = gtp;
        this.timeoutMillis = timeoutMillis;
        this.label = label;
        this.known = Set.copyOf(known);
    }

    /**
     * Starts or connects to the engine, and asks for its name, version and the commands the match
     * may use.
     */
    static EngineConnection open(EngineAddress address, EngineSettings settings)
            throws IOException, GtpFailure, InterruptedException {
        GtpController gtp = address.open(settings.connect());
        try {
            long t = settings.timeoutMillis();
            GtpReply name = gtp.send("name", t);
            GtpReply version = gtp.send("version", t);
            String label = name.ok() && !name.text().isBlank()
                    ? (name.text().strip() + (version.ok() && !version.text().isBlank() ? " " + version.text().strip() : ""))
                    : address.toString();
            Set<String> known = new HashSet<>();
            for (String c : OPTIONAL) {
                if (gtp.knownCommand(c, t)) known.add(c);
            }
            return new EngineConnection(gtp, t, label.replaceAll("\\s+", " "), known);
        } catch (GtpFailure | InterruptedException | RuntimeException e) {
            gtp.kill();
            throw e;
        }
    }

    /** Whether the engine is pnengine (it knows {@code pn-game}) and so takes full descriptors and fractions. */
    private boolean isPnengine() {
        return known.contains("pn-game") && known.contains("set_game");
    }

    /** Whether the engine knows {@code setboard}, which position openings need. */
    @Override
    public boolean knowsSetboard() {
        return known.contains("setboard");
    }

    /** The engine's GTP name and version. */
    @Override
    public String label() {
        return label;
    }

    /** Whether it can play another game: still connected, and its board in step with the match's. */
    @Override
    public boolean isHealthy() {
        return inStep && gtp.isUsable();
    }

    @Override
    public void quit() {
        gtp.quit();
    }

    @Override
    public void kill() {
        gtp.kill();
    }

    /**
     * Sets up a new game of {@code game} under {@code budget}, starting from {@code opening} (null:
     * the start position); see the class comment.
     */
    @Override
    public void newGame(Game game, MoveBudget budget, Opening opening) throws GtpFailure, InterruptedException {
        inStep = false;
        String sizeKey = game.type().sizeParameter();
        if (isPnengine()) {
            gtp.call("set_game " + game.descriptor(), timeoutMillis);
        } else {
            if (known.contains("set_game")) gtp.call("set_game " + game.type().name(), timeoutMillis);
            if (sizeKey != null) gtp.call("boardsize " + game.parameters().get(sizeKey), timeoutMillis);
            gtp.call("clear_board", timeoutMillis);
        }
        if (known.contains("komi")) gtp.send("komi 0", timeoutMillis);   // a refusal does not matter
        TimeControls c = timeSettings(budget);
        if (c != null && known.contains("time_settings")) {
            gtp.call("time_settings " + seconds(c.mainMillis(), false) + " " + seconds(c.byoMillis(), false) + " "
                    + c.byoStones(), timeoutMillis);
        }
        mirror = game.newInitialState();
        seen = 0;
        if (opening != null && opening.isPosition()) {
            gtp.call("setboard " + opening.position(), timeoutMillis);
            mirror = opening.start(game);
        } else if (opening != null) {
            sync(opening.codes(game));
            seen = 0;   // the game's own moves count from here
        }
        inStep = true;
    }

    /**
     * Tells the engine the moves it has not seen, then asks it for its move. The engine's clock
     * under the match's clock (if any) is sent as {@code time_left} first, if the engine knows it.
     *
     * @param hardMillis   how long to wait for the answer
     * @param budgetMillis the move's budget, for the record (NaN for none)
     * @return its move (which it has played on its board if legal; the game loop checks it)
     * @throws Contestant.Loss for a refused {@code genmove}, an unparsable answer or a resignation
     */
    @Override
    public Contestant.Answer genmove(Contestant.Turn turn, MoveBudget budget, long hardMillis, double budgetMillis)
            throws GtpFailure, Contestant.Loss, InterruptedException {
        PlayerClock clock = turn.clock();
        sync(turn.moves());
        String color = color(mirror.toMove());
        if (clock != null && known.contains("time_left")) {
            gtp.send("time_left " + color + " " + seconds(clock.millisLeft(), true) + " " + clock.stonesLeft(),
                    timeoutMillis);
        }
        double cpu0 = gtp.transport().cpuMillis();
        long t0 = System.nanoTime();
        GtpReply r = gtp.send("genmove " + color, hardMillis);
        double ms = (System.nanoTime() - t0) / 1e6;
        double cpu = gtp.transport().cpuMillis() - cpu0;
        if (!r.ok()) {
            inStep = false;
            throw new Contestant.Loss(GameRecord.Termination.PROTOCOL_ERROR, "refused 'genmove " + color + "': ? "
                    + r.text());
        }
        String word = r.text().strip();
        if (word.equalsIgnoreCase("resign")) throw new Contestant.Loss(GameRecord.Termination.RESIGN, "resigned");
        int move;
        try {
            move = mirror.parseMove(word.toLowerCase(Locale.ROOT));
        } catch (MoveFormatException | RuntimeException e) {
            inStep = false;
            throw new Contestant.Loss(GameRecord.Termination.ILLEGAL_MOVE, "answered '" + shorten(word)
                    + "', which is not a move (" + e.getMessage() + ")");
        }
        if (Match.isLegal(mirror, move)) {
            mirror.apply(move);
            seen++;
        } else {
            inStep = false;   // the game ends here; its board is not ours
        }
        return new Contestant.Answer(move, ms, cpu, budgetMillis);
    }

    /**
     * After the rules ended the game: tells the engine the last moves and asks its
     * {@code final_score}. Returns its answer, {@code "? message"} if it refused, or null if it
     * does not know the command or failed.
     */
    @Override
    public String finalScore(List<Integer> moves) throws InterruptedException {
        if (!known.contains("final_score") || !isHealthy()) return null;
        try {
            sync(moves);
            GtpReply r = gtp.send("final_score", timeoutMillis);
            return r.ok() ? r.text().strip() : "? " + r.text();
        } catch (GtpFailure e) {
            inStep = false;
            return null;
        }
    }

    private void sync(List<Integer> moves) throws GtpFailure, InterruptedException {
        while (seen < moves.size()) {
            int m = moves.get(seen);
            String play = "play " + color(mirror.toMove()) + " " + mirror.formatMove(m);
            if (mirror.isPass(m) && explicitPasses == null) {
                explicitPasses = gtp.send(play, timeoutMillis).ok();   // the dialect probe
            } else if (!mirror.isPass(m) || explicitPasses) {
                try {
                    gtp.call(play, timeoutMillis);
                } catch (GtpFailure f) {
                    inStep = false;
                    throw f;
                }
            }
            mirror.apply(m);
            seen++;
        }
    }

    /** GTP's colour: {@code b} for the first player, {@code w} for the second, in every game. */
    private static String color(int player) {
        return player == Game.FIRST ? "b" : "w";
    }

    /**
     * What {@code time_settings} tells an engine of {@code budget}: its clock, a fixed time per
     * move as byo-yomi periods of one move each, or nothing (null) for playouts.
     */
    private static TimeControls timeSettings(MoveBudget budget) {
        if (budget instanceof MoveBudget.GameClock clock) return clock.controls();
        if (budget instanceof MoveBudget.FixedTime fixed) return TimeControls.canadian(0, fixed.millis(), 1);
        return null;
    }

    /** Seconds for {@code time_settings} or ({@code floor}) {@code time_left}; see the class comment. */
    private String seconds(long millis, boolean floor) {
        if (isPnengine()) return MoveBudget.seconds(millis);
        if (floor) return Long.toString(millis / 1000);
        return Long.toString(millis == 0 ? 0 : Math.max(1, Math.round(millis / 1000.0)));
    }

    private static String shorten(String s) {
        String t = s.replaceAll("[\\p{Cntrl}\\uFFFD]", "?");
        return t.length() <= 40 ? t : t.substring(0, 40) + "...";
    }
}
