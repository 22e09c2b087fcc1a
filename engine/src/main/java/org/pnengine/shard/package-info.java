/**
 * Runs split over several machines: a {@link org.pnengine.shard.Shard} ({@code --shard K/N}) says
 * which units of a run (positions, trees, games) one process runs, a
 * {@link org.pnengine.shard.ShardManifest} ({@code shard.txt}) records in a shard's output folder
 * what the whole run was and which share this folder holds, and a
 * {@link org.pnengine.shard.ShardSet} checks that the folders given to a merge are the shards of
 * one and the same run, each once. A {@link org.pnengine.shard.Table} is the unit such runs
 * report in: a titled table of text cells, printed aligned and written as CSV and Markdown, and
 * read back from a shard's CSV when the shards are merged.
 *
 * <p>The split never changes what is run: units are numbered before anything is divided, unit
 * {@code i} belongs to shard {@code (i mod N) + 1}, and every seed depends on the unit, never on
 * K or N. So the merged shards hold exactly the results of the whole run, and a failed shard can
 * be run again alone. The command that shards (a {@code bench} experiment, {@code match} or
 * {@code tournament}) defines its units and its raw files; this package holds only what every such command
 * shares.
 *
 * <p>This package depends on nothing else in pnengine.
 */
package org.pnengine.shard;
