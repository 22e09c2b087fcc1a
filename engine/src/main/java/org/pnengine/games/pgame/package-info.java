/**
 * P-game trees (Kocsis and Szepesvári, "Bandit based Monte-Carlo Planning", ECML 2006): uniform
 * random Max/Min trees whose leaf values are sums of random edge values, used to benchmark
 * solvers on trees of known shape. The tree is never stored: every edge value is a hash of the
 * seed and the node's number, so a state is just a node number, a depth and a running sum.
 */
package org.pnengine.games.pgame;
