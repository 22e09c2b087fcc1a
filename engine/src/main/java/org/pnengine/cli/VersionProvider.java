package org.pnengine.cli;

import picocli.CommandLine;

/** The version from the jar manifest. */
final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        String v = Main.class.getPackage().getImplementationVersion();
        return new String[] {"pnengine " + (v == null ? "0.1.0-SNAPSHOT" : v)};
    }
}
