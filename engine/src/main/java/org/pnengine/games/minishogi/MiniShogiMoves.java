package org.pnengine.games.minishogi;

import static org.pnengine.games.minishogi.MiniShogiState.PROMO;
import static org.pnengine.games.minishogi.MiniShogiTables.*;

import org.pnengine.game.Game;

/**
 * MiniShogi's attacks and legal move generation over a {@link MiniShogiState}: who attacks a
 * square, the squares a side attacks, the pieces pinned to their king, and the legal board moves
 * and drop squares (check evasions, pins, the last-rank promotions, nifu and uchifuzume). The
 * methods are static over the state and only read it, as {@link MiniShogiPlayout}'s are, so that
 * the hot loops read the state's fields directly.
 */
final class MiniShogiMoves {

    private MiniShogiMoves() {
    }

    /** Bitboard of {@code c}'s pieces attacking {@code sq} with occupancy {@code o}. */
    static int attackers(MiniShogiState s, int sq, int c, int o) {
        int other = 1 - c;
        int b = c * TYPES;
        int a = (PAWN_ATT[other * SQUARES + sq] & s.pcs[b + PAWN])
                | (SILVER_ATT[other * SQUARES + sq] & s.pcs[b + SILVER])
                | (GOLD_ATT[other * SQUARES + sq] & (s.pcs[b + GOLD] | s.pcs[b + TOKIN] | s.pcs[b + PSILVER]))
                | (KING_ATT[sq] & (s.pcs[b + KING] | s.pcs[b + HORSE] | s.pcs[b + DRAGON]));
        int diag = s.pcs[b + BISHOP] | s.pcs[b + HORSE];
        if ((BISHOP_PSEUDO[sq] & diag) != 0) a |= bishopAttacks(sq, o) & diag;
        int orth = s.pcs[b + ROOK] | s.pcs[b + DRAGON];
        if ((ROOK_PSEUDO[sq] & orth) != 0) a |= rookAttacks(sq, o) & orth;
        return a;
    }

    /** Every square attacked by {@code c}'s pieces with occupancy {@code o}. */
    private static int attackedSquares(MiniShogiState s, int c, int o) {
        return pieceAttacks(s, c, o) | KING_ATT[s.ksq[c]];
    }

    /** Every square attacked by {@code c}'s pieces but its king, with occupancy {@code o}. */
    static int pieceAttacks(MiniShogiState s, int c, int o) {
        final int b = c * TYPES;
        int p = s.pcs[b + PAWN];
        int a = (c == Game.FIRST ? p >>> 5 : p << 5) & MiniShogiTables.ALL;
        final int cs = c * SQUARES;
        for (int bb = s.pcs[b + SILVER]; bb != 0; bb &= bb - 1) a |= SILVER_ATT[cs + Integer.numberOfTrailingZeros(bb)];
        for (int bb = s.pcs[b + GOLD] | s.pcs[b + TOKIN] | s.pcs[b + PSILVER]; bb != 0; bb &= bb - 1) {
            a |= GOLD_ATT[cs + Integer.numberOfTrailingZeros(bb)];
        }
        for (int bb = s.pcs[b + HORSE] | s.pcs[b + DRAGON]; bb != 0; bb &= bb - 1) {
            a |= KING_ATT[Integer.numberOfTrailingZeros(bb)];
        }
        for (int bb = s.pcs[b + BISHOP] | s.pcs[b + HORSE]; bb != 0; bb &= bb - 1) {
            a |= bishopAttacks(Integer.numberOfTrailingZeros(bb), o);
        }
        for (int bb = s.pcs[b + ROOK] | s.pcs[b + DRAGON]; bb != 0; bb &= bb - 1) {
            a |= rookAttacks(Integer.numberOfTrailingZeros(bb), o);
        }
        return a;
    }

    /** Own pieces that shield {@code us}'s king from an enemy slider. */
    private static int pinned(MiniShogiState s, int us, int k, int o) {
        int b = (1 - us) * TYPES;
        int snipers = (ROOK_PSEUDO[k] & (s.pcs[b + ROOK] | s.pcs[b + DRAGON]))
                | (BISHOP_PSEUDO[k] & (s.pcs[b + BISHOP] | s.pcs[b + HORSE]));
        int result = 0;
        while (snipers != 0) {
            int sniper = Integer.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            int btw = BETWEEN[k][sniper] & o;
            if (btw != 0 && (btw & (btw - 1)) == 0 && (btw & s.occ[us]) != 0) result |= btw;
        }
        return result;
    }

