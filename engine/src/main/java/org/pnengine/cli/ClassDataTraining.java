package org.pnengine.cli;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.pnengine.engine.EngineConfig;
import org.pnengine.protocol.Protocols;
import org.pnengine.server.OutputProbe;
import org.pnengine.server.StdioServer;
import org.pnengine.server.TcpServer;

/**
 * The build's training run for the class-data archive ({@code target/pnengine.jsa}, made by
 * {@code mvn package} with {@code -XX:ArchiveClassesAtExit}): each catalogued protocol's first
 * exchange, as a GUI starts it ({@link Protocols.Protocol#greeting()}), through the same code
 * as {@code stdio}, its replies thrown away. The classes it loads are those a start-up needs;
 * {@code bin/pnengine} starts the jar with the archive.
 */
public final class ClassDataTraining {

    private ClassDataTraining() {
    }

    public static void main(String[] args) throws InterruptedException {
        for (Protocols.Protocol p : Protocols.ALL) {
            byte[] in = (String.join("\n", p.greeting()) + "\n").getBytes(StandardCharsets.UTF_8);
            new StdioServer(EngineConfig.defaults(), TcpServer.DEFAULT_MAX_LINE_BYTES, OutputProbe.UNKNOWN, p)
                    .run(new ByteArrayInputStream(in), OutputStream.nullOutputStream());
        }
    }
}
