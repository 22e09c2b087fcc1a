package org.pnengine.protocol;

/**
 * GTP v2 input preprocessing (section 3.1 of the specification), in its order: control
 * characters other than HT and LF are dropped (so a CR of a CRLF ending disappears), everything
 * from {@code #} to the end of the line is dropped, HT becomes a space, and a line that is then
 * empty or only white space is ignored. Leading and trailing spaces are trimmed.
 *
 * <p>GTP's white space is the space and HT (which is a space by then), nothing else: a line of
 * other Unicode white space (U+00A0, U+2003, U+2028, U+3000, ...) is not empty but a command,
 * and gets a response like any other ({@code ? unknown command}).
 */
public final class LineNormalizer {

    private LineNormalizer() {
    }

    /** The normalised line, or null if the line is to be ignored. */
    public static String normalize(String raw) {
        StringBuilder sb = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '#') break;
            if (c == '\t') {
                sb.append(' ');
            } else if (c < 32 || c == 127) {
                // Other control characters (including CR and a stray LF) are dropped.
                continue;
            } else {
                sb.append(c);
            }
        }
        int from = 0;
        int to = sb.length();
        while (from < to && sb.charAt(from) == ' ') from++;
        while (to > from && sb.charAt(to - 1) == ' ') to--;
        return from == to ? null : sb.substring(from, to);
    }
}
