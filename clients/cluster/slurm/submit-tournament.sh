#!/bin/bash
# Queues the tournament's shards as a job array and the merge as a job that starts when the array
# has ended. afterany, not afterok: the merge itself checks that every shard finished.
set -eu
cd "$(dirname "$0")"
array=$(sbatch --parsable tournament.sbatch)
sbatch --dependency=afterany:"${array%%;*}" tournament-merge.sbatch
