package org.pnengine.protocol;

import org.pnengine.engine.EngineException;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.State;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;

/** {@code genmove}, {@code solve} and the player/solver settings. */
final class SearchCommands {

    private SearchCommands() {
    }

    static String genmove(CommandContext ctx) throws Exception {
        ctx.args().expect(1, "color");
        EngineSession s = ctx.session();
        return s.genmove(ctx.args().color(1, s.game()), true).move();
    }

    static String regGenmove(CommandContext ctx) throws Exception {
        ctx.args().expect(1, "color");
        EngineSession s = ctx.session();
        return s.genmove(ctx.args().color(1, s.game()), false).move();
    }

    static String stop(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return "";
    }

    static String player(CommandContext ctx) throws Exception {
        EngineSession s = ctx.session();
        if (ctx.args().size() > 0) s.configurePlayer(ctx.args().word(1), ctx.args().from(2));
        return s.playerDescription();
    }

    /**
     * {@code solve [algorithm=NAME] [score=BOOL] [nodes=N] [time=SECONDS] [memory=MB] [progress=SECONDS]
     * [key=value ...]}. With {@code progress}, the reply is streamed: {@code =id} at once, then a
     * {@code progress} line at most every that many seconds (as often as the solver reports,
     * about once a second), then the usual result line. Only {@code stop} ends it early.
     */
    static String solve(CommandContext ctx) throws Exception {
        EngineSession s = ctx.session();
        SolveRequest req = SolveRequest.parse(ctx.args().all(), s.game());
        State st = s.state();
        Solver.ProgressListener listener = Solver.NO_PROGRESS;
        Runnable searching = () -> { };
        if (req.progressMillis() > 0) {
            // The stream begins once the solve is admitted: a busy server answers an ordinary failure.
            searching = () -> ctx.stream(null);
            long[] last = {System.nanoTime()};
            long every = req.progressMillis() * 1_000_000L;
            listener = p -> {
                long now = System.nanoTime();
                if (now - last[0] >= every - 50_000_000L) {   // solvers report about once a second: allow jitter
                    last[0] = now;
                    ctx.stream(SolveReply.progress(p));
                }
            };
        }
        SolveResult r = s.solve(req.type(), req.params(), req.limits(), listener, searching);
        return SolveReply.format(r, st, req.type().name());
    }


    /**
     * {@code pn-analyze [color] [interval]}: streams {@code info} lines every interval
     * (centiseconds, default 100) until any new line arrives, then ends with an empty line.
     */
    static String analyze(CommandContext ctx) throws Exception {
        EngineSession s = ctx.session();
        AnalyzeArgs a = AnalyzeArgs.parse(ctx.args(), s, false);
        if (s.state().isTerminal()) throw new EngineException(EngineException.Kind.GAME_OVER, "nothing to analyze");
        State shown = s.rootFor(a.color);
        // The stream begins once the search is admitted: a busy server answers an ordinary failure.
        // Any new line ends the analysis, or its wait for a place.
        s.analyze(a.color, a.intervalMillis, info -> ctx.stream(AnalysisFormat.line(info, shown)), ctx.untilInput(),
                ctx::beginStream);
        return "";
    }

    /**
     * {@code pn-genmove_analyze color [interval]}: like {@code genmove}, streaming {@code info}
     * lines while it searches, then {@code play MOVE} as the last line.
     */
    static String genmoveAnalyze(CommandContext ctx) throws Exception {
        EngineSession s = ctx.session();
        AnalyzeArgs a = AnalyzeArgs.parse(ctx.args(), s, true);
        State root = s.rootFor(a.color);
        // The stream begins once the search is admitted (a busy server answers an ordinary
        // failure), or with the move when there was nothing to search.
        EngineSession.GeneratedMove m = s.genmove(a.color, true,
                info -> ctx.stream(AnalysisFormat.line(info, root)), a.intervalMillis, ctx::beginStream);
        if (!ctx.streamed()) ctx.beginStream();
        return "play " + m.move();
    }

    private record AnalyzeArgs(int color, long intervalMillis) {
        static AnalyzeArgs parse(Arguments args, EngineSession s, boolean colorRequired) throws GtpException {
            args.expect(colorRequired ? 1 : 0, 2, colorRequired ? "color [interval]" : "[color] [interval]");
            int color = s.state().toMove();
            int next = 1;
            if (args.size() >= 1 && s.game().parsePlayer(args.word(1)) >= 0) {
                color = args.color(1, s.game());
                next = 2;
            } else if (colorRequired) {
                color = args.color(1, s.game());
            }
            long interval = 1000;
            if (args.size() >= next) {
                int cs = args.integer(next, "interval in centiseconds");
                if (cs < 1 || cs > 360_000) throw GtpException.syntax("argument " + next
                        + " (interval) must be 1..360000 centiseconds, got " + cs);
                interval = cs * 10L;
            }
            if (args.size() > next) throw GtpException.syntax("too many arguments");
            return new AnalyzeArgs(color, interval);
        }
    }
}
