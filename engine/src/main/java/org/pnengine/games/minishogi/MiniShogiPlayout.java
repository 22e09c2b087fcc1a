package org.pnengine.games.minishogi;

import static org.pnengine.games.minishogi.MiniShogiState.DROP_BASE;
import static org.pnengine.games.minishogi.MiniShogiState.NONE;
import static org.pnengine.games.minishogi.MiniShogiState.PROMO;
import static org.pnengine.games.minishogi.MiniShogiTables.*;

import java.util.SplittableRandom;
import org.pnengine.game.Bits;
import org.pnengine.game.Game;
import org.pnengine.game.RandomInts;

/**
 * The uniformly random legal playout of one {@link MiniShogiState}, which never lists the legal
 * moves when it can avoid it: it draws a cheap pseudo-legal candidate and tests only that one.
 *
 * <p>Out of check a step draws by rejection ({@link #drawMove}): a slot uniformly among the
 * drops and a fixed number of slots per piece on the board, its most pseudo-legal moves on its
 * square ({@link MiniShogiTables#MOVE_BOUND}). A slot holding no pseudo-legal move, or a move that
 * {@link #legalAmongPseudo} rejects, is drawn again. Each pseudo-legal move holds exactly one
 * slot, so the first move accepted is uniform among the legal moves (the argument of the Awari and
 * Lines of Action playouts). After {@link #MAX_DRAWS} failed draws it lists the legal moves and
 * draws among them ({@link #listedMove}), which is uniform too, and so is the mixture of the two.
 * In check, where few pseudo-legal moves are legal, it draws among the evasion candidates instead
 * ({@link #evasion}).
 *
 * <p>The playout plays on the state itself with the rules' own {@link MiniShogiState#apply}, so
 * that the repetition and ply-cap verdicts are exactly those of the game, and reads the state's
 * position but never writes it: {@link MiniShogiState#mark()} and {@link MiniShogiState#rewind}
 * restore it at the end. The methods are static over the state, so that the hot loop reads the
 * state's fields as directly as the state's own methods do (an instance holding the state measured
 * about 3% fewer playouts per second).
 */
final class MiniShogiPlayout {

    /** Failed draws after which a playout step lists the legal moves instead of drawing again. */
    private static final int MAX_DRAWS = 32;

    private MiniShogiPlayout() {
    }

    /**
     * A uniformly random legal playout of at most {@code maxPlies} plies from the state's
     * position, which it leaves as it found it; the result is as {@link MiniShogiState#randomPlayout}
     * says. As in the rules' {@link MiniShogiState#score()}, having no legal move (a loss) comes
     * before a repetition or ply-cap verdict, and both come before the cut-off.
     */
    static int run(MiniShogiState s, SplittableRandom rng, int[] buffer, int maxPlies) {
        final int basePly = s.ply;
        s.mark();
        // The board slots of the side to move and of the other side, kept up to date move by move.
        int slots = boardSlots(s, s.occ[s.stm]);
        int otherSlots = boardSlots(s, s.occ[1 - s.stm]);
        final boolean decision = s.promotionDecision();
        int result = Integer.MIN_VALUE;
        while (true) {
            assert slots == boardSlots(s, s.occ[s.stm]) : "board slots out of step at ply " + s.ply;
            int move = decision ? decisionStep(s, rng, buffer, slots) : step(s, rng, buffer, slots);
            if (move < 0) {
                result = s.stm == Game.FIRST ? -1 : 1;
                break;
            }
            int v = s.verdict[s.ply];
            if (v != NONE) {
                result = v;
                break;
            }
            if (s.ply - basePly >= maxPlies) break;
            int to = move & 31;
            int from = (move >>> 5) & 31;
            final int[] board = s.board;
            if (from >= DROP_BASE) {
                slots += MOVE_BOUND[code(s.stm, from - DROP_BASE) * SQUARES + to];
            } else {
                int c = board[from];
                int promoted = (move & PROMO) != 0 ? c + (TOKIN - PAWN) : c;
                slots += MOVE_BOUND[promoted * SQUARES + to] - MOVE_BOUND[c * SQUARES + from];
                otherSlots -= MOVE_BOUND[board[to] * SQUARES + to];   // code 0 (empty) has no slots
            }
            s.apply(move);
            int t = slots;
            slots = otherSlots;
            otherSlots = t;
        }
        s.rewind(basePly);
        return result;
    }

    /**
     * One playout step: a legal move drawn uniformly, or -1 if there is none. {@code boardSlots}
     * must be {@link #boardSlots}{@code (s, occ[stm])}.
     */
    static int step(MiniShogiState s, SplittableRandom rng, int[] buffer, int boardSlots) {
        return s.inCheck[s.ply] ? evasion(s, rng, buffer) : drawMove(s, rng, buffer, boardSlots);
    }

