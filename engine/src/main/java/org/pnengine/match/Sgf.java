package org.pnengine.match;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The syntax of SGF FF[4], independent of any game: reading a collection of game trees into the
 * nodes of their main lines, and escaping property values for writing.
 *
 * <p>Grammar (red-bean.com/sgf {@code sgf.html}): Collection = GameTree+; GameTree = "(" Sequence
 * GameTree* ")"; Sequence = Node+; Node = ";" Property*; Property = PropIdent PropValue+;
 * PropIdent = UcLetter+; PropValue = "[" text "]". White space between these items is ignored.
 * Inside a value, {@code \} escapes the next character and a {@code \} before a line break
 * removes it (a soft break). Lower-case letters in an identifier are dropped (FF[3] allowed
 * {@code GaMe} for {@code GM}). The main line of a tree is its sequence followed by the main line
 * of its first subtree; other variations are read and ignored. Text before the first {@code (}
 * is ignored, as FF[4] allows.
 */
final class Sgf {

    /** One node: its properties in file order, each with its values (a property repeated in a node adds values). */
    record Node(Map<String, List<String>> properties) {

        /** The first value of {@code id}, or null. */
        String first(String id) {
            List<String> v = properties.get(id);
            return v == null ? null : v.get(0);
        }
    }

    private final String text;
    private int at;

    private Sgf(String text) {
        this.text = text;
    }

    /**
     * The main line of every game tree of {@code text}, root node first.
     *
     * @throws IllegalArgumentException naming the line and column of a syntax error
     */
    static List<List<Node>> mainLines(String text) {
        Sgf p = new Sgf(text);
        int start = text.indexOf('(');
        if (start < 0) throw new IllegalArgumentException("no SGF game tree: expected '('");
        p.at = start;
        List<List<Node>> trees = new ArrayList<>();
        while (true) {
            p.skipSpace();
            if (p.at >= text.length()) break;
            trees.add(p.tree());
        }
        return trees;
    }

    private List<Node> tree() {
        expect('(');
        List<Node> line = new ArrayList<>();
        skipSpace();
        if (peek() != ';') throw error("expected ';' to start a node");
        while (skipSpace() && peek() == ';') line.add(node());
        List<Node> main = null;
        while (skipSpace() && peek() == '(') {
            List<Node> sub = tree();
            if (main == null) main = sub;
        }
        expect(')');
        if (main != null) line.addAll(main);
        return line;
    }

    private Node node() {
        at++;   // ';'
        Map<String, List<String>> props = new LinkedHashMap<>();
        while (skipSpace() && Character.isLetter(peek())) {
            StringBuilder id = new StringBuilder();
            while (at < text.length() && Character.isLetter(text.charAt(at))) {
                char c = text.charAt(at++);
                if (c >= 'A' && c <= 'Z') id.append(c);
            }
            List<String> values = new ArrayList<>();
            while (skipSpace() && peek() == '[') values.add(value());
            if (values.isEmpty()) throw error("property " + id + " has no value");
            if (id.length() > 0) props.computeIfAbsent(id.toString(), k -> new ArrayList<>()).addAll(values);
        }
        return new Node(props);
    }

    private String value() {
        int open = at++;
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (at >= text.length()) {
                at = open;
                throw error("value not closed by ']'");
            }
            char c = text.charAt(at++);
            if (c == ']') return sb.toString();
            if (c == '\\' && at < text.length()) {
                char next = text.charAt(at++);
                if (next == '\r') {
                    if (at < text.length() && text.charAt(at) == '\n') at++;
                } else if (next == '\n') {
                    if (at < text.length() && text.charAt(at) == '\r') at++;
                } else {
                    sb.append(next);
                }
            } else {
                sb.append(c);
            }
        }
    }

    private void expect(char c) {
        skipSpace();
        if (peek() != c) throw error("expected '" + c + "'");
        at++;
    }

    /** Skips white space; true (for use in loop conditions). */
    private boolean skipSpace() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) at++;
        return true;
    }

    private char peek() {
        return at < text.length() ? text.charAt(at) : '\0';
    }

    private IllegalArgumentException error(String what) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < Math.min(at, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        String found = at < text.length() ? "'" + text.charAt(at) + "'" : "the end";
        return new IllegalArgumentException("SGF syntax: " + what + " at line " + line + ", column " + column
                + " (found " + found + ")");
    }

    /** A property value with {@code \} and {@code ]} escaped, ready to go between brackets. */
    static String escape(String value) {
        return value.replace("\\", "\\\\").replace("]", "\\]");
    }
}
