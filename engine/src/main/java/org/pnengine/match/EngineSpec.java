package org.pnengine.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.pnengine.client.CommandWords;
import org.pnengine.client.EngineAddress;

/**
 * An external engine as a side of a match: a GTP engine, {@code "stdio:COMMAND LINE"},
 * {@code "tcp://[TOKEN@]HOST:PORT"} or {@code "tls://[TOKEN@]HOST:PORT"} ({@link EngineAddress});
 * or a child process of another protocol: {@code "uci:COMMAND LINE"}, {@code "usi:COMMAND LINE"},
 * {@code "xboard:COMMAND LINE"}, {@code "nboard:COMMAND LINE"}. Among its words, those of the
 * forms its protocol reads ({@link Protocol}) are the entrant's own settings, kept in the order
 * given, the others the command line:
 * <ul>
 *   <li>UCI, USI: {@code option.NAME=VALUE}, an option set before each game ({@code setoption};
 *       quote a word whose name has spaces), and {@code go.TERM=VALUE} ({@code depth},
 *       {@code nodes}, {@code movetime}, {@code mate}), which replace the time terms of every
 *       {@code go}, e.g. {@code uci:/usr/games/fairy-stockfish option.Threads=1 go.depth=3};</li>
 *   <li>xboard: {@code option.NAME=VALUE} ({@code option NAME=VALUE}), {@code sd=N} (a depth
 *       limit, {@code sd N}), {@code st=S} (S seconds a move, {@code st S}, in place of the
 *       match's time control) and {@code variant=NAME} (the engine's name of the game);</li>
 *   <li>NBoard: {@code depth=N} ({@code set depth N}, NBoard's only strength control).</li>
 * </ul>
 * The match starts the engine once before the first game to check that it can play it, keeps one
 * per game played at once, and restarts (or reconnects) one that failed (docs/matches.md#external-engines).
 *
 * @param address  where the engine is (all but GTP: a child process)
 * @param protocol what it speaks
 * @param options  its options ({@code option.NAME=VALUE}), in order
 * @param terms    its protocol's own settings ({@code go.depth=3}, {@code sd=3}, {@code depth=3}), in order
 */
