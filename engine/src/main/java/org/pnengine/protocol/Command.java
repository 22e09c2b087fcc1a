package org.pnengine.protocol;

/**
 * A command handler: returns the success text (possibly several lines, possibly empty) or
 * throws {@link GtpException} (or lets an {@link org.pnengine.engine.EngineException} escape)
 * to fail.
 */
@FunctionalInterface
public interface Command {
    String run(CommandContext ctx) throws Exception;
}
