#!/bin/bash
# Starts the tournament's shards, waits until the Indexed Job is complete, then runs the merge and
# shows its log.
set -eu
cd "$(dirname "$0")"
kubectl apply -f tournament-shards.yaml
kubectl wait --for=condition=complete --timeout=72h job/pnengine-tournament-shards
kubectl apply -f tournament-merge.yaml
kubectl wait --for=condition=complete --timeout=1h job/pnengine-tournament-merge
kubectl logs job/pnengine-tournament-merge
