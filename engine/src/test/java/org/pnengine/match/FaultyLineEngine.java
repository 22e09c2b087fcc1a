package org.pnengine.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * A line-protocol engine with a fault, for tests: {@code FaultyLineEngine DIR PATTERN FAULTS COMMAND...}
 * runs COMMAND (a real engine) and passes the lines both ways, except that at the first line of
 * the engine's that matches PATTERN (its move, e.g. {@code move .*}) it does its fault: {@code crash}
 * (exits with code 3), {@code hang} (passes nothing more) or {@code illegal} (writes the move as
 * {@code zz9}). FAULTS is a comma-separated list, one fault per process: each process takes the
 * first fault no earlier process took (a marker file in DIR), and one started when all are taken
 * has none.
 */
public final class FaultyLineEngine {

    private FaultyLineEngine() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        String pattern = args[1];
        List<String> faults = List.of(args[2].split(","));
        String fault = null;
        for (int i = 0; i < faults.size() && fault == null; i++) {
            try {
                Files.createFile(dir.resolve("fault-" + i));
                fault = faults.get(i);
            } catch (FileAlreadyExistsException e) {
                // an earlier process's
            }
        }
        Process p = new ProcessBuilder(Arrays.asList(args).subList(3, args.length))
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        Thread in = new Thread(() -> copy(System.in, p.getOutputStream()), "stdin");
        in.setDaemon(true);
        in.start();
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        boolean done = fault == null;
        String line;
        while ((line = r.readLine()) != null) {
            if (!done && line.matches(pattern)) {
                done = true;
                switch (fault) {
                    case "crash" -> {
                        p.destroyForcibly();
                        System.exit(3);
                    }
                    case "hang" -> Thread.sleep(Long.MAX_VALUE);
                    default -> line = line.replaceFirst("^(move |=== )\\S+", "$1zz9");
                }
            }
            out.println(line);
            out.flush();
        }
        System.exit(p.waitFor());
    }

    private static void copy(InputStream from, OutputStream to) {
        byte[] buffer = new byte[8192];
        try {
            for (int n; (n = from.read(buffer)) >= 0; ) {
                to.write(buffer, 0, n);
                to.flush();
            }
            to.close();
        } catch (IOException e) {
            // the engine is gone
        }
    }
}
