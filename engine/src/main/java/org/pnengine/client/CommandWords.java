package org.pnengine.client;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a command line into words as a POSIX shell would, without running a shell: words are
 * separated by unquoted white space; {@code '...'} keeps everything inside literally;
 * {@code "..."} keeps everything inside except that a backslash escapes {@code "} and
 * {@code \}; outside quotes a backslash makes the next character literal. Quoted and unquoted
 * parts next to each other make one word, and {@code ''} is an empty word. Nothing is
 * expanded: no variables, globs or tildes.
 */
public final class CommandWords {

    private CommandWords() {
    }

    /**
     * The words of {@code line}.
     *
     * @throws IllegalArgumentException for an unclosed quote or a backslash at the end
     */
    public static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        int i = 0;
        while (i < line.length()) {
            char c = line.charAt(i++);
            if (Character.isWhitespace(c)) {
                if (inWord) words.add(word.toString());
                word.setLength(0);
                inWord = false;
                continue;
            }
            inWord = true;
            if (c == '\'') {
                int end = line.indexOf('\'', i);
                if (end < 0) throw new IllegalArgumentException("unclosed ' in: " + line);
                word.append(line, i, end);
                i = end + 1;
            } else if (c == '"') {
                while (true) {
                    if (i >= line.length()) throw new IllegalArgumentException("unclosed \" in: " + line);
                    char d = line.charAt(i++);
                    if (d == '"') break;
                    if (d == '\\' && i < line.length() && (line.charAt(i) == '"' || line.charAt(i) == '\\')) {
                        d = line.charAt(i++);
                    }
                    word.append(d);
                }
            } else if (c == '\\') {
                if (i >= line.length()) throw new IllegalArgumentException("a backslash ends: " + line);
                word.append(line.charAt(i++));
            } else {
                word.append(c);
            }
        }
        if (inWord) words.add(word.toString());
        return words;
    }
}
