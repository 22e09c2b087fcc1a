package org.pnengine.protocol;

import java.util.stream.Collectors;
import org.pnengine.engine.EngineSession;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;

/** Game selection, moves and position queries. */
final class BoardCommands {

    private BoardCommands() {
    }

    static String listGames(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return GameCatalog.ALL.stream().map(GameType::name).collect(Collectors.joining("\n"));
    }

    static String setGame(CommandContext ctx) throws Exception {
        ctx.args().expect(1, Integer.MAX_VALUE, "name [key=value ...]");
        String name = ctx.args().word(1);
        GameType type = GameCatalog.find(name).orElseThrow(() -> GtpException.syntax(
                "argument 1: unknown game '" + name + "' (see list_games)"));
        ctx.session().setGame(type, ctx.args().from(2));
        return "";
    }

    static String game(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return ctx.session().game().descriptor();
    }

    static String boardsize(CommandContext ctx) throws Exception {
        ctx.args().expect(1, "size");
        ctx.session().setBoardSize(ctx.args().integer(1, "size"));
        return "";
    }

    static String clearBoard(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        ctx.session().clearBoard();
        return "";
    }

    /** {@code komi}: checked as a number and ignored, since no game here scores with a komi. */
    static String komi(CommandContext ctx) throws GtpException {
        ctx.args().expect(1, "komi");
        ctx.args().number(1, "komi");
        return "";
    }

    static String play(CommandContext ctx) throws Exception {
        ctx.args().expect(2, "color move");
        EngineSession s = ctx.session();
        int color = ctx.args().color(1, s.game());
        s.play(color, ctx.args().word(2));
        return "";
    }

    static String undo(CommandContext ctx) throws Exception {
        ctx.args().expect(0, "");
        ctx.session().undo();
        return "";
    }

    static String showboard(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return "\n" + ctx.session().state().render();
    }

    static String setboard(CommandContext ctx) throws Exception {
        ctx.args().expect(1, Integer.MAX_VALUE, "position");
        ctx.session().setPosition(ctx.args().rest(1));
        return "";
    }

    static String position(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return ctx.session().state().positionText();
    }

    static String legalMoves(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return String.join(" ", ctx.session().legalMoves());
    }

    static String result(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        State st = ctx.session().state();
        Game g = ctx.session().game();
        if (!st.isTerminal()) return "playing to_move=" + g.playerName(st.toMove());
        int w = st.winner();
        return "over winner=" + (w < 0 ? "none" : g.playerName(w)) + " score=" + g.formatScore(st.score());
    }

    static String finalScore(CommandContext ctx) throws Exception {
        ctx.args().expect(0, "");
        return ctx.session().game().formatScore(ctx.session().finalScore());
    }
}
