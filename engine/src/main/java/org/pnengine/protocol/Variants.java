package org.pnengine.protocol;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.ProtocolNotation;
import org.pnengine.games.GameCatalog;

/**
 * The games a protocol can play, by variant name (UCI's {@code UCI_Variant}, xboard's
 * {@code variant}): every catalogued game whose notation in the protocol ({@link GameNotation.Source})
 * names it, at its default parameters or, for a name ending {@code _WxH}, at width W and height H
 * (Fairy-Stockfish's names for boards of other sizes, e.g. {@code connect4_8x7}).
 */
public final class Variants {

    private static final Pattern SIZED = Pattern.compile("(.+)_(\\d{1,3})x(\\d{1,3})");

    private Variants() {
    }

    /** A variant: the game type and parameters that play it, and the name it was asked by. */
    public record Variant(String name, GameType type, List<String> args) {
    }

    /** The variant called {@code name}, if a catalogued game plays it in the notations of {@code source}. */
    public static Optional<Variant> find(GameNotation.Source source, String name) {
        Matcher m = SIZED.matcher(name);
        for (GameType type : GameCatalog.ALL) {
            if (names(source, type.create()).contains(name)) return Optional.of(new Variant(name, type, List.of()));
            if (!m.matches()) continue;
            List<String> args = List.of("width=" + m.group(2), "height=" + m.group(3));
            try {
                if (names(source, type.create(args)).contains(name)) return Optional.of(new Variant(name, type, args));
            } catch (IllegalArgumentException e) {
                // not this game's parameters, or not within its ranges
            }
        }
        return Optional.empty();
    }

    /** Every catalogued game's names in {@code source} at its default parameters, each game's own first, without repeats. */
    public static List<String> all(GameNotation.Source source) {
        LinkedHashSet<String> out = new LinkedHashSet<>();
        for (GameType type : GameCatalog.ALL) out.addAll(names(source, type.create()));
        return List.copyOf(out);
    }

    /** The variant {@code game} is in {@code source}: the first of its names; empty if it has none. */
    public static Optional<Variant> of(GameNotation.Source source, Game game) {
        List<String> names = names(source, game);
        if (names.isEmpty()) return Optional.empty();
        List<String> args = new ArrayList<>();
        game.parameters().forEach((k, v) -> args.add(k + "=" + v));
        return Optional.of(new Variant(names.get(0), game.type(), args));
    }

    /** {@code find}, or a refusal naming the variants known. */
    public static Variant require(GameNotation.Source source, String name) throws Refusal {
        return find(source, name).orElseThrow(() -> new Refusal("unknown variant " + name + "; pnengine plays "
                + String.join(", ", all(source))));
    }

    private static List<String> names(GameNotation.Source source, Game game) {
        return source.of(game).map(ProtocolNotation::variants).orElse(List.of());
    }
}
