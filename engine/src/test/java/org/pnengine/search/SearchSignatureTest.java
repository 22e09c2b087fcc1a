package org.pnengine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.games.GameCatalog;

/**
 * The search signature, after Stockfish's {@code bench}: every catalogued solver, limited by
 * nodes, and every catalogued player, seeded, on one thread, limited by playouts and without a
 * book or an endgame solve (so that the tree search itself is pinned), searches a
 * fixed set of positions (two each of Connect Four, Othello, Lines of Action, Awari, Tic-tac-toe
 * and P-game), and what each search counted (nodes created and expanded, or playouts and tree
 * nodes) and answered (value, move) is compared line by line with {@link #SIGNATURE}. Each search
 * is deterministic, so an accidental change in search behaviour, or in a game's move generation or
 * playouts, changes a line and fails here loudly; a solver or player added to the catalog fails
 * too, until its lines are added. An intended change updates {@link #SIGNATURE} in the same commit
 * (the failure shows the whole new signature).
 */
class SearchSignatureTest {

    /** Nodes created at most by each solve. */
    private static final long SOLVER_NODES = 2_000;
    /** Playouts of each player's search. */
    private static final long PLAYER_PLAYOUTS = 300;

    /** A position of the signature: a label, the game as for {@code set_game}, the position text. */
    private record Position(String label, String game, String text) {

        State state() throws Exception {
            List<String> words = Arrays.asList(game.split(" "));
            Game g = GameCatalog.find(words.get(0)).orElseThrow().create(words.subList(1, words.size()));
            return g.parsePosition(text);
        }
    }

    private static final List<Position> POSITIONS = List.of(
            new Position("c4-a", "connect_four", "......./......./.o...../.o...../xx...xo/oox.xox x"),
            new Position("c4-b", "connect_four", "......./..x..../..x...o/..o.o.x/x.o.oox/x.xoxxo o"),
            new Position("oth-a", "Othello", "------O-----XOOO---XXOXX---XOO-----OXXO---O-XXXO------OX-------- X"),
            new Position("oth-b", "Othello", "-------OX----XOO-X-XXXOOX-XXXXOOXXOXXXOOXOOOXXO-XOOO-XXXOXOOOOXX X"),
            new Position("loa-a", "lines_of_action", "bbbb.wb./.......w/w......./..b....w/w....w../wbw....w/w......w/.bb.bbb. b"),
            new Position("loa-b", "lines_of_action", ".b.b...w/w.b..w../......wb/....w.../.......w/b....b../....w..b/bbw.b... b"),
            new Position("awari-a", "awari", "9 8 1 0 4 0 9 0 0 12 0 2 0 3 s"),
            new Position("awari-b", "awari", "1 1 1 1 2 0 1 3 24 0 0 1 10 3 s"),
            new Position("ttt-a", "tic_tac_toe", ".../.../... x"),
            new Position("ttt-b", "tic_tac_toe", ".../xxo/.o. x"),
            new Position("pg-a", "pgame branching=2 depth=20 seed=0", "2,1,1,2"),
            new Position("pg-b", "pgame branching=8 depth=8 seed=199", "1,2"));

