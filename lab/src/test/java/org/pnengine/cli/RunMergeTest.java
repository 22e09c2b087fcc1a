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
 * {@code merge} (the lab's command) on the shards of a match and a tournament, run with the
 * engine's commands through the lab's command line; the runs are those of
 * {@link TournamentCommandTest}.
 */
class RunMergeTest {

    private static CommandRun run(String... args) {
        return CommandRun.in(LabMain::run, args);
    }

    @Test
    void mergeSaysWhatItMerges() {
        assertTrue(run("merge", "--help").out().contains("a match or a tournament"));
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
            // A missing shard is named; bench merge is the same command.
            CommandRun missing = run("bench", "merge", "--out", dir.resolve(name + "-partial").toString(), shards.get(0),
                    shards.get(1));
            assertEquals(2, missing.code());
            assertTrue(missing.err().contains("shard 1 of 3 is missing"), missing.err());
        }
    }
}