    /**
     * One playout step under {@code playout_promotion=decision}: a legal move drawn as if the
     * choice to promote were a second decision of the turn, made at even odds (Ludii's MiniShogi),
     * or -1 if there is none. A uniform draw ({@link #step}) is kept if its move has no twin that
     * differs only in promoting, and kept at even odds otherwise (else drawn again): each move
     * counted once (a pair once) is then equally likely, and each version of a pair half as likely.
     */
    static int decisionStep(MiniShogiState s, SplittableRandom rng, int[] buffer, int boardSlots) {
        while (true) {
            int m = step(s, rng, buffer, boardSlots);
            if (m < 0 || !hasPromotionTwin(s, m) || rng.nextBoolean()) return m;
        }
    }

    /** {@link #decisionStep} with the board slots counted afresh. */
    static int decisionStep(MiniShogiState s, SplittableRandom rng, int[] buffer) {
        return decisionStep(s, rng, buffer, boardSlots(s, s.occ[s.stm]));
    }

    /**
     * Whether the legal move {@code m} has a legal twin that differs only in promoting: a move of
     * an unpromoted silver, bishop or rook that starts or ends on the last rank (a pawn there
     * must promote, and legality does not depend on promoting).
     */
    static boolean hasPromotionTwin(MiniShogiState s, int m) {
        final int from = (m >>> 5) & 31;
        if (from >= DROP_BASE) return false;
        final int type = CODE_TYPE[s.board[from]];
        return type <= ROOK && type != PAWN && (LAST_RANK[s.stm] & (bit(from) | bit(m & 31))) != 0;
    }

    /** {@link #step} with the board slots counted afresh. */
    static int step(MiniShogiState s, SplittableRandom rng, int[] buffer) {
        return step(s, rng, buffer, boardSlots(s, s.occ[s.stm]));
    }

    /** The board slots of the pieces in {@code pieces}: the sum of their {@code MOVE_BOUND}. */
    static int boardSlots(MiniShogiState s, int pieces) {
        final int[] board = s.board;
        int slots = 0;
        for (int bb = pieces; bb != 0; bb &= bb - 1) {
            int sq = Integer.numberOfTrailingZeros(bb);
            slots += MOVE_BOUND[board[sq] * SQUARES + sq];
        }
        return slots;
    }

    /**
     * Fills {@code out} with the candidate moves of the side to move, which is in check, and
     * returns their number: the king's steps, and against a single checker every move of another
     * piece onto the checker's square or a square between it and the king, and every drop on such
     * a square between (promotion choices as the rules give them; pawn drops by
     * {@link MiniShogiMoves#pawnDropSquares}). Each legal move is among them exactly once.
     */
    static int evasionCandidates(MiniShogiState s, int[] out) {
        final int us = s.stm;
        final int k = s.ksq[us];
        final int all = s.occ[0] | s.occ[1];
        int n = MiniShogiMoves.emit(out, 0, k << 5, KING_ATT[k] & ~s.occ[us]);
        final int checkers = MiniShogiMoves.attackers(s, k, 1 - us, all);
        if ((checkers & (checkers - 1)) != 0) return n;   // double check: king moves only
        final int between = BETWEEN[k][Integer.numberOfTrailingZeros(checkers)];
        final int zone = LAST_RANK[us];
        for (int targets = between | checkers; targets != 0; targets &= targets - 1) {
            int to = Integer.numberOfTrailingZeros(targets);
            for (int fr = MiniShogiMoves.attackers(s, to, us, all) & ~bit(k); fr != 0; fr &= fr - 1) {
                int from = Integer.numberOfTrailingZeros(fr);
                int type = CODE_TYPE[s.board[from]];
                int m = from << 5 | to;
                if (type <= ROOK && (zone & (bit(from) | bit(to))) != 0) {
                    out[n++] = m | PROMO;
                    if (type != PAWN) out[n++] = m;   // a pawn on the last rank must promote
                } else {
                    out[n++] = m;
                }
            }
        }
        if (between == 0) return n;
        final int hb = us * HAND_TYPES;
        for (int kind = 0; kind < HAND_TYPES; kind++) {
            if (s.hand[hb + kind] == 0) continue;
            int d = kind == PAWN ? MiniShogiMoves.pawnDropSquares(s, between) : between;
            n = MiniShogiMoves.emit(out, n, (DROP_BASE + kind) << 5, d);
        }
        return n;
    }

