/**
 * The command line, built with picocli. The engine's module holds its entry point,
 * {@link org.pnengine.cli.Main} ({@code java -jar pnengine.jar ...}): {@code serve} (TCP),
 * {@code stdio} and one command per other protocol, {@code solve} (offline), {@code match} and
 * {@code tournament} (in-process players and external engines) and {@code book}. The lab's module
 * adds to this package its entry point, {@code LabMain} ({@code java -jar pnengine-lab.jar ...}),
 * which offers all of those and the lab's commands: {@code bench} (benchmarks and the papers'
 * experiments), {@code fit-eval} (an evaluation fitted to game results) and {@code merge} (the
 * shards of a run). This file serves both modules' halves.
 */
package org.pnengine.cli;
