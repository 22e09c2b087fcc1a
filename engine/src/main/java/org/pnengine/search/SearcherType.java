package org.pnengine.search;

import java.util.List;
import org.pnengine.game.ParamSpec;

/**
 * A catalog entry of either kind: a {@link SolverType} ({@code solve}) or a {@link PlayerType}
 * ({@code genmove}). Its name is unique across both kinds, so a name alone says which it is.
 */
public sealed interface SearcherType permits SolverType, PlayerType {

    /** The wire name, lower case, e.g. {@code pns} or {@code uct}. */
    String name();

    /** The searcher's own parameters (the limit keys of {@link SearcherSpec} are not among them). */
    List<ParamSpec> params();

    /** One line for listings and {@code --help}. */
    String summary();
}
