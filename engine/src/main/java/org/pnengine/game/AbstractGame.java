package org.pnengine.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The part of a {@link Game} descriptor that every game shares: the catalog entry it was made
 * from and its validated parameters. A game extends it and adds its rules' tables and factory
 * methods; it constructs itself from the {@link Params} its {@link GameType#factory()} receives.
 *
 * <p>Contract:
 * <ul>
 *   <li>The parameters must be those of {@code type}: validated against
 *       {@link GameType#params()}, every declared key present in declaration order (as
 *       {@link GameType#create} and {@link Params#of} produce them). {@link #parameters()} returns
 *       them unchanged, so {@link #descriptor()} is {@code name key=value ...} in that order.</li>
 *   <li>{@link #minScore()} and {@link #maxScore()} are {@code -1} and {@code +1}, the range of a
 *       win/draw/loss game; a game with richer outcomes overrides both.</li>
 *   <li>{@link #parsePlayer} reads GTP's colours and the {@link #playerName player names} as
 *       {@link Game#parsePlayer} does, plus the two aliases given to the constructor (such as the
 *       {@code x} and {@code o} of a game whose players are black and white), case-insensitively.</li>
 *   <li>{@link #toString()} is the {@link #descriptor()}.</li>
 * </ul>
 */
public abstract class AbstractGame implements Game {

    private final GameType type;
    private final Params params;
    private final String firstAlias;
    private final String secondAlias;

    /** A game whose players are named only by GTP's colours and {@link #playerName}. */
    protected AbstractGame(GameType type, Params params) {
        this(type, params, null, null);
    }

    /**
     * A game whose players may also be named {@code firstAlias} and {@code secondAlias}
     * (lower case; null for none).
     *
     * @throws IllegalArgumentException if {@code params} are not those {@code type} declares
     */
    protected AbstractGame(GameType type, Params params, String firstAlias, String secondAlias) {
        List<String> declared = new ArrayList<>();
        for (ParamSpec s : type.params()) declared.add(s.key());
        if (!declared.equals(new ArrayList<>(params.asMap().keySet()))) {
            throw new IllegalArgumentException("parameters " + params.asMap().keySet()
                    + " are not those of " + type.name() + " " + declared);
        }
        this.type = type;
        this.params = params;
        this.firstAlias = firstAlias;
        this.secondAlias = secondAlias;
    }

    @Override
    public final GameType type() {
        return type;
    }

    @Override
    public final Map<String, String> parameters() {
        return params.asMap();
    }

    /** The validated parameters, for subclasses that read typed values from them. */
    protected final Params params() {
        return params;
    }

    /** {@code -1}: a win of the second player. */
    @Override
    public int minScore() {
        return -1;
    }

    /** {@code +1}: a win of the first player. */
    @Override
    public int maxScore() {
        return 1;
    }

    @Override
    public int parsePlayer(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        if (w.equals(firstAlias)) return FIRST;
        if (w.equals(secondAlias)) return SECOND;
        return Game.super.parsePlayer(word);
    }

    @Override
    public String toString() {
        return descriptor();
    }
}
