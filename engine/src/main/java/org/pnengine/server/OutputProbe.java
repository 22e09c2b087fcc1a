package org.pnengine.server;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether anyone still reads what the engine writes, asked without writing a byte (a byte
 * written to see would corrupt the protocol). {@link StdioServer} asks it once its input has
 * ended while commands are still to be answered: a GUI that died closed both ends.
 */
@FunctionalInterface
public interface OutputProbe {

    /** False if the output surely has no reader any more; true if it has one or that cannot be told. */
    boolean read();

    /** Never tells: the output is taken to be read until a write fails. */
    OutputProbe UNKNOWN = () -> true;

    /**
     * The process's standard output on Linux: when it is a pipe, whether another process holds the
     * pipe open for reading, found in {@code /proc} (each process's open files and their modes).
     * Processes whose files cannot be listed (another user's, without privileges) are taken not to
     * read it: a pipe between an engine and a GUI of different users is not a case that arises. A
     * file, a terminal, a socket, or a system without {@code /proc} cannot be told.
     */
    static OutputProbe stdout() {
        return () -> {
            try {
                String pipe = Files.readSymbolicLink(Path.of("/proc/self/fd/1")).toString();
                if (!pipe.startsWith("pipe:")) return true;
                String self = Long.toString(ProcessHandle.current().pid());
                try (DirectoryStream<Path> procs = Files.newDirectoryStream(Path.of("/proc"), p -> isPid(p, self))) {
                    for (Path proc : procs) {
                        if (readsPipe(proc, pipe)) return true;
                    }
                }
                return false;
            } catch (IOException | RuntimeException e) {
                return true;
            }
        };
    }

    private static boolean isPid(Path p, String self) {
        String n = p.getFileName().toString();
        return !n.isEmpty() && n.chars().allMatch(Character::isDigit) && !n.equals(self);
    }

    /** Whether process {@code proc} has {@code pipe} open for reading (a mode other than write-only). */
    private static boolean readsPipe(Path proc, String pipe) {
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(proc.resolve("fd"))) {
            for (Path fd : fds) {
                String target;
                try {
                    target = Files.readSymbolicLink(fd).toString();
                } catch (IOException e) {
                    continue;
                }
                if (!target.equals(pipe)) continue;
                for (String line : Files.readAllLines(proc.resolve("fdinfo").resolve(fd.getFileName()))) {
                    if (line.startsWith("flags:") && (Integer.parseInt(line.substring(6).trim(), 8) & 3) != 1) return true;
                }
            }
        } catch (IOException | RuntimeException e) {
            return false;   // gone, or not ours to see
        }
        return false;
    }
}
