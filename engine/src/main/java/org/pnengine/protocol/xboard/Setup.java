package org.pnengine.protocol.xboard;

import java.util.ArrayList;
import java.util.List;
import org.pnengine.game.ProtocolNotation;
import org.pnengine.game.State;

/**
 * What the engine tells the xboard GUI after {@code variant NAME} about a game the GUI does not
 * know (CECP §9, {@code setup} and {@code piece}): xboard 4.9.1 knows none of pnengine's games by
 * their names, and without a {@code setup} from its first engine it gives up a game of an unknown
 * variant ("Engine did not send setup for non-standard variant"). The line gives the piece
 * letters, the board ({@code WxH+HOLDINGS_PARENT}) and the start position, as Fairy-Stockfish 11.1
 * does for the same games: MiniShogi is Shogi on 5×5 with 5 kinds in hand ({@code 5x5+5_shogi},
 * whose pieces and rules xboard knows), the others are {@code fairy}, with Breakthrough's man in
 * Betza's notation ({@code fmWfF}: straight ahead to an empty square, or diagonally ahead). xboard
 * 4.9.1 cannot check those: it has no stone that falls to the lowest empty square, no win by
 * reaching the last rank, and it refused some of Breakthrough's diagonal moves, so they are played
 * with its legality test off (protocol-spec/xboard.md). Other GUIs (cutechess-cli) ignore these lines.
 */
final class Setup {

    private Setup() {
    }

    /** The lines for the game of {@code notation}, whose start position is {@code start}. */
    static List<String> lines(ProtocolNotation notation, State start) {
        String name = notation.variants().get(0);
        String fen = notation.position(start);
        String board = fen.split("[\\s\\[]", 2)[0];
        String[] ranks = board.split("/");
        int height = ranks.length;
        int width = width(ranks[0]);
        List<String> out = new ArrayList<>();
        if (name.equals("minishogi")) {
            out.add("setup (P.BR.S...G.+.++.+Kp.br.s...g.+.++.+k) 5x5+5_shogi " + fen);
        } else if (name.startsWith("breakthrough")) {
            out.add("setup (P.................p.................) " + width + "x" + height + "+0_fairy " + fen);
            out.add("piece P& fmWfF");
        } else {
            // Connect Four and Tic-tac-toe: stones dropped from a hand of one kind.
            out.add("setup (P.................p.................) " + width + "x" + height + "+1_fairy " + fen);
        }
        return out;
    }

    /** The cells of a FEN's rank: a letter is one, a number that many empty ones, a '+' promotes the next. */
    private static int width(String rank) {
        int cells = 0;
        int empty = 0;
        for (char c : rank.toCharArray()) {
            if (Character.isDigit(c)) {
                empty = empty * 10 + (c - '0');
                continue;
            }
            cells += empty + (c == '+' ? 0 : 1);
            empty = 0;
        }
        return cells + empty;
    }
}
