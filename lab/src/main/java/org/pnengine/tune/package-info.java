/**
 * Fitting a game's {@link org.pnengine.game.FittedEvaluation} to game results, behind the lab's
 * {@code fit-eval} command: {@link org.pnengine.tune.EvalSamples} replays match records and keeps
 * the quiet positions with their games' results, {@link org.pnengine.tune.LogisticFit} fits the
 * weights by logistic regression (Newton's method, L2 penalty). Deterministic: the same records
 * give the same weights. Nothing here prints.
 */
package org.pnengine.tune;