public record EngineSpec(EngineAddress address, Protocol protocol, Map<String, String> options, Map<String, String> terms)
        implements EntrantSpec {

    /** The protocols an external engine may speak, and the words of its entrant that each reads. */
    public enum Protocol {
        GTP("stdio", "GTP", false, "", Set.of()),
        UCI("uci", "UCI", true, "go.", Set.of("depth", "nodes", "movetime", "mate")),
        USI("usi", "USI", true, "go.", Set.of("depth", "nodes", "movetime", "mate")),
        XBOARD("xboard", "xboard", true, "", Set.of("sd", "st", "variant")),
        NBOARD("nboard", "NBoard", false, "", Set.of("depth"));

        private final String word;
        private final String title;
        private final boolean hasOptions;
        private final String termPrefix;
        private final Set<String> terms;

        Protocol(String word, String title, boolean hasOptions, String termPrefix, Set<String> terms) {
            this.word = word;
            this.title = title;
            this.hasOptions = hasOptions;
            this.termPrefix = termPrefix;
            this.terms = terms;
        }

        /** The entrant prefix's word ({@code uci}, {@code xboard}; GTP's own prefixes are the addresses'). */
        public String word() {
            return word;
        }

        /** The protocol's name, for messages ({@code UCI}, {@code NBoard}). */
        public String title() {
            return title;
        }

        /** The protocol whose prefix {@code text} starts with, or GTP. */
        static Protocol of(String text) {
            String t = text.strip().toLowerCase(Locale.ROOT);
            for (Protocol p : values()) {
                if (p != GTP && t.startsWith(p.word + ":")) return p;
            }
            return GTP;
        }

        /** A term word as the entrant writes it: {@code go.depth=3}, {@code sd=3}. */
        String termWord(String name, String value) {
            return termPrefix + name + "=" + value;
        }
    }

    public EngineSpec {
        if (address == null) throw new NullPointerException("address");
        if (protocol == null) throw new NullPointerException("protocol");
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        terms = Collections.unmodifiableMap(new LinkedHashMap<>(terms));
        if (protocol != Protocol.GTP && !(address instanceof EngineAddress.Stdio)) {
            throw new IllegalArgumentException(protocol.word() + ": engines are child processes");
        }
    }

    /** A GTP engine at {@code address}. */
    public EngineSpec(EngineAddress address) {
        this(address, Protocol.GTP, Map.of(), Map.of());
    }

    /** Whether {@code text} names an external engine (rather than an in-process player). */
    static boolean isEngine(String text) {
        return EngineAddress.isAddress(text) || Protocol.of(text) != Protocol.GTP;
    }

    /**
     * Parses an engine: an address, or a protocol's prefix and a command line with the entrant's
     * own words (see the class comment).
     *
     * @throws IllegalArgumentException saying what is wrong (tokens masked)
     */
    public static EngineSpec parse(String text) {
        Protocol protocol = Protocol.of(text);
        if (protocol == Protocol.GTP) return new EngineSpec(EngineAddress.parse(text));
        String t = text.strip();
        String name = protocol.word();
        List<String> command = new ArrayList<>();
        Map<String, String> options = new LinkedHashMap<>();
        Map<String, String> terms = new LinkedHashMap<>();
        for (String w : CommandWords.split(t.substring(name.length() + 1))) {
            int eq = w.indexOf('=');
            if (w.startsWith("option.") && eq > 7) {
                if (!protocol.hasOptions) {
                    throw new IllegalArgumentException(name + ": " + protocol.title() + " engines have no options (known: "
                            + known(protocol) + ")");
                }
                options.put(w.substring(7, eq), w.substring(eq + 1));
            } else if (!protocol.termPrefix.isEmpty() && w.startsWith(protocol.termPrefix) && eq > protocol.termPrefix.length()) {
                String term = w.substring(protocol.termPrefix.length(), eq);
                if (!protocol.terms.contains(term)) {
                    throw new IllegalArgumentException(name + ": unknown go term " + term + " (known: depth, nodes, movetime, mate)");
                }
                terms.put(term, w.substring(eq + 1));
            } else if (protocol.termPrefix.isEmpty() && eq > 0 && protocol.terms.contains(w.substring(0, eq))) {
                terms.put(w.substring(0, eq), checked(protocol, w.substring(0, eq), w.substring(eq + 1)));
            } else {
                command.add(w);
            }
        }
        if (command.isEmpty()) throw new IllegalArgumentException(name + ": needs a command");
        return new EngineSpec(new EngineAddress.Stdio(command), protocol, options, terms);
    }

    /** The words {@code protocol}'s entrants take, for messages. */
    private static String known(Protocol protocol) {
        List<String> out = new ArrayList<>();
        for (String term : List.of("sd", "st", "variant", "depth")) {
            if (protocol.terms.contains(term)) out.add(term + "=" + (term.equals("variant") ? "NAME" : term.equals("st") ? "S" : "N"));
        }
        return String.join(", ", out);
    }

    /** The value of an xboard or NBoard term, checked: depths are whole numbers, {@code st} seconds. */
    private static String checked(Protocol protocol, String term, String value) {
        String what = protocol.word() + ": " + term + "=" + value;
        switch (term) {
            case "sd", "depth" -> {
                try {
                    if (Integer.parseInt(value) >= 1) return value;
                } catch (NumberFormatException e) {
                    // below
                }
                throw new IllegalArgumentException(what + ": the depth is a whole number of at least 1");
            }
            case "st" -> {
                try {
                    double s = Double.parseDouble(value);
                    if (s > 0 && s <= 1e6) return value;
                } catch (NumberFormatException e) {
                    // below
                }
                throw new IllegalArgumentException(what + ": the time per move is a positive number of seconds");
            }
            default -> {
                if (value.isEmpty() || !value.matches("\\S+")) throw new IllegalArgumentException(what + ": a name, without spaces");
                return value;
            }
        }
    }

    @Override
    public boolean isExternal() {
        return true;
    }

    @Override
    public long givenSeed() {
        return 0;
    }

    @Override
    public Entrant open(PlaySettings settings, long memoryBytes) throws EntrantException, InterruptedException {
        return EngineEntrant.open(this, settings);
    }

    /** The engine as given (its options and terms too), a token written {@code ***}. */
    @Override
    public String toString() {
        if (protocol == Protocol.GTP) return address.toString();
        StringBuilder sb = new StringBuilder(protocol.word()).append(':')
                .append(address.toString().substring("stdio:".length()));
        options.forEach((k, v) -> sb.append(" option.").append(k).append('=').append(v));
        terms.forEach((k, v) -> sb.append(' ').append(protocol.termWord(k, v)));
        return sb.toString();
    }
}