    /**
     * A legal move of the side to move, which is in check, drawn uniformly, or -1 if there is
     * none: one of the {@link #evasionCandidates} drawn uniformly, kept if
     * {@link #legalAmongPseudo} accepts it, else removed and the draw repeated among the rest.
     */
    private static int evasion(MiniShogiState s, SplittableRandom rng, int[] buffer) {
        int n = evasionCandidates(s, buffer);
        while (n > 0) {
            int r = RandomInts.below(rng, n);
            int m = buffer[r];
            if (legalAmongPseudo(s, m, true)) return m;
            buffer[r] = buffer[--n];
        }
        return -1;
    }

    /** A legal move drawn uniformly from the list of all of them, or -1 if there is none. */
    private static int listedMove(MiniShogiState s, SplittableRandom rng, int[] buffer) {
        final int[] dm = s.dropMask;
        int nb = MiniShogiMoves.boardMoves(s, buffer);
        int n = nb + Integer.bitCount(dm[0]) + Integer.bitCount(dm[1]) + Integer.bitCount(dm[2])
                + Integer.bitCount(dm[3]) + Integer.bitCount(dm[4]);
        if (n == 0) return -1;
        int r = RandomInts.below(rng, n);
        if (r < nb) return buffer[r];
        r -= nb;
        int kind = 0;
        int c;
        while (r >= (c = Integer.bitCount(dm[kind]))) {
            r -= c;
            kind++;
        }
        return (DROP_BASE + kind) << 5 | Bits.select(dm[kind], r);
    }

    /**
     * A legal move of the side to move, which is not in check, drawn uniformly by rejection
     * among the slots, or, after {@link #MAX_DRAWS} failed draws, {@link #listedMove}.
     * {@code boardSlots} is the sum of the board slots.
     */
    private static int drawMove(MiniShogiState s, SplittableRandom rng, int[] buffer, int boardSlots) {
        final int empty = ~(s.occ[0] | s.occ[1]) & MiniShogiTables.ALL;
        final int pawnDrops = s.hand[s.stm * HAND_TYPES + PAWN] != 0 ? MiniShogiMoves.pawnDropSquares(s, empty) : 0;
        final int drops = dropSlots(s, pawnDrops, empty);
        final int slots = drops + boardSlots;
        for (int attempt = 0; attempt < MAX_DRAWS; attempt++) {
            int m = slotMove(s, RandomInts.below(rng, slots), pawnDrops, empty, drops);
            if (m >= 0 && legalAmongPseudo(s, m, false)) return m;
        }
        return listedMove(s, rng, buffer);
    }

    /**
     * The drop slots: one per pawn drop square ({@code pawnDrops}), then one per empty square for
     * each other kind in hand, in the order S, B, R, G.
     */
    private static int dropSlots(MiniShogiState s, int pawnDrops, int empty) {
        final int[] hand = s.hand;
        final int hb = s.stm * HAND_TYPES;
        // A hand holds 0, 1 or 2 of a kind; (count + 1) >> 1 is 1 exactly when it holds some.
        int held = ((hand[hb + SILVER] + 1) >> 1) + ((hand[hb + BISHOP] + 1) >> 1)
                + ((hand[hb + ROOK] + 1) >> 1) + ((hand[hb + GOLD] + 1) >> 1);
        return Integer.bitCount(pawnDrops) + held * Integer.bitCount(empty);
    }

    /** The number of slots of the side to move (drops, then its pieces). */
    static int slotCount(MiniShogiState s) {
        final int empty = ~(s.occ[0] | s.occ[1]) & MiniShogiTables.ALL;
        final int pawnDrops = s.hand[s.stm * HAND_TYPES + PAWN] != 0 ? MiniShogiMoves.pawnDropSquares(s, empty) : 0;
        return dropSlots(s, pawnDrops, empty) + boardSlots(s, s.occ[s.stm]);
    }

    /** The pseudo-legal move in slot {@code r} (below {@link #slotCount}), or -1 if it holds none. */
    static int slotMove(MiniShogiState s, int r) {
        final int empty = ~(s.occ[0] | s.occ[1]) & MiniShogiTables.ALL;
        final int pawnDrops = s.hand[s.stm * HAND_TYPES + PAWN] != 0 ? MiniShogiMoves.pawnDropSquares(s, empty) : 0;
        return slotMove(s, r, pawnDrops, empty, dropSlots(s, pawnDrops, empty));
    }

