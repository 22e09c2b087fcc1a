package org.pnengine.protocol;

import java.util.Collection;
import java.util.Collections;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The commands a session understands, in a sorted map (after GoGui's {@code GtpEngine}):
 * {@code list_commands} and {@code known_command} read this map, so the list can never drift
 * from what is dispatched. Adding a command is one handler plus one line in {@link #builtin()}.
 * Engine-specific commands carry the {@value #PREFIX} prefix, as GTP recommends.
 */
public final class CommandRegistry {

    /** The prefix of pnengine's own commands. */
    public static final String PREFIX = "pn-";

    private final TreeMap<String, CommandSpec> commands = new TreeMap<>();

    public CommandRegistry register(String name, String usage, String help, Command handler) {
        if (commands.put(name, new CommandSpec(name, usage, help, handler)) != null) {
            throw new IllegalStateException("command registered twice: " + name);
        }
        return this;
    }

    public Optional<CommandSpec> find(String name) {
        return Optional.ofNullable(commands.get(name.toLowerCase(Locale.ROOT)));
    }

    public Collection<CommandSpec> all() {
        return Collections.unmodifiableCollection(commands.values());
    }

    /** Every built-in command: the GTP v2 standard set, game selection, search and extensions. */
    public static CommandRegistry builtin() {
        return new CommandRegistry()
                // GTP v2 administrative commands
                .register("protocol_version", "", "the GTP version: 2", StandardCommands::protocolVersion)
                .register("name", "", "the engine's name", StandardCommands::name)
                .register("version", "", "the engine's version", StandardCommands::version)
                .register("known_command", "command", "true if the command is known", StandardCommands::knownCommand)
                .register("list_commands", "", "every command, one per line", StandardCommands::listCommands)
                .register("quit", "", "answers, then closes the connection", StandardCommands::quit)
                .register(PREFIX + "help", "[command]", "usage and help of one or every command", StandardCommands::help)
                .register(AuthGate.COMMAND, "token", "authenticates the connection (= at once if the server needs no token)", AuthGate::admitted)
                // game selection and position
                .register("list_games", "", "every game, one name per line", BoardCommands::listGames)
                .register(PREFIX + "games", "", "every game with its summary and parameters (types, defaults, ranges, help)", DiscoveryCommands::games)
                .register("set_game", "name [key=value ...]", "chooses a game and clears the board", BoardCommands::setGame)
                .register(PREFIX + "game", "", "the current game and its parameters", BoardCommands::game)
                .register("boardsize", "size", "sets the game's size parameter and clears the board", BoardCommands::boardsize)
                .register("clear_board", "", "the start position", BoardCommands::clearBoard)
                .register("komi", "komi", "accepted and ignored", BoardCommands::komi)
                .register("play", "color move", "plays a move", BoardCommands::play)
                .register("undo", "", "takes back the last move", BoardCommands::undo)
                .register("showboard", "", "the board as text", BoardCommands::showboard)
                .register("setboard", "position", "sets a position from the game's position text", BoardCommands::setboard)
                .register(PREFIX + "position", "", "the position text of the current position", BoardCommands::position)
                .register("legal_moves", "", "the legal moves, space-separated", BoardCommands::legalMoves)
                .register(PREFIX + "result", "", "whether the game is over, and its result", BoardCommands::result)
                .register("final_score", "", "B+n, W+n or 0 once the game is over", BoardCommands::finalScore)
                // clocks
                .register("time_settings", "main_time byo_yomi_time byo_yomi_stones", "sets the time system (seconds)", ClockCommands::timeSettings)
                .register("time_left", "color time stones", "the time left on a clock (seconds)", ClockCommands::timeLeft)
                .register("cputime", "", "the CPU seconds used for this session", ClockCommands::cputime)
                // search
                .register("genmove", "color", "chooses a move, plays it and answers it", SearchCommands::genmove)
                .register("reg_genmove", "color", "chooses a move without playing it", SearchCommands::regGenmove)
                .register("solve", "[algorithm=NAME] [score=BOOL] [nodes=N] [time=SECONDS] [memory=MB] [progress=SECONDS] [key=value ...]", "solves the position", SearchCommands::solve)
                .register(PREFIX + "analyze", "[color] [interval_centiseconds]", "streams info lines until the next input line", SearchCommands::analyze)
                .register(PREFIX + "genmove_analyze", "color [interval_centiseconds]", "genmove, streaming info lines, ending with play MOVE", SearchCommands::genmoveAnalyze)
                .register(PREFIX + "player", "[name [key=value ...]]", "shows or chooses the genmove player", SearchCommands::player)
                .register(PREFIX + "solvers", "", "every solver with its summary and parameters (types, defaults, ranges, help)", DiscoveryCommands::solvers)
                .register(PREFIX + "players", "", "every player with its summary and parameters (types, defaults, ranges, help)", DiscoveryCommands::players)
                .register("stop", "", "stops the running search (also sent while one runs)", SearchCommands::stop);
    }
}
