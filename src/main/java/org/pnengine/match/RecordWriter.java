package org.pnengine.match;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Writes game records to a JSON-lines file in index order while the games finish in any order:
 * a record waits until every game before it is written, and each line is flushed, so an
 * interrupted match leaves a file of its first games. The same match therefore writes the same
 * file (times aside) whatever the number of threads.
 */
public final class RecordWriter implements Closeable {

    /** The file name the command line uses. */
    public static final String FILE = "games.jsonl";

    private final BufferedWriter out;
    private final TreeMap<Integer, GameRecord> pending = new TreeMap<>();
    private int next;

    /** Creates (or truncates) {@code file}, creating its directory. */
    public RecordWriter(Path file) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null) Files.createDirectories(dir);
        this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
    }

    /** Takes one finished game; writes it and any waiting successors once its turn comes. */
    public synchronized void add(GameRecord r) throws IOException {
        pending.put(r.index(), r);
        while (!pending.isEmpty() && pending.firstKey() == next) {
            out.write(pending.pollFirstEntry().getValue().toJson());
            out.write('\n');
            next++;
        }
        out.flush();
    }

    /** Writes whatever still waits (games after a gap left by a cancelled match) and closes. */
    @Override
    public synchronized void close() throws IOException {
        try {
            for (GameRecord r : pending.values()) {
                out.write(r.toJson());
                out.write('\n');
            }
            pending.clear();
        } finally {
            out.close();
        }
    }

    /** Reads every record of a file written by this class. */
    public static List<GameRecord> read(Path file) throws IOException {
        List<GameRecord> records = new ArrayList<>();
        int line = 0;
        for (String l : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            line++;
            if (l.isBlank()) continue;
            try {
                records.add(GameRecord.parse(l));
            } catch (IllegalArgumentException e) {
                throw new IOException(file + ":" + line + ": " + e.getMessage(), e);
            }
        }
        return records;
    }
}
