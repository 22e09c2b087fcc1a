package org.pnengine.protocol.uci;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pnengine.engine.EngineSession;
import org.pnengine.protocol.PlayerOptions;
import org.pnengine.protocol.Refusal;
import org.pnengine.protocol.Variants;

/**
 * The options a UCI or USI session offers ({@code option} lines after {@code uci}/{@code usi})
 * and {@code setoption name NAME [value VALUE]}:
 * <ul>
 *   <li>{@code UCI_Variant} (combo): the game, by variant name ({@link Variants}); Fairy-Stockfish
 *       keeps this name in USI mode too;</li>
 *   <li>{@code Player} (string): pnengine's player with its parameters, as {@code pn-player}
 *       takes them ({@code mcts-solver}, {@code pn-mcts cpn=1}, ...; {@link PlayerOptions});</li>
 *   <li>{@code Threads} (spin): the player's {@code threads=};</li>
 *   <li>{@code Hash} ({@code USI_Hash}) and {@code Ponder} ({@code USI_Ponder}): accepted as GUIs
 *       send them; the player's memory is the server's to give, and a GUI that ponders sends
 *       {@code go ponder}.</li>
 * </ul>
 */
final class EngineOptions {

    private final UciSession.Dialect dialect;
    private final PlayerOptions player;
    private Variants.Variant variant;

    EngineOptions(UciSession.Dialect dialect, EngineSession session) {
        this.dialect = dialect;
        this.player = new PlayerOptions(session);
        this.variant = Variants.of(dialect.notations(), session.game()).orElseGet(() -> Variants.find(dialect.notations(),
                Variants.all(dialect.notations()).get(0)).orElseThrow());
    }

    /** The variant chosen (at first, the session's game if the dialect has it, else its first game). */
    Variants.Variant variant() {
        return variant;
    }

    /** The {@code option} lines. */
    List<String> describe() {
        List<String> out = new ArrayList<>();
        StringBuilder combo = new StringBuilder("option name UCI_Variant type combo default " + variant.name());
        for (String v : Variants.all(dialect.notations())) combo.append(" var ").append(v);
        out.add(combo.toString());
        out.add("option name Player type string default " + player.player());
        out.add("option name Threads type spin default " + player.threads() + " min 1 max " + player.maxThreads());
        String hash = dialect == UciSession.Dialect.USI ? "USI_Hash" : "Hash";
        String ponder = dialect == UciSession.Dialect.USI ? "USI_Ponder" : "Ponder";
        out.add("option name " + hash + " type spin default 16 min 1 max 65536");
        out.add("option name " + ponder + " type check default false");
        return out;
    }

    /** {@code setoption name NAME [value VALUE]}; names are matched without regard to case, as UCI asks. */
    void set(List<String> args, Position position) throws Refusal {
        int at = args.indexOf("value");
        if (args.isEmpty() || !args.get(0).equals("name") || at == 1) {
            throw new Refusal("setoption takes name NAME [value VALUE]");
        }
        String name = String.join(" ", args.subList(1, at < 0 ? args.size() : at)).toLowerCase(Locale.ROOT);
        String value = at < 0 ? "" : String.join(" ", args.subList(at + 1, args.size()));
        switch (name) {
            case "uci_variant", "usi_variant" -> {
                variant = Variants.require(dialect.notations(), value);
                position.forget();
            }
            case "player" -> player.setPlayer(value);
            case "threads" -> player.setThreads(value);
            case "hash", "usi_hash", "ponder", "usi_ponder" -> { }
            default -> throw new Refusal("unknown option " + name);
        }
    }
}
