package org.pnengine.match;

/**
 * The running results of one pairing: its games, its pairs, and its sequential test, which
 * counts the completed pairs in pair order. Not thread-safe: the run's own thread keeps it.
 */
final class PairingTally {

    /** Per pair, each game's result for A plus 2 (1 lost, 2 drawn, 3 won), 0 while not recorded. */
    private final int[][] results;
    private Outcomes outcomes = Outcomes.NONE;
    private SprtStatus sprt;
    /** The pairs the test has looked at: pairs 0 .. checked − 1. */
    private int checked;

    /**
     * @param games the pairing's games in the schedule
     * @param sprt  its test, or null for none
     */
    PairingTally(int games, Sprt sprt) {
        this.results = new int[(games + 1) / 2][2];
        this.sprt = sprt == null ? null : SprtStatus.start(sprt);
    }

    /** Counts one game (of this pairing). */
    void add(GameRecord r) {
        int slot = r.aFirst() ? 0 : 1;
        int pair = r.slot().pair();
        if (results[pair][slot] != 0) throw new IllegalArgumentException("game " + r.index() + " is counted twice");
        results[pair][slot] = r.resultForA() + 2;
        outcomes = outcomes.plus(r.resultForA());
    }

    /** Moves the test over every pair now complete in pair order; true if it has just decided. */
    boolean advance() {
        if (sprt == null || sprt.decided()) return false;
        while (checked < results.length && complete(checked) && !sprt.decided()) {
            sprt = sprt.next(results[checked][0] - 2, results[checked][1] - 2);
            checked++;
        }
        return sprt.decided();
    }

    private boolean complete(int pair) {
        return results[pair][0] != 0 && results[pair][1] != 0;   // a lone last game (odd games) never is
    }

    /** Whether the test has decided (no more games of the pairing should start). */
    boolean stopped() {
        return sprt != null && sprt.decided();
    }

    /** The test, or null without one. */
    SprtStatus sprt() {
        return sprt;
    }

    Outcomes outcomes() {
        return outcomes;
    }

    /**
     * The recorded games as pairs, from A's side, if every recorded game's pair is complete (both
     * games recorded); else null: the statistics then count single games.
     */
    EloEstimate.Pentanomial pairsIfAllPaired() {
        EloEstimate.Pentanomial p = EloEstimate.Pentanomial.NONE;
        for (int[] pair : results) {
            boolean one = pair[0] != 0;
            boolean two = pair[1] != 0;
            if (one != two) return null;
            if (one) p = p.plus(pair[0] - 2, pair[1] - 2);
        }
        return p;
    }
}
