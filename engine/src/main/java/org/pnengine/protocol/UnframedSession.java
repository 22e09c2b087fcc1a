package org.pnengine.protocol;

/**
 * The session of a protocol whose lines carry no framing of their own (UCI, USI, xboard,
 * NBoard), on its {@link CommandQueue}: each raw line is stripped of the white space around it,
 * a blank line or one read after the session closed is ignored, and the rest goes to
 * {@link #onCommand}; replies are written as plain lines ({@link #write}).
 */
public abstract class UnframedSession implements LineSession {

    private final CommandQueue queue;

    /** A session on {@code queue}. */
    protected UnframedSession(CommandQueue queue) {
        this.queue = queue;
    }

    @Override
    public final CommandQueue queue() {
        return queue;
    }

    @Override
    public final void onLine(String raw) {
        String line = raw.strip();
        if (line.isEmpty() || queue.isClosed()) return;
        onCommand(line);
    }

    /** A line read, stripped, not blank, the session open; may block as {@link #onLine} may. */
    protected abstract void onCommand(String line);

    /** Writes {@code line} and a line end, in its turn among the replies. */
    protected final void write(String line) {
        queue.write(line + "\n");
    }
}
