package org.pnengine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** PNG plots written headless. */
class ChartsTest {

    @Test
    void lineAndBarChartsAreWrittenAsPngs(@TempDir Path dir) throws Exception {
        Chart line = Chart.line("line.png", "error rate", "iterations", "%", true, List.of(
                new Chart.Series("a", new double[] {1, 2, 4, 8}, new double[] {50, 40, 10, 0}),
                new Chart.Series("b", new double[] {1, 2, 4, 8}, new double[] {60, Double.NaN, 30, 20})));
        Chart bars = Chart.bars("bars.png", "completion", "moves", "%", List.of("18", "22"), List.of(
                new Chart.Series("PNS", new double[2], new double[] {0, 12.5}),
                new Chart.Series("PPNS", new double[2], new double[] {5, 25})));
        for (Chart c : List.of(line, bars)) {
            Path p = Charts.write(c, dir);
            assertEquals(dir.resolve(c.file()), p);
            BufferedImage img = ImageIO.read(p.toFile());
            assertEquals(900, img.getWidth());
            assertEquals(560, img.getHeight());
        }
    }

    @Test
    void aBarSeriesMustHaveOneValuePerCategory() {
        assertThrows(IllegalArgumentException.class, () -> Chart.bars("x.png", "t", "x", "y", List.of("a", "b"),
                List.of(new Chart.Series("s", new double[1], new double[1]))));
    }
}
