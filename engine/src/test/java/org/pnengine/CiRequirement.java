package org.pnengine;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * The one rule for tests that need something from outside the repository (reference data, a
 * Debian package such as GRhino or Chromium, Node.js): on a developer's machine without it they
 * are skipped with a message that says what is missing and how to get it; under CI
 * ({@code CI=true}, as {@code .ci/run} is run), which installs all of it, a missing piece fails
 * the test, so a green CI run means those tests really ran.
 */
public final class CiRequirement {

    private CiRequirement() {
    }

    /** Whether this run is CI's ({@code CI=true}). */
    public static boolean underCi() {
        return "true".equalsIgnoreCase(System.getenv("CI"));
    }

    /** Skips the calling test (or fails it under CI) with {@code message} unless {@code present}. */
    public static void require(boolean present, String message) {
        if (present) return;
        if (underCi()) Assertions.fail(message + " [CI=true: it must be present, and .ci/run installs it]");
        Assumptions.abort(message);
    }
}
