package org.pnengine.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SearcherType;

/**
 * {@code pn-games}, {@code pn-solvers} and {@code pn-players}: the catalogs, with every parameter,
 * in lines a program can split (protocol-spec §4, "Discovery"). Each entry is a group of lines:
 *
 * <pre>
 * game NAME boardsize=KEY|- colors=FIRST,SECOND -- SUMMARY
 * solver NAME -- SUMMARY
 * player NAME -- SUMMARY
 * param KEY type=TYPE default=VALUE range=RANGE -- HELP
 * </pre>
 *
 * An entry's line comes first, then one {@code param} line per parameter, in declaration order.
 * Every word before {@code " -- "} is free of spaces; the text after it runs to the end of the
 * line and has its white space collapsed to single spaces, so no line can break the framing.
 */
final class DiscoveryCommands {

    /** Separates a line's words from its free text. */
    static final String TEXT = " -- ";

    private DiscoveryCommands() {
    }

    static String games(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        List<String> lines = new ArrayList<>();
        for (GameType t : GameCatalog.ALL) {
            Game g = t.create();
            lines.add("game " + t.name()
                    + " boardsize=" + (t.sizeParameter() == null ? "-" : t.sizeParameter())
                    + " colors=" + g.playerName(Game.FIRST) + "," + g.playerName(Game.SECOND)
                    + TEXT + text(t.summary()));
            addParams(lines, t.params());
        }
        return String.join("\n", lines);
    }

    static String solvers(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return searchers("solver", SearcherCatalog.SOLVERS);
    }

    static String players(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return searchers("player", SearcherCatalog.PLAYERS);
    }

    /** A {@code KIND NAME -- SUMMARY} line for each searcher of {@code types}, each followed by its params. */
    private static String searchers(String kind, List<? extends SearcherType> types) {
        List<String> lines = new ArrayList<>();
        for (SearcherType t : types) {
            lines.add(kind + " " + t.name() + TEXT + text(t.summary()));
            addParams(lines, t.params());
        }
        return String.join("\n", lines);
    }

    private static void addParams(List<String> lines, List<ParamSpec> params) {
        for (ParamSpec p : params) lines.add(param(p));
    }

    /** One {@code param} line. */
    static String param(ParamSpec p) {
        return "param " + p.key() + " type=" + p.kind().name().toLowerCase(Locale.ROOT)
                + " default=" + p.defaultValue() + " range=" + p.range() + TEXT + text(p.help());
    }

    /** Free text on one line: every run of white space (tabs, line ends) becomes one space. */
    private static String text(String s) {
        return s.strip().replaceAll("\\s+", " ");
    }
}
