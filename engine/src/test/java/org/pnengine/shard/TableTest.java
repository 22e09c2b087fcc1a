package org.pnengine.shard;

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

    @Test
    void csvReadsBackAsWritten() {
        Table t = new Table("", List.of("a", "b,c", "d"))
                .add("x, \"y\"", "", "two\nlines")
                .add("", "3.5", "")
                .add("plain", "θ=0.01", "\"");
        Table back = Table.fromCsv(t.toCsv());
        assertEquals(t.columns(), back.columns());
        assertEquals(t.rows(), back.rows());
        assertEquals(List.of(List.of("")), Table.fromCsv("a\n\n").rows());
        assertEquals(List.of(List.of("1", "2")), Table.fromCsv("a,b\r\n1,2\r\n").rows());
        assertEquals(2, back.column("b,c") + 1);
        assertThrows(IllegalArgumentException.class, () -> back.column("e"));
        assertThrows(IllegalArgumentException.class, () -> Table.fromCsv(""));
        assertThrows(IllegalArgumentException.class, () -> Table.fromCsv("a,b\n\"1,2\n"));
        assertThrows(IllegalArgumentException.class, () -> Table.fromCsv("a,b\n1,2,3\n"));
    }

    @Test
    void rowsOfTablesWithTheSameColumnsAdd() {
        Table t = new Table("", List.of("a")).add(1);
        t.addAll(new Table("", List.of("a")).add(2).add(3));
        assertEquals(List.of(List.of("1"), List.of("2"), List.of("3")), t.rows());
        assertThrows(IllegalArgumentException.class, () -> t.addAll(new Table("", List.of("b"))));
    }
}
