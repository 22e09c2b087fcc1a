package org.pnengine.game;

import java.util.List;
import java.util.Locale;

/**
 * One declared parameter of a game or an algorithm: its key, default and admissible values.
 * Parameters are written {@code key=value} everywhere (the wire, the CLI, descriptors).
 *
 * @param key         the name, lower case
 * @param kind        how the value is read
 * @param defaultValue the default, as text
 * @param min         the least admissible value for numbers
 * @param max         the greatest admissible value for numbers
 * @param choices     the admissible words for {@link Kind#CHOICE}
 * @param help        one line for documentation and {@code --help}
 */
public record ParamSpec(String key, Kind kind, String defaultValue, double min, double max,
                        List<String> choices, String help) {

    public enum Kind { INT, LONG, DOUBLE, BOOL, CHOICE }

    public static ParamSpec ofInt(String key, int def, int min, int max, String help) {
        return new ParamSpec(key, Kind.INT, Integer.toString(def), min, max, List.of(), help);
    }

    public static ParamSpec ofLong(String key, long def, long min, long max, String help) {
        return new ParamSpec(key, Kind.LONG, Long.toString(def), min, max, List.of(), help);
    }

    public static ParamSpec ofDouble(String key, double def, double min, double max, String help) {
        return new ParamSpec(key, Kind.DOUBLE, Double.toString(def), min, max, List.of(), help);
    }

    public static ParamSpec ofBool(String key, boolean def, String help) {
        return new ParamSpec(key, Kind.BOOL, Boolean.toString(def), 0, 1, List.of(), help);
    }

    public static ParamSpec ofChoice(String key, String def, List<String> choices, String help) {
        return new ParamSpec(key, Kind.CHOICE, def, 0, 0, List.copyOf(choices), help);
    }

    /**
     * Checks a value and returns its canonical text.
     *
     * @throws IllegalArgumentException with a message that names the parameter and the range
     */
    public String validate(String value) {
        String v = value.trim();
        switch (kind) {
            case INT:
            case LONG: {
                long x;
                try {
                    x = Long.parseLong(v);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(
                            "parameter '" + key + "' must be an integer (got '" + value + "')");
                }
                if (x < min || x > max) {
                    throw new IllegalArgumentException("parameter '" + key + "' must be between "
                            + (long) min + " and " + (long) max + " (got " + x + ")");
                }
                return Long.toString(x);
            }
            case DOUBLE: {
                double x;
                try {
                    x = Double.parseDouble(v);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(
                            "parameter '" + key + "' must be a number (got '" + value + "')");
                }
                if (!(x >= min && x <= max)) {
                    throw new IllegalArgumentException("parameter '" + key + "' must be between "
                            + fmt(min) + " and " + fmt(max) + " (got " + v + ")");
                }
                return v;
            }
            case BOOL: {
                String l = v.toLowerCase(Locale.ROOT);
                if (l.equals("true") || l.equals("1") || l.equals("yes") || l.equals("on")) return "true";
                if (l.equals("false") || l.equals("0") || l.equals("no") || l.equals("off")) return "false";
                throw new IllegalArgumentException(
                        "parameter '" + key + "' must be true or false (got '" + value + "')");
            }
            case CHOICE: {
                for (String c : choices) {
                    if (c.equalsIgnoreCase(v)) return c;
                }
                throw new IllegalArgumentException("parameter '" + key + "' must be one of "
                        + String.join(", ", choices) + " (got '" + value + "')");
            }
            default:
                throw new AssertionError(kind);
        }
    }

    private static String fmt(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }

    /** The admissible values, as listed by discovery: {@code 1..15}, {@code true|false}, {@code a|b}. */
    public String range() {
        switch (kind) {
            case INT: case LONG: return (long) min + ".." + (long) max;
            case DOUBLE: return fmt(min) + ".." + fmt(max);
            case BOOL: return "true|false";
            default: return String.join("|", choices);
        }
    }
}
