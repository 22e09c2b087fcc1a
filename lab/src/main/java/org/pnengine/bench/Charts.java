package org.pnengine.bench;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Writes {@link Chart}s as PNG files with XChart (knowm.org, Apache 2.0), without a display:
 * {@code java.awt.headless} is set before the first chart is drawn.
 */
public final class Charts {

    static {
        if (System.getProperty("java.awt.headless") == null) System.setProperty("java.awt.headless", "true");
    }

    private static final int WIDTH = 900;
    private static final int HEIGHT = 560;

    /** Distinct colours, readable on white, for up to 12 series (then repeated). */
    private static final Color[] PALETTE = {
        new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c), new Color(0xff7f0e), new Color(0x9467bd),
        new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f), new Color(0xbcbd22), new Color(0x17becf),
        new Color(0x393b79), new Color(0xad494a),
    };

    private Charts() {
    }

    /** Writes {@code chart} to {@code dir/chart.file()} and returns the path. */
    public static Path write(Chart chart, Path dir) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve(chart.file());
        String name = file.toString();
        String base = name.endsWith(".png") ? name.substring(0, name.length() - 4) : name;
        if (chart.kind() == Chart.Kind.LINE) {
            BitmapEncoder.saveBitmap(line(chart), base, BitmapEncoder.BitmapFormat.PNG);
        } else {
            BitmapEncoder.saveBitmap(bars(chart), base, BitmapEncoder.BitmapFormat.PNG);
        }
        return Path.of(base + ".png");
    }

    private static XYChart line(Chart c) {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(c.title())
                .xAxisTitle(c.xLabel()).yAxisTitle(c.yLabel()).build();
        style(chart.getStyler());
        chart.getStyler().setXAxisLogarithmic(c.logX());
        chart.getStyler().setMarkerSize(6);
        chart.getStyler().setYAxisMin(0.0);
        double maxY = 0;
        int i = 0;
        for (Chart.Series s : c.series()) {
            double[] x = s.x();
            double[] y = s.y();
            List<Double> xs = new ArrayList<>();
            List<Double> ys = new ArrayList<>();
            for (int k = 0; k < x.length; k++) {
                if (Double.isNaN(y[k]) || (c.logX() && !(x[k] > 0))) continue;
                xs.add(x[k]);
                ys.add(y[k]);
                maxY = Math.max(maxY, y[k]);
            }
            if (xs.isEmpty()) continue;
            XYSeries series = chart.addSeries(s.name(), xs, ys);
            series.setLineColor(PALETTE[i % PALETTE.length]);
            series.setMarkerColor(PALETTE[i % PALETTE.length]);
            series.setMarker(SeriesMarkers.CIRCLE);
            series.setLineStyle(new BasicStroke(2f));
            i++;
        }
        chart.getStyler().setYAxisMax(maxY > 0 ? maxY * 1.05 : 1.0);
        return chart;
    }

    private static CategoryChart bars(Chart c) {
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(c.title())
                .xAxisTitle(c.xLabel()).yAxisTitle(c.yLabel()).build();
        style(chart.getStyler());
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisDecimalPattern("#,##0.#");
        chart.getStyler().setLabelsVisible(false);
        chart.getStyler().setAvailableSpaceFill(0.8);
        if (c.categories().size() > 6 || c.categories().stream().anyMatch(s -> s.length() > 12)) {
            chart.getStyler().setXAxisLabelRotation(35);
        }
        int i = 0;
        for (Chart.Series s : c.series()) {
            List<Double> ys = new ArrayList<>();
            for (double v : s.y()) ys.add(Double.isNaN(v) ? 0.0 : v);
            chart.addSeries(s.name(), c.categories(), ys).setFillColor(PALETTE[i % PALETTE.length]);
            i++;
        }
        if (c.series().size() == 1) chart.getStyler().setLegendVisible(false);
        return chart;
    }

    private static void style(AxesChartStyler st) {
        st.setChartBackgroundColor(Color.WHITE);
        st.setPlotBackgroundColor(Color.WHITE);
        st.setPlotGridLinesColor(new Color(0xdddddd));
        st.setPlotBorderVisible(true);
        st.setLegendPosition(Styler.LegendPosition.OutsideE);
        st.setLegendBorderColor(Color.LIGHT_GRAY);
        st.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        st.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        st.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        st.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        st.setAntiAlias(true);
    }
}
