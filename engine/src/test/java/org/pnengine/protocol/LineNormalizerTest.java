package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class LineNormalizerTest {

    @Test
    void dropsControlCharactersButKeepsTabsAsSpaces() {
        assertEquals("play b 4", LineNormalizer.normalize("play\tb\u0001 4\r"));
        assertEquals("name", LineNormalizer.normalize("\u0000na\u0007me\u007f"));
    }

    @Test
    void removesCommentsAfterControlCharacters() {
        // Control characters go first, so a comment hidden behind one is still a comment.
        assertEquals("play b 4", LineNormalizer.normalize("play b 4 # center\u0002"));
        assertNull(LineNormalizer.normalize("# only a comment"));
    }

    @Test
    void ignoresEmptyAndBlankLines() {
        assertNull(LineNormalizer.normalize(""));
        assertNull(LineNormalizer.normalize("  \t \r"));
    }

    /** GTP's white space is space and tab: other Unicode white space is kept, so the line is a command. */
    @Test
    void keepsOtherUnicodeWhiteSpace() {
        for (String ws : new String[] {"\u00a0", "\u2003", "\u2028", "\u3000", "\u2029", "\u1680"}) {
            assertEquals(ws, LineNormalizer.normalize(ws), "U+" + Integer.toHexString(ws.charAt(0)));
            assertEquals(ws, LineNormalizer.normalize(" \t" + ws + "\t "));
            CommandLine c = CommandLine.parse(LineNormalizer.normalize("5 name" + ws));
            assertEquals("name" + ws, c.name(), "not a separator");
        }
    }

    @Test
    void parsesIdsAndNames() {
        CommandLine c = CommandLine.parse("12 PLAY  b 4");
        assertEquals("12", c.id());
        assertEquals("play", c.name());
        assertEquals(List.of("b", "4"), c.args());
        CommandLine d = CommandLine.parse("play b 4");
        assertNull(d.id());
        assertEquals("", CommandLine.parse("7").name());
        // A token with other characters is not an id.
        assertEquals("7a", CommandLine.parse("7a name").name());
    }
}
