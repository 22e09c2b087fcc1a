package org.pnengine.protocol.uci;

import org.pnengine.game.ProtocolNotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.games.GameCatalog;

/**
 * The games a dialect can play, by variant name: every catalogued game whose notation in the
 * dialect names it, at its default parameters or, for a name ending {@code _WxH}, at width W and
 * height H (Fairy-Stockfish's names for boards of other sizes, e.g. {@code connect4_8x7}).
 */
final class Variants {

    private static final Pattern SIZED = Pattern.compile("(.+)_(\\d{1,3})x(\\d{1,3})");

    private Variants() {
    }

    /** A variant: the game type and parameters that play it, and the name it was asked by. */
    record Variant(String name, GameType type, List<String> args) {
    }

    /** The variant called {@code name}, if a catalogued game plays it in {@code dialect}. */
    static Optional<Variant> find(UciSession.Dialect dialect, String name) {
        Matcher m = SIZED.matcher(name);
        for (GameType type : GameCatalog.ALL) {
            if (names(dialect, type.create()).contains(name)) return Optional.of(new Variant(name, type, List.of()));
            if (!m.matches()) continue;
            List<String> args = List.of("width=" + m.group(2), "height=" + m.group(3));
            try {
                if (names(dialect, type.create(args)).contains(name)) return Optional.of(new Variant(name, type, args));
            } catch (IllegalArgumentException e) {
                // not this game's parameters, or not within its ranges
            }
        }
        return Optional.empty();
    }

    /** Every catalogued game's names in {@code dialect} at its default parameters, each game's own first. */
    static List<String> all(UciSession.Dialect dialect) {
        List<String> out = new ArrayList<>();
        for (GameType type : GameCatalog.ALL) out.addAll(names(dialect, type.create()));
        return out;
    }

    /** The variant {@code game} is, in {@code dialect}: the first of its names; empty if it has none. */
    static Optional<Variant> of(UciSession.Dialect dialect, Game game) {
        List<String> names = names(dialect, game);
        if (names.isEmpty()) return Optional.empty();
        List<String> args = new ArrayList<>();
        game.parameters().forEach((k, v) -> args.add(k + "=" + v));
        return Optional.of(new Variant(names.get(0), game.type(), args));
    }

    private static List<String> names(UciSession.Dialect dialect, Game game) {
        return dialect.notation(game).map(ProtocolNotation::variants).orElse(List.of());
    }
}
