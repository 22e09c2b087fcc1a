package org.pnengine.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class CommandWordsTest {

    @Test
    void splitsLikeAShellWithoutExpanding() {
        assertEquals(List.of("/usr/games/gtp-rhino", "-l", "3"), CommandWords.split("  /usr/games/gtp-rhino  -l\t3 "));
        assertEquals(List.of("java", "-jar", "target/pnengine.jar", "stdio", "--player", "uct c=1"),
                CommandWords.split("java -jar target/pnengine.jar stdio --player 'uct c=1'"));
        assertEquals(List.of("a b", "c\"d", "e\\f", "$HOME", "*"), CommandWords.split("\"a b\" \"c\\\"d\" 'e\\f' $HOME *"));
        assertEquals(List.of("one word", ""), CommandWords.split("one' 'word ''"));
        assertEquals(List.of("x y", "it's"), CommandWords.split("x\\ y it\\'s"));
        assertEquals(List.of("back\\slash"), CommandWords.split("\"back\\\\slash\""));
        assertEquals(List.of(), CommandWords.split("   "));
    }

    @Test
    void unclosedQuotesAreErrors() {
        assertThrows(IllegalArgumentException.class, () -> CommandWords.split("a 'b"));
        assertThrows(IllegalArgumentException.class, () -> CommandWords.split("a \"b"));
        assertThrows(IllegalArgumentException.class, () -> CommandWords.split("a\\"));
    }
}
