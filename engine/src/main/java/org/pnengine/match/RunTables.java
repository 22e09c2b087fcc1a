package org.pnengine.match;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pnengine.shard.Table;

/**
 * The tables of a match or tournament, made from its {@link TournamentResult} alone (so that a
 * run, a resumed run and merged shards make the same tables): for a match {@code summary},
 * {@code elo} and {@code movetimes}; for a tournament {@code pairings} (the match table per
 * pairing), {@code elo}, {@code entrants}, {@code crosstable} and {@code movetimes}. Every cell and
 * note follows from the settings and the records; only the move-time columns read the clock.
 */
public final class RunTables {

    private RunTables() {
    }

    /** The tables by file name, in the order they are printed. */
    public static Map<String, Table> of(TournamentResult r, boolean match) {
        Map<String, Table> out = new LinkedHashMap<>();
        out.put(match ? "summary" : "pairings", summary(r, match));
        out.put("elo", elo(r));
        if (!match) {
            out.put("entrants", entrants(r));
            out.put("crosstable", crosstable(r.crosstable()));
        }
        out.put("movetimes", match ? matchMoveTimes(r.pairings().get(0).match()) : entrantMoveTimes(r));
        return out;
    }

    private static Table summary(TournamentResult r, boolean match) {
        TournamentSettings s = r.settings();
        MatchResult first = r.pairings().get(0).match();
        String title = match ? "Match: A = " + first.labelA() + ", B = " + first.labelB()
                : "Pairings (each row from A's side: A is the pairing's first entrant)";
        Table table = new Table(title, List.of("game", "A", "B", "budget", "games", "A wins", "draws", "B wins",
                "score %", "score lo %", "score hi %", "draw %", "A excl. draws %", "excl. lo %", "excl. hi %",
                "forfeits", "faults", "resignations", "time losses", "adjudicated", "mean plies", "max move ms",
                "over budget", "max overshoot ms", "least clock left ms"));
        for (TournamentResult.PairingResult p : r.pairings()) {
            MatchResult m = p.match();
            Outcomes o = m.outcomes();
            Outcomes.Interval si = o.scoreInterval();
            Outcomes.Interval wi = o.winRateExcludingDrawsInterval();
            MoveTimes t = m.timesAll();
            table.add(s.play().game().descriptor(), m.labelA(), m.labelB(), s.budgetDescription(), o.games(),
                    o.aWins(), o.draws(), o.bWins(), pct(o.scoreRate()), pct(si.low()), pct(si.high()),
                    pct(o.drawRate()), pct(o.winRateExcludingDraws()), pct(wi.low()), pct(wi.high()), m.forfeits(),
                    m.faults(), m.resignations(), m.timeLosses(), m.adjudicated(), m.meanPlies(), ms(t.maxMillis()),
                    t.overBudget(), ms(t.maxOvershootMillis()), ms(m.leastClockLeftMillis()));
        }
        if (match) {
            if (!first.labelA().equals(s.entrants().get(0).spec().toString())
                    || !first.labelB().equals(s.entrants().get(1).spec().toString())) {
                table.note("A = " + s.entrants().get(0).spec() + "; B = " + s.entrants().get(1).spec() + ".");
            }
        } else {
            List<String> entrants = new ArrayList<>();
            for (int i = 0; i < s.entrants().size(); i++) entrants.add(r.names().get(i) + " = " + s.entrants().get(i).spec());
            table.note("Entrants: " + String.join("; ", entrants) + ".");
        }
        table.note("A has the first player's colour in games 0, 2, 4, ..." + (match ? "" : " of each pairing")
                + " (the first game of each pair); seed " + s.seed() + (s.play().maxPlies() > 0 ? ", draw adjudicated after " + s.play().maxPlies()
                + " plies" : "") + (r.cancelled() ? "; CANCELLED before every game finished" : "") + ".");
        Openings op = s.play().openings();
        if (op != null) {
            table.note("Openings: " + op.describe() + "; game pair k of every pairing starts from the same opening, "
                    + "each entrant once with each colour.");
        }
        table.note("score = (W + D/2)/N, 95% normal approximation with the per-game variance; "
                + "A excl. draws = W/(N - D), 95% Wilson interval (z = 1.96).");
        return table;
    }

