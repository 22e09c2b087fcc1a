package org.pnengine.protocol.uci;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import org.pnengine.engine.EngineException;
import org.pnengine.engine.Session;

/**
 * The options a UCI or USI session offers ({@code option} lines after {@code uci}/{@code usi})
 * and {@code setoption name NAME [value VALUE]}:
 * <ul>
 *   <li>{@code UCI_Variant} (combo): the game, by variant name ({@link Variants}); Fairy-Stockfish
 *       keeps this name in USI mode too;</li>
 *   <li>{@code Player} (string): pnengine's player with its parameters, as {@code pn-player}
 *       takes them ({@code mcts-solver}, {@code pn-mcts cpn=1}, ...);</li>
 *   <li>{@code Threads} (spin): the player's {@code threads=};</li>
 *   <li>{@code Hash} ({@code USI_Hash}) and {@code Ponder} ({@code USI_Ponder}): accepted as GUIs
 *       send them; the player's memory is the server's to give, and a GUI that ponders sends
 *       {@code go ponder}.</li>
 * </ul>
 */
final class EngineOptions {

    private final UciSession.Dialect dialect;
    private final Session session;
    private Variants.Variant variant;
    /** The player as {@code pn-player} words: its name, then key=value. */
    private List<String> player;
    /** The player's threads (0: one per processor). */
    private int threads;

    EngineOptions(UciSession.Dialect dialect, Session session) {
        this.dialect = dialect;
        this.session = session;
        this.variant = Variants.of(dialect, session.game()).orElseGet(() -> Variants.find(dialect, Variants.all(dialect).get(0))
                .orElseThrow());
        this.player = new ArrayList<>(List.of(session.playerDescription().split(" ")[0]));
        this.threads = threadsOf(session.playerDescription().split(" "));
    }

    /** The variant chosen (at first, the session's game if the dialect has it, else its first game). */
    Variants.Variant variant() {
        return variant;
    }

    /** The {@code option} lines. */
    List<String> describe() {
        List<String> out = new ArrayList<>();
        StringBuilder combo = new StringBuilder("option name UCI_Variant type combo default " + variant.name());
        for (String v : new LinkedHashSet<>(Variants.all(dialect))) combo.append(" var ").append(v);
        out.add(combo.toString());
        out.add("option name Player type string default " + String.join(" ", player));
        out.add("option name Threads type spin default " + Math.max(1, threads == 0 ? Runtime.getRuntime().availableProcessors()
                : threads) + " min 1 max "
                + Math.min(512, session.config().admission().maxThreads()));
        String hash = dialect == UciSession.Dialect.USI ? "USI_Hash" : "Hash";
        String ponder = dialect == UciSession.Dialect.USI ? "USI_Ponder" : "Ponder";
        out.add("option name " + hash + " type spin default 16 min 1 max 65536");
        out.add("option name " + ponder + " type check default false");
        return out;
    }

    /** {@code setoption name NAME [value VALUE]}; names are matched without regard to case, as UCI asks. */
    void set(List<String> args, Position position) throws UciException {
        int at = args.indexOf("value");
        if (args.isEmpty() || !args.get(0).equals("name") || at == 1) {
            throw new UciException("setoption takes name NAME [value VALUE]");
        }
        String name = String.join(" ", args.subList(1, at < 0 ? args.size() : at)).toLowerCase(Locale.ROOT);
        String value = at < 0 ? "" : String.join(" ", args.subList(at + 1, args.size()));
        switch (name) {
            case "uci_variant", "usi_variant" -> {
                variant = Variants.find(dialect, value).orElseThrow(() -> new UciException("unknown variant " + value
                        + "; pnengine plays " + String.join(", ", new LinkedHashSet<>(Variants.all(dialect)))));
                position.forget();
            }
            case "player" -> configure(new ArrayList<>(Arrays.asList(value.trim().split("\\s+"))));
            case "threads" -> {
                List<String> words = new ArrayList<>(player);
                words.removeIf(w -> w.startsWith("threads="));
                words.add("threads=" + value.trim());
                configure(words);
            }
            case "hash", "usi_hash", "ponder", "usi_ponder" -> { }
            default -> throw new UciException("unknown option " + name);
        }
    }

    private void configure(List<String> words) throws UciException {
        if (words.isEmpty() || words.get(0).isEmpty()) throw new UciException("Player needs a player's name");
        try {
            session.configurePlayer(words.get(0), words.subList(1, words.size()));
        } catch (EngineException e) {
            throw new UciException(e.detail());
        }
        player = words;
        threads = threadsOf(session.playerDescription().split(" "));
    }

    private static int threadsOf(String[] description) {
        for (String w : description) {
            if (w.startsWith("threads=")) {
                try {
                    return Math.max(0, Integer.parseInt(w.substring(8)));
                } catch (NumberFormatException e) {
                    return 1;
                }
            }
        }
        return 1;
    }
}
