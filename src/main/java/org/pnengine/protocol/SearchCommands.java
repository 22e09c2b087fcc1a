package org.pnengine.protocol;

import java.util.stream.Collectors;
import org.pnengine.engine.Session;
import org.pnengine.game.State;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;

/** {@code genmove}, {@code solve} and the player/solver settings. */
final class SearchCommands {

    private SearchCommands() {
    }

    static String genmove(CommandContext ctx) throws Exception {
        ctx.args().expect(1, "color");
        Session s = ctx.session();
        return s.genmove(ctx.args().color(1, s.game()), true).move();
    }

    static String regGenmove(CommandContext ctx) throws Exception {
        ctx.args().expect(1, "color");
        Session s = ctx.session();
        return s.genmove(ctx.args().color(1, s.game()), false).move();
    }

    static String stop(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return "";
    }

    static String player(CommandContext ctx) throws Exception {
        Session s = ctx.session();
        if (ctx.args().size() > 0) s.configurePlayer(ctx.args().word(1), ctx.args().from(2));
        return s.playerDescription();
    }

    static String solvers(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return SearcherCatalog.SOLVERS.stream().map(t -> t.name() + t.params().stream()
                        .map(p -> " " + p.key() + "=" + p.defaultValue()).collect(Collectors.joining()))
                .collect(Collectors.joining("\n"));
    }

    /** {@code solve [algorithm=NAME] [nodes=N] [time=SECONDS] [memory=MB] [key=value ...]}. */
    static String solve(CommandContext ctx) throws Exception {
        SolveRequest req = SolveRequest.parse(ctx.args().all());
        Session s = ctx.session();
        State st = s.state();
        SolveResult r = s.solve(req.type(), req.params(), req.limits(), Solver.NO_PROGRESS);
        return SolveReply.format(r, st);
    }

}
