package org.pnengine.search.pns;

/**
 * The bytes one search's storage may take, shared by its pools: {@link #take} succeeds while the
 * total stays within the limit. Not thread-safe; a search owns its budget.
 */
final class StorageQuota {

    private final long limit;
    private long used;

    StorageQuota(long limit) {
        this.limit = limit;
    }

    /** Takes {@code bytes} if the limit allows, and says whether it did. */
    boolean take(long bytes) {
        if (used + bytes > limit) return false;
        used += bytes;
        return true;
    }

    void release(long bytes) {
        used -= bytes;
    }

    long used() {
        return used;
    }
}
