/**
 * The command-line entry point ({@code java -jar pnengine.jar ...}), built with picocli:
 * {@code serve} (TCP), {@code stdio}, {@code solve} (offline) and {@code bench}.
 */
package org.pnengine.cli;
