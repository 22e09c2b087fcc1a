package org.pnengine.shard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Manifests written and read back, and the checks that shards belong to one run. */
class ShardSetTest {

    private static final List<String> ARGS = List.of("--config", "PNS: algorithm=pns", "--seed", "1", "--memory", "512");
    private static final List<String> SETTINGS = List.of("seed: 1", "configurations:\n  - PNS: `algorithm=pns`");

    private static ShardManifest shard(int k, int n) {
        return new ShardManifest("bench connect4", new Shard(k, n), true, ARGS, SETTINGS, Map.of("threads", "2"), "dir" + k);
    }

    @Test
    void aManifestReadsBackAsWritten(@TempDir Path dir) throws Exception {
        ShardManifest m = new ShardManifest("bench pgame", new Shard(2, 5), false,
                List.of("--config", "A: algorithm=pns", "--file", "C:\\data\\new\\x", ""),
                List.of("line one", "two\nlines \\n and a backslash \\", "θ=0.01 — unicode"),
                Map.of("threads", "4"), "");
        m.write(dir);
        ShardManifest back = ShardManifest.read(dir);
        assertEquals(m.command(), back.command());
        assertEquals(m.shard(), back.shard());
        assertEquals(m.complete(), back.complete());
        assertEquals(m.args(), back.args());
        assertEquals(m.settings(), back.settings());
        assertEquals(m.info(), back.info());
        assertEquals(dir.toString(), back.origin());
    }

    @Test
    void aBrokenManifestIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ShardManifest.parse("command bench x\nshard 2/3\ncolour blue\n", "out/s2"));
        assertEquals("out/s2/shard.txt line 3: unknown key 'colour'", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ShardManifest.parse("command bench x\n", "out/s2"));
        assertTrue(e.getMessage().contains("not a shard manifest"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ShardManifest.parse("shard 4/3\n", "s"));
        assertTrue(e.getMessage().contains("line 1: a shard is K/N"), e.getMessage());
    }

    @Test
    void theShardsOfOneRunAreOrderedByK() {
        ShardSet set = ShardSet.of(List.of(shard(3, 3), shard(1, 3), shard(2, 3)), false);
        assertEquals(List.of(new Shard(1, 3), new Shard(2, 3), new Shard(3, 3)), set.present());
        assertEquals(3, set.count());
        assertEquals(List.of(), set.missing());
        assertEquals("merged from all 3 shards of the run (bench merge)", set.describe());
    }

    @Test
    void shardsOfDifferentRunsAreRefused() {
        ShardManifest other = new ShardManifest("bench pgame", new Shard(2, 3), true, ARGS, SETTINGS, Map.of(), "x2");
        assertRefused("shards of different experiments: shard 1/3 (dir1) is of 'bench connect4', shard 2/3 (x2) of 'bench pgame'",
                shard(1, 3), other, shard(3, 3));
        assertRefused("shards of different runs: shard 1/3 (dir1) and shard 2/4 (dir2) split their run into 3 and 4 shards",
                shard(1, 3), shard(2, 4));
        ShardManifest seed = new ShardManifest("bench connect4", new Shard(2, 3), true,
                List.of("--config", "PNS: algorithm=pns", "--seed", "2", "--memory", "512"), SETTINGS, Map.of(), "x2");
        assertRefused("shard 2/3 (x2) was run with other arguments than shard 1/3 (dir1): only in shard 1/3: --seed 1; "
                + "only in shard 2/3: --seed 2", shard(1, 3), seed);
        ShardManifest build = new ShardManifest("bench connect4", new Shard(2, 3), true, ARGS,
                List.of("seed: 1", "configurations:\n  - PNS: `algorithm=pns tt=false`"), Map.of(), "x2");
        assertRefused("shard 2/3 (x2) has other settings than shard 1/3 (dir1): 'configurations:\n  - PNS: `algorithm=pns`' "
                + "against 'configurations:\n  - PNS: `algorithm=pns tt=false`'", shard(1, 3), build);
    }

    @Test
    void aShardTwiceAnUnfinishedShardAndAMissingShardAreRefused() {
        assertRefused("shard 2/3 (dir2) and shard 2/3 (dir2) are the same shard", shard(1, 3), shard(2, 3), shard(2, 3),
                shard(3, 3));
        ShardManifest cancelled = new ShardManifest("bench connect4", new Shard(2, 3), false, ARGS, SETTINGS, Map.of(), "c2");
        assertRefused("shard 2/3 (c2) did not finish", shard(1, 3), cancelled, shard(3, 3));
        assertRefused("shards 1, 3 of 3 are missing; give the folders of all 3 shards (or --partial to merge only those given)",
                shard(2, 3));
        assertRefused("no shard given");
    }

    @Test
    void aPartialSetSaysWhatIsMissing() {
        ShardSet set = ShardSet.of(List.of(shard(4, 4), shard(1, 4)), true);
        assertEquals(List.of(2, 3), set.missing());
        assertTrue(set.owns(0) && set.owns(3) && set.owns(4) && !set.owns(1) && !set.owns(2), set.toString());
        assertTrue(set.describe().startsWith("PARTIAL: merged from shards 1, 4 of 4; shards 2, 3 are missing"), set.describe());
    }

    private static void assertRefused(String message, ShardManifest... ms) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ShardSet.of(List.of(ms), false));
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }
}
