package org.pnengine.protocol.nboard;

/**
 * A GGF clock ({@code TI[..]}, {@code TB[..]}, {@code TW[..]}): {@code TIME[/INCREMENT[/GRACE]]},
 * each a time {@code [[D.]H:]M:S} or plain seconds ({@code 5:00}, {@code 15:00//2:00},
 * {@code 1:00:00/10}); a flag after a comma ({@code 05:00,L}, as GGS writes) is ignored, and so is
 * the grace period. A clock of no time and no increment ({@code TI[0]}, which NBoard writes for a
 * game without a clock) is no clock at all.
 *
 * @param mainMillis      the time at the start of the game
 * @param incrementMillis the time added after each move
 */
record GgfClock(long mainMillis, long incrementMillis) {

    /** No clock: moves are limited by the level alone. */
    static final GgfClock NONE = new GgfClock(0, 0);

    boolean isNone() {
        return mainMillis == 0 && incrementMillis == 0;
    }

    static GgfClock parse(String text) throws NBoardException {
        String[] parts = text.strip().split("/", -1);
        long main = parts[0].isBlank() ? 0 : millis(parts[0], text);
        long inc = parts.length > 1 && !parts[1].isBlank() ? millis(parts[1], text) : 0;
        return new GgfClock(main, inc);
    }

    /** {@code [[D.]H:]M:S} or seconds, with a decimal part if any, as milliseconds. */
    private static long millis(String field, String clock) throws NBoardException {
        String t = field.strip();
        int comma = t.indexOf(',');
        if (comma >= 0) t = t.substring(0, comma);
        double days = 0;
        int dot = t.indexOf('.');
        if (dot >= 0 && t.indexOf(':') > dot) {
            days = number(t.substring(0, dot), clock);
            t = t.substring(dot + 1);
        }
        String[] hms = t.split(":", -1);
        if (hms.length > 3) throw new NBoardException("clock '" + clock + "' is not [[D.]H:]M:S");
        double seconds = 0;
        for (String f : hms) seconds = seconds * 60 + number(f, clock);
        seconds += days * 86_400;
        if (seconds < 0 || seconds > 1e9) throw new NBoardException("clock '" + clock + "' is out of range");
        return Math.round(seconds * 1000);
    }

    private static double number(String f, String clock) throws NBoardException {
        if (f.isBlank()) return 0;
        try {
            return Double.parseDouble(f.strip());
        } catch (NumberFormatException e) {
            throw new NBoardException("clock '" + clock + "' is not [[D.]H:]M:S");
        }
    }
}
