/**
 * The command-line entry point ({@code java -jar pnengine.jar ...}), built with picocli:
 * {@code serve} (TCP), {@code stdio}, {@code solve} (offline), {@code bench} (benchmarks and the papers'
 * experiments), {@code match} and {@code tournament} (in-process players and external engines), and
 * {@code merge} (the shards of a run).
 */
package org.pnengine.cli;
