package org.pnengine.match;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Writes a run's game records, one JSON line each, to {@code games.jsonl}: every record is
 * appended and flushed as soon as its game finishes (in the order the games finish), so that an
 * interrupted run loses no finished game; {@link #close()} then rewrites the file with every
 * record in index order (atomically: a new file moved over the old one). The same run therefore
 * ends with the same file (times aside) whatever the number of threads, and a resumed run
 * ({@link #resume}) ends with the file an uninterrupted run writes.
 */
public final class RecordWriter implements Closeable {

    /** The file name the command line uses. */
    public static final String FILE = "games.jsonl";

    private final Path file;
    private final BufferedWriter out;
    private final List<GameRecord> all = new ArrayList<>();

    private RecordWriter(Path file, List<GameRecord> existing, boolean append) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null) Files.createDirectories(dir);
        this.file = file;
        this.all.addAll(existing);
        this.out = append
                ? Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND)
                : Files.newBufferedWriter(file, StandardCharsets.UTF_8);
    }

    /** Creates (or truncates) {@code file}, creating its directory. */
    public RecordWriter(Path file) throws IOException {
        this(file, List.of(), false);
    }

    /**
     * Goes on with a file that holds {@code existing} (as {@link #readSalvaged} read them): new
     * records are appended, and {@link #close()} writes all of them in index order.
     */
    public static RecordWriter resume(Path file, List<GameRecord> existing) throws IOException {
        RecordWriter w = new RecordWriter(file, existing, true);
        if (Files.size(file) > 0 && !endsWithLineBreak(file)) w.out.write('\n');   // after a torn last line
        return w;
    }

    private static boolean endsWithLineBreak(Path file) throws IOException {
        try (var ch = Files.newByteChannel(file)) {
            ch.position(ch.size() - 1);
            ByteBuffer b = ByteBuffer.allocate(1);
            ch.read(b);
            return b.get(0) == '\n';
        }
    }

    /** Appends one finished game and flushes it. */
    public synchronized void add(GameRecord r) throws IOException {
        all.add(r);
        out.write(r.toJson());
        out.write('\n');
        out.flush();
    }

    /** Rewrites the file with every record in index order, and closes it. */
    @Override
    public synchronized void close() throws IOException {
        out.close();
        write(file, all);
    }

    /** Writes {@code records} to {@code file} in index order, replacing it atomically where the file system can. */
    public static void write(Path file, List<GameRecord> records) throws IOException {
        List<GameRecord> sorted = new ArrayList<>(records);
        sorted.sort(Comparator.comparingInt(GameRecord::index));
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null) Files.createDirectories(dir);
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (BufferedWriter w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            for (GameRecord r : sorted) {
                w.write(r.toJson());
                w.write('\n');
            }
        }
        try {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Reads every record of a file written by this class. */
    public static List<GameRecord> read(Path file) throws IOException {
        return read(file, false);
    }

    /**
     * Reads the records of a run that may have been killed: a last line that does not parse (cut
     * off as it was written) is dropped; any other bad line is an error.
     */
    public static List<GameRecord> readSalvaged(Path file) throws IOException {
        return read(file, true);
    }

    private static List<GameRecord> read(Path file, boolean dropTornLastLine) throws IOException {
        List<GameRecord> records = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        int last = lines.size();
        while (last > 0 && lines.get(last - 1).isBlank()) last--;
        for (int i = 0; i < last; i++) {
            String l = lines.get(i);
            if (l.isBlank()) continue;
            try {
                records.add(GameRecord.parse(l));
            } catch (IllegalArgumentException e) {
                if (dropTornLastLine && i == last - 1) break;
                throw new IOException(file + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return records;
    }
}
