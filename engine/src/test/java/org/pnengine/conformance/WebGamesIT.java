package org.pnengine.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Every game of the catalog (as the engine lists it, {@code pn-games} over TCP) in a real
 * browser: the page offers it, draws it, and plays it by clicks: pick it, click legal places
 * (answering the page's choice of a promotion or a direction) until the engine has answered
 * twice, and the page's position is the one the engine reaches from the page's moves on a TCP
 * connection of its own, with its pieces drawn where the position text has them. A screenshot of
 * each game's page goes to {@code target/web-screenshots/GAME.png}, and of its board alone to
 * {@code GAME-board.png}.
 */
@ExtendWith(WebBrowser.Fixture.class)
class WebGamesIT {

    private static WebBrowser web;

    @BeforeAll
    static void start(WebBrowser browser) {
        web = browser;
    }

    /** The games as pn-games lists them, in the engine's order. */
    static List<String> catalog() throws IOException {
        return web.gtp(List.of("pn-games")).get(0).lines()
                .map(l -> l.replaceFirst("^= ", ""))
                .filter(l -> l.startsWith("game "))
                .map(l -> l.split(" ")[1])
                .toList();
    }

    @TestFactory
    Stream<DynamicTest> everyGameIsDrawnAndPlayedByClicks() throws IOException {
        List<String> games = catalog();
        assertFalse(games.isEmpty());
        web.load();
        List<String> offered = new Select(web.driver.findElement(By.id("game"))).getOptions().stream()
                .map(o -> o.getAttribute("value")).toList();
        assertEquals(games, offered, "the page offers the catalog's games");
        return games.stream().map(game -> DynamicTest.dynamicTest(game, () -> {
            web.pick(game);
            List<WebElement> places = web.driver.findElements(By.cssSelector("#board .square"));
            assertFalse(places.isEmpty(), game + " has no clickable place");
            web.assertMatchesEngine(game);
            web.playTwoMoves(game);
            web.shoot(game);
            web.shoot(game + "-board", By.id("board"));
        }));
    }
}
