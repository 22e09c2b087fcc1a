/**
 * The catalog of games ({@link org.pnengine.games.GameCatalog}) and, one sub-package each, the
 * games themselves. Each game depends only on {@code org.pnengine.game}.
 */
package org.pnengine.games;
