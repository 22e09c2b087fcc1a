/**
 * The command-line entry point ({@code java -jar pnengine.jar ...}), built with picocli:
 * {@code serve} (TCP), {@code stdio}, {@code solve} (offline), {@code bench} and {@code match} (self-play).
 */
package org.pnengine.cli;
