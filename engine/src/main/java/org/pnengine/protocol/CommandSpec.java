package org.pnengine.protocol;

/**
 * A registered command.
 *
 * @param name    the wire name
 * @param usage   its arguments, e.g. {@code color move}
 * @param help    one line on what it does
 * @param handler the code
 */
public record CommandSpec(String name, String usage, String help, Command handler) {
}
