package org.pnengine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pnengine.game.FittedEvaluation;
import org.pnengine.games.minishogi.MiniShogiGame;

/**
 * {@code fit-eval}: over the records of a short seeded match it fits one weight a feature of the
 * game's fitted evaluation and says how well, the same records giving the same weights; a game
 * without a fitted evaluation is refused.
 */
class FitEvalCommandTest {

    @Test
    void fitsAWeightForEveryFeatureFromMatchRecords(@TempDir Path dir) {
        CommandRun match = CommandRun.in(LabMain::run, "match", "--game", "breakthrough", "--a", "minimax threads=1",
                "--b", "minimax threads=1", "--games", "6", "--playouts", "3000", "--threads", "1", "--seed", "9",
                "--out", dir.toString());
        assertEquals(0, match.code(), match.err());
        String records = dir.resolve("games.jsonl").toString();
        CommandRun fit = CommandRun.in(LabMain::run, "fit-eval", "--records", records);
        assertEquals(0, fit.code(), fit.err());
        assertTrue(fit.out().contains("quiet positions of 6 games"), fit.out());
        assertTrue(fit.out().contains("log loss, held out: fitted"), fit.out());
        String weights = fit.out().lines().filter(l -> l.startsWith("weights: ")).findFirst().orElseThrow();
        long[] w = Arrays.stream(weights.substring(9).split(", ")).mapToLong(Long::parseLong).toArray();
        assertEquals(32, w.length, weights);
        assertTrue(Arrays.stream(w).anyMatch(v -> v != 0), weights);
        assertEquals(fit.out(), CommandRun.in(LabMain::run, "fit-eval", "--records", records).out(), "deterministic");
    }

    @Test
    void fitsMiniShogiOnThePositionsWhereTheMovePlayedWasQuiet(@TempDir Path dir) throws Exception {
        CommandRun match = CommandRun.in(LabMain::run, "match", "--game", "minishogi", "--a", "minimax threads=1",
                "--b", "minimax threads=1 eval=classic", "--games", "6", "--playouts", "3000", "--threads", "1", "--seed", "9",
                "--out", dir.toString());
        assertEquals(0, match.code(), match.err());
        String records = dir.resolve("games.jsonl").toString();
        Path file = dir.resolve("weights.txt");
        CommandRun fit = CommandRun.in(LabMain::run, "fit-eval", "--game", "minishogi", "--positions", "quiet-move",
                "--records", records, "--weights-out", file.toString());
        assertEquals(0, fit.code(), fit.err());
        assertTrue(fit.out().contains("quiet-move positions of 6 games"), fit.out());
        String weights = fit.out().lines().filter(l -> l.startsWith("weights: ")).findFirst().orElseThrow();
        List<String> names = ((FittedEvaluation) MiniShogiGame.standard().newInitialState()).featureNames();
        String[] w = weights.substring(9).split(", ");
        assertEquals(names.size(), w.length, weights);
        // The file: a line a feature, its weight and its name, as the game's resource reads them.
        List<String> lines = Files.readAllLines(file);
        assertEquals(names.size(), lines.size());
        for (int i = 0; i < w.length; i++) assertEquals(w[i] + " " + names.get(i), lines.get(i));
        CommandRun bad = CommandRun.in(LabMain::run, "fit-eval", "--game", "minishogi", "--positions", "calm",
                "--records", records);
        assertNotEquals(0, bad.code());
        assertTrue(bad.err().contains("quiet or quiet-move"), bad.err());
    }

    @Test
    void refusesAGameWithoutAFittedEvaluation(@TempDir Path dir) {
        CommandRun match = CommandRun.in(LabMain::run, "match", "--game", "tic_tac_toe", "--a", "minimax threads=1",
                "--b", "minimax threads=1", "--games", "2", "--playouts", "100", "--threads", "1", "--out", dir.toString());
        assertEquals(0, match.code(), match.err());
        CommandRun fit = CommandRun.in(LabMain::run, "fit-eval", "--game", "tic_tac_toe", "--records",
                dir.resolve("games.jsonl").toString());
        assertNotEquals(0, fit.code());
        assertTrue(fit.err().contains("has no fitted evaluation"), fit.err());
    }
}
