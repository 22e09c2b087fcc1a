/**
 * Proof-number solvers for {@code solve}: {@link org.pnengine.search.pns.PnsSolver} (Allis et al.
 * 1994), with its table of solved positions {@code SolvedTable}, and
 * {@link org.pnengine.search.pns.DfpnSolver} (Nagai 2002, with the 1+ε trick), with its
 * fixed-budget transposition table {@code DfpnTable}.
 *
 * <p>The solvers are game-agnostic: they see positions only through
 * {@link org.pnengine.game.State}, keep one state that they walk by applying and undoing moves,
 * and store their trees and tables in parallel primitive arrays (no object per node). Win/draw/loss is
 * decided by binary runs whose prover is the root's side to move.
 */
package org.pnengine.search.pns;
