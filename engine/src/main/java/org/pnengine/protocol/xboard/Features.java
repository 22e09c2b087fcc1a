package org.pnengine.protocol.xboard;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.pnengine.protocol.PlayerOptions;

/**
 * The {@code feature} lines pnengine answers {@code protover 2} with (CECP §9), and the GUI's
 * {@code accepted}/{@code rejected} replies to them. Every feature is stated, each as pnengine
 * honestly does it:
 * <ul>
 *   <li>{@code myname}, {@code variants} (every game's variant names, {@link org.pnengine.protocol.Variants});</li>
 *   <li>on: {@code setboard}, {@code usermove}, {@code ping}, {@code playother}, {@code time},
 *       {@code reuse}, {@code smp} ({@code cores N} sets the player's threads) and {@code debug}
 *       ({@code #} lines, sent only once accepted);</li>
 *   <li>off: {@code san} (coordinate moves only), {@code draw}, {@code analyze}, {@code colors},
 *       {@code name}, {@code ics}, {@code pause}, {@code nps}, {@code memory} (the server gives
 *       the memory), {@code exclude}, {@code setscore}, {@code highlight}; and {@code sigint} and
 *       {@code sigterm}: a Java process dies of a SIGINT, and it answers {@code ?} and
 *       {@code quit} on its input;</li>
 *   <li>the options {@code Player} (a string, as {@code pn-player} takes it) and {@code Threads}
 *       (a spin), then {@code done=1}: nothing is slow to start, so no {@code done=0}.</li>
 * </ul>
 */
final class Features {

    private static final String SWITCHES = "setboard=1 usermove=1 ping=1 playother=1 time=1 reuse=1 smp=1 debug=1"
            + " san=0 draw=0 analyze=0 colors=0 name=0 ics=0 pause=0 nps=0 memory=0 exclude=0 setscore=0 highlight=0"
            + " sigint=0 sigterm=0";

    private final Set<String> accepted = new HashSet<>();

    /** The lines answering {@code protover}. */
    static List<String> lines(String version, List<String> variants, PlayerOptions player) {
        List<String> out = new ArrayList<>();
        out.add("feature myname=\"pnengine " + version + "\" variants=\"" + String.join(",", variants) + "\"");
        out.add("feature " + SWITCHES);
        out.add("feature option=\"Player -string " + player.player() + "\"");
        out.add("feature option=\"Threads -spin " + player.threads() + " 1 " + player.maxThreads() + "\"");
        out.add("feature done=1");
        return out;
    }

    /** {@code accepted NAME} or {@code rejected NAME}. */
    void answer(boolean yes, String name) {
        if (yes) accepted.add(name);
        else accepted.remove(name);
    }

    boolean accepted(String name) {
        return accepted.contains(name);
    }
}
