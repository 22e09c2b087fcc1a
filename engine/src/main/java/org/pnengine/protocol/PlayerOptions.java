package org.pnengine.protocol;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.pnengine.engine.EngineException;
import org.pnengine.engine.EngineSession;

/**
 * The player of a chess-world session as its options set it (UCI's and USI's {@code Player} and
 * {@code Threads}; xboard's {@code option Player=...}, {@code option Threads=N}, {@code cores N}
 * and {@code hard}/{@code easy}): pnengine's player with its parameters, as {@code pn-player}
 * takes them, kept as the words given, each change checked by the session before it is kept.
 */
public final class PlayerOptions {

    private final EngineSession session;
    /** The player as {@code pn-player} words: its name, then key=value. */
    private List<String> words;
    /** The player's threads (0: one per processor). */
    private int threads;

    public PlayerOptions(EngineSession session) {
        this.session = session;
        this.words = new ArrayList<>(List.of(session.playerGiven().split(" ")));
        this.threads = threadsOf(session.playerDescription().split(" "));
    }

    /** The player as given (at first, as the session's was: {@code --player}): its name, then its key=value words. */
    public String player() {
        return String.join(" ", words);
    }

    /** The player's threads, one per processor read as the processors' number. */
    public int threads() {
        return Math.max(1, threads == 0 ? Runtime.getRuntime().availableProcessors() : threads);
    }

    /** The most threads the server lets a player have (at most 512). */
    public int maxThreads() {
        return Math.min(512, session.config().admission().maxThreads());
    }

    /** {@code Player}: a player's name and its key=value words. */
    public void setPlayer(String value) throws Refusal {
        configure(new ArrayList<>(Arrays.asList(value.trim().split("\\s+"))));
    }

    /** {@code Threads}: the player's {@code threads=}. */
    public void setThreads(String value) throws Refusal {
        configure(with("threads", value.trim()));
    }

    /**
     * Pondering on or off ({@code ponder=}), if the player can ponder.
     *
     * @return false if the player has no {@code ponder} parameter (it never ponders)
     */
    public boolean setPonder(boolean on) throws Refusal {
        String description = " " + session.playerDescription() + " ";
        if (!description.contains(" ponder=")) return false;
        if (description.contains(" ponder=" + on + " ")) return true;
        configure(with("ponder", Boolean.toString(on)));
        return true;
    }

    /** The words with {@code key=value} in place of the key's word, if any. */
    private List<String> with(String key, String value) {
        List<String> out = new ArrayList<>(words);
        out.removeIf(w -> w.startsWith(key + "="));
        out.add(key + "=" + value);
        return out;
    }

    private void configure(List<String> given) throws Refusal {
        if (given.isEmpty() || given.get(0).isEmpty()) throw new Refusal("Player needs a player's name");
        try {
            session.configurePlayer(given.get(0), given.subList(1, given.size()));
        } catch (EngineException e) {
            throw new Refusal(e.detail());
        }
        words = given;
        threads = threadsOf(session.playerDescription().split(" "));
    }

    private static int threadsOf(String[] description) {
        for (String w : description) {
            if (w.startsWith("threads=")) {
                try {
                    return Math.max(0, Integer.parseInt(w.substring(8)));
                } catch (NumberFormatException e) {
                    return 1;
                }
            }
        }
        return 1;
    }
}
