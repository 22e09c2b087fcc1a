package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.pnengine.engine.EngineConfig;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.ParamSpec;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;
import org.pnengine.games.GameVariants.Variant;
import org.pnengine.games.GameVariants;
import org.pnengine.search.SearcherCatalog;

/**
 * Every game of {@link GameCatalog#ALL} through the protocol ({@link GtpSession} in-process, one
 * command at a time): {@code list_games}, {@code set_game} in any letter case, {@code boardsize}
 * for every size the game's factory accepts and {@code unacceptable size} for the others (and for
 * games without a size parameter), {@code setboard} of the current position text, and a seeded
 * game played to the end with {@code play} and {@code genmove} (the first player of
 * {@link SearcherCatalog#PLAYERS} on 50 playouts a move), checked ply by ply against a state of
 * the game kept beside it: {@code pn-position}, {@code legal_moves}, {@code showboard} (exactly
 * {@code "= \n" + render() + "\n\n"}, so an empty line in a board would show), and at the end
 * {@code final_score} and {@code pn-result}. That game is played in every variant of
 * {@link GameVariants} too (set with {@code set_game NAME key=value ...}): the other choices of
 * each game and its extreme sizes, such as Connect Four 1×63.
 */
class GameProtocolTest {

    /** Plies after which a game without a length bound is declared a failure of this test. */
    private static final int MAX_PLIES = 2000;

    /** A session answering synchronously: the worker runs on the calling thread. */
    private static final class Client {
        final StringBuilder out = new StringBuilder();
        final GtpSession session = new GtpSession(new EngineSession(EngineConfig.defaults()), CommandRegistry.builtin(),
                Runnable::run, new CommandQueue.Sink() {
                    @Override
                    public void write(String text) {
                        out.append(text);
                    }

                    @Override
                    public void close() {
                    }
                });

        /** The whole response to {@code line}, framing included. */
        String raw(String line) {
            out.setLength(0);
            session.onLine(line);
            String r = out.toString();
            assertTrue(r.endsWith("\n\n") && r.indexOf("\n\n") == r.length() - 2,
                    "one response, ended by one empty line, to '" + line + "': " + r);
            return r;
        }

        /** The text of a successful response. */
        String ok(String line) {
            String r = raw(line);
            assertTrue(r.startsWith("= "), "'" + line + "' failed: " + r);
            return r.substring(2, r.length() - 2);
        }

        /** The message of a failed response. */
        String fails(String line) {
            String r = raw(line);
            assertTrue(r.startsWith("? "), "'" + line + "' should fail: " + r);
            return r.substring(2, r.length() - 2);
        }
    }

    @TestFactory
    Stream<DynamicNode> everyGame() {
        return GameCatalog.ALL.stream().map(t -> DynamicContainer.dynamicContainer(t.name(), Stream.of(
                DynamicTest.dynamicTest("list_games and set_game in any case", () -> selection(t)),
                DynamicTest.dynamicTest("boardsize", () -> boardsize(t)),
                DynamicTest.dynamicTest("a seeded game to the end: play, genmove, setboard, showboard, final_score",
                        () -> wholeGame(new Variant(t, List.of()))))));
    }

    @TestFactory
    Stream<DynamicNode> everyVariant() {
        return GameVariants.all().stream().filter(v -> !v.isDefault()).map(v -> DynamicTest.dynamicTest(
                v.label() + ": a seeded game to the end", () -> wholeGame(v)));
    }

