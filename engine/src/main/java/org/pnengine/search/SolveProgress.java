package org.pnengine.search;

/**
 * A periodic progress report from a solver.
 *
 * @param nodesCreated  nodes created so far
 * @param nodesExpanded nodes expanded so far
 * @param treeNodes     nodes in the tree now
 * @param seconds       elapsed wall-clock time
 * @param rootProof     the root's proof number (or ppn, or other primary measure)
 * @param rootDisproof  the root's disproof number (or other secondary measure)
 */
public record SolveProgress(long nodesCreated, long nodesExpanded, long treeNodes, double seconds,
                            double rootProof, double rootDisproof) {
}
