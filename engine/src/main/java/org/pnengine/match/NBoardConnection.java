package org.pnengine.match;

import java.io.IOException;
import java.util.List;
import org.pnengine.client.GtpFailure;
import org.pnengine.client.LineController;
import org.pnengine.game.Game;
import org.pnengine.game.GgfNotation;
import org.pnengine.game.State;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.TimeControls;

/**
 * One running NBoard engine (a child process): the controller's side of NBoard, the protocol of
 * Othello GUIs, as the NBoard GUI speaks it. Othello only: the game is written in its
 * {@link GgfNotation}.
 *
 * <ul>
 *   <li><b>Start:</b> {@code nboard 2}, then {@code ping N} and its {@code pong N}; the engine's
 *       {@code set myname NAME}, whenever it comes, is the label.</li>
 *   <li><b>A game</b> ({@link #newGame}): {@code set depth N} for the entrant's {@code depth=N}
 *       (NBoard's only strength control), then the game's start as {@code set game}, {@code ping}
 *       and {@code pong}, so that a start the engine refuses is found before the first move.</li>
 *   <li><b>A move</b> ({@link #genmove}): {@code set game GGF} with the whole game (start, every
 *       move since, and under a clock the clocks), {@code ping}/{@code pong}, {@code go}, and the
 *       engine's {@code === MOVE[/EVAL[/TIME]]}; other lines are read past. A
 *       {@code status error} line before the {@code pong} is a refusal; an answer that is no move
 *       of the game is an illegal move.</li>
 *   <li><b>Clocks</b> ({@link #clocks}): each side's, as GGF counts them from the game's start,
 *       {@code TB[MAIN/INC]}, {@code TW[...]}, and each move with the time the match charged it,
 *       {@code B[F5//1.234]}. A side under byo-yomi gets the time it has now, as sudden death. A
 *       fixed time per move or a playout budget is not told.</li>
 *   <li>{@code quit} at the end.</li>
 * </ul>
 * Every line, the forced moves' times and Edax's spacing in full: docs/matches.md#external-engines
 * ("NBoard engines").
 */
final class NBoardConnection extends LineEngine {

    private int pings;
    private GgfNotation ggf;

    private NBoardConnection(EngineSpec spec, LineController engine, long timeoutMillis) {
        super(spec, engine, timeoutMillis, program(spec));
    }

    static NBoardConnection open(EngineSpec spec, EngineSettings settings) throws IOException, GtpFailure, InterruptedException {
        return start(spec, settings, c -> {
            NBoardConnection n = new NBoardConnection(spec, c, settings.timeoutMillis());
            c.send("nboard 2");
            n.sync();
            return n;
        });
    }

    @Override
    public void newGame(Game game, MoveBudget budget, Opening opening) throws GtpFailure, InterruptedException {
        inStep = false;
        ggf = GgfNotation.of(game).orElse(null);
        if (ggf == null) {
            throw new GtpFailure(GtpFailure.Kind.REFUSED, "NBoard plays Othello only, not " + game.descriptor());
        }
        if (spec.terms().containsKey("depth")) engine.send("set depth " + spec.terms().get("depth"));
        startFrom(game, opening, true);
        engine.send("set game " + record(null));
        sync();
        inStep = true;
    }

    @Override
    public Contestant.Answer genmove(Contestant.Turn turn, MoveBudget budget, long hardMillis, double budgetMillis)
            throws GtpFailure, Contestant.Loss, InterruptedException {
        engine.send("set game " + record(turn));
        sync();
        Reply r = ask("go", l -> l.startsWith("==="), "=== MOVE", hardMillis, this::read);
        String[] words = r.line().substring(3).strip().split("[\\s/]+", 2);
        return answer(ggf::parseMove, turn.state(), words[0], r, budgetMillis);
    }

    /**
     * The game as a GGF record: the start, and with {@code turn} its moves and clocks (null: the
     * start alone).
     */
    private String record(Contestant.Turn turn) {
        StringBuilder sb = new StringBuilder("(;GM[Othello]PC[pnengine]TY[").append(ggf.type()).append("]BO[")
                .append(ggf.board(start)).append(']');
        List<Integer> moves = turn == null ? List.of() : turn.moves();
        boolean[] timed = turn == null ? new boolean[2] : clocks(sb, turn);
        long[] increments = turn == null || turn.clock() == null ? new long[2] : increments(turn);
        State walk = start.copy();
        for (int i = 0; i < moves.size(); i++) {
            int color = walk.toMove();
            sb.append(color == Game.FIRST ? "B[" : "W[").append(ggf.formatMove(walk, moves.get(i)));
            if (timed[color]) {
                double ms = turn.millis().get(i);
                long charged = Double.isNaN(ms) ? increments[color] : (long) Math.ceil(ms);
                if (charged > 0) sb.append("//").append(MoveBudget.seconds(charged));
            }
            sb.append(']');
            walk.apply(moves.get(i));
        }
        return sb.append(";)").toString();
    }

    /** Writes {@code TB} and {@code TW} (see the class comment); returns which sides' moves carry times. */
    private static boolean[] clocks(StringBuilder sb, Contestant.Turn turn) {
        boolean[] timed = new boolean[2];
        if (turn.clock() == null) return timed;
        int mover = turn.state().toMove();
        for (int color : new int[] {Game.FIRST, Game.SECOND}) {
            PlayerClock c = color == mover || turn.opponentClock() == null ? turn.clock() : turn.opponentClock();
            TimeControls tc = c.controls();
            timed[color] = !tc.hasByoYomi();
            GgfNotation.Clock clock = timed[color] ? new GgfNotation.Clock(tc.mainMillis(), tc.incrementMillis())
                    : new GgfNotation.Clock(c.availableMillis(), 0);
            sb.append(color == Game.FIRST ? "TB[" : "TW[").append(clock.text()).append(']');
        }
        return timed;
    }

    private static long[] increments(Contestant.Turn turn) {
        int mover = turn.state().toMove();
        PlayerClock other = turn.opponentClock() != null ? turn.opponentClock() : turn.clock();
        long[] inc = new long[2];
        inc[mover] = turn.clock().controls().incrementMillis();
        inc[1 - mover] = other.controls().incrementMillis();
        return inc;
    }

    /** {@code ping N}, and waits for {@code pong N}: a {@code status error} before it is a refusal. */
    private void sync() throws GtpFailure, InterruptedException {
        String pong = "pong " + ++pings;
        engine.send("ping " + pings);
        String l = engine.await(x -> x.equals(pong) || x.startsWith("status error"), pong, timeoutMillis, this::read);
        if (!l.equals(pong)) {
            inStep = false;
            throw new GtpFailure(GtpFailure.Kind.REFUSED, "refused the game: " + shorten(l));
        }
    }

    /** The lines read past: {@code set myname NAME} is the label. */
    private void read(String line) {
        if (line.startsWith("set myname ") && !line.substring(11).isBlank()) label = line.substring(11).strip();
    }
}
