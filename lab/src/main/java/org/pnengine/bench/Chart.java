package org.pnengine.bench;

import java.util.List;

/**
 * A plot to be written as a PNG ({@link Charts}): a line chart over a numeric x axis, or a bar
 * chart over categories with one bar per series in each category.
 *
 * @param file       the file name, e.g. {@code error-rate-2x20.png}
 * @param title      the title above the plot
 * @param xLabel     the x axis' title
 * @param yLabel     the y axis' title
 * @param kind       line or bar
 * @param logX       a logarithmic x axis (line charts)
 * @param categories the categories of a bar chart (empty for a line chart)
 * @param series     the series; for a bar chart each has one y per category (its x is ignored)
 */
public record Chart(String file, String title, String xLabel, String yLabel, Kind kind, boolean logX,
                    List<String> categories, List<Series> series) {

    public enum Kind { LINE, BAR }

    /** One named series of points. */
    public record Series(String name, double[] x, double[] y) {

        public Series {
            if (x.length != y.length) throw new IllegalArgumentException("x and y differ in length");
            x = x.clone();
            y = y.clone();
        }

        @Override
        public double[] x() {
            return x.clone();
        }

        @Override
        public double[] y() {
            return y.clone();
        }
    }

    public Chart {
        categories = List.copyOf(categories);
        series = List.copyOf(series);
        if (kind == Kind.BAR) {
            for (Series s : series) {
                if (s.y.length != categories.size()) {
                    throw new IllegalArgumentException("series " + s.name() + " has " + s.y.length + " values for "
                            + categories.size() + " categories");
                }
            }
        }
    }

    public static Chart line(String file, String title, String xLabel, String yLabel, boolean logX, List<Series> series) {
        return new Chart(file, title, xLabel, yLabel, Kind.LINE, logX, List.of(), series);
    }

    public static Chart bars(String file, String title, String xLabel, String yLabel, List<String> categories,
                             List<Series> series) {
        return new Chart(file, title, xLabel, yLabel, Kind.BAR, false, categories, series);
    }
}
