package org.pnengine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Where the tests find the reference files that came from other people's work (Pascal Pons'
 * Connect Four test sets, the FFO Othello suites), which are not part of this repository.
 *
 * <p>One setting says where they are: the environment variable {@value #VARIABLE}, a directory
 * laid out as {@code connect4/Test_L3_R1}, {@code othello/fforum-1-19.obf}, ...; when it is not
 * set, {@value #DEFAULT} relative to the project root (the team's layout, and CI's). A test that
 * needs a file that is not there is skipped, with a message naming the file and the setting;
 * under CI ({@code CI=true}) the reference directory must be present, so a missing file fails
 * the test instead, and a green CI run means every reference test really ran.
 */
public final class ReferenceData {

    /** The environment variable naming the reference directory. */
    public static final String VARIABLE = "PNENGINE_REFERENCE";

    /** The directory used when {@value #VARIABLE} is not set. */
    public static final String DEFAULT = "../shared/reference";

    private ReferenceData() {
    }

    /** The reference directory this run reads. */
    public static Path dir() {
        String set = System.getenv(VARIABLE);
        return Path.of(set == null || set.isBlank() ? DEFAULT : set);
    }

    /**
     * The reference file at {@code first/more...} below {@link #dir()}. If it is missing, the
     * calling test is skipped (or fails under {@code CI=true}).
     */
    public static Path file(String first, String... more) {
        Path p = dir().resolve(Path.of(first, more));
        if (!Files.isRegularFile(p)) {
            String message = "reference file " + p + " is missing; set " + VARIABLE
                    + " to the directory that holds connect4/ and othello/ (default " + DEFAULT + ")";
            CiRequirement.require(false, message);
        }
        return p;
    }

    /** The lines of {@link #file}. */
    public static List<String> lines(String first, String... more) {
        try {
            return Files.readAllLines(file(first, more));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Pascal Pons' Connect Four test set {@code name} (e.g. {@code Test_L3_R1}). */
    public static Path pons(String name) {
        return file("connect4", name);
    }

    /** The FFO Othello suite file {@code name} (e.g. {@code fforum-1-19.obf}). */
    public static Path ffo(String name) {
        return file("othello", name);
    }
}
