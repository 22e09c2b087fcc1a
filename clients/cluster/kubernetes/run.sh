#!/bin/bash
# Starts the shards, waits until the Indexed Job is complete, then runs the merge and shows its log.
set -eu
cd "$(dirname "$0")"
kubectl apply -f bench-shards.yaml
kubectl wait --for=condition=complete --timeout=72h job/pnengine-othello-shards
kubectl apply -f bench-merge.yaml
kubectl wait --for=condition=complete --timeout=1h job/pnengine-othello-merge
kubectl logs job/pnengine-othello-merge
