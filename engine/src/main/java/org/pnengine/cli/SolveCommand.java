package org.pnengine.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.EngineException;
import org.pnengine.engine.EngineSession;
import org.pnengine.protocol.GtpException;
import org.pnengine.protocol.SolveReply;
import org.pnengine.protocol.SolveRequest;
import org.pnengine.search.SolveResult;
import org.pnengine.search.Solver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code solve}: solves one position offline and prints the same line as the wire's
 * {@code solve} reply (without the {@code =}).
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solve one position offline and print: value move [score=] nodes= expanded= peak= time= [pv=] algorithm=")
final class SolveCommand implements Callable<Integer> {

    @Mixin
    GameOption game;

    @Option(names = {"-p", "--position"}, paramLabel = "TEXT",
            description = "The position text of the game (see protocol-spec/games), or for Connect Four a move string like 4453. Default: the start position.")
    String position;

    @Option(names = "--progress", description = "Print progress lines on stderr about once a second.")
    boolean progress;

    @Parameters(paramLabel = "key=value",
            description = "algorithm=NAME (default: the game's fastest for the value asked), score=true (without algorithm=: the exact score), nodes=N, time=SECONDS, memory=MB and the algorithm's own parameters, as on the wire.")
    List<String> args = new ArrayList<>();

    @Override
    public Integer call() {
        GameSpec g = game.spec();
        EngineSession session = new EngineSession(EngineConfig.defaults().withGame(g.type(), g.args()));
        try {
            if (position != null) session.setPosition(position);
            SolveRequest req = SolveRequest.parse(args, session.game());
            Solver.ProgressListener listener = !progress ? Solver.NO_PROGRESS
                    : p -> System.err.println(SolveReply.progress(p));
            Runtime.getRuntime().addShutdownHook(new Thread(session::cancelSearch));
            SolveResult r = session.solve(req.type(), req.params(), req.limits(), listener);
            System.out.println(SolveReply.format(r, session.state(), req.type().name()));
            return 0;
        } catch (EngineException e) {
            System.err.println("pnengine solve: " + GtpException.of(e).getMessage());
            return 2;
        } catch (GtpException e) {
            System.err.println("pnengine solve: " + e.getMessage());
            return 2;
        }
    }
}
