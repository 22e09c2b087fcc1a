package org.pnengine.games.minishogi;

import static org.pnengine.games.minishogi.MiniShogiTables.*;

import org.pnengine.game.Game;
import org.pnengine.game.PositionException;

/**
 * SFEN, the position text of MiniShogi: ranks a..e separated by {@code /}, each from file 5 to
 * file 1, Sente upper case, Gote lower case, {@code +} before a promoted piece, digits for empty
 * runs; then {@code b} (Sente) or {@code w} (Gote) to move, the hands ({@code -} if empty, e.g.
 * {@code 2Pbs}) and the move number. The start is {@value MiniShogiGame#START_SFEN}.
 * {@link #parse} also takes USI's {@code sfen} prefix and {@code startpos}, and refuses positions
 * the rules could never reach from a legal start (see {@link #validate}).
 */
final class MiniShogiSfen {

    /** SFEN's order of the kinds in hand: R B G S P. */
    private static final int[] HAND_ORDER = {ROOK, BISHOP, GOLD, SILVER, PAWN};

    private MiniShogiSfen() {
    }

    /** The SFEN of {@code s}. */
    static String format(MiniShogiState s) {
        StringBuilder sb = new StringBuilder(40);
        for (int r = 0; r < 5; r++) {
            int empty = 0;
            for (int c = 0; c < 5; c++) {
                int code = s.codeAt(5 * r + c);
                if (code == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) sb.append(empty);
                empty = 0;
                sb.append(pieceText(code));
            }
            if (empty > 0) sb.append(empty);
            if (r < 4) sb.append('/');
        }
        sb.append(' ').append(s.toMove() == Game.FIRST ? 'b' : 'w');
        sb.append(' ').append(handText(s));
        sb.append(' ').append(s.moveNumber());
        return sb.toString();
    }

    /** A piece code as SFEN writes it: {@code K}, {@code p}, {@code +R}, .... */
    static String pieceText(int code) {
        int t = codeType(code);
        char ch = LETTER[t];
        if (codeColor(code) == Game.SECOND) ch = Character.toLowerCase(ch);
        return t >= TOKIN ? "+" + ch : String.valueOf(ch);
    }

    /** The counts of {@code color}'s hand in SFEN's order, e.g. {@code " R 2P"}; empty if none. */
    static String handList(MiniShogiState s, int color) {
        StringBuilder sb = new StringBuilder();
        for (int kind : HAND_ORDER) {
            int n = s.handCount(color, kind);
            if (n > 0) sb.append(' ').append(n > 1 ? Integer.toString(n) : "").append(LETTER[kind]);
        }
        return sb.toString();
    }

