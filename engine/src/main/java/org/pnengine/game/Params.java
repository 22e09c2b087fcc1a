package org.pnengine.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Validated {@code key=value} parameters against a list of {@link ParamSpec}s. Every declared key
 * is present (defaults filled in); unknown keys and bad values are rejected with a message that
 * names the parameter.
 */
public final class Params {

    private final Map<String, String> values;

    private Params(Map<String, String> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /** Parses tokens of the form {@code key=value}. */
    public static Params parse(String owner, List<ParamSpec> specs, List<String> tokens) {
        return of(owner, specs, given(tokens));
    }

    /**
     * Splits tokens of the form {@code key=value} into a map with lower-case keys, in order,
     * without checking them against any declaration.
     *
     * @throws IllegalArgumentException {@code expected key=value, got 'T'} or
     *                                  {@code parameter 'K' given twice}
     */
    public static Map<String, String> given(List<String> tokens) {
        return given(tokens, 0);
    }

    /**
     * {@link #given(List)}, the one splitter of {@code key=value} words, naming a bad token by its
     * place in what the user wrote.
     *
     * @param first the argument number of the first token, counted from 1 (2 for the words after
     *              a player's name); 0 to name the token alone
     * @throws IllegalArgumentException {@code argument N must be key=value, got 'T'} (with
     *                                  {@code first} 0, {@code expected key=value, got 'T'}) or
     *                                  {@code parameter 'K' given twice}
     */
    public static Map<String, String> given(List<String> tokens, int first) {
        Map<String, String> given = new LinkedHashMap<>();
        int index = first;
        for (String t : tokens) {
            int eq = t.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException(first > 0
                        ? "argument " + index + " must be key=value, got '" + t + "'"
                        : "expected key=value, got '" + t + "'");
            }
            String key = t.substring(0, eq).toLowerCase(Locale.ROOT);
            if (given.put(key, t.substring(eq + 1)) != null) {
                throw new IllegalArgumentException("parameter '" + key + "' given twice");
            }
            index++;
        }
        return given;
    }

    /** The words of a text, split at white space; none for a blank text. */
    public static List<String> words(String text) {
        String t = text.trim();
        return t.isEmpty() ? List.of() : List.of(t.split("\\s+"));
    }

    /** Validates a map of raw values. */
    public static Params of(String owner, List<ParamSpec> specs, Map<String, String> given) {
        Map<String, String> out = new LinkedHashMap<>();
        for (ParamSpec s : specs) out.put(s.key(), s.defaultValue());
        for (Map.Entry<String, String> e : given.entrySet()) {
            String key = e.getKey().toLowerCase(Locale.ROOT);
            ParamSpec spec = specs.stream().filter(s -> s.key().equals(key)).findFirst().orElse(null);
            if (spec == null) {
                StringBuilder known = new StringBuilder();
                for (ParamSpec s : specs) known.append(known.length() == 0 ? "" : ", ").append(s.key());
                throw new IllegalArgumentException("unknown parameter '" + key + "' for " + owner
                        + (specs.isEmpty() ? " (it takes none)" : " (known: " + known + ")"));
            }
            out.put(key, spec.validate(e.getValue()));
        }
        return new Params(out);
    }

    public Map<String, String> asMap() {
        return values;
    }

    public String get(String key) {
        String v = values.get(key);
        if (v == null) throw new IllegalArgumentException("no parameter '" + key + "'");
        return v;
    }

    public int getInt(String key) {
        return Integer.parseInt(get(key));
    }

    public long getLong(String key) {
        return Long.parseLong(get(key));
    }

    public double getDouble(String key) {
        return Double.parseDouble(get(key));
    }

    public boolean getBool(String key) {
        return Boolean.parseBoolean(get(key));
    }
}
