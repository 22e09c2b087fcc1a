package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.games.GameCatalog;
import org.pnengine.search.PlayerType;
import org.pnengine.search.SearcherCatalog;
import org.pnengine.search.SolverType;

/**
 * {@code pn-games}, {@code pn-solvers} and {@code pn-players}, read back with the grammar of
 * protocol-spec §4 ("Discovery") as a client would read them: every catalog entry in catalog
 * order with its summary, every parameter with its type, default, range and help; and what a
 * client builds from them (a {@code set_game}, {@code pn-player} or {@code solve} with every
 * listed default) is accepted.
 */
class DiscoveryCommandsTest {

    /** A parsed {@code param} line. */
    private record Param(String key, Map<String, String> fields, String help) {
    }

    /** A parsed entry line with the {@code param} lines after it. */
    private record Entry(String kind, String name, Map<String, String> fields, String text, List<Param> params) {
    }

    /** A session answering synchronously: the worker runs on the calling thread. */
    private final StringBuilder out = new StringBuilder();
    private final GtpSession session = new GtpSession(new EngineSession(EngineConfig.defaults()),
            CommandRegistry.builtin(), Runnable::run, new CommandQueue.Sink() {
                @Override
                public void write(String text) {
                    out.append(text);
                }

                @Override
                public void close() {
                }
            });

    private String raw(String line) {
        out.setLength(0);
        session.onLine(line);
        return out.toString();
    }

    private String ok(String line) {
        String r = raw(line);
        assertTrue(r.startsWith("= ") && r.endsWith("\n\n"), "'" + line + "' failed: " + r);
        return r.substring(2, r.length() - 2);
    }

    /** Reads a reply by the documented grammar, failing on any line that does not follow it. */
    private static List<Entry> parse(String reply, String kind) {
        List<Entry> entries = new ArrayList<>();
        for (String line : reply.split("\n", -1)) {
            assertFalse(line.contains("\t"), "a tab in: " + line);
            int sep = line.indexOf(" -- ");
            assertTrue(sep > 0, "no ' -- ' in: " + line);
            String text = line.substring(sep + 4);
            assertFalse(text.isBlank(), "no text after ' -- ' in: " + line);
            String[] words = line.substring(0, sep).split(" ", -1);
            assertTrue(words.length >= 2, "no name in: " + line);
            Map<String, String> fields = new LinkedHashMap<>();
            for (int i = 2; i < words.length; i++) {
                int eq = words[i].indexOf('=');
                assertTrue(eq > 0 && eq < words[i].length() - 1, "not key=value: '" + words[i] + "' in: " + line);
                assertTrue(fields.put(words[i].substring(0, eq), words[i].substring(eq + 1)) == null,
                        "a field twice in: " + line);
            }
            if (words[0].equals("param")) {
                assertFalse(entries.isEmpty(), "a param line before any " + kind + ": " + line);
                entries.get(entries.size() - 1).params().add(new Param(words[1], fields, text));
            } else {
                assertEquals(kind, words[0], "the line's kind: " + line);
                entries.add(new Entry(words[0], words[1], fields, text, new ArrayList<>()));
            }
        }
        return entries;
    }

    private static void assertParams(String owner, List<ParamSpec> specs, List<Param> listed) {
        assertEquals(specs.stream().map(ParamSpec::key).collect(Collectors.toList()),
                listed.stream().map(Param::key).collect(Collectors.toList()), owner + ": the parameters, in order");
        for (int i = 0; i < specs.size(); i++) {
            ParamSpec s = specs.get(i);
            Param p = listed.get(i);
            String where = owner + " " + s.key();
            assertEquals(List.of("type", "default", "range"), List.copyOf(p.fields().keySet()), where + ": fields");
            assertEquals(s.kind().name().toLowerCase(Locale.ROOT), p.fields().get("type"), where + ": type");
            assertEquals(s.defaultValue(), p.fields().get("default"), where + ": default");
            assertEquals(s.range(), p.fields().get("range"), where + ": range");
            assertEquals(s.help(), p.help(), where + ": help (catalog help must be one line)");
            assertEquals(s.defaultValue(), s.validate(p.fields().get("default")), where + ": default within range");
        }
    }

