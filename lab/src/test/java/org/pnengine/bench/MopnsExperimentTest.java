package org.pnengine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pnengine.game.Game;
import org.pnengine.games.GameCatalog;

/** The MOPNS experiment's sampling of a board's positions. */
class MopnsExperimentTest {

    @Test
    void aSampleIsEvenlySpacedAndAllWhenLarge() {
        Game g = GameCatalog.find("connect_four").orElseThrow().create(List.of("width=4", "height=5"));
        List<Position> all = Positions.allSequences(g, 4, "4x5");
        List<Position> four = MopnsExperiment.sample(all, 4);
        assertEquals(List.of(0, 64, 128, 192), four.stream().map(Position::index).toList());
        assertSame(all, MopnsExperiment.sample(all, 0));
        assertSame(all, MopnsExperiment.sample(all, 256));
        assertEquals(List.of(0), MopnsExperiment.sample(all, 1).stream().map(Position::index).toList());
    }
}
