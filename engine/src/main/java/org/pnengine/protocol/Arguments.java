package org.pnengine.protocol;

import java.util.List;
import org.pnengine.game.Game;

/**
 * A command's arguments with typed getters whose errors say which argument is wrong and why,
 * e.g. {@code syntax error: argument 1 must be a color (b, black, w, white), got 'q'}.
 * Arguments are numbered from 1, as people count them.
 */
public final class Arguments {

    private final String command;
    private final List<String> args;

    public Arguments(String command, List<String> args) {
        this.command = command;
        this.args = args;
    }

    public int size() {
        return args.size();
    }

    public List<String> all() {
        return args;
    }

    /** Requires exactly {@code n} arguments, described by {@code usage}. */
    public void expect(int n, String usage) throws GtpException {
        expect(n, n, usage);
    }

    public void expect(int min, int max, String usage) throws GtpException {
        int k = args.size();
        if (k < min || k > max) {
            String want = min == max ? (min == 0 ? "no arguments" : min + " argument" + (min == 1 ? "" : "s"))
                    : max == Integer.MAX_VALUE ? "at least " + min + " argument" + (min == 1 ? "" : "s")
                    : min + " to " + max + " arguments";
            throw GtpException.syntax(command + " takes " + want
                    + (usage.isEmpty() ? "" : " (" + usage + ")") + ", got " + k);
        }
    }

    public String word(int index) {
        return args.get(index - 1);
    }

    /** The arguments from {@code index} on. */
    public List<String> from(int index) {
        return args.subList(Math.min(index - 1, args.size()), args.size());
    }

    /** The arguments from {@code index} on, joined with single spaces. */
    public String rest(int index) {
        return String.join(" ", from(index));
    }

    public int integer(int index, String what) throws GtpException {
        String w = word(index);
        try {
            return Integer.parseInt(w);
        } catch (NumberFormatException e) {
            throw GtpException.syntax("argument " + index + " (" + what + ") must be an integer, got '" + w + "'");
        }
    }

    public double number(int index, String what) throws GtpException {
        String w = word(index);
        try {
            double d = Double.parseDouble(w);
            if (Double.isNaN(d) || Double.isInfinite(d)) throw new NumberFormatException();
            return d;
        } catch (NumberFormatException e) {
            throw GtpException.syntax("argument " + index + " (" + what + ") must be a number, got '" + w + "'");
        }
    }

    /** A colour of {@code game}: {@code b}, {@code black}, {@code w}, {@code white} or its own names. */
    public int color(int index, Game game) throws GtpException {
        String w = word(index);
        int p = game.parsePlayer(w);
        if (p < 0) {
            String own = game.playerName(0).equals("black") ? "" : ", " + game.playerName(0) + ", " + game.playerName(1);
            throw GtpException.syntax("argument " + index + " must be a color (b, black, w, white" + own
                    + "), got '" + w + "'");
        }
        return p;
    }
}