    /** The expected signature: one line per position and searcher, as {@link #signature()} writes them. */
    private static final String SIGNATURE = """
            c4-a pns created=2000 expanded=306 value=unknown move=3
            c4-a mcpns created=1998 expanded=301 value=unknown move=2
            c4-a ppns created=1998 expanded=462 value=unknown move=6
            c4-a mopns created=1999 expanded=299 value=unknown move=2
            c4-a dfpn created=1994 expanded=296 value=unknown move=2
            c4-a alphabeta created=2000 expanded=923 value=unknown move=-
            c4-a mcts-solver playouts=300 nodes=578 value=unknown move=3
            c4-a uct playouts=300 nodes=593 value=unknown move=3
            c4-a pn-mcts playouts=300 nodes=598 value=unknown move=6
            c4-a pn-mcts2 playouts=300 nodes=598 value=unknown move=6
            c4-a minimax playouts=300 nodes=300 value=unknown move=3
            c4-b pns created=8 expanded=1 value=win move=4
            c4-b mcpns created=8 expanded=1 value=win move=4
            c4-b ppns created=8 expanded=1 value=win move=4
            c4-b mopns created=1997 expanded=325 value=unknown move=3
            c4-b dfpn created=7 expanded=1 value=win move=4
            c4-b alphabeta created=2000 expanded=1020 value=unknown move=4
            c4-b mcts-solver playouts=0 nodes=8 value=win move=4
            c4-b uct playouts=300 nodes=269 value=unknown move=4
            c4-b pn-mcts playouts=0 nodes=8 value=win move=4
            c4-b pn-mcts2 playouts=0 nodes=8 value=win move=4
            c4-b minimax playouts=13 nodes=13 value=win move=4
            oth-a pns created=1997 expanded=214 value=unknown move=g4
            oth-a mcpns created=2000 expanded=183 value=unknown move=h8
            oth-a ppns created=1999 expanded=198 value=unknown move=h8
            oth-a mopns created=1999 expanded=172 value=unknown move=d6
            oth-a dfpn created=1999 expanded=201 value=unknown move=h1
            oth-a alphabeta created=2048 expanded=2048 value=unknown move=-
            oth-a mcts-solver playouts=300 nodes=793 value=unknown move=h8
            oth-a uct playouts=300 nodes=793 value=unknown move=h8
            oth-a pn-mcts playouts=300 nodes=937 value=unknown move=h5
            oth-a pn-mcts2 playouts=300 nodes=937 value=unknown move=h5
            oth-a minimax playouts=300 nodes=300 value=unknown move=h8
            oth-b pns created=1994 expanded=536 value=unknown move=e7
            oth-b mcpns created=2000 expanded=482 value=unknown move=g1
            oth-b ppns created=218 expanded=39 value=loss move=e7
            oth-b mopns created=2000 expanded=540 value=unknown move=e7
            oth-b dfpn created=1997 expanded=484 value=unknown move=e7
            oth-b alphabeta created=2054 expanded=2054 value=unknown move=-
            oth-b mcts-solver playouts=300 nodes=669 value=unknown move=e7
            oth-b uct playouts=300 nodes=669 value=unknown move=e7
            oth-b pn-mcts playouts=300 nodes=635 value=unknown move=e7
            oth-b pn-mcts2 playouts=300 nodes=635 value=unknown move=e7
            oth-b minimax playouts=300 nodes=300 value=unknown move=e7
            loa-a pns created=1966 expanded=61 value=unknown move=g8d5
            loa-a mcpns created=1984 expanded=61 value=unknown move=e1f2
            loa-a ppns created=1984 expanded=61 value=unknown move=e1f2
            loa-a mopns created=1967 expanded=55 value=unknown move=f1f4
            loa-a dfpn created=1965 expanded=62 value=unknown move=g8d5
            loa-a alphabeta created=2000 expanded=1140 value=unknown move=-
            loa-a mcts-solver playouts=300 nodes=1230 value=unknown move=b8e5
            loa-a uct playouts=300 nodes=1230 value=unknown move=b8e5
            loa-a pn-mcts playouts=300 nodes=1230 value=unknown move=f1f4
            loa-a pn-mcts2 playouts=300 nodes=1230 value=unknown move=f1f4
            loa-a minimax playouts=300 nodes=300 value=unknown move=e1c3
            loa-b pns created=1989 expanded=72 value=unknown move=b1d3
            loa-b mcpns created=1994 expanded=68 value=unknown move=a3c3
            loa-b ppns created=1994 expanded=68 value=unknown move=a3c3
            loa-b mopns created=1992 expanded=69 value=unknown move=a3c1
            loa-b dfpn created=1994 expanded=73 value=unknown move=d8f6
            loa-b alphabeta created=2000 expanded=1183 value=unknown move=-
            loa-b mcts-solver playouts=300 nodes=907 value=unknown move=a3c3
            loa-b uct playouts=300 nodes=907 value=unknown move=a3c3
            loa-b pn-mcts playouts=300 nodes=907 value=unknown move=d8f6
            loa-b pn-mcts2 playouts=300 nodes=907 value=unknown move=d8f6
            loa-b minimax playouts=300 nodes=300 value=unknown move=a1d4
            awari-a pns created=1999 expanded=453 value=unknown move=e
            awari-a mcpns created=1995 expanded=415 value=unknown move=c
            awari-a ppns created=1999 expanded=458 value=unknown move=c
            awari-a mopns created=1996 expanded=411 value=unknown move=a
            awari-a dfpn created=1999 expanded=452 value=unknown move=e
            awari-a alphabeta created=2000 expanded=1686 value=unknown move=-
            awari-a mcts-solver playouts=300 nodes=488 value=unknown move=c
            awari-a uct playouts=300 nodes=488 value=unknown move=c
            awari-a pn-mcts playouts=300 nodes=500 value=unknown move=c
            awari-a pn-mcts2 playouts=300 nodes=500 value=unknown move=c
            awari-a minimax playouts=300 nodes=300 value=unknown move=c
            awari-b pns created=1997 expanded=557 value=unknown move=b
            awari-b mcpns created=2000 expanded=496 value=unknown move=e
            awari-b ppns created=1997 expanded=561 value=unknown move=e
            awari-b mopns created=1997 expanded=482 value=unknown move=a
            awari-b dfpn created=1996 expanded=537 value=unknown move=a
            awari-b alphabeta created=2000 expanded=1540 value=unknown move=-
            awari-b mcts-solver playouts=300 nodes=462 value=unknown move=a
            awari-b uct playouts=300 nodes=462 value=unknown move=a
            awari-b pn-mcts playouts=300 nodes=500 value=unknown move=b
            awari-b pn-mcts2 playouts=300 nodes=500 value=unknown move=b
            awari-b minimax playouts=300 nodes=300 value=unknown move=e
            ttt-a pns created=2000 expanded=406 value=unknown move=a1
            ttt-a mcpns created=1995 expanded=429 value=unknown move=b1
            ttt-a ppns created=2000 expanded=488 value=unknown move=a3
            ttt-a mopns created=1996 expanded=371 value=unknown move=b2
            ttt-a dfpn created=2000 expanded=360 value=unknown move=c3
            ttt-a alphabeta created=1514 expanded=839 value=draw move=a1
            ttt-a mcts-solver playouts=300 nodes=598 value=unknown move=c3
            ttt-a uct playouts=300 nodes=598 value=unknown move=c3
            ttt-a pn-mcts playouts=300 nodes=614 value=unknown move=c3
            ttt-a pn-mcts2 playouts=300 nodes=614 value=unknown move=c3
            ttt-a minimax playouts=300 nodes=300 value=unknown move=a3
            ttt-b pns created=22 expanded=6 value=win move=a1
            ttt-b mcpns created=34 expanded=9 value=win move=a3
            ttt-b ppns created=34 expanded=9 value=win move=a3
            ttt-b mopns created=38 expanded=10 value=win move=a1
            ttt-b dfpn created=21 expanded=6 value=win move=a1
            ttt-b alphabeta created=17 expanded=9 value=win move=a1
            ttt-b mcts-solver playouts=15 nodes=30 value=win move=a3
            ttt-b uct playouts=300 nodes=108 value=unknown move=a3
            ttt-b pn-mcts playouts=24 nodes=38 value=win move=a3
            ttt-b pn-mcts2 playouts=24 nodes=38 value=win move=a3
            ttt-b minimax playouts=100 nodes=100 value=win move=a1
            pg-a pns created=1999 expanded=999 value=unknown move=1
            pg-a mcpns created=1075 expanded=537 value=win move=1
            pg-a ppns created=1237 expanded=618 value=win move=1
            pg-a mopns created=1999 expanded=999 value=unknown move=2
            pg-a dfpn created=2000 expanded=1001 value=unknown move=2
            pg-a alphabeta created=1508 expanded=1020 value=win move=1
            pg-a mcts-solver playouts=300 nodes=345 value=unknown move=1
            pg-a uct playouts=300 nodes=345 value=unknown move=1
            pg-a pn-mcts playouts=300 nodes=355 value=unknown move=1
            pg-a pn-mcts2 playouts=300 nodes=355 value=unknown move=1
            pg-a minimax playouts=300 nodes=300 value=unknown move=1
            pg-b pns created=1993 expanded=249 value=unknown move=2
            pg-b mcpns created=1993 expanded=249 value=unknown move=4
            pg-b ppns created=1993 expanded=249 value=unknown move=4
            pg-b mopns created=1993 expanded=249 value=unknown move=8
            pg-b dfpn created=2000 expanded=251 value=unknown move=8
            pg-b alphabeta created=1418 expanded=702 value=loss move=4
            pg-b mcts-solver playouts=300 nodes=625 value=unknown move=7
            pg-b uct playouts=300 nodes=625 value=unknown move=7
            pg-b pn-mcts playouts=300 nodes=665 value=unknown move=7
            pg-b pn-mcts2 playouts=300 nodes=665 value=unknown move=7
            pg-b minimax playouts=300 nodes=300 value=unknown move=4
            """;

