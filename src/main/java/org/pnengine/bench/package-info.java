/**
 * Benchmarks and experiment harnesses behind the {@code pnengine bench} command: random playouts
 * per second for every game, deep perft counts, and solver throughput on position files. They
 * measure thread CPU time as well as wall time (the machines are shared), are seeded, and return
 * {@link org.pnengine.bench.Table}s; the command line prints them or writes them as CSV and
 * Markdown. Nothing here prints.
 */
package org.pnengine.bench;
