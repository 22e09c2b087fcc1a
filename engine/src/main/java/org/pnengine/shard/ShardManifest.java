package org.pnengine.shard;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a shard's output folder records about the run it is part of, in {@value #FILE}: the
 * command ({@code bench connect4}), which shard it is ({@code 2/3}), whether its runs all
 * finished, the arguments that rebuild the whole run (without those that only say where and how
 * fast to run it: {@code --shard}, {@code --out}, {@code --threads}, {@code --quiet}), and the
 * run's settings as the command described them. A merge compares the arguments and the settings
 * of every shard ({@link ShardSet}); {@code info} (the threads, say) is shown, never compared.
 *
 * <p>The command writes the manifest last, after every other file of the shard: a folder without
 * one holds no finished shard. The file is UTF-8 text, one {@code key value} pair per line,
 * with backslashes and line breaks in values written as {@code \\} and {@code \n}; repeated keys
 * ({@code arg}, {@code setting}, {@code info}) keep their order.
 *
 * @param command  the command of the run, e.g. {@code bench connect4}
 * @param shard    which shard this is
 * @param complete false if the shard's runs were cancelled before they all finished
 * @param args     the arguments of the whole run
 * @param settings the run's settings, one line each, as they identify it (nothing that varies by shard)
 * @param info     facts about this shard that do not identify the run (e.g. {@code threads} → {@code 2})
 * @param origin   where the manifest was read from (empty if it was not read); not written
 */
public record ShardManifest(String command, Shard shard, boolean complete, List<String> args, List<String> settings,
                            Map<String, String> info, String origin) {

    /** The manifest's file name in a shard's folder. */
    public static final String FILE = "shard.txt";

    private static final String HEADER = "# pnengine shard manifest: written last, after every other file of the shard";

    public ShardManifest {
        if (command == null || command.isBlank()) throw new IllegalArgumentException("a shard manifest needs a command");
        if (shard == null) throw new IllegalArgumentException("a shard manifest needs a shard");
        args = List.copyOf(args);
        settings = List.copyOf(settings);
        info = Collections.unmodifiableMap(new LinkedHashMap<>(info));
        origin = origin == null ? "" : origin;
    }

    /** The manifest text. */
    public String text() {
        StringBuilder sb = new StringBuilder(HEADER).append('\n');
        line(sb, "command", command);
        line(sb, "shard", shard.toString());
        line(sb, "complete", Boolean.toString(complete));
        for (String a : args) line(sb, "arg", a);
        for (String s : settings) line(sb, "setting", s);
        info.forEach((k, v) -> line(sb, "info", k + " " + v));
        return sb.toString();
    }

    private static void line(StringBuilder sb, String key, String value) {
        sb.append(key).append(' ').append(value.replace("\\", "\\\\").replace("\r", "\\r").replace("\n", "\\n")).append('\n');
    }

    /** Writes {@code dir/shard.txt}; returns its path. */
    public Path write(Path dir) throws IOException {
        Files.createDirectories(dir);
        return Files.writeString(dir.resolve(FILE), text());
    }

    /**
     * Reads {@code dir/shard.txt}.
     *
     * @throws IOException              if there is none ({@link NoSuchFileException}) or it cannot be read
     * @throws IllegalArgumentException naming the file and line if it is not a manifest
     */
    public static ShardManifest read(Path dir) throws IOException {
        return parse(Files.readString(dir.resolve(FILE)), dir.toString());
    }

    /** Parses a manifest's text; {@code origin} (its folder) names it in messages. */
    public static ShardManifest parse(String text, String origin) {
        String command = null;
        Shard shard = null;
        Boolean complete = null;
        List<String> args = new ArrayList<>();
        List<String> settings = new ArrayList<>();
        Map<String, String> info = new LinkedHashMap<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            if (l.isEmpty() || l.startsWith("#")) continue;
            int sp = l.indexOf(' ');
            String key = sp < 0 ? l : l.substring(0, sp);
            String value = sp < 0 ? "" : unescape(l.substring(sp + 1));
            try {
                switch (key) {
                    case "command": command = value; break;
                    case "shard": shard = Shard.parse(value); break;
                    case "complete": complete = bool(value); break;
                    case "arg": args.add(value); break;
                    case "setting": settings.add(value); break;
                    case "info":
                        int s = value.indexOf(' ');
                        info.put(s < 0 ? value : value.substring(0, s), s < 0 ? "" : value.substring(s + 1));
                        break;
                    default: throw new IllegalArgumentException("unknown key '" + key + "'");
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where(origin) + " line " + (i + 1) + ": " + e.getMessage());
            }
        }
        if (command == null || shard == null || complete == null) {
            throw new IllegalArgumentException(where(origin) + ": not a shard manifest (it needs command, shard and complete)");
        }
        return new ShardManifest(command, shard, complete, args, settings, info, origin);
    }

    private static String where(String origin) {
        return origin.isEmpty() ? FILE : origin + "/" + FILE;
    }

    private static boolean bool(String v) {
        if (v.equals("true") || v.equals("false")) return v.equals("true");
        throw new IllegalArgumentException("complete is true or false, not '" + v + "'");
    }

    private static String unescape(String v) {
        StringBuilder sb = new StringBuilder(v.length());
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c != '\\' || i + 1 == v.length()) {
                sb.append(c);
                continue;
            }
            char n = v.charAt(++i);
            sb.append(n == 'n' ? '\n' : n == 'r' ? '\r' : n);
        }
        return sb.toString();
    }

    /** {@code shard 2/3 (origin)}, for messages. */
    public String name() {
        return "shard " + shard + (origin.isEmpty() ? "" : " (" + origin + ")");
    }
}
