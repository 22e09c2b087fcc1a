package org.pnengine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.pnengine.client.ChildJava;
import org.pnengine.client.EngineAddress;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.search.MoveBudget;
import org.pnengine.shard.Shard;

/** What the matches against engines of the line protocols (xboard, NBoard) share: the run, the checks, the openings. */
final class LineEngineMatches {

    /** Generous for a child JVM's start on a loaded machine. */
    static final EngineSettings ENGINES = new EngineSettings(30_000, 2_000,
            EngineAddress.Options.defaults().withTimeout(Duration.ofSeconds(30)));

    private LineEngineMatches() {
    }

    /** pnengine's own {@code protocol} in a child JVM, as the words after an entrant's prefix. */
    static String pnengine(String protocol, String... args) {
        String[] all = new String[args.length + 1];
        all[0] = protocol;
        System.arraycopy(args, 0, all, 1, args.length);
        return ChildJava.stdio("org.pnengine.cli.Main", all).substring("stdio:".length());
    }

    /**
     * {@code prefix} and pnengine's {@code protocol} behind a {@link FaultyLineEngine} that does
     * {@code faults} (one per process, in order) at the first line of each that matches
     * {@code pattern}.
     */
    static String faulty(String prefix, Path dir, String pattern, String faults, String protocol, String... args) {
        List<String> words = new ArrayList<>(List.of(dir.toString(), pattern, faults));
        words.addAll(ChildJava.command("org.pnengine.cli.Main", protocol));
        words.addAll(List.of(args));
        return prefix + ChildJava.stdio(FaultyLineEngine.class.getName(), words.toArray(String[]::new)).substring("stdio:".length());
    }

    /** The terminations of {@code r}'s games, in order. */
    static List<GameRecord.Termination> terminations(MatchResult r) {
        return r.records().stream().sorted(java.util.Comparator.comparingInt(GameRecord::index)).map(GameRecord::termination)
                .toList();
    }

    /**
     * A match of {@code games} games between A and B as a tournament of two, under {@code budget};
     * B under {@code budgetB} if not null (time odds), from {@code openings} if not null.
     */
    static MatchResult play(String game, String a, String b, int games, MoveBudget budget, MoveBudget budgetB,
                            List<String> openings, int maxPlies) throws Exception {
        Game g = MatchTest.game(game);
        Openings o = openings == null ? null : Openings.parse(openings, g, Openings.Order.SEQUENTIAL, "test");
        PlaySettings play = new PlaySettings(g, budget, maxPlies, ENGINES, o);
        TournamentSettings s = new TournamentSettings(play, List.of(new TournamentSettings.Entry(null, EntrantSpec.parse(a)),
                new TournamentSettings.Entry(null, EntrantSpec.parse(b), budgetB)), TournamentSettings.Format.ROUND_ROBIN,
                games, 1, 7, null);
        return new Tournament(s).run(Shard.WHOLE, List.of(), null).pairings().get(0).match();
    }

    /** Every game ended by the rules (or the ply cap): no fault, forfeit or time loss, and every move legal. */
    static void assertClean(MatchResult r, int games) throws Exception {
        assertEquals(games, r.records().size());
        MatchTest.assertLegal(r.records());
        for (GameRecord g : r.records()) {
            assertTrue(g.termination() == GameRecord.Termination.END || g.termination() == GameRecord.Termination.RESIGN
                    || g.termination() == GameRecord.Termination.MAX_PLIES, g.termination() + ": " + g.detail());
        }
        assertEquals(0, r.faults() + r.forfeits(), "faults or forfeits");
    }

    /** Two openings of {@code game}: its first legal moves as a sequence, and the position after three. */
    static List<String> openings(String game) {
        State s = MatchTest.game(game).newInitialState();
        int[] moves = new int[s.game().maxMoves()];
        StringBuilder seq = new StringBuilder("moves:");
        for (int i = 0; i < 3; i++) {
            s.legalMoves(moves);
            if (i < 2) seq.append(' ').append(s.formatMove(moves[0]));
            s.apply(moves[0]);
        }
        return List.of(seq.toString(), "position: " + s.positionText());
    }
}