    private static void selection(GameType t) {
        Client c = new Client();
        List<String> listed = Arrays.asList(c.ok("list_games").split("\n"));
        assertEquals(GameCatalog.ALL.stream().map(GameType::name).collect(Collectors.toList()), listed);
        String descriptor = t.create().descriptor();
        for (String name : List.of(t.name(), t.name().toUpperCase(Locale.ROOT), t.name().toLowerCase(Locale.ROOT),
                mixedCase(t.name()))) {
            c.ok("set_game connect_four width=4 height=4");
            assertEquals("", c.ok("set_game " + name));
            assertEquals(descriptor, c.ok("pn-game"));
            assertEquals(t.create().newInitialState().positionText(), c.ok("pn-position"));
        }
        assertTrue(c.fails("set_game " + t.name() + "_nope").startsWith("syntax error: argument 1: unknown game"));
        // Parameters, each set to its default explicitly.
        String all = t.params().stream().map(p -> p.key() + "=" + p.defaultValue()).collect(Collectors.joining(" "));
        c.ok("set_game " + t.name() + " " + all);
        assertEquals(descriptor, c.ok("pn-game"));
        for (ParamSpec p : t.params()) {
            assertTrue(c.fails("set_game " + t.name() + " " + p.key() + "=@").contains("'" + p.key() + "'"),
                    "the message names the parameter " + p.key());
        }
        assertEquals(descriptor, c.ok("pn-game"), "a refused set_game keeps the game");
    }

