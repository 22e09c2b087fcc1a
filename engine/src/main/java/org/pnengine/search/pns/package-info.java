/**
 * The proof-number family of solvers for {@code solve}: {@link org.pnengine.search.pns.PnsSolver}
 * (Allis et al. 1994), {@link org.pnengine.search.pns.McPnsSolver} (Monte-Carlo PNS, Saito et al.
 * 2006), {@link org.pnengine.search.pns.PpnsSolver} (probability-based PNS, Song et al. 2019),
 * {@link org.pnengine.search.pns.MoPnsSolver} (multiple-outcome PNS, Saffidine and Cazenave 2012)
 * and {@link org.pnengine.search.pns.DfpnSolver} (Nagai 2002, with the 1+ε trick of Pawlewicz and
 * Lew), with its fixed-budget transposition table {@code DfpnTable}. A df-pn solve is a
 * package-private {@code DfpnSearch} (the MID recursion and the goals at the root); with threads
 * its searches share a {@code DfpnTeam}, and {@code DfpnProofLine} reads the answer's move and line.
 *
 * <p>The best-first members share one core, package-private: {@code BestFirstSearch} runs the loop
 * (descend to the most-proving node, expand it, update the ancestors, poll the limits) over a
 * {@code NodePool} of fixed-size int records in chunks (no object per node; 20 to 28 bytes per
 * node), with a {@code SolveMeter} holding the limits, counters, progress reports and
 * result builder. Each member supplies only its {@code TreeRules}: how a new node is evaluated, how
 * a node is backed up from its children and which child the descent takes. {@code BinaryGoals}
 * runs the binary goals ("win?", then "at least a draw?", or a dichotomic series for exact scores)
 * for the members that answer binary questions, whose rules extend {@code GoalRules} (the goal,
 * the evaluation of terminal and table-known nodes, the storing of solved ones), and
 * {@code SolvedTable} is the table of solved positions they share across runs. MOPNS keeps its
 * effort vectors in {@code EffortVectors} and folds them in a backup with {@code EffortFold}
 * ({@code MoPnsVectorRules}), or with at most three outcomes four numbers in each record
 * ({@code MoPnsInlineRules}).
 *
 * <p>The solvers are game-agnostic: they see positions only through
 * {@link org.pnengine.game.State}, keep one state that they walk by applying and undoing moves,
 * and take the root's side to move as the prover (Max); OR and AND follow the side to move, not
 * the depth.
 */
package org.pnengine.search.pns;