    /**
     * Fills {@code out} with the legal board moves (not drops) and {@link MiniShogiState#dropMask} with the
     * legal drop squares per kind; returns the number of board moves.
     */
    static int boardMoves(MiniShogiState s, int[] out) {
        final int[] dropMask = s.dropMask;
        dropMask[0] = dropMask[1] = dropMask[2] = dropMask[3] = dropMask[4] = 0;
        final int us = s.stm;
        final int them = 1 - us;
        final int k = s.ksq[us];
        final int all = s.occ[0] | s.occ[1];
        final int own = s.occ[us];
        final int checkers = attackers(s, k, them, all);
        int n = 0;

        // king moves
        int kt = KING_ATT[k] & ~own;
        if (kt != 0) n = emit(out, n, k << 5, kt & ~attackedSquares(s, them, all & ~bit(k)));
        if ((checkers & (checkers - 1)) != 0) return n;   // double check: king moves only

        int target = ~own & MiniShogiTables.ALL;
        int dropTarget = ~all & MiniShogiTables.ALL;
        if (checkers != 0) {
            int between = BETWEEN[k][Integer.numberOfTrailingZeros(checkers)];
            target = between | checkers;
            dropTarget = between;
        }
        final int pin = pinned(s, us, k, all);
        final int zone = LAST_RANK[us];

        final int pb = us * TYPES;
        final int goldBase = us * SQUARES;
        // promotable pieces: pawn, silver, bishop, rook
        for (int t = PAWN; t <= ROOK; t++) {
            int bb = s.pcs[pb + t];
            while (bb != 0) {
                int from = Integer.numberOfTrailingZeros(bb);
                bb &= bb - 1;
                int att;
                switch (t) {
                    case PAWN: att = PAWN_ATT[us * SQUARES + from]; break;
                    case SILVER: att = SILVER_ATT[us * SQUARES + from]; break;
                    case BISHOP: att = bishopAttacks(from, all); break;
                    default: att = rookAttacks(from, all); break;
                }
                att &= target;
                if ((pin & bit(from)) != 0) att &= LINE[k][from];
                int base = from << 5;
                boolean fromZone = (zone & bit(from)) != 0;
                while (att != 0) {
                    int to = Integer.numberOfTrailingZeros(att);
                    att &= att - 1;
                    if (fromZone || (zone & bit(to)) != 0) {
                        out[n++] = base | to | PROMO;
                        if (t != PAWN) out[n++] = base | to;   // a pawn on the last rank must promote
                    } else {
                        out[n++] = base | to;
                    }
                }
            }
        }
        // gold movers (gold, tokin, promoted silver), horse, dragon: no promotion
        int golds = s.pcs[pb + GOLD] | s.pcs[pb + TOKIN] | s.pcs[pb + PSILVER];
        while (golds != 0) {
            int from = Integer.numberOfTrailingZeros(golds);
            golds &= golds - 1;
            int att = GOLD_ATT[goldBase + from] & target;
            if ((pin & bit(from)) != 0) att &= LINE[k][from];
            n = emit(out, n, from << 5, att);
        }
        int horses = s.pcs[pb + HORSE];
        while (horses != 0) {
            int from = Integer.numberOfTrailingZeros(horses);
            horses &= horses - 1;
            int att = (bishopAttacks(from, all) | KING_ATT[from]) & target;
            if ((pin & bit(from)) != 0) att &= LINE[k][from];
            n = emit(out, n, from << 5, att);
        }
        int dragons = s.pcs[pb + DRAGON];
        while (dragons != 0) {
            int from = Integer.numberOfTrailingZeros(dragons);
            dragons &= dragons - 1;
            int att = (rookAttacks(from, all) | KING_ATT[from]) & target;
            if ((pin & bit(from)) != 0) att &= LINE[k][from];
            n = emit(out, n, from << 5, att);
        }

        if (dropTarget != 0) {
            int hb = us * HAND_TYPES;
            for (int kind = 0; kind < HAND_TYPES; kind++) {
                if (s.hand[hb + kind] == 0) continue;
                int d = dropTarget;
                if (kind == PAWN) {
                    d = pawnDropSquares(s, d);
                    int ek = s.ksq[them];
                    int checkSq = us == Game.FIRST ? ek + 5 : ek - 5;   // the square whose pawn hits ek
                    if (checkSq >= 0 && checkSq < SQUARES && (d & bit(checkSq)) != 0
                            && pawnDropMates(s, us, checkSq)) {
                        d &= ~bit(checkSq);            // uchifuzume
                    }
                }
                dropMask[kind] = d;
            }
        }
        return n;
    }

    static int emit(int[] out, int n, int base, int targets) {
        while (targets != 0) {
            out[n++] = base | Integer.numberOfTrailingZeros(targets);
            targets &= targets - 1;
        }
        return n;
    }

    /**
     * Whether {@code us} dropping a pawn on {@code to} (which attacks the enemy king) mates. The
     * check is a contact check, so the only answers are king moves and captures of the pawn.
     */
    static boolean pawnDropMates(MiniShogiState s, int us, int to) {
        int them = 1 - us;
        int ek = s.ksq[them];
        int all = s.occ[0] | s.occ[1] | bit(to);
        int noKing = all & ~bit(ek);
        int esc = KING_ATT[ek] & ~s.occ[them];
        while (esc != 0) {
            int sq = Integer.numberOfTrailingZeros(esc);
            esc &= esc - 1;
            // The new pawn attacks only ek, and blocks lines through `to` (it is in `all`).
            if (attackers(s, sq, us, noKing) == 0) return false;
        }
        int takers = attackers(s, to, them, all) & ~bit(ek);
        while (takers != 0) {
            int from = Integer.numberOfTrailingZeros(takers);
            takers &= takers - 1;
            if (attackers(s, ek, us, all & ~bit(from)) == 0) return false;
        }
        return true;
    }

    /**
     * The squares of {@code squares} where the side to move of {@code s} may drop a pawn as far as the board
     * tells: not its last rank, not a file holding one of its unpromoted pawns (nifu). Whether the
     * drop mates is left to the caller.
     */
    static int pawnDropSquares(MiniShogiState s, int squares) {
        int d = squares & ~LAST_RANK[s.stm];
        for (int pawns = s.pcs[s.stm * TYPES + PAWN]; pawns != 0; pawns &= pawns - 1) {
            d &= ~FILE_MASK[col(Integer.numberOfTrailingZeros(pawns))];
        }
        return d;
    }
}