    private static String mixedCase(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            sb.append(i % 2 == 0 ? Character.toUpperCase(ch) : Character.toLowerCase(ch));
        }
        return sb.toString();
    }

    private static void boardsize(GameType t) {
        Client c = new Client();
        c.ok("set_game " + t.name());
        String key = t.sizeParameter();
        if (key == null) {
            assertTrue(c.fails("boardsize 8").startsWith("unacceptable size"), t.name());
            assertTrue(c.fails("boardsize 0").startsWith("unacceptable size"), t.name());
            assertEquals(t.create().descriptor(), c.ok("pn-game"));
            return;
        }
        ParamSpec size = t.params().stream().filter(p -> p.key().equals(key)).findFirst().orElseThrow();
        int accepted = 0;
        for (long n = (long) size.min() - 2; n <= (long) size.max() + 2; n++) {
            // What the factory accepts with the other parameters at their defaults.
            boolean valid;
            Game expected = null;
            try {
                expected = t.create(List.of(key + "=" + n));
                valid = true;
            } catch (IllegalArgumentException e) {
                valid = false;
            }
            String before = c.ok("pn-game");
            if (valid) {
                assertEquals("", c.ok("boardsize " + n), t.name() + " boardsize " + n);
                assertEquals(expected.descriptor(), c.ok("pn-game"));
                assertEquals(expected.newInitialState().positionText(), c.ok("pn-position"), "a cleared board");
                accepted++;
            } else {
                assertTrue(c.fails("boardsize " + n).startsWith("unacceptable size"), t.name() + " boardsize " + n);
                assertEquals(before, c.ok("pn-game"), "a refused size keeps the game");
            }
        }
        assertTrue(accepted >= 2, t.name() + ": boardsize accepted " + accepted + " sizes");
        assertTrue(c.fails("boardsize 100000").startsWith("unacceptable size"));
        assertTrue(c.fails("boardsize -1").startsWith("unacceptable size"));
        // The default size again.
        c.ok("boardsize " + size.defaultValue());
        assertEquals(t.create().descriptor(), c.ok("pn-game"));
    }

    private static void wholeGame(Variant v) throws Exception {
        Client c = new Client();
        GameType t = v.type();
        Game g = v.create();
        SplittableRandom rng = new SplittableRandom(v.isDefault() ? t.name().hashCode() : v.label().hashCode());
        c.ok(String.join(" ", "set_game", t.name(), String.join(" ", v.args())).trim());
        assertEquals(g.descriptor(), c.ok("pn-game"));
        c.ok("pn-player " + SearcherCatalog.PLAYERS.get(0).name() + " playouts=50");
        State mirror = g.newInitialState();
        int[] buf = new int[g.maxMoves()];
        String[] colour = {"b", "w"};
        int genmoves = 0;
        for (int ply = 0; !mirror.isTerminal(); ply++) {
            assertTrue(ply < MAX_PLIES, g.descriptor() + ": no end after " + MAX_PLIES + " plies");
            assertEquals(mirror.positionText(), c.ok("pn-position"));
            assertTrue(c.fails("final_score").startsWith("cannot score"), "final_score before the end");
            assertEquals("playing to_move=" + g.playerName(mirror.toMove()), c.ok("pn-result"));
            int n = mirror.legalMoves(buf);
            List<String> moves = new ArrayList<>();
            for (int i = 0; i < n; i++) moves.add(mirror.formatMove(buf[i]));
            assertEquals(String.join(" ", moves), c.ok("legal_moves"));
            if (ply % 7 == 0) {
                assertEquals("= \n" + mirror.render() + "\n\n", c.raw("showboard"), "showboard at ply " + ply);
            }
            if (ply % 5 == 2) {
                // setboard of the current position text round-trips (the history starts afresh, so
                // the state beside it does too: under a repetition rule the history decides).
                String text = mirror.positionText();
                assertEquals("", c.ok("setboard " + text));
                assertEquals(text, c.ok("pn-position"));
                assertTrue(c.fails("undo").startsWith("cannot undo"));
                assertEquals(String.join(" ", moves), c.ok("legal_moves"));
                mirror = g.parsePosition(text);
            }
            String who = colour[mirror.toMove()];
            int move;
            // The first player's moves come from genmove, forced ones too (on a board of one column
            // every move is), but for a forced pass.
            if (mirror.toMove() == Game.FIRST && (n > 1 || !mirror.isPass(buf[0]))) {
                String answer = c.ok("genmove " + who);
                move = mirror.parseMove(answer);
                assertTrue(mirror.isLegal(move), g.descriptor() + ": genmove gave the illegal " + answer);
                assertEquals(mirror.formatMove(move), answer);
                genmoves++;
            } else {
                move = buf[rng.nextInt(n)];
                String text = mirror.formatMove(move);
                // The notation is read in any case.
                String sent = rng.nextBoolean() ? text.toUpperCase(Locale.ROOT) : text;
                assertEquals("", c.ok("play " + who + " " + sent));
            }
            mirror.apply(move);
        }
        assertTrue(genmoves > 0, g.descriptor() + ": the engine chose some moves");
        assertEquals(mirror.positionText(), c.ok("pn-position"));
        assertEquals("", c.ok("legal_moves"));
        assertEquals("= \n" + mirror.render() + "\n\n", c.raw("showboard"), "showboard at the end");
        int score = mirror.score();
        assertEquals(g.formatScore(score), c.ok("final_score"), g.descriptor() + " final_score");
        int w = mirror.winner();
        assertEquals("over winner=" + (w < 0 ? "none" : g.playerName(w)) + " score=" + g.formatScore(score),
                c.ok("pn-result"));
        // After the end, Go-style controllers pass until they have seen two passes: genmove answers
        // pass for either colour and play takes a pass, changing neither the position nor the score.
        assertEquals("pass", c.ok("genmove " + colour[mirror.toMove()]));
        assertEquals("pass", c.ok("reg_genmove " + colour[1 - mirror.toMove()]));
        assertEquals("", c.ok("play W PASS"));
        assertEquals(mirror.positionText(), c.ok("pn-position"));
        assertEquals("", c.ok("legal_moves"));
        assertEquals(g.formatScore(score), c.ok("final_score"));
        assertTrue(c.fails("play b " + mirror.formatMove(buf[0])).startsWith("illegal move"));
        // undo takes back the two passes played (not the reg_genmove) before the last move.
        c.ok("undo");
        c.ok("undo");
        assertEquals(g.formatScore(score), c.ok("final_score"), "the end survives undoing the passes");
        // undo goes back into the game, whose end is then scored again after the replay.
        c.ok("undo");
        assertTrue(c.fails("final_score").startsWith("cannot score"));
        int last = mirror.lastMove();
        mirror.undo();
        c.ok("play " + colour[mirror.toMove()] + " " + mirror.formatMove(last));
        mirror.apply(last);
        assertEquals(g.formatScore(score), c.ok("final_score"));
        // setboard of the final position keeps the result.
        c.ok("setboard " + mirror.positionText());
        State parsed = g.parsePosition(mirror.positionText());
        if (parsed.isTerminal()) assertEquals(g.formatScore(parsed.score()), c.ok("final_score"));
    }
}
