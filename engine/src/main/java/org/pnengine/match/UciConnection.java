package org.pnengine.match;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.pnengine.client.GtpFailure;
import org.pnengine.client.LineController;
import org.pnengine.game.Game;
import org.pnengine.game.ProtocolNotation;
import org.pnengine.game.State;
import org.pnengine.game.UsiNotation;
import org.pnengine.game.VariantNotation;
import org.pnengine.search.MoveBudget;
import org.pnengine.search.PlayerClock;
import org.pnengine.search.TimeControls;

/**
 * One running UCI or USI engine (a child process): the controller's side of those protocols.
 *
 * <ul>
 *   <li><b>Start:</b> {@code uci} (or {@code usi}), then {@code uciok}; its {@code id name} is the
 *       label.</li>
 *   <li><b>A game</b> ({@link #newGame}): the entrant's options in the order given
 *       ({@code setoption name NAME value VALUE}), then {@code UCI_Variant} with the game's
 *       variant name unless the entrant set it, {@code ucinewgame} (or {@code usinewgame}),
 *       {@code isready} and its {@code readyok}.</li>
 *   <li><b>A move</b> ({@link #genmove}): {@code position startpos|fen|sfen ... moves ...} with the
 *       whole game, then {@code go} with the match's terms: {@code movetime} for a fixed time;
 *       both clocks ({@code wtime btime}, UCI's White and USI's Black being the first player),
 *       their increments, and {@code movestogo} (UCI) or {@code byoyomi} (USI) in byo-yomi, for a
 *       clock; {@code nodes} for playouts. The entrant's {@code go.TERM=VALUE} words replace the
 *       time terms (e.g. {@code go.depth=3}). Then {@code bestmove}; {@code info} lines are read
 *       past. {@code bestmove resign} (USI) resigns; an answer that is no move of the game is an
 *       illegal move.</li>
 *   <li>{@code quit} at the end. (USI's {@code gameover} is not sent: the next {@code usinewgame}
 *       starts afresh.)</li>
 * </ul>
 */
final class UciConnection extends LineEngine {

    private final boolean usi;
    private ProtocolNotation notation;
    /** The game's start, as the position command writes it. */
    private String base;

    private UciConnection(EngineSpec spec, LineController engine, long timeoutMillis, String label) {
        super(spec, engine, timeoutMillis, label);
        this.usi = spec.protocol() == EngineSpec.Protocol.USI;
    }

    static UciConnection open(EngineSpec spec, EngineSettings settings) throws IOException, GtpFailure, InterruptedException {
        boolean usi = spec.protocol() == EngineSpec.Protocol.USI;
        return start(spec, settings, c -> {
            c.send(usi ? "usi" : "uci");
            String[] name = {null};
            c.await(l -> l.equals(usi ? "usiok" : "uciok"), usi ? "usiok" : "uciok", settings.timeoutMillis(), l -> {
                if (l.startsWith("id name ")) name[0] = l.substring(8).strip();
            });
            return new UciConnection(spec, c, settings.timeoutMillis(), name[0] != null ? name[0] : program(spec));
        });
    }

    @Override
    public void newGame(Game game, MoveBudget budget, Opening opening) throws GtpFailure, InterruptedException {
        inStep = false;
        notation = usi ? UsiNotation.of(game).orElse(null) : VariantNotation.of(game).orElse(null);
        if (notation == null) {
            throw new GtpFailure(GtpFailure.Kind.REFUSED, game.descriptor() + " cannot be written in " + spec.protocol().word()
                    + " (protocol-spec/" + spec.protocol().word() + ".md lists the games)");
        }
        boolean variantGiven = false;
        for (Map.Entry<String, String> o : spec.options().entrySet()) {
            engine.send("setoption name " + o.getKey() + " value " + o.getValue());
            variantGiven |= o.getKey().equalsIgnoreCase("UCI_Variant");
        }
        if (!variantGiven) engine.send("setoption name UCI_Variant value " + notation.variants().get(0));
        engine.send(usi ? "usinewgame" : "ucinewgame");
        engine.send("isready");
        engine.await("readyok"::equals, "readyok", timeoutMillis, l -> { });
        startFrom(game, opening, false);
        base = opening != null && opening.isPosition() ? (usi ? "sfen " : "fen ") + notation.position(start) : "startpos";
        inStep = true;
    }

    @Override
    public Contestant.Answer genmove(Contestant.Turn turn, MoveBudget budget, long hardMillis, double budgetMillis)
            throws GtpFailure, Contestant.Loss, InterruptedException {
        StringBuilder position = new StringBuilder("position ").append(base);
        State walk = start.copy();
        List<Integer> all = movesFromStart(turn.moves());
        if (!all.isEmpty()) position.append(" moves");
        for (int m : all) {
            position.append(' ').append(notation.formatMove(walk, m));
            walk.apply(m);
        }
        engine.send(position.toString());
        Reply r = ask(goCommand(turn, budget), l -> l.startsWith("bestmove"), "bestmove", hardMillis, l -> { });
        String[] words = r.line().split("\\s+");
        String word = words.length > 1 ? words[1] : "";
        if (word.equals("resign")) throw new Contestant.Loss(GameRecord.Termination.RESIGN, "resigned");
        return answer(notation::parseMove, turn.state(), word, r, budgetMillis);
    }

    /** The {@code go} line of {@code turn}; see the class comment. */
    private String goCommand(Contestant.Turn turn, MoveBudget budget) {
        if (!spec.terms().isEmpty()) {
            StringBuilder sb = new StringBuilder("go");
            spec.terms().forEach((k, v) -> sb.append(' ').append(k).append(' ').append(v));
            return sb.toString();
        }
        if (budget instanceof MoveBudget.FixedTime f) return "go movetime " + f.millis();
        if (budget instanceof MoveBudget.Playouts p) return "go nodes " + p.playouts();
        if (budget instanceof MoveBudget.GameClock c && turn.clock() != null) {
            int me = turn.state().toMove();
            PlayerClock mine = turn.clock();
            PlayerClock theirs = turn.opponentClock() != null ? turn.opponentClock() : mine;
            PlayerClock first = me == Game.FIRST ? mine : theirs;
            PlayerClock second = me == Game.FIRST ? theirs : mine;
            TimeControls tc = c.controls();
            // UCI's White and USI's Black move first; each side's increment is its own clock's (time odds).
            String firstWord = usi ? "btime" : "wtime";
            String secondWord = usi ? "wtime" : "btime";
            StringBuilder sb = new StringBuilder("go ").append(firstWord).append(' ').append(first.millisLeft())
                    .append(' ').append(secondWord).append(' ').append(second.millisLeft());
            long firstInc = first.controls().incrementMillis();
            long secondInc = second.controls().incrementMillis();
            if (firstInc > 0 || secondInc > 0) {
                sb.append(usi ? " binc " : " winc ").append(firstInc).append(usi ? " winc " : " binc ").append(secondInc);
            }
            if (tc.hasByoYomi()) {
                if (usi) sb.append(" byoyomi ").append(tc.byoMillis() / Math.max(1, tc.byoStones()));
                else if (mine.stonesLeft() > 0) sb.append(" movestogo ").append(mine.stonesLeft());
            }
            return sb.toString();
        }
        return "go";
    }
}
