package org.pnengine.protocol;

/**
 * GTP v2 input preprocessing (section 3.1 of the specification), in its order: control
 * characters other than HT and LF are dropped (so a CR of a CRLF ending disappears), everything
 * from {@code #} to the end of the line is dropped, HT becomes a space, and a line that is then
 * empty or only white space is ignored. Leading and trailing spaces are trimmed.
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
        String s = sb.toString().strip();
        return s.isEmpty() ? null : s;
    }
}
