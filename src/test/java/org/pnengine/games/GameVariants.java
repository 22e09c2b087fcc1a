package org.pnengine.games;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;

/**
 * The games the generic tests run over, derived from {@link GameCatalog#ALL}: every catalogued
 * game at its defaults, once for every other value of each of its {@code CHOICE} and {@code BOOL}
 * parameters (so a rule variant added later is covered without touching this file), and the
 * extra parameter sets of {@link #EXTRA} (board sizes and shapes that no declaration names).
 */
public final class GameVariants {

    /**
     * Further parameter sets per game name: the sizes and shapes the issue names (Othello 4/6/8,
     * LOA 7/8, small Connect Four boards, Woodpush (8,3) and (13,2), P-game shapes) and a few edge
     * cases (the smallest and largest boards a game accepts; Gomoku 19×19 with Go's letters, which
     * reach {@code t}). Gomoku's {@code coords=gtp} at its defaults is a {@code CHOICE} value, so
     * it is covered without a line here.
     */
    static final Map<String, List<List<String>>> EXTRA = Map.of(
            "connect_four", List.of(List.of("width=4", "height=4"), List.of("width=5", "height=4"),
                    List.of("width=8", "height=7"),
                    List.of("width=1", "height=1"), List.of("width=3", "height=3")),
            "Othello", List.of(List.of("size=4"), List.of("size=6"), List.of("size=6", "scoring=wof")),
            "lines_of_action", List.of(List.of("size=7")),
            "minishogi", List.of(List.of("max_plies=40"), List.of("repetition=none", "max_plies=25")),
            "knightthrough", List.of(List.of("width=4", "height=4"), List.of("width=5", "height=7")),
            "breakthrough", List.of(List.of("width=2", "height=4"), List.of("width=5", "height=6")),
            "woodpush", List.of(List.of("length=13", "pieces=2"), List.of("length=9", "pieces=2"),
                    List.of("length=3", "pieces=1"), List.of("length=16", "pieces=8")),
            "gomoku", List.of(List.of("size=5"), List.of("size=7", "exact_five=true"),
                    List.of("size=19", "coords=gtp")),
            "pgame", List.of(List.of("branching=8", "depth=8", "seed=199"),
                    List.of("branching=3", "depth=7", "seed=5"), List.of("branching=64", "depth=2")));

    private GameVariants() {
    }

    /** One game of the catalog with its parameters. */
    public record Variant(GameType type, List<String> args) {

        public Game create() {
            return type.create(args);
        }

        /** The game's self-describing name, e.g. {@code Othello size=6}. */
        public String label() {
            return create().descriptor();
        }

        public boolean isDefault() {
            return args.isEmpty();
        }
    }

    /** Every game of the catalog at its defaults, in catalog order. */
    public static List<Variant> defaults() {
        List<Variant> out = new ArrayList<>();
        for (GameType t : GameCatalog.ALL) out.add(new Variant(t, List.of()));
        return out;
    }

    /** Every game of the catalog, at its defaults and in each variant described above. */
    public static List<Variant> all() {
        List<Variant> out = new ArrayList<>();
        for (GameType t : GameCatalog.ALL) {
            Set<List<String>> sets = new LinkedHashSet<>();
            sets.add(List.of());
            for (ParamSpec p : t.params()) {
                List<String> values = switch (p.kind()) {
                    case CHOICE -> p.choices();
                    case BOOL -> List.of("true", "false");
                    default -> List.of();
                };
                for (String v : values) {
                    if (!v.equals(p.defaultValue())) sets.add(List.of(p.key() + "=" + v));
                }
            }
            sets.addAll(EXTRA.getOrDefault(t.name(), List.of()));
            for (List<String> args : sets) out.add(new Variant(t, args));
        }
        return out;
    }
}
