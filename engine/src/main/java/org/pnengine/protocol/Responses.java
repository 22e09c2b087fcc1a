package org.pnengine.protocol;

/**
 * GTP response framing, in one place: {@code =id result} or {@code ?id message}, the id written
 * right after the status character, one space, the text, and one empty line to end it. The text
 * never contains an empty line: blank lines inside it are removed (a first line left empty by a
 * multi-line result such as {@code showboard} stays, since it follows {@code "= "}).
 */
public final class Responses {

    private Responses() {
    }

    public static String success(String id, String text) {
        return frame('=', id, text);
    }

    public static String failure(String id, String message) {
        return frame('?', id, message);
    }

    /** The head of a streamed success response ({@code =id}), before its streamed lines. */
    public static String streamHead(String id) {
        return "=" + (id == null ? "" : id) + "\n";
    }

    static String frame(char status, String id, String text) {
        StringBuilder sb = new StringBuilder(text.length() + 16);
        sb.append(status);
        if (id != null) sb.append(id);
        sb.append(' ');
        sb.append(sanitize(text));
        sb.append("\n\n");
        return sb.toString();
    }

    /** Removes CRs, empty lines after the first, and trailing newlines. */
    static String sanitize(String text) {
        if (text.indexOf('\n') < 0 && text.indexOf('\r') < 0) return text;
        String[] lines = text.replace("\r", "").split("\n", -1);
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (i > 0 && line.isBlank()) continue;
            if (i > 0) sb.append('\n');
            sb.append(line);
        }
        return sb.toString();
    }
}
