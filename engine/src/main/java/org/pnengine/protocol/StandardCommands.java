package org.pnengine.protocol;

import java.util.stream.Collectors;

/** GTP's administrative commands. */
final class StandardCommands {

    /** The engine's version, from the jar manifest when packaged. */
    public static final String VERSION = versionOf();

    private StandardCommands() {
    }

    private static String versionOf() {
        String v = StandardCommands.class.getPackage().getImplementationVersion();
        return v == null ? "0.1.0-SNAPSHOT" : v;
    }

    static String protocolVersion(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return "2";
    }

    static String name(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return "pnengine";
    }

    static String version(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return VERSION;
    }

    static String knownCommand(CommandContext ctx) throws GtpException {
        ctx.args().expect(1, "command");
        return ctx.registry().find(ctx.args().word(1)).isPresent() ? "true" : "false";
    }

    static String listCommands(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, "");
        return ctx.registry().all().stream().map(CommandSpec::name).collect(Collectors.joining("\n"));
    }

    static String quit(CommandContext ctx) {
        ctx.requestClose();
        return "";
    }

    static String help(CommandContext ctx) throws GtpException {
        ctx.args().expect(0, 1, "[command]");
        if (ctx.args().size() == 1) {
            CommandSpec c = ctx.registry().find(ctx.args().word(1))
                    .orElseThrow(() -> GtpException.syntax("argument 1: no command '" + ctx.args().word(1) + "'"));
            return line(c);
        }
        return ctx.registry().all().stream().map(StandardCommands::line).collect(Collectors.joining("\n"));
    }

    private static String line(CommandSpec c) {
        return c.name() + (c.usage().isEmpty() ? "" : " " + c.usage()) + " -- " + c.help();
    }
}
