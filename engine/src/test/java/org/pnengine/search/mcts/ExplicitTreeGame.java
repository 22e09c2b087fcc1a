package org.pnengine.search.mcts;

import java.util.ArrayList;
import java.util.List;
import org.pnengine.game.Game;
import org.pnengine.game.GameType;
import org.pnengine.game.PositionException;
import org.pnengine.game.State;
import org.pnengine.search.FixtureGame;

/**
 * A test-only game given as an explicit tree, for positions whose values are known by
 * construction. The tree is written as nested lists: {@code (A B C)} is a position whose moves
 * 0, 1, 2 lead to A, B and C; a leaf is a finished game, {@code +} won by the first player,
 * {@code -} won by the second, {@code 0} drawn. The players alternate, the first player moving
 * at the root. Position text: the moves from the root joined by dots, or {@code root}.
 */
final class ExplicitTreeGame extends FixtureGame {

    static final GameType TYPE = new GameType("explicit_tree_test", List.of(), null,
            "test game: an explicit tree", p -> {
                throw new IllegalArgumentException("made in tests only");
            });

    private final int[][] children;
    private final int[] value;
    private final int maxMoves;
    private final int depth;

    /** Parses a tree such as {@code ((+ -) 0 (- (+ +)))}. */
    ExplicitTreeGame(String tree) {
        super(TYPE);
        List<int[]> kids = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        int[] pos = {0};
        String t = tree.replace("(", " ( ").replace(")", " ) ").trim();
        String[] tokens = t.split("\\s+");
        int root = parse(tokens, pos, kids, values);
        if (root != 0 || pos[0] != tokens.length) throw new IllegalArgumentException("bad tree: " + tree);
        children = kids.toArray(new int[0][]);
        value = values.stream().mapToInt(Integer::intValue).toArray();
        int m = 1;
        for (int[] k : children) m = Math.max(m, k.length);
        maxMoves = m;
        depth = height(0);
    }

    private static int parse(String[] tokens, int[] pos, List<int[]> kids, List<Integer> values) {
        String tok = tokens[pos[0]++];
        int id = kids.size();
        kids.add(new int[0]);
        values.add(0);
        switch (tok) {
            case "+": values.set(id, 1); return id;
            case "-": values.set(id, -1); return id;
            case "0": return id;
            case "(":
                List<Integer> list = new ArrayList<>();
                while (!tokens[pos[0]].equals(")")) list.add(parse(tokens, pos, kids, values));
                pos[0]++;
                if (list.isEmpty()) throw new IllegalArgumentException("an inner node needs a move");
                kids.set(id, list.stream().mapToInt(Integer::intValue).toArray());
                return id;
            default: throw new IllegalArgumentException("unexpected '" + tok + "'");
        }
    }

    private int height(int node) {
        int h = 0;
        for (int c : children[node]) h = Math.max(h, 1 + height(c));
        return h;
    }

    /**
     * A line the second player must find at each of {@code k} levels: the second player to move
     * with three moves that lose at once for it ({@code +}) and one that goes on; the first
     * player then has one move; at the end the first player loses. Random play wins it for the
     * first player almost always, best play loses it.
     */
    static String trap(int k) {
        return k == 0 ? "-" : "(+ + + (" + trap(k - 1) + "))";
    }

    @Override
    public State newInitialState() {
        return new Node();
    }

    @Override
    public State parsePosition(String text) throws PositionException {
        Node s = new Node();
        if (text.trim().equals("root")) return s;
        for (String part : text.trim().split("\\.")) {
            int m;
            try {
                m = Integer.parseInt(part);
            } catch (NumberFormatException e) {
                throw new PositionException("moves are numbers");
            }
            if (!s.isLegal(m)) throw new PositionException("no move " + m);
            s.apply(m);
        }
        return s;
    }

    @Override
    public int maxMoves() {
        return maxMoves;
    }

    @Override
    public int maxGameLength() {
        return depth;
    }

    final class Node extends Position {
        private final int[] path = new int[depth + 1];   // the tree node after each ply

        private int at() {
            return path[ply()];
        }

        @Override
        public Game game() {
            return ExplicitTreeGame.this;
        }

        @Override
        public int toMove() {
            return ply() % 2;
        }

        @Override
        public int legalMoves(int[] out) {
            int[] k = children[at()];
            for (int i = 0; i < k.length; i++) out[i] = i;
            return k.length;
        }

        @Override
        public boolean isLegal(int move) {
            return move >= 0 && move < children[at()].length;
        }

        @Override
        public void apply(int move) {
            int next = children[at()][move];
            push(move);
            path[ply()] = next;
        }

        @Override
        public void undo() {
            pop();
        }

        @Override
        public boolean isTerminal() {
            return children[at()].length == 0;
        }

        @Override
        public int score() {
            return value[at()];
        }

        @Override
        public long hash() {
            return at();
        }

        @Override
        public State copy() {
            Node n = copyMovesTo(new Node());
            System.arraycopy(path, 0, n.path, 0, ply() + 1);
            return n;
        }

        @Override
        public String positionText() {
            if (ply() == 0) return "root";
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < ply(); i++) sb.append(i == 0 ? "" : ".").append(moveAt(i));
            return sb.toString();
        }
    }
}
