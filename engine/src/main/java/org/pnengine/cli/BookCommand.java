package org.pnengine.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pnengine.game.Game;
import org.pnengine.search.StopSignal;
import org.pnengine.search.book.BookBuilder;
import org.pnengine.search.book.Books;
import org.pnengine.search.book.OpeningBook;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code book}: builds an opening book with the exact solver ({@link BookBuilder}). */
@Command(name = "book", mixinStandardHelpOptions = true,
        description = {"Builds an opening book: the strategy of the side that wins (or draws) from the start, to --plies, "
                + "and with --defend the other side's after that side's mistakes, every move proven by the exact solver. "
                + "The file is rewritten after every ply, so an interrupted build keeps what it finished. Put it in "
                + "engine/src/main/resources/org/pnengine/books/ under the name the engine looks for (printed at the end) "
                + "to ship it; the players use it with book=auto."})
final class BookCommand implements Callable<Integer> {

    @Option(names = "--game", paramLabel = "\"NAME [key=value ...]\"", defaultValue = "connect_four",
            description = "The game, as for set_game; it needs symmetric keys (SolverHints), as Connect Four has "
                    + "(default: ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--plies", required = true, description = "The last ply of the book side's positions.")
    int plies;

    @Option(names = "--defend", defaultValue = "0", paramLabel = "PLY",
            description = "Also the other side's strategy, to --plies, after each other move of the book side's at its "
                    + "positions before PLY that leaves the other side a draw or better (default: ${DEFAULT-VALUE}, none).")
    int defend;

    @Option(names = "--threads", defaultValue = "1", description = "Solves run at once (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--ttbits", defaultValue = "24", description = "log2 of each solve's largest table (default: ${DEFAULT-VALUE}).")
    int ttBits;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The book file to write.")
    Path out;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        CommandLine cl = spec.commandLine();
        if (plies < 0 || plies > 100) throw new CommandLine.ParameterException(cl, "--plies must be 0..100");
        if (defend < 0 || defend > plies) throw new CommandLine.ParameterException(cl, "--defend must be 0..--plies");
        if (threads < 1 || threads > 256) throw new CommandLine.ParameterException(cl, "--threads must be 1..256");
        if (ttBits < 10 || ttBits > 32) throw new CommandLine.ParameterException(cl, "--ttbits must be 10..32");
        Game g = GameSpec.parse(game, "--game", cl).create("--game", cl);
        long t0 = System.nanoTime();
        OpeningBook book;
        try {
            book = new BookBuilder(ttBits, threads).build(g, plies, defend, new StopSignal(), (ply, positions, solved, seconds, soFar) -> {
                write(soFar);
                System.err.printf(Locale.ROOT, "ply %d: %d positions, %d solved, %.1f s (%.1f s in all), %d in the book%n",
                        ply, positions, solved, seconds, (System.nanoTime() - t0) / 1e9, soFar.size());
            });
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cl, "--game: " + e.getMessage());
        }
        write(book);
        System.out.printf(Locale.ROOT, "%s%nwritten to %s (%d bytes); the engine's name for it: %s%n", book, out,
                size(out), Books.fileName(g));
        return 0;
    }

    private void write(OpeningBook book) {
        try {
            Path tmp = out.resolveSibling(out.getFileName() + ".tmp");
            try (OutputStream o = Files.newOutputStream(tmp)) {
                book.write(o);
            }
            Files.move(tmp, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out + ": " + e.getMessage(), e);
        }
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return -1;
        }
    }
}
