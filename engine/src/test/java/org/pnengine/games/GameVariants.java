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
     * LOA 7/8, small Connect Four boards, Woodpush (8,3) and (13,2), P-game shapes), and every
     * game's extremes, the smallest and largest values its parameter ranges and its factory accept
     * (issue 26, item 9):
     * <ul>
     *   <li>Connect Four ({@code width*(height+1) <= 64}): every board whose bitboard fills the
     *       whole {@code long} (1×63, 2×31, 4×15, 8×7, 16×3, 32×1), the tallest ones a bit short
     *       of it (1×62, 2×30, where shifts of 64 hid), 3×20 and 21×2, and the smallest, 1×1 and 3×3
     *       (no line of four fits);</li>
     *   <li>Othello 4 with the WOF rule; Breakthrough and Knightthrough at their narrowest and
     *       widest, each with the fewest and the most rows (2×4, 2×8, 8×4; 4×4, 4×8, 8×4);</li>
     *   <li>MiniShogi's smallest and largest ply cap (1 and 1 000 000);</li>
     *   <li>Woodpush's shortest strip (3, 1 piece), the longest with the fewest and with the most
     *       pieces (16 with 1 and with 8), the longest odd strip with the most pieces (15, 4) and
     *       the shortest full one (4, 2);</li>
     *   <li>Gomoku's smallest and largest boards (5 with {@code exact_five}, 19 with either letter
     *       scheme);</li>
     *   <li>P-game trees: the deepest for branching 2, 3 and 64 (depth 40, the parameter's bound;
     *       39 and 10, where the node numbers fill 63 bits), depth 1, and the extreme seeds.</li>
     * </ul>
     * Gomoku's {@code coords=gtp} at its defaults is a {@code CHOICE} value, so it is covered
     * without a line here.
     */
    static final Map<String, List<List<String>>> EXTRA = Map.of(
            "connect_four", List.of(List.of("width=4", "height=4"), List.of("width=5", "height=4"),
                    List.of("width=8", "height=7"),
                    List.of("width=1", "height=1"), List.of("width=3", "height=3"),
                    List.of("width=1", "height=63"), List.of("width=1", "height=62"),
                    List.of("width=2", "height=31"), List.of("width=2", "height=30"),
                    List.of("width=3", "height=20"), List.of("width=4", "height=15"),
                    List.of("width=16", "height=3"), List.of("width=21", "height=2"),
                    List.of("width=32", "height=1")),
            "Othello", List.of(List.of("size=4"), List.of("size=6"), List.of("size=6", "scoring=wof"),
                    List.of("size=4", "scoring=wof")),
            "lines_of_action", List.of(List.of("size=7")),
            "minishogi", List.of(List.of("max_plies=40"), List.of("repetition=none", "max_plies=25", "playout_promotion=decision"),
                    List.of("max_plies=1"), List.of("max_plies=1000000")),
            "knightthrough", List.of(List.of("width=4", "height=4"), List.of("width=5", "height=7"),
                    List.of("width=4", "height=8"), List.of("width=8", "height=4")),
            "breakthrough", List.of(List.of("width=2", "height=4"), List.of("width=5", "height=6"),
                    List.of("width=2", "height=8"), List.of("width=8", "height=4")),
            "woodpush", List.of(List.of("length=13", "pieces=2"), List.of("length=9", "pieces=2"),
                    List.of("length=3", "pieces=1"), List.of("length=16", "pieces=8"),
                    List.of("length=16", "pieces=1"), List.of("length=15", "pieces=4"),
                    List.of("length=4", "pieces=2")),
            "gomoku", List.of(List.of("size=5"), List.of("size=7", "exact_five=true"),
                    List.of("size=19", "coords=gtp"), List.of("size=19"),
                    List.of("size=5", "exact_five=true")),
            "pgame", List.of(List.of("branching=8", "depth=8", "seed=199"),
                    List.of("branching=3", "depth=7", "seed=5"), List.of("branching=64", "depth=2"),
                    List.of("branching=2", "depth=40"), List.of("branching=3", "depth=39"),
                    List.of("branching=64", "depth=10"), List.of("branching=64", "depth=1"),
                    List.of("branching=2", "depth=1", "seed=-9223372036854775808"),
                    List.of("seed=9223372036854775807")));

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
