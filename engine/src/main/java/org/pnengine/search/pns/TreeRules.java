package org.pnengine.search.pns;

/**
 * What one member of the proof-number family adds to {@link BestFirstSearch}: how a new node is
 * evaluated, how an expanded node is backed up from its children, and which child the descent to
 * the most-proving node takes. The search owns the tree, the state, the path and the limits; the
 * rules own the value fields of each node record (from {@link NodePool#VALUES} on) and read the
 * tree through {@link BestFirstSearch#pool}.
 *
 * <p>Records are passed as an array and an offset ({@code a[o + field]}); an array is valid only
 * until the next allocation in the pool.
 */
interface TreeRules {

    /**
     * Initialises the value fields of a new node at {@code a[o..]}, the search's state being at
     * that node: terminal, table entry or leaf evaluation.
     */
    void evaluate(int[] a, int o);

    /**
     * Whether the search should look for repetitions: a new node whose position (by its hash) is
     * already on the path from the root is then initialised by {@link #evaluateRepetition} instead
     * of {@link #evaluate}.
     */
    default boolean repetitions() {
        return false;
    }

    /**
     * Initialises a new node at {@code a[o..]} whose position repeats the one on the search's path
     * at depth {@code ancestor} (0 for the root), the state being at that node. Called only when
     * {@link #repetitions()} is true.
     */
    default void evaluateRepetition(int[] a, int o, int ancestor) {
        evaluate(a, o);
    }

    /**
     * The index (0..count-1) of the child of the expanded, unsolved node {@code n} at
     * {@code a[o..]} that the descent to the most-proving node follows. {@code depth} is the node's
     * depth on the search's path.
     */
    int select(int n, int[] a, int o, boolean isOr, int depth);

    /**
     * Recomputes the expanded node {@code n} at {@code a[o..]} from its children, the state being
     * at the node, and returns whether its values changed (if not, the update of the ancestors
     * stops here and the next descent resumes at this node).
     */
    boolean backup(int n, int[] a, int o, boolean isOr, int depth);

    /**
     * Called once the children of {@code n} were created, before its first backup. Returns false
     * if the rules ran out of memory (the search then stops with reason {@code memory}).
     */
    default boolean expanded(int n, int depth) {
        return true;
    }

    /** Called for every expanded node whose children are freed (see {@link BestFirstSearch#freeChildren}). */
    default void discarded(int n, int[] a, int o) {
    }

    /** Whether the root is finished, so that the search ends. */
    boolean done();

    /**
     * For proof lines of binary goals: whether the node at {@code a[o..]} is exactly proven
     * ({@code proven}) or exactly disproven ({@code !proven}).
     */
    default boolean solvedAs(int[] a, int o, boolean proven) {
        return false;
    }

    /** The root's primary measure for progress reports (pn, ppn, ...). */
    double rootProof();

    /** The root's secondary measure for progress reports (dn, ...). */
    double rootDisproof();
}
