package org.pnengine.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;
import org.pnengine.game.Game;
import org.pnengine.game.MoveFormatException;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;

/**
 * A scripted GTP engine for tests: it plays any catalogued game with seeded random legal moves,
 * and misbehaves on request. It runs in-process over any streams ({@link #run}) or as a real
 * child process ({@link #main}, {@code java -cp target/test-classes:target/classes
 * org.pnengine.client.FakeEngine key=value ...}).
 *
 * <p>Options ({@code key=value}):
 * <ul>
 *   <li>{@code fault=KIND} and {@code ply=N} (default 3): misbehave when asked {@code genmove}
 *       (or, for {@code refuse-play}, told {@code play}) at ply N of its board. KIND is one of
 *       {@code crash} (writes a line to stderr and exits with code 3), {@code hang} (never
 *       answers), {@code illegal} (answers the last move played, an occupied cell in most games),
 *       {@code wrong-color} (answers a legal move of the other colour), {@code resign},
 *       {@code refuse-genmove}, {@code refuse-play} ({@code ? illegal move} to a legal move),
 *       {@code no-prefix} (a reply without {@code =}), {@code wrong-id}, {@code no-blank} (a reply
 *       without its empty line, then the end of output), {@code binary} (junk bytes),
 *       {@code endless} (a line that never ends) or {@code unasked} (a normal reply, then another
 *       nobody asked for);</li>
 *   <li>{@code no-pass}: refuses {@code play COLOR pass} with {@code ? syntax error}, as GRhino;</li>
 *   <li>{@code no-id}: replies without ids;</li>
 *   <li>{@code slow=MS}: waits MS milliseconds before every {@code genmove} answer;</li>
 *   <li>{@code score=TEXT}: answers {@code final_score} with TEXT;</li>
 *   <li>{@code game=NAME}: the game it starts with (default tic-tac-toe);</li>
 *   <li>{@code only=NAME}: refuses {@code set_game} of any other game ({@code ? unknown game});</li>
 *   <li>{@code pn-game}: claims to know {@code pn-game}, as pnengine does (so a controller sends it
 *       full game descriptors and seconds with fractions);</li>
 *   <li>{@code minimal}: knows only the commands every GTP engine has (no {@code set_game},
 *       {@code komi}, {@code time_*}, {@code final_score});</li>
 *   <li>{@code stderr=N}: writes N lines to stderr at start;</li>
 *   <li>{@code token=T}: answers nothing but {@code pn-auth T} until that succeeds, as
 *       {@code pnengine serve} with a token does ({@code ? unauthorized}); a wrong token ends the
 *       session;</li>
 *   <li>{@code seed=S}: the seed of its random moves (default 1).</li>
 * </ul>
 * It logs every command it receives (without ids) to {@link #log}, for tests that look at the
 * conversation.
 */
public final class FakeEngine {

    private static final Set<String> ALWAYS = Set.of("protocol_version", "name", "version", "known_command",
            "list_commands", "quit", "boardsize", "clear_board", "play", "genmove");
    private static final List<String> EXTRA = List.of("set_game", "komi", "time_settings", "time_left", "final_score");

    private final Map<String, String> options = new HashMap<>();
    private final BufferedReader in;
    private final OutputStream out;
    private final SplittableRandom rng;
    /** The commands received, without their ids (a {@code pn-auth} token included). */
    public final List<String> log = new CopyOnWriteArrayList<>();
    private Game game = GameCatalog.find("tic_tac_toe").orElseThrow().create();
    private boolean authenticated;
    private State state = game.newInitialState();

