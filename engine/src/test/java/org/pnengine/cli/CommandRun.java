package org.pnengine.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.ToIntFunction;

/**
 * One run of the real command line in-process, {@link Main#run}, with its exit code and what it
 * wrote to stdout and stderr.
 */
record CommandRun(int code, String out, String err) {

    static CommandRun of(String... args) {
        return in(Main::run, args);
    }

    /** One run of the command line {@code main} (the engine's {@link Main#run}, or the lab's). */
    static CommandRun in(ToIntFunction<String[]> main, String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = main.applyAsInt(args);
            return new CommandRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }
}
