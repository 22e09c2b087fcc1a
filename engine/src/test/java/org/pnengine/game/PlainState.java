package org.pnengine.game;

/**
 * A position seen through the {@link State} interface alone: every method a state must have is
 * forwarded to the wrapped one, nothing else. So a search or a playout given a {@code PlainState}
 * takes the interface's default paths (the generic playout loop, no optional capability such as
 * {@link ExactKernel} or {@link PlayoutPolicy}), which tests compare with the game's own.
 */
public final class PlainState implements State {

    private final State d;

    public PlainState(State d) {
        this.d = d;
    }

    @Override public Game game() { return d.game(); }
    @Override public int toMove() { return d.toMove(); }
    @Override public int ply() { return d.ply(); }
    @Override public int legalMoves(int[] out) { return d.legalMoves(out); }
    @Override public boolean isLegal(int move) { return d.isLegal(move); }
    @Override public void apply(int move) { d.apply(move); }
    @Override public void undo() { d.undo(); }
    @Override public int lastMove() { return d.lastMove(); }
    @Override public boolean isTerminal() { return d.isTerminal(); }
    @Override public int score() { return d.score(); }
    @Override public long hash() { return d.hash(); }
    @Override public boolean isPass(int move) { return d.isPass(move); }
    @Override public State copy() { return new PlainState(d.copy()); }
    @Override public String formatMove(int move) { return d.formatMove(move); }
    @Override public int parseMove(String text) throws MoveFormatException { return d.parseMove(text); }
    @Override public String positionText() { return d.positionText(); }
    @Override public String render() { return d.render(); }
}
