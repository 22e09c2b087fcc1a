package org.pnengine.cli;

import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine;

/**
 * What {@code match} and {@code tournament} share as commands: a call that runs the
 * {@link TournamentRun.Plan} the parsed options describe, and that plan for {@code merge}. A
 * command gives its entrants and its format, with its {@link RunOptions}, in
 * {@link #plan(CommandLine)}.
 */
abstract class RunCommand implements Callable<Integer>, TournamentRun.ShardedRun {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /**
     * The run the options parsed into {@code cmd} describe; nothing is started.
     *
     * @throws CommandLine.ParameterException if they describe none
     */
    abstract TournamentRun.Plan plan(CommandLine cmd);

    @Override
    public final TournamentRun.Plan plan() {
        return plan(spec.commandLine());
    }

    @Override
    public final Integer call() throws IOException, InterruptedException {
        return TournamentRun.execute(plan(), spec.commandLine());
    }
}