    @Test
    void everySearchCountsWhatItDidBefore() throws Exception {
        assertEquals(SIGNATURE, signature(), "the search signature changed; if the change is intended, replace "
                + "SIGNATURE with the new one (\"but was\") in the same commit");
    }

    /** Every solver's and every player's line on every position. */
    private static String signature() throws Exception {
        List<String> lines = new ArrayList<>();
        for (Position p : POSITIONS) {
            for (SolverType type : SearcherCatalog.SOLVERS) {
                State s = p.state();
                SolveResult r = type.create(List.of()).solve(s, SearchLimits.ofNodes(SOLVER_NODES), new StopSignal(),
                        Solver.NO_PROGRESS);
                lines.add(String.format(Locale.ROOT, "%s %s created=%d expanded=%d value=%s move=%s", p.label(),
                        type.name(), r.nodesCreated(), r.nodesExpanded(), r.value().name().toLowerCase(Locale.ROOT),
                        r.bestMove() < 0 ? "-" : s.formatMove(r.bestMove())));
            }
            for (PlayerType type : SearcherCatalog.PLAYERS) {
                State s = p.state();
                // The tree search itself: a game's book and exact endgame solve (Connect Four's
                // defaults) would answer some positions before it ran. A player takes those of
                // these keys that it has.
                List<String> keys = List.of("seed=1", "threads=1", "book=none", "endgame=0").stream()
                        .filter(k -> type.params().stream().anyMatch(q -> k.startsWith(q.key() + "=")))
                        .toList();
                Player player = type.create(s.game(), keys);
                MoveDecision d = player.chooseMove(s, SearchLimits.ofNodes(PLAYER_PLAYOUTS), new StopSignal());
                lines.add(String.format(Locale.ROOT, "%s %s playouts=%d nodes=%d value=%s move=%s", p.label(),
                        type.name(), d.playouts(), d.nodes(), d.value().name().toLowerCase(Locale.ROOT),
                        s.formatMove(d.move())));
            }
        }
        return String.join("\n", lines) + "\n";
    }
}
