#!/bin/bash
# Queues the shards as a job array and the merge as a job that starts when the array has ended.
# afterany, not afterok: the merge itself checks that every shard finished and says which did not.
set -eu
cd "$(dirname "$0")"
array=$(sbatch --parsable shards.sbatch)
sbatch --dependency=afterany:"${array%%;*}" merge.sbatch
