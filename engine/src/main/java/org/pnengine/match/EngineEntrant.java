package org.pnengine.match;

import java.io.IOException;
import java.util.Deque;
import java.util.concurrent.ConcurrentLinkedDeque;
import org.pnengine.client.GtpFailure;

/**
 * An external engine as a match entrant. {@link #open} is the pre-flight: it starts the engine
 * (or connects), asks its name and the commands it knows, and sets up the game once; an engine
 * that fails any of that cannot take part ({@link EntrantException}). That first engine then
 * plays the first game.
 *
 * <p>Each game borrows a running engine and gives it back afterwards, so that each of the
 * match's threads keeps one engine, reused from game to game; an engine that failed (crashed,
 * hung, broke the protocol, lost its place in the game) is killed instead, and the next game
 * that needs one starts (or connects) a fresh one. {@link #close()} sends {@code quit} to all.
 */
final class EngineEntrant implements Entrant {

    private final EngineSpec spec;
    private final PlaySettings settings;
    private final String label;
    private final Deque<EngineLink> idle = new ConcurrentLinkedDeque<>();

    private EngineEntrant(EngineSpec spec, PlaySettings settings, EngineLink first) {
        this.spec = spec;
        this.settings = settings;
        this.label = first.label();
        idle.push(first);
    }

    /**
     * Starts the engine and checks that it can set up the game: from the start position, and
     * where some opening is a position, with {@code setboard} from the first such opening.
     */
    static EngineEntrant open(EngineSpec spec, PlaySettings settings) throws EntrantException, InterruptedException {
        EngineLink c;
        try {
            c = EngineLink.open(spec, settings.engines());
        } catch (IOException e) {
            throw new EntrantException("cannot start " + spec + ": " + e.getMessage());
        } catch (GtpFailure e) {
            throw new EntrantException(spec + " does not answer as " + (spec.protocol() == EngineSpec.Protocol.XBOARD ? "an " : "a ")
                    + spec.protocol().title() + " engine: " + e.getMessage());
        }
        try {
            c.newGame(settings.game(), settings.budget(), null);
            if (settings.needsSetboard()) {
                if (!c.knowsSetboard()) {
                    c.kill();
                    throw new EntrantException(spec + " (" + c.label() + ") does not know 'setboard', which the "
                            + "position openings need; give it move-sequence openings (moves: ...) instead");
                }
                Opening first = settings.openings().list().stream().filter(Opening::isPosition).findFirst().orElseThrow();
                c.newGame(settings.game(), settings.budget(), first);
            }
        } catch (GtpFailure e) {
            c.kill();
            throw new EntrantException(spec + " (" + c.label() + ") cannot set up " + settings.game().descriptor()
                    + ": " + e.getMessage());
        }
        return new EngineEntrant(spec, settings, c);
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public Contestant contestant(Seat seat) {
        return new EngineContestant(this, seat);
    }

    EngineSpec spec() {
        return spec;
    }

    PlaySettings settings() {
        return settings;
    }

    /** A running engine: an idle one, or a fresh one. */
    EngineLink borrow() throws IOException, GtpFailure, InterruptedException {
        EngineLink c = idle.poll();
        return c != null ? c : EngineLink.open(spec, settings.engines());
    }

    /** Takes back an engine after a game: kept if it is healthy, killed if not. */
    void giveBack(EngineLink c, boolean healthy) {
        if (healthy && c.isHealthy()) idle.push(c);
        else c.kill();
    }

    @Override
    public void close() {
        EngineLink c;
        while ((c = idle.poll()) != null) c.quit();
    }
}
