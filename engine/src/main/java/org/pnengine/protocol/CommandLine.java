package org.pnengine.protocol;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * A parsed command line {@code [id] name [arguments...]}.
 *
 * @param id   the numeric id as sent (digits), or null if none
 * @param name the command name, lower case; empty if the line held only an id
 * @param args the arguments, split on spaces
 */
public record CommandLine(String id, String name, List<String> args) {

    public CommandLine {
        args = Collections.unmodifiableList(new ArrayList<>(args));
    }

    /** Parses a line already passed through {@link LineNormalizer}. */
    public static CommandLine parse(String normalized) {
        String[] tokens = normalized.trim().split(" +");
        int i = 0;
        String id = null;
        if (tokens.length > 0 && isId(tokens[0])) {
            id = tokens[0];
            i = 1;
        }
        String name = i < tokens.length ? tokens[i].toLowerCase(Locale.ROOT) : "";
        List<String> args = new ArrayList<>();
        for (int k = i + 1; k < tokens.length; k++) {
            if (!tokens[k].isEmpty()) args.add(tokens[k]);
        }
        return new CommandLine(id, name, args);
    }

    /**
     * The command name of a normalised line, lower case, as {@link #parse} would give it, without
     * splitting the arguments (to look at a queued line cheaply).
     */
    public static String name(String normalized) {
        int i = 0;
        int n = normalized.length();
        for (int token = 0; token < 2; token++) {
            while (i < n && normalized.charAt(i) == ' ') i++;
            int start = i;
            while (i < n && normalized.charAt(i) != ' ') i++;
            String t = normalized.substring(start, i);
            if (token == 0 && isId(t)) continue;
            return t.toLowerCase(Locale.ROOT);
        }
        return "";
    }

    private static boolean isId(String t) {
        if (t.isEmpty() || t.length() > 18) return false;
        for (int k = 0; k < t.length(); k++) {
            if (t.charAt(k) < '0' || t.charAt(k) > '9') return false;
        }
        return true;
    }
}
