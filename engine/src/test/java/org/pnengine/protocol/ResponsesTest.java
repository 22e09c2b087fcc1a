package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ResponsesTest {

    @Test
    void framesSuccessAndFailureWithIds() {
        assertEquals("= 2\n\n", Responses.success(null, "2"));
        assertEquals("=5 2\n\n", Responses.success("5", "2"));
        assertEquals("?5 unknown command\n\n", Responses.failure("5", "unknown command"));
        assertEquals("= \n\n", Responses.success(null, ""));
    }

    @Test
    void neverContainsAnEmptyLine() {
        String r = Responses.success("1", "a\n\nb\r\n\n \nc\n\n");
        assertEquals("=1 a\nb\nc\n\n", r);
        // A multi-line result may start on the line after the status.
        assertEquals("= \nrow1\nrow2\n\n", Responses.success(null, "\nrow1\nrow2\n"));
    }
}