    public FakeEngine(InputStream in, OutputStream out, List<String> options) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
        for (String o : options) {
            int eq = o.indexOf('=');
            this.options.put(eq < 0 ? o : o.substring(0, eq), eq < 0 ? "" : o.substring(eq + 1));
        }
        this.rng = new SplittableRandom(Long.parseLong(this.options.getOrDefault("seed", "1")));
        if (this.options.containsKey("game")) {
            game = GameCatalog.find(this.options.get("game")).orElseThrow().create();
            state = game.newInitialState();
        }
    }

    public static void main(String[] args) throws IOException {
        FakeEngine e = new FakeEngine(System.in, System.out, Arrays.asList(args));
        int n = Integer.parseInt(e.options.getOrDefault("stderr", "0"));
        for (int i = 0; i < n; i++) System.err.println("fake engine: noise line " + i);
        System.exit(e.run());
    }

    /** Serves commands until {@code quit}, the end of input or a scripted crash; returns the exit code. */
    public int run() throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            String[] w = line.trim().split("\\s+");
            if (w[0].isEmpty()) continue;
            String id = "";
            int k = 0;
            if (w[0].matches("\\d+")) {
                id = w[k++];
            }
            if (options.containsKey("no-id")) id = "";
            String cmd = w[k].toLowerCase(Locale.ROOT);
            List<String> args = Arrays.asList(w).subList(k + 1, w.length);
            log.add(String.join(" ", Arrays.asList(w).subList(k, w.length)));
            String token = options.get("token");
            if (token != null && !authenticated) {
                // as pnengine serve with a token: nothing but pn-auth until it succeeds
                if (!cmd.equals("pn-auth")) {
                    reply(id, false, "unauthorized");
                    continue;
                }
                if (!args.equals(List.of(token))) {
                    reply(id, false, "unauthorized: wrong token");
                    return 0;
                }
                authenticated = true;
                reply(id, true, "");
                continue;
            }
            Integer code = answer(id, cmd, args);
            if (code != null) return code;
        }
        return 0;
    }

    private boolean at(String fault) {
        return fault.equals(options.get("fault")) && state.ply() == Integer.parseInt(options.getOrDefault("ply", "3"));
    }

    private boolean knows(String cmd) {
        return ALWAYS.contains(cmd) || (!options.containsKey("minimal") && EXTRA.contains(cmd))
                || (cmd.equals("pn-game") && options.containsKey("pn-game"));
    }

    /** Answers one command; a non-null result ends the engine with that exit code. */
    private Integer answer(String id, String cmd, List<String> args) throws IOException {
        if (!knows(cmd)) return reply(id, false, "unknown command");
        switch (cmd) {
            case "protocol_version": return reply(id, true, "2");
            case "name": return reply(id, true, "Fake Engine");
            case "version": return reply(id, true, "1.0");
            case "known_command": return reply(id, true, Boolean.toString(knows(args.get(0).toLowerCase(Locale.ROOT))));
            case "list_commands": {
                List<String> all = new ArrayList<>(ALWAYS);
                if (!options.containsKey("minimal")) all.addAll(EXTRA);
                if (options.containsKey("pn-game")) all.add("pn-game");
                return reply(id, true, String.join("\n", all.stream().sorted().toList()));
            }
            case "quit":
                reply(id, true, "");
                return 0;
            case "set_game":
                if (options.containsKey("only") && !options.get("only").equalsIgnoreCase(args.get(0))) {
                    return reply(id, false, "unknown game");
                }
                game = GameCatalog.find(args.get(0)).orElseThrow().create(args.subList(1, args.size()));
                state = game.newInitialState();
                return reply(id, true, "");
            case "pn-game":
                return reply(id, true, game.descriptor());
            case "boardsize": {
                String key = game.type().sizeParameter();
                if (key == null) return reply(id, false, "unacceptable size");
                game = game.type().create(List.of(key + "=" + args.get(0)));
                state = game.newInitialState();
                return reply(id, true, "");
            }
            case "clear_board":
                state = game.newInitialState();
                return reply(id, true, "");
            case "komi": case "time_settings": case "time_left":
                return reply(id, true, "");
            case "final_score":
                if (options.containsKey("score")) return reply(id, true, options.get("score"));
                return state.isTerminal() ? reply(id, true, game.formatScore(state.score()))
                        : reply(id, false, "cannot score");
            case "play": return play(id, args);
            default: return genmove(id);
        }
    }

    private Integer play(String id, List<String> args) throws IOException {
        if (args.get(1).equalsIgnoreCase("pass") && options.containsKey("no-pass")) return reply(id, false, "syntax error");
        if (at("refuse-play")) return reply(id, false, "illegal move");
        int color = game.parsePlayer(args.get(0));
        try {
            int move = state.parseMove(args.get(1));
            if (color != state.toMove()) {
                // the implicit pass dialect: the side to move must pass first
                int[] buf = new int[game.maxMoves()];
                if (state.legalMoves(buf) == 1 && state.isPass(buf[0])) state.apply(buf[0]);
            }
            if (color != state.toMove() || !state.isLegal(move)) return reply(id, false, "illegal move");
            state.apply(move);
            return reply(id, true, "");
        } catch (MoveFormatException e) {
            return reply(id, false, "syntax error");
        }
    }

    private Integer genmove(String id) throws IOException {
        sleep(Long.parseLong(options.getOrDefault("slow", "0")));
        int[] buf = new int[game.maxMoves()];
        int n = state.legalMoves(buf);
        if (at("crash")) {
            System.err.println("fake engine: crashing on purpose at ply " + state.ply());
            System.err.flush();
            out.close();
            return 3;
        }
        if (at("hang")) {
            sleep(Long.MAX_VALUE);
            return 4;
        }
        if (at("illegal")) return reply(id, true, state.formatMove(state.lastMove()));
        if (at("wrong-color")) return reply(id, true, otherColorMove());
        if (at("resign")) return reply(id, true, "resign");
        if (at("refuse-genmove")) return reply(id, false, "not now");
        if (at("no-prefix")) return raw(state.formatMove(buf[0]) + "\n\n");
        if (at("wrong-id")) return raw("=" + (id.isEmpty() ? 99 : Long.parseLong(id) + 1) + " " + state.formatMove(buf[0]) + "\n\n");
        if (at("no-blank")) {
            raw("=" + id + " " + state.formatMove(buf[0]) + "\n");
            out.close();
            return 0;
        }
        if (at("binary")) {
            byte[] junk = new byte[64];
            rng.nextBytes(junk);
            junk[0] = 0x01;   // never '=' or '?'
            out.write(junk);
            return raw("\n\n");
        }
        if (at("endless")) {
            byte[] x = new byte[64 * 1024];
            Arrays.fill(x, (byte) 'x');
            try {
                while (true) out.write(x);
            } catch (IOException e) {
                return 5;   // the controller gave up on it
            }
        }
        if (n == 0) return reply(id, false, "game is over");
        int move = buf[rng.nextInt(n)];
        String text = state.formatMove(move);
        state.apply(move);
        Integer r = reply(id, true, text);
        if (at("unasked")) raw("= nobody asked\n\n");
        return r;
    }

    /** A legal move of the side not to move, from the position text with the side swapped. */
    private String otherColorMove() {
        String text = state.positionText();
        char side = text.charAt(text.length() - 1);
        char other = side == 'X' ? 'O' : side == 'O' ? 'X' : side;
        try {
            State s = game.parsePosition(text.substring(0, text.length() - 1) + other);
            int[] buf = new int[game.maxMoves()];
            s.legalMoves(buf);
            return s.formatMove(buf[0]);
        } catch (RuntimeException | PositionException e) {
            return state.formatMove(state.lastMove());
        }
    }

    private Integer reply(String id, boolean ok, String text) throws IOException {
        return raw((ok ? "=" : "?") + id + " " + text + "\n\n");
    }

    private Integer raw(String s) throws IOException {
        out.write(s.getBytes(StandardCharsets.UTF_8));
        out.flush();
        return null;
    }

    private static void sleep(long ms) {
        if (ms <= 0) return;
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