    /**
     * The pseudo-legal move in slot {@code r}, or -1 if it holds none: the drop slots first
     * ({@link #dropSlots}, of which there are {@code drops}), then the board slots, the
     * {@code MOVE_BOUND} of each own piece in square order, the piece's pseudo-legal moves
     * ({@link #boardMoveAt}) filling the first of its slots.
     */
    private static int slotMove(MiniShogiState s, int r, int pawnDrops, int empty, int drops) {
        if (r < drops) {
            final int nPawn = Integer.bitCount(pawnDrops);
            if (r < nPawn) return (DROP_BASE + PAWN) << 5 | Bits.select(pawnDrops, r);
            r -= nPawn;
            final int nEmpty = Integer.bitCount(empty);
            final int[] hand = s.hand;
            final int hb = s.stm * HAND_TYPES;
            int kind = SILVER;
            while (hand[hb + kind] == 0 || r >= nEmpty) {
                if (hand[hb + kind] != 0) r -= nEmpty;
                kind++;
            }
            return (DROP_BASE + kind) << 5 | Bits.select(empty, r);
        }
        r -= drops;
        final int[] board = s.board;
        final int own = s.occ[s.stm];
        int bb = own;
        int from;
        while (true) {
            from = Integer.numberOfTrailingZeros(bb);
            int b = MOVE_BOUND[board[from] * SQUARES + from];
            if (r < b) break;
            r -= b;
            bb &= bb - 1;
        }
        return boardMoveAt(s, from, r, s.occ[0] | s.occ[1], ~own & MiniShogiTables.ALL, LAST_RANK[s.stm]);
    }

    /**
     * The {@code r}-th pseudo-legal move of the piece on {@code from}: its moves with promotion
     * first, then those without, each by target square; -1 if it has {@code r} or fewer.
     */
    private static int boardMoveAt(MiniShogiState s, int from, int r, int all, int target, int zone) {
        final int c = s.board[from];
        final int t = CODE_TYPE[c];
        int att = STEP_ATT[c * SQUARES + from];
        final int slides = SLIDES[c];
        if (slides == BISHOP) att |= bishopAttacks(from, all);
        else if (slides == ROOK) att |= rookAttacks(from, all);
        att &= target;
        if (t <= ROOK) {
            int promo = (zone & bit(from)) != 0 ? att : att & zone;
            int np = Integer.bitCount(promo);
            if (r < np) return from << 5 | PROMO | Bits.select(promo, r);
            r -= np;
            att = t != PAWN ? att : att & ~promo;   // a pawn on the last rank must promote
        }
        return r < Integer.bitCount(att) ? from << 5 | Bits.select(att, r) : -1;
    }

    /**
     * Whether a pseudo-legal move is legal: it must not leave the mover's king
     * attacked (tested on the king's square only, with the moved piece's origin vacated, its
     * target occupied and a captured piece gone), and a pawn drop must not mate. Out of check, a
     * move of a piece other than the king can only expose the king to an enemy slider on the
     * line through the king and its origin, and a drop cannot expose it at all.
     */
    static boolean legalAmongPseudo(MiniShogiState s, int m, boolean check) {
        final int from = (m >>> 5) & 31;
        if (from >= DROP_BASE) return legalDrop(s, m, check);
        final int to = m & 31;
        final int toBit = bit(to);
        final int them = 1 - s.stm;
        final int k = s.ksq[s.stm];
        final int o = ((s.occ[0] | s.occ[1]) & ~bit(from)) | toBit;
        if (from == k) return (MiniShogiMoves.attackers(s, to, them, o) & ~toBit) == 0;
        if (check) return (MiniShogiMoves.attackers(s, k, them, o) & ~toBit) == 0;
        final int b = them * TYPES;
        final int[] pcs = s.pcs;
        final int line = LINE[k][from];   // 0 unless from is on a line through the king
        final int diag = line & (pcs[b + BISHOP] | pcs[b + HORSE]) & BISHOP_PSEUDO[k];
        final int orth = line & (pcs[b + ROOK] | pcs[b + DRAGON]) & ROOK_PSEUDO[k];
        if ((diag | orth) == 0) return true;
        return (((diag != 0 ? bishopAttacks(k, o) & diag : 0) | (orth != 0 ? rookAttacks(k, o) & orth : 0))
                & ~toBit) == 0;
    }

    /** {@link #legalAmongPseudo} for a drop. */
    private static boolean legalDrop(MiniShogiState s, int m, boolean check) {
        final int us = s.stm;
        final int to = m & 31;
        if (check && MiniShogiMoves.attackers(s, s.ksq[us], 1 - us, s.occ[0] | s.occ[1] | bit(to)) != 0) return false;
        if ((m >>> 5) == DROP_BASE + PAWN) {
            int ek = s.ksq[1 - us];
            if (to == (us == Game.FIRST ? ek + 5 : ek - 5)) return !MiniShogiMoves.pawnDropMates(s, us, to);
        }
        return true;
    }
}
