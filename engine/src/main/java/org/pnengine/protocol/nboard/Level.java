package org.pnengine.protocol.nboard;

/**
 * What {@code set depth N} buys. pnengine's players are not depth-first searches, so a depth
 * cannot be followed; the level stands for an effort instead, growing with N as a depth-first
 * search's would:
 * <ul>
 *   <li>a midgame search gets {@value #PLAYOUTS_PER_LEVEL_SQUARED}·N² playouts (level 1: 1 000,
 *       12: 144 000, 20: 400 000, 60: 3 600 000), within the GGF clock for {@code go};</li>
 *   <li>a position with at most 2·N empty squares, and never more than
 *       {@value #MAX_EXACT_EMPTIES}, is solved exactly for the disc difference, as Edax does at
 *       its levels up to 10, and its eval is written with the depth {@code 100%}.</li>
 * </ul>
 * Levels above {@value #MAX} count as {@value #MAX}, the most NBoard offers.
 *
 * @param depth the level, at least 1
 */
record Level(int depth) {

    /** The level until the GUI sets one: NBoard's own default. */
    static final Level DEFAULT = new Level(12);
    static final int MAX = 60;
    static final int PLAYOUTS_PER_LEVEL_SQUARED = 1000;
    static final int MAX_EXACT_EMPTIES = 20;

    Level {
        if (depth < 1) throw new IllegalArgumentException("a level is at least 1");
    }

    static Level parse(String text) throws NBoardException {
        try {
            int d = Integer.parseInt(text.strip());
            if (d < 1) throw new NBoardException("set depth needs a depth of at least 1, not " + d);
            return new Level(d);
        } catch (NumberFormatException e) {
            throw new NBoardException("set depth needs a whole number, not '" + text.strip() + "'");
        }
    }

    /** The playouts of a midgame search. */
    long playouts() {
        long d = Math.min(depth, MAX);
        return PLAYOUTS_PER_LEVEL_SQUARED * d * d;
    }

    /** The most empty squares of a position that is solved exactly. */
    int exactEmpties() {
        return Math.min(2 * Math.min(depth, MAX), MAX_EXACT_EMPTIES);
    }
}
