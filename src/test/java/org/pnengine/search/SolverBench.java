package org.pnengine.search;

import org.pnengine.ReferenceData;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pnengine.game.State;
import org.pnengine.games.connectfour.ConnectFourGame;

/**
 * A benchmark, not a test: the solvers {@code alphabeta}, {@code dfpn} and {@code pns} (or those
 * named) on the first 100 lines of Pascal Pons' Connect Four test sets Test_L3_R1, Test_L2_R1 and
 * Test_L2_R2, with mean CPU time per position and nodes created per CPU-second, every answer
 * checked against the set's score (its sign for solvers that prove no score); then the peak
 * memory of {@code dfpn} and {@code pns} on one larger solve, the empty 6×4 board (a win for the
 * second player, Tromp's table in {@code rules-and-numbers.md}). Run after
 * {@code mvn test-compile} from the project root:
 * <pre>
 *   java -cp target/classes:target/test-classes org.pnengine.search.SolverBench [solver[:k=v,k=v]] ...
 * </pre>
 * e.g. {@code alphabeta alphabeta:wdl=true dfpn:eps=0 pns}. Each set is run twice per solver and
 * the second pass is reported (the first warms the JIT up). Memory: the solvers' own accounting
 * ({@code peak} × bytes per tree node or table entry; df-pn's table allocates up to twice its
 * entries in slots) and the heap in use after a full collection, sampled at each progress report
 * (about once a second).
 */
public final class SolverBench {

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static final List<String> SETS = List.of("Test_L3_R1", "Test_L2_R1", "Test_L2_R2");

    private SolverBench() {
    }

    /** A solver type with parameters, written {@code name} or {@code name:k=v,k=v}. */
    private record Spec(String label, SolverType type, List<String> params) {

        static Spec parse(String text) {
            String[] p = text.split(":", 2);
            SolverType t = SearcherCatalog.solver(p[0]).orElseThrow(() -> new IllegalArgumentException(p[0]));
            return new Spec(text, t, p.length > 1 ? List.of(p[1].split(",")) : List.of());
        }

        Solver create() {
            return type.create(params);
        }
    }

    public static void main(String[] args) throws Exception {
        List<Spec> specs = new ArrayList<>();
        for (String a : args.length > 0 ? List.of(args) : List.of("alphabeta", "alphabeta:wdl=true", "dfpn", "pns")) {
            specs.add(Spec.parse(a));
        }
        ConnectFourGame game = ConnectFourGame.standard();
        System.out.printf("%-22s %-11s %10s %12s %14s %12s%n", "solver", "set", "CPU ms/pos", "created/pos",
                "created/CPU s", "wrong");
        for (String set : SETS) {
            List<String> lines = Files.readAllLines(ReferenceData.pons(set)).subList(0, 100);
            for (Spec spec : specs) {
                double[] r = null;
                for (int pass = 0; pass < 2; pass++) r = runSet(spec, game, lines);
                System.out.printf("%-22s %-11s %10.3f %12.0f %14.0f %12d%n", spec.label(), set, r[0] * 1000 / lines.size(),
                        r[1] / lines.size(), r[1] / r[0], (long) r[2]);
            }
        }
        State big = ConnectFourGame.of(6, 4).newInitialState();
        for (String s : List.of("dfpn", "dfpn:ttmb=16", "pns")) {
            Spec spec = Spec.parse(s);
            long[] heapPeak = {0};
            long c0 = CPU.getCurrentThreadCpuTime();
            SolveResult r = spec.create().solve(big, SearchLimits.none(), new StopSignal(), p -> {
                System.gc();
                Runtime rt = Runtime.getRuntime();
                heapPeak[0] = Math.max(heapPeak[0], rt.totalMemory() - rt.freeMemory());
            });
            double cpu = (CPU.getCurrentThreadCpuTime() - c0) / 1e9;
            int bytes = spec.type().name().equals("pns") ? 20 : 24;
            System.out.printf("%-14s empty 6x4: %s, CPU %.1f s, created %d, expanded %d, peak %d %s (x %d B = %d MB), "
                            + "heap in use at most %d MB%n", spec.label(), r.value(), cpu, r.nodesCreated(), r.nodesExpanded(),
                    r.peakNodes(), bytes == 20 ? "tree nodes" : "table entries", bytes,
                    r.peakNodes() * bytes >> 20, heapPeak[0] >> 20);
        }
    }

    /** CPU seconds, nodes created and wrong answers over the lines. */
    private static double[] runSet(Spec spec, ConnectFourGame game, List<String> lines) throws Exception {
        long created = 0;
        int wrong = 0;
        long c0 = CPU.getCurrentThreadCpuTime();
        for (String line : lines) {
            String[] p = line.trim().split("\\s+");
            State s = game.parsePosition(p[0]);
            int score = Integer.parseInt(p[1]);
            SolveResult r = spec.create().solve(s, SearchLimits.none(), new StopSignal(), Solver.NO_PROGRESS);
            created += r.nodesCreated();
            Value v = score > 0 ? Value.WIN : score < 0 ? Value.LOSS : Value.DRAW;
            if (r.value() != v || (r.score() != null && r.score() != score)) wrong++;
        }
        return new double[] {(CPU.getCurrentThreadCpuTime() - c0) / 1e9, created, wrong};
    }
}
