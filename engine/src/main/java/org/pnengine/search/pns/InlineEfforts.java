package org.pnengine.search.pns;

/**
 * The effort numbers of a {@link MoPnsSolver} node when the solve orders at most three outcomes
 * (0, 1, 2: loss, draw, win), kept inside the node's record instead of in {@link EffortVectors}:
 * <pre>
 *   [G(1)] [G(2)] [S(0)] [S(1)]              G(0) and S(2) are 0 at every node
 * </pre>
 * The four numbers are the ones {@link EffortVectors#g} and {@link EffortVectors#s} would read
 * from the node's bounds [p, q] and its dense vector over its window [lo, hi]: 0 where a bound is
 * proven, ∞ beyond it, else the vector's number at x clamped into the window (1 for a node without
 * a vector). So the selection and the backup read a child's number with one load from the record
 * they already hold, where decoding took a dozen branches and a read in a second pool. Inside the
 * bounds every number is positive and finite (a min or sum of the children's numbers, which are 0
 * only where a child's bound is proven, and so the node's), so the bounds need no field of their
 * own: pess is the greatest x with G(x) = 0, opti the least x with S(x) = 0 ({@link #pess},
 * {@link #opti}).
 *
 * <p>Neither the vector nor its window needs storing. A window lies inside the bounds when it is
 * written, and bounds only narrow, so inside the window the vector's numbers are the ones stored
 * here. And a node's window is always [α, β] ∩ [p, q] of the last descent through it: it starts so
 * when the node is expanded, each backup narrows it to the new descent's [α, β] and the new bounds,
 * and α only rises and β only falls along a path. So the backup takes the window from the path.
 */
final class InlineEfforts {

    /** Ints in a record: four numbers. */
    static final int INTS = 4;

    private static final int INF = MoPnsSolver.INF;
    private static final int G = -1;  // G(x) at at - 1 + x, x = 1, 2
    private static final int S = 2;   // S(x) at at + 2 + x, x = 0, 1

    private InlineEfforts() {
    }

    /** The offset of G(x) in the numbers, 1 ≤ x ≤ 2. */
    static int gField(int x) {
        return G + x;
    }

    /** The offset of S(x) in the numbers, 0 ≤ x ≤ 1. */
    static int sField(int x) {
        return S + x;
    }

    /** G(x) of the numbers at {@code a[at..]}, 0 ≤ x ≤ 2. */
    static int g(int[] a, int at, int x) {
        return x == 0 ? 0 : a[at + G + x];
    }

    /** S(x) of the numbers at {@code a[at..]}, 0 ≤ x ≤ 2. */
    static int s(int[] a, int at, int x) {
        return x == 2 ? 0 : a[at + S + x];
    }

    /** The pessimistic bound of the numbers at {@code a[at..]}: the greatest x with G(x) = 0. */
    static int pess(int[] a, int at) {
        return a[at + G + 2] == 0 ? 2 : a[at + G + 1] == 0 ? 1 : 0;
    }

    /** The optimistic bound of the numbers at {@code a[at..]}: the least x with S(x) = 0. */
    static int opti(int[] a, int at) {
        return a[at + S] == 0 ? 0 : a[at + S + 1] == 0 ? 1 : 2;
    }

    /** A node without a vector and with bounds [p, q]: 0 where proven, ∞ beyond, 1 between. */
    static void leaf(int[] a, int at, int p, int q) {
        for (int x = 1; x <= 2; x++) a[at + G + x] = x <= p ? 0 : x > q ? INF : 1;
        for (int x = 0; x <= 1; x++) a[at + S + x] = x >= q ? 0 : x < p ? INF : 1;
    }

    /** The node's bounds narrowed to [p, q]: the numbers they now fix become 0 or ∞. */
    static void tighten(int[] a, int at, int p, int q) {
        for (int x = 1; x <= 2; x++) {
            if (x <= p) a[at + G + x] = 0;
            else if (x > q) a[at + G + x] = INF;
        }
        for (int x = 0; x <= 1; x++) {
            if (x >= q) a[at + S + x] = 0;
            else if (x < p) a[at + S + x] = INF;
        }
    }

    /**
     * A backup's new numbers over the window [lo, hi] of a node with bounds [p, q] (p ≤ lo &lt; hi ≤
     * q ≤ 2): {@code g1} = G(1), {@code g2} = G(2), {@code s0} = S(0), {@code s1} = S(1) as folded
     * from the children (only those inside the window are read). Stores them as a vector over the
     * window would give them, and returns whether any inside the window changed (outside it they
     * follow from the bounds and the window).
     *
     * <p>Outside the window a number reads the window's nearest one (G(1) reads G(2) when lo = 1,
     * G(2) reads G(1) when hi = 1; S likewise), unless the bounds fix it: G(1) = 0 and S(0) = ∞
     * when p = 1, G(2) = ∞ and S(1) = 0 when q = 1. Written without a branch, with masks of all
     * ones or zeros: the three windows and the bounds around them come in runs of very different
     * lengths, and a branch that the JIT has not yet seen taken when it compiles the backup is
     * compiled as a trap (docs/experiments.md#mopns-against-pns, the fifth step).
     */
    static boolean update(int[] a, int at, int p, int q, int lo, int hi, int g1, int g2, int s0, int s1) {
        int ig1 = at + G + 1;
        int ig2 = at + G + 2;
        int is0 = at + S;
        int is1 = at + S + 1;
        int low = -lo;                  // lo = 1: G(1), S(0) lie below the window
        int high = (hi - 2) >> 31;      // hi = 1: G(2), S(1) lie above it
        int pOne = -p;                  // p = 1 (p ≤ lo ≤ 1)
        int qOne = (q - 2) >> 31;       // q = 1 (q ≥ hi ≥ 1)
        int ng1 = (g1 ^ ((g1 ^ g2) & low)) & ~pOne;
        int ns0 = s0 ^ ((s0 ^ s1) & low);
        ns0 += (INF - ns0) & pOne;
        int ng2 = g2 ^ ((g1 ^ g2) & high);
        ng2 += (INF - ng2) & qOne;
        int ns1 = (s1 ^ ((s0 ^ s1) & high)) & ~qOne;
        // Inside the window: G(1) and S(0) iff lo = 0, G(2) and S(1) iff hi = 2.
        int diff = ((a[ig1] ^ ng1) | (a[is0] ^ ns0)) & ~low | ((a[ig2] ^ ng2) | (a[is1] ^ ns1)) & ~high;
        a[ig1] = ng1;
        a[ig2] = ng2;
        a[is0] = ns0;
        a[is1] = ns1;
        return diff != 0;
    }
}
