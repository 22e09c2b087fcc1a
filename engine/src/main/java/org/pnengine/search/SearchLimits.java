package org.pnengine.search;

/**
 * Every limit a search may be given, in one value. {@link #UNLIMITED} ({@code Long.MAX_VALUE})
 * means no limit of that kind.
 *
 * @param nodes       the most nodes a solver may create, or playouts an MCTS player may run
 * @param softMillis  the time after which a player should stop if its choice is stable
 * @param hardMillis  the time after which any search must stop
 * @param memoryBytes the most memory the search's tree may use (approximate)
 * @param depth       the deepest iteration, in plies, of a player that deepens iteratively
 *                    ({@link Player#followsDepth()}); {@link #ANY_DEPTH} for none. The other
 *                    players and the solvers have no depth to limit and ignore it.
 */
public record SearchLimits(long nodes, long softMillis, long hardMillis, long memoryBytes, int depth) {

    public static final long UNLIMITED = Long.MAX_VALUE;
    /** No limit on the depth. */
    public static final int ANY_DEPTH = Integer.MAX_VALUE;

    public SearchLimits {
        if (nodes <= 0 || softMillis < 0 || hardMillis < 0 || memoryBytes <= 0 || depth <= 0) {
            throw new IllegalArgumentException("limits must be positive");
        }
        if (softMillis > hardMillis) softMillis = hardMillis;
    }

    public SearchLimits(long nodes, long softMillis, long hardMillis, long memoryBytes) {
        this(nodes, softMillis, hardMillis, memoryBytes, ANY_DEPTH);
    }

    public static SearchLimits none() {
        return new SearchLimits(UNLIMITED, UNLIMITED, UNLIMITED, UNLIMITED);
    }

    public static SearchLimits ofNodes(long nodes) {
        return none().withNodes(nodes);
    }

    public static SearchLimits ofMillis(long millis) {
        return none().withTime(millis, millis);
    }

    public SearchLimits withNodes(long n) {
        return new SearchLimits(n, softMillis, hardMillis, memoryBytes, depth);
    }

    public SearchLimits withTime(long soft, long hard) {
        return new SearchLimits(nodes, soft, hard, memoryBytes, depth);
    }

    public SearchLimits withMemory(long bytes) {
        return new SearchLimits(nodes, softMillis, hardMillis, bytes, depth);
    }

    /** These limits with the deepest iteration {@code plies} ({@link #ANY_DEPTH}: none). */
    public SearchLimits withDepth(int plies) {
        return new SearchLimits(nodes, softMillis, hardMillis, memoryBytes, plies);
    }
}
