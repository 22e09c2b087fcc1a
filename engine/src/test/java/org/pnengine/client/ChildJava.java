package org.pnengine.client;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Command lines that run a class of the test classpath in a child JVM (a fake or a real engine). */
public final class ChildJava {

    private ChildJava() {
    }

    /** This JVM's {@code java} binary. */
    public static String java() {
        return ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /** {@code java -cp <the test classpath> mainClass args...}, started quickly (C1 only, serial GC). */
    public static List<String> command(String mainClass, String... args) {
        List<String> cmd = new ArrayList<>(List.of(java(), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx256m",
                "-cp", System.getProperty("java.class.path"), mainClass));
        cmd.addAll(List.of(args));
        return cmd;
    }

    /** The same as one {@code stdio:} engine address, every word quoted. */
    public static String stdio(String mainClass, String... args) {
        StringBuilder sb = new StringBuilder("stdio:");
        for (String w : command(mainClass, args)) sb.append(" '").append(w.replace("'", "'\\''")).append('\'');
        return sb.toString();
    }

    /** {@link #stdio} of the {@link FakeEngine}. */
    public static String fake(String... options) {
        return stdio(FakeEngine.class.getName(), options);
    }
}
