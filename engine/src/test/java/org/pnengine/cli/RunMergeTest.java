package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code merge} on the shards of a match and a tournament, through the engine's command line (the
 * lab's runs these tests through its own, whose {@code merge} takes the place of the engine's);
 * the runs are those of {@link TournamentCommandTest}.
 */
public class RunMergeTest {

    /** Runs a command line of the entry point under test. */
    protected CommandRun run(String... args) {
        return CommandRun.in(Main::run, args);
    }

    /** The words of the entry point's other spelling of merge. */
    protected List<String> mergeAlias() {
        return List.of("merge");
    }

    @Test
    void mergeSaysWhatItMerges() {
        String help = run("merge", "--help").out();
        assertTrue(help.contains("match") && help.contains("tournament"), help);
    }

    /**
     * Three shards merged give the files of the whole run, byte for byte but for the measured
     * times (RunFolders): for a round robin of three in-process entrants, and for a match from
     * openings (with its SGF files).
     */
    @Test
    void threeShardsMergeIntoTheWholeRun(@TempDir Path dir) throws Exception {
        Path openings = TournamentCommandTest.othelloOpenings(dir);
        for (List<String> command : List.of(TournamentCommandTest.ROUND_ROBIN, TournamentCommandTest.match(openings))) {
            String name = command.get(0);
            Path whole = dir.resolve(name + "-whole");
            assertEquals(0, run(TournamentCommandTest.args(command, "--threads", "2", "--out", whole.toString())).code());
            List<String> shards = new ArrayList<>();
            for (int k = 3; k >= 1; k--) {
                Path s = dir.resolve(name + "-shard-" + k);
                CommandRun r = run(TournamentCommandTest.args(command, "--threads", "1", "--shard", k + "/3", "--out", s.toString()));
                assertEquals(0, r.code(), r.err());
                assertTrue(Files.readString(s.resolve("shard.txt")).contains("complete true"));
                assertTrue(r.out().contains("shard " + k + "/3: this folder's tables cover only the games"), r.out());
                shards.add(s.toString());
            }
            Path merged = dir.resolve(name + "-merged");
            List<String> merge = new ArrayList<>(List.of("merge", "--out", merged.toString()));
            merge.addAll(shards);
            CommandRun m = run(merge.toArray(new String[0]));
            assertEquals(0, m.code(), m.err());
            assertTrue(m.out().contains("from all 3 shards"), m.out());
            List<String> compared = RunFolders.assertSameRun(whole, merged);
            assertTrue(compared.containsAll(List.of("games.jsonl", "elo.csv", "elo.md", "movetimes.csv", "run.txt")),
                    compared.toString());
            if (name.equals("match")) {
                assertTrue(compared.containsAll(List.of("summary.csv", "summary.md")) && compared.stream()
                        .anyMatch(c -> c.startsWith("sgf/game-")), compared.toString());
            } else {
                assertTrue(compared.containsAll(List.of("pairings.csv", "crosstable.csv", "crosstable.md", "entrants.csv")));
            }
            // A missing shard is named.
            List<String> partial = new ArrayList<>(mergeAlias());
            partial.addAll(List.of("--out", dir.resolve(name + "-partial").toString(), shards.get(0), shards.get(1)));
            CommandRun missing = run(partial.toArray(new String[0]));
            assertEquals(2, missing.code());
            assertTrue(missing.err().contains("shard 1 of 3 is missing"), missing.err());
        }
    }
}