    /** SFEN hand order (R B G S P), Sente's pieces first; {@code -} if both hands are empty. */
    private static String handText(MiniShogiState s) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < 2; c++) {
            for (int kind : HAND_ORDER) {
                int n = s.handCount(c, kind);
                if (n == 0) continue;
                if (n > 1) sb.append(n);
                char ch = LETTER[kind];
                sb.append(c == Game.FIRST ? ch : Character.toLowerCase(ch));
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    /** The position of an SFEN text (with or without {@code sfen}, or {@code startpos}) in game {@code g}. */
    static MiniShogiState parse(MiniShogiGame g, String text) throws PositionException {
        String[] parts = text.trim().split("\\s+");
        int p0 = 0;
        if (parts.length > 0 && parts[0].equalsIgnoreCase("sfen")) p0 = 1;
        if (parts.length - p0 == 1 && parts[p0].equalsIgnoreCase("startpos")) {
            return parse(g, MiniShogiGame.START_SFEN);
        }
        int fields = parts.length - p0;
        if (fields < 3 || fields > 4 || parts[p0].isEmpty()) {
            throw new PositionException("expected SFEN: board, side to move (b or w), hands (- if none) "
                    + "and optionally the move number, e.g. " + MiniShogiGame.START_SFEN);
        }
        int[] board = parseBoard(parts[p0]);
        String side = parts[p0 + 1];
        int stm;
        if (side.equalsIgnoreCase("b")) stm = Game.FIRST;
        else if (side.equalsIgnoreCase("w")) stm = Game.SECOND;
        else throw new PositionException("side to move must be b (Sente) or w (Gote), got '" + side + "'");
        int[] hand = parseHands(parts[p0 + 2]);
        int moveNumber = 1;
        if (fields == 4) {
            try {
                moveNumber = Integer.parseInt(parts[p0 + 3]);
            } catch (NumberFormatException e) {
                throw new PositionException("move number must be a positive integer, got '" + parts[p0 + 3] + "'");
            }
            if (moveNumber < 1 || moveNumber > 100_000_000) {
                throw new PositionException("move number must be between 1 and 100000000, got " + moveNumber);
            }
        }
        validate(board, hand);
        MiniShogiState st = new MiniShogiState(g, board, hand, stm, moveNumber);
        if (st.attacksEnemyKing()) {
            throw new PositionException((stm == Game.FIRST ? "Gote" : "Sente") + " is in check but it is not their move");
        }
        return st;
    }

    /** The piece codes of SFEN's board field, square by square. */
    private static int[] parseBoard(String field) throws PositionException {
        int[] board = new int[SQUARES];
        String[] rows = field.split("/", -1);
        if (rows.length != 5) throw new PositionException("the board needs 5 ranks separated by '/', got " + rows.length);
        for (int r = 0; r < 5; r++) {
            String row = rows[r];
            int c = 0;
            boolean plus = false;
            for (int i = 0; i < row.length(); i++) {
                char ch = row.charAt(i);
                String where = "rank " + (char) ('a' + r);
                if (ch >= '1' && ch <= '9' && !plus) {
                    c += ch - '0';
                    if (c > 5) throw new PositionException(where + " has more than 5 squares");
                    continue;
                }
                if (ch == '+') {
                    if (plus) throw new PositionException(where + ": '++'");
                    plus = true;
                    continue;
                }
                int t = "PSBRGK".indexOf(Character.toUpperCase(ch));
                if (t < 0) throw new PositionException(where + ": unknown piece '" + ch + "' (use K G S B R P, + to promote)");
                if (plus) {
                    if (!promotable(t)) throw new PositionException(where + ": '+" + ch + "' cannot be promoted");
                    t = promote(t);
                    plus = false;
                }
                if (c >= 5) throw new PositionException(where + " has more than 5 squares");
                int color = Character.isUpperCase(ch) ? Game.FIRST : Game.SECOND;
                board[5 * r + c] = code(color, t);
                c++;
            }
            if (plus) throw new PositionException("rank " + (char) ('a' + r) + " ends with '+'");
            if (c != 5) throw new PositionException("rank " + (char) ('a' + r) + " has " + c + " squares, expected 5");
        }
        return board;
    }

    /** The counts in hand of SFEN's hands field, {@code [color * HAND_TYPES + kind]}. */
    private static int[] parseHands(String hands) throws PositionException {
        int[] hand = new int[2 * HAND_TYPES];
        if (hands.equals("-")) return hand;
        int i = 0;
        while (i < hands.length()) {
            int n = 0;
            int start = i;
            while (i < hands.length() && Character.isDigit(hands.charAt(i))) {
                n = n * 10 + (hands.charAt(i) - '0');
                if (n > 99) throw new PositionException("hand count too large in '" + hands + "'");
                i++;
            }
            if (i == hands.length()) throw new PositionException("hands '" + hands + "' end with a count");
            if (i == start) n = 1;
            if (n < 1) throw new PositionException("hand count must be at least 1 in '" + hands + "'");
            char ch = hands.charAt(i++);
            int kind = "PSBRG".indexOf(Character.toUpperCase(ch));
            if (kind < 0) throw new PositionException("hands: '" + ch + "' cannot be in hand (use P S B R G)");
            int color = Character.isUpperCase(ch) ? Game.FIRST : Game.SECOND;
            hand[color * HAND_TYPES + kind] += n;
        }
        return hand;
    }

    /**
     * Refuses what no game reaches: a missing or extra king, more than {@link MiniShogiTables#PER_KIND}
     * pieces of a kind (board and hands), an unpromoted pawn on its last rank, and nifu.
     */
    private static void validate(int[] board, int[] hand) throws PositionException {
        int[] kings = new int[2];
        int[] kinds = new int[HAND_TYPES + 1];   // by unpromoted kind, kings last
        int[] pawnFiles = new int[2];
        for (int sq = 0; sq < SQUARES; sq++) {
            int code = board[sq];
            if (code == 0) continue;
            int c = codeColor(code);
            int t = codeType(code);
            if (t == KING) {
                kings[c]++;
                continue;
            }
            kinds[unpromote(t)]++;
            if (t == PAWN) {
                if ((LAST_RANK[c] & bit(sq)) != 0) {
                    throw new PositionException("a " + (c == 0 ? "Sente" : "Gote") + " pawn on "
                            + MiniShogiState.squareText(sq) + ", its last rank, could never move");
                }
                int f = 1 << col(sq);
                if ((pawnFiles[c] & f) != 0) {
                    throw new PositionException("two unpromoted " + (c == 0 ? "Sente" : "Gote")
                            + " pawns on file " + (5 - col(sq)) + " (nifu)");
                }
                pawnFiles[c] |= f;
            }
        }
        for (int c = 0; c < 2; c++) {
            String who = c == 0 ? "Sente (K)" : "Gote (k)";
            if (kings[c] == 0) throw new PositionException("missing king of " + who);
            if (kings[c] > 1) throw new PositionException(who + " has " + kings[c] + " kings");
            for (int kind = 0; kind < HAND_TYPES; kind++) kinds[kind] += hand[c * HAND_TYPES + kind];
        }
        for (int kind = 0; kind < HAND_TYPES; kind++) {
            if (kinds[kind] > PER_KIND) {
                throw new PositionException("too many " + "PSBRG".charAt(kind) + " pieces (board and hands): "
                        + kinds[kind] + ", the game has " + PER_KIND);
            }
        }
    }
}
