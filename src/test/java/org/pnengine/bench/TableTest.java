package org.pnengine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class TableTest {

    private static Table sample() {
        return new Table("T", List.of("name", "rate", "n"))
                .add("a, b", 1234.567, 7L)
                .add("say \"hi\"", 0.0123456, 12L)
                .note("a note");
    }

    @Test
    void csvQuotesCommasAndQuotes() {
        assertEquals("name,rate,n\n\"a, b\",1235,7\n\"say \"\"hi\"\"\",0.0123,12\n", sample().toCsv());
    }

    @Test
    void markdownRightAlignsNumericColumns() {
        assertEquals("### T\n\n| name | rate | n |\n|---|---:|---:|\n| a, b | 1235 | 7 |\n| say \"hi\" | 0.0123 | 12 |\n"
                + "\na note  \n", sample().toMarkdown());
    }

    @Test
    void textPadsColumns() {
        assertEquals("T\nname        rate   n\n--------  ------  --\na, b        1235   7\nsay \"hi\"  0.0123  12\na note\n",
                sample().toText());
    }

    @Test
    void rowsMustFitTheColumns() {
        assertThrows(IllegalArgumentException.class, () -> new Table("", List.of("a", "b")).add(1));
    }
}
