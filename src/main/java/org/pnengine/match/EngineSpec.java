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
 * or a UCI or USI engine, a child process: {@code "uci:COMMAND LINE"}, {@code "usi:COMMAND LINE"}.
 * A UCI or USI engine's words of the form {@code option.NAME=VALUE} are options set before each
 * game ({@code setoption}, in the order given; quote a word whose name has spaces), and
 * {@code go.TERM=VALUE} ({@code depth}, {@code nodes}, {@code movetime}, {@code mate}) replace
 * the time terms of every {@code go}, e.g.
 * {@code uci:/usr/games/fairy-stockfish option.Threads=1 option.Hash=64 go.depth=3}. The match
 * starts the engine once before the first game to check that it can play the game, keeps one
 * running engine per concurrently played game, and restarts (or reconnects) one that failed.
 *
 * @param address  where the engine is (UCI and USI: a child process)
 * @param protocol what it speaks
 * @param options  UCI/USI options, in order
 * @param go       UCI/USI {@code go} terms that replace the match's time terms
 */
public record EngineSpec(EngineAddress address, Protocol protocol, Map<String, String> options, Map<String, String> go)
        implements EntrantSpec {

    /** The protocols an external engine may speak. */
    public enum Protocol {
        GTP("stdio"), UCI("uci"), USI("usi");

        private final String word;

        Protocol(String word) {
            this.word = word;
        }

        /** The entrant prefix's word ({@code uci}, {@code usi}; GTP's own prefixes are the addresses'). */
        public String word() {
            return word;
        }
    }

    private static final Set<String> GO_TERMS = Set.of("depth", "nodes", "movetime", "mate");

    public EngineSpec {
        if (address == null) throw new NullPointerException("address");
        if (protocol == null) throw new NullPointerException("protocol");
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        go = Collections.unmodifiableMap(new LinkedHashMap<>(go));
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
        String t = text.strip().toLowerCase(Locale.ROOT);
        return EngineAddress.isAddress(text) || t.startsWith("uci:") || t.startsWith("usi:");
    }

    /**
     * Parses an engine: an address, or {@code uci:}/{@code usi:} and a command line.
     *
     * @throws IllegalArgumentException saying what is wrong (tokens masked)
     */
    public static EngineSpec parse(String text) {
        String t = text.strip();
        String lower = t.toLowerCase(Locale.ROOT);
        Protocol protocol = lower.startsWith("uci:") ? Protocol.UCI : lower.startsWith("usi:") ? Protocol.USI : Protocol.GTP;
        if (protocol == Protocol.GTP) return new EngineSpec(EngineAddress.parse(text));
        List<String> command = new ArrayList<>();
        Map<String, String> options = new LinkedHashMap<>();
        Map<String, String> go = new LinkedHashMap<>();
        for (String w : CommandWords.split(t.substring(4))) {
            int eq = w.indexOf('=');
            if (w.startsWith("option.") && eq > 7) {
                options.put(w.substring(7, eq), w.substring(eq + 1));
            } else if (w.startsWith("go.") && eq > 3) {
                String term = w.substring(3, eq);
                if (!GO_TERMS.contains(term)) {
                    throw new IllegalArgumentException(protocol.word() + ": unknown go term " + term + " (known: depth, nodes, movetime, mate)");
                }
                go.put(term, w.substring(eq + 1));
            } else {
                command.add(w);
            }
        }
        if (command.isEmpty()) throw new IllegalArgumentException(protocol.word() + ": needs a command");
        return new EngineSpec(new EngineAddress.Stdio(command), protocol, options, go);
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

    /** The engine as given (its options and go terms too), a token written {@code ***}. */
    @Override
    public String toString() {
        if (protocol == Protocol.GTP) return address.toString();
        StringBuilder sb = new StringBuilder(protocol.word()).append(':')
                .append(address.toString().substring("stdio:".length()));
        options.forEach((k, v) -> sb.append(" option.").append(k).append('=').append(v));
        go.forEach((k, v) -> sb.append(" go.").append(k).append('=').append(v));
        return sb.toString();
    }
}