    @Test
    void gamesListEveryGameWithItsParameters() {
        List<Entry> games = parse(ok("pn-games"), "game");
        assertEquals(GameCatalog.ALL.stream().map(GameType::name).collect(Collectors.toList()),
                games.stream().map(Entry::name).collect(Collectors.toList()), "the games, in catalog order");
        for (int i = 0; i < games.size(); i++) {
            GameType t = GameCatalog.ALL.get(i);
            Entry e = games.get(i);
            assertEquals(t.summary(), e.text(), t.name() + ": summary");
            assertEquals(List.of("boardsize", "colors"), List.copyOf(e.fields().keySet()), t.name() + ": fields");
            assertEquals(t.sizeParameter() == null ? "-" : t.sizeParameter(), e.fields().get("boardsize"),
                    t.name() + ": boardsize");
            Game g = t.create();
            String[] colors = e.fields().get("colors").split(",", -1);
            assertEquals(2, colors.length, t.name() + ": two colors");
            assertEquals(Game.FIRST, g.parsePlayer(colors[0]), t.name() + ": first color");
            assertEquals(Game.SECOND, g.parsePlayer(colors[1]), t.name() + ": second color");
            assertParams(t.name(), t.params(), e.params());
        }
    }

    @Test
    void solversListEverySolverWithItsParameters() {
        List<Entry> solvers = parse(ok("pn-solvers"), "solver");
        assertEquals(SearcherCatalog.SOLVERS.stream().map(SolverType::name).collect(Collectors.toList()),
                solvers.stream().map(Entry::name).collect(Collectors.toList()), "the solvers, in catalog order");
        for (int i = 0; i < solvers.size(); i++) {
            SolverType t = SearcherCatalog.SOLVERS.get(i);
            assertEquals(Map.of(), solvers.get(i).fields(), t.name() + ": fields");
            assertEquals(t.summary(), solvers.get(i).text(), t.name() + ": summary");
            assertParams(t.name(), t.params(), solvers.get(i).params());
        }
    }

    @Test
    void playersListEveryPlayerWithItsParameters() {
        List<Entry> players = parse(ok("pn-players"), "player");
        assertEquals(SearcherCatalog.PLAYERS.stream().map(PlayerType::name).collect(Collectors.toList()),
                players.stream().map(Entry::name).collect(Collectors.toList()), "the players, in catalog order");
        for (int i = 0; i < players.size(); i++) {
            PlayerType t = SearcherCatalog.PLAYERS.get(i);
            assertEquals(Map.of(), players.get(i).fields(), t.name() + ": fields");
            assertEquals(t.summary(), players.get(i).text(), t.name() + ": summary");
            assertParams(t.name(), t.params(), players.get(i).params());
        }
    }

    private static String withDefaults(Entry e) {
        return e.params().stream().map(p -> " " + p.key() + "=" + p.fields().get("default")).collect(Collectors.joining());
    }

    @Test
    void whatAClientBuildsFromTheListsIsAccepted() {
        for (Entry g : parse(ok("pn-games"), "game")) {
            ok("set_game " + g.name() + withDefaults(g));
            assertEquals(g.name() + withDefaults(g), ok("pn-game"), "set_game with every listed default");
        }
        ok("set_game tic_tac_toe");
        for (Entry p : parse(ok("pn-players"), "player")) {
            String reply = ok("pn-player " + p.name() + withDefaults(p));
            assertTrue(reply.startsWith(p.name() + " "), reply);
        }
        for (Entry s : parse(ok("pn-solvers"), "solver")) {
            String reply = ok("solve algorithm=" + s.name() + withDefaults(s) + " nodes=100000 memory=16");
            assertTrue(reply.startsWith("draw "), s.name() + " solves tic-tac-toe as a draw: " + reply);
        }
    }

    @Test
    void theCommandsTakeNoArguments() {
        for (String c : List.of("pn-games", "pn-solvers", "pn-players")) {
            assertEquals("? syntax error: " + c + " takes no arguments, got 1\n\n", raw(c + " x"));
        }
    }
}