    private static Table elo(TournamentResult r) {
        TournamentSettings s = r.settings();
        List<String> columns = new ArrayList<>(List.of("A", "B", "games", "pairs", "LL", "LD", "WL", "DD", "WD", "WW",
                "from", "Elo", "Elo lo", "Elo hi", "Elo ±", "nElo", "nElo ±", "LOS %"));
        if (s.sprt() != null) columns.addAll(List.of("LLR", "LLR lo", "LLR hi", "SPRT pairs", "SPRT"));
        Table table = new Table("Elo of A over B", columns);
        for (TournamentResult.PairingResult p : r.pairings()) {
            EloEstimate e = p.elo();
            EloEstimate.Pentanomial c = p.byPairs() ? p.pairs() : null;
            List<Object> row = new ArrayList<>(List.of(p.match().labelA(), p.match().labelB(),
                    p.match().outcomes().games(), c == null ? "" : c.pairs(), count(c, 0), count(c, 1), count(c, 2),
                    count(c, 3), count(c, 4), count(c, 5), p.byPairs() ? "pairs" : "games", elo(e.elo()),
                    elo(e.eloInterval().low()), elo(e.eloInterval().high()), elo(e.eloError()), elo(e.normalizedElo()),
                    elo(e.normalizedEloError()), pct(e.los())));
            if (s.sprt() != null) {
                SprtStatus t = p.sprt();
                row.addAll(List.of(fixed2(t.llr()), fixed2(s.sprt().lowerBound()), fixed2(s.sprt().upperBound()),
                        t.pairs(), t.decided() ? t.decisionText()
                                : p.match().outcomes().games() >= s.games() ? "inconclusive" : "continue"));
            }
            table.add(row.toArray());
        }
        table.note("Elo = -400·log10(1/s - 1) of A's score s, with the 95% interval of s mapped through it "
                + "(± = half its width; inf where s or a bound is 0 or 1). from = pairs: the games counted as game "
                + "pairs (pentanomial LL, LD, WL+DD, WD, WW scoring 0, 1/4, 1/2, 3/4, 1; the variance over pairs, as "
                + "fastchess), used when every game's pair is complete; games: single games (W/D/L, as cutechess-cli).");
        table.note("LOS = Phi((s - 1/2)/SE) over pairs, Phi((W - L)/sqrt(W + L)) over games; "
                + "nElo = (s - 1/2)/sigma_game · 800/ln 10 (sigma_game = sqrt(2)·sigma_pair).");
        if (s.sprt() != null) {
            table.note("SPRT " + s.sprt() + ": the LLR of the pairing's completed game pairs in pair order, tested "
                    + "after each against Wald's bounds ln(beta/(1-alpha)) and ln((1-beta)/alpha); a pairing stops "
                    + "at the first pair that reaches one (H0: Elo = elo0, H1: Elo = elo1; games already running "
                    + "finish and are counted in the other columns).");
        }
        return table;
    }

    private static Table entrants(TournamentResult r) {
        Crosstable ct = r.crosstable();
        Table table = new Table("Entrants (each over all its games)", List.of("rank", "name", "games", "wins",
                "draws", "losses", "score %", "from", "Elo", "Elo lo", "Elo hi", "Elo ±", "LOS %"));
        for (Crosstable.Row row : ct.ranking()) {
            EloEstimate e = row.elo();
            Outcomes o = row.games();
            boolean pairs = row.pairs() != null && row.pairs().pairs() > 0;
            table.add(row.rank(), row.name(), o.games(), o.aWins(), o.draws(), o.bWins(), pct(o.scoreRate()),
                    pairs ? "pairs" : "games", elo(e.elo()), elo(e.eloInterval().low()), elo(e.eloInterval().high()),
                    elo(e.eloError()), pct(e.los()));
        }
        table.note("Each entrant's score against all its opponents together, as cutechess-cli and fastchess rank a "
                + "tournament (not a joint rating fit); Elo and LOS as in the Elo table, from pairs when all its games "
                + "came in complete pairs.");
        return table;
    }

    private static Table crosstable(Crosstable ct) {
        Table table = new Table(ct.title(), ct.columns());
        for (List<String> row : ct.rows()) table.add(row.toArray());
        ct.notes().forEach(table::note);
        return table;
    }

    private static Table matchMoveTimes(MatchResult r) {
        Table table = moveTimeTable();
        row(table, "A", r.timesA());
        row(table, "B", r.timesB());
        row(table, "both", r.timesAll());
        return table;
    }

    private static Table entrantMoveTimes(TournamentResult r) {
        Table table = moveTimeTable();
        for (int i = 0; i < r.names().size(); i++) row(table, r.names().get(i), r.entrantTimes().get(i));
        return table;
    }

    private static Table moveTimeTable() {
        Table table = new Table("Move times (searched moves; forced moves are not timed)", List.of("player",
                "moves", "mean ms", "p99 ms", "max ms", "budget ms", "over budget", "max overshoot ms",
                "mean CPU ms", "max CPU ms", "CPU over budget"));
        table.note("wall time around chooseMove (an engine's genmove); budget = the move's hard budget (with a clock, "
                + "what the time manager gave it); p99 = nearest rank; overshoot = time - budget of the moves over it; "
                + "CPU = the calling thread's CPU time in the same call (a move over budget in wall time but not in "
                + "CPU time was waiting for a processor).");
        return table;
    }

    private static void row(Table table, String who, MoveTimes t) {
        table.add(who, t.moves(), ms(t.meanMillis()), ms(t.p99Millis()), ms(t.maxMillis()),
                t.budgetMillis() > 0 ? Long.toString(t.budgetMillis()) : t.budgetMillis() < 0 ? "clock" : "none",
                t.overBudget(), ms(t.maxOvershootMillis()), ms(t.meanCpuMillis()), ms(t.maxCpuMillis()),
                t.overBudgetCpu());
    }

    /** Pentanomial class {@code k} (LL, LD, WL, DD, WD, WW), or empty without pairs. */
    private static String count(EloEstimate.Pentanomial c, int k) {
        if (c == null) return "";
        int[] v = {c.ll(), c.ld(), c.wl(), c.dd(), c.wd(), c.ww()};
        return Integer.toString(v[k]);
    }

    public static String pct(double rate) {
        return Double.isNaN(rate) ? "" : String.format(Locale.ROOT, "%.1f", 100 * rate);
    }

    public static String ms(double millis) {
        return Double.isNaN(millis) ? "" : String.format(Locale.ROOT, "%.1f", millis);
    }

    /** One decimal; {@code inf}, {@code -inf}, {@code nan} as C's printf writes them. */
    public static String elo(double v) {
        if (Double.isNaN(v)) return "nan";
        if (Double.isInfinite(v)) return v > 0 ? "inf" : "-inf";
        return String.format(Locale.ROOT, "%.1f", v);
    }

    private static String fixed2(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }
}
