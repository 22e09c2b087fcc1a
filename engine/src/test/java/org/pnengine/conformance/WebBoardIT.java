package org.pnengine.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.pnengine.match.GameRecord;
import org.pnengine.match.SgfRecord;

/**
 * The web page ({@code clients/web}, served by {@code serve --http} from the built jar) in a real
 * browser (the run's one {@link WebBrowser}): an illegal click is refused with a visible message,
 * from-to moves and the keyboard play, the analysis starts and stops, a solve shows the value and
 * a proof line that steps on the board, reloading the page or dropping its WebSocket leaves the
 * server healthy, and the page fits a phone's width. {@link WebGamesIT} plays every game.
 */
@ExtendWith(WebBrowser.Fixture.class)
class WebBoardIT {

    private static WebBrowser web;
    private static WebDriver driver;

    @BeforeAll
    static void start(WebBrowser browser) {
        web = browser;
        driver = browser.driver;
    }

    @Test
    void othelloRefusesAnIllegalClick() throws Exception {
        web.open("Othello");
        web.playTwoMoves("Othello");
        WebElement occupied = driver.findElement(By.cssSelector("#board .square[data-token='X']"));
        String square = occupied.getAttribute("data-square");
        String before = web.position();
        occupied.click();
        web.waitIdle();
        WebElement message = driver.findElement(By.id("message"));
        assertTrue(message.isDisplayed());
        assertEquals("error", message.getAttribute("class"));
        assertTrue(message.getText().startsWith("Move " + square + " refused: illegal move"), message.getText());
        assertEquals(before, web.position());
    }

    @Test
    void breakthroughRefusesASquareNoMoveReaches() throws Exception {
        web.open("breakthrough");
        web.playTwoMoves("breakthrough");
        // An empty square that no move reaches, clicked with nothing selected: the engine refuses it.
        driver.findElement(By.cssSelector("#board .square[data-square='d5']")).click();
        web.waitIdle();
        assertTrue(web.message().startsWith("Move d5 refused: "), web.message());
    }

    @Test
    void theKeyboardMovesBetweenSquaresAndPlays() throws Exception {
        web.open("tic_tac_toe");
        WebElement first = driver.findElement(By.cssSelector("#board .square[tabindex='0']"));
        assertEquals("a1: empty, legal move", first.getAttribute("aria-label"));
        web.script("arguments[0].focus()", first);
        new Actions(driver).sendKeys(Keys.ARROW_RIGHT).sendKeys(Keys.ARROW_DOWN).perform();
        assertEquals("b2: empty, legal move", driver.switchTo().activeElement().getAttribute("aria-label"));
        new Actions(driver).sendKeys(Keys.ENTER).perform();
        web.waitFor(() -> web.history().size() == 2);
        web.waitIdle();
        assertEquals("b2", web.history().get(0).getAttribute("data-move"));
        web.assertMatchesEngine("tic_tac_toe");
        // u takes back the engine's answer with the move it answered.
        new Actions(driver).sendKeys("u").perform();
        web.waitFor(() -> web.history().isEmpty());
        web.waitIdle();
        assertEquals(".../.../... x", web.position());
        // A square reached by its name: typed, then Enter.
        driver.findElement(By.id("move-input")).sendKeys("c3" + Keys.ENTER);
        web.waitFor(() -> web.history().size() == 2);
        web.waitIdle();
        assertEquals("c3", web.history().get(0).getAttribute("data-move"));
        web.assertMatchesEngine("tic_tac_toe");
    }

    @Test
    void reloadingThePageLeavesTheServerHealthy() throws Exception {
        web.open("tic_tac_toe");
        web.clickLegalMove();
        for (int i = 0; i < 3; i++) {
            driver.navigate().refresh();
            web.waitIdle();
        }
        // Each load is a new session, which starts with the server's default game.
        web.waitFor(() -> driver.findElements(By.cssSelector("#board .square")).size() == 42);
        assertEquals("connect_four", new Select(driver.findElement(By.id("game"))).getFirstSelectedOption().getAttribute("value"));
        assertEquals("connected", driver.findElement(By.id("connection")).getText());
        web.moveAndAnswer();
        assertEquals("= 2", web.gtp(List.of("protocol_version")).get(0));
        assertTrue(web.server.isAlive());
    }

    @Test
    void theAnalysisShowsOnTheBoardAndStops() throws Exception {
        web.open("connect_four");
        String before = web.position();
        driver.findElement(By.id("analyze")).click();
        web.waitFor(() -> !driver.findElements(By.cssSelector("#board .square.analysed")).isEmpty()
                && !driver.findElements(By.cssSelector("#analysis-table tbody tr")).isEmpty());
        assertEquals("running", driver.findElement(By.tagName("body")).getAttribute("data-analysis"));
        web.shoot("analysis-board", By.id("board"));
        // Read at one instant: each report redraws the board.
        List<?> best = (List<?>) web.script("const b = document.querySelector('#board .square.analysed.best');"
                + " return [b.getAttribute('aria-label'), b.dataset.move, document.getElementById('analysis-pv').textContent]");
        assertTrue(best.get(0).toString().matches(".*legal move, \\d+ visits, win rate [0-9.]+%.*"), best.get(0).toString());
        assertTrue(best.get(2).toString().startsWith("best " + best.get(1) + ", pv " + best.get(1)), best.toString());
        driver.findElement(By.id("analyze-stop")).click();
        web.waitFor(() -> "stopped".equals(driver.findElement(By.tagName("body")).getAttribute("data-analysis")));
        assertEquals(before, web.position());
        // The session goes on: a move, and the engine's answer.
        web.moveAndAnswer();
        web.assertMatchesEngine("connect_four");
    }

    @Test
    void everySolverProvesAWinAndItsLineStepsOnTheBoard() throws Exception {
        web.open("tic_tac_toe");
        // X holds a1 and b1, O holds a2 and b2, X to move: c1 wins at once.
        setPosition("xx./oo./... x");
        assertEquals("xx./oo./... x", web.position());
        Select solvers = new Select(driver.findElement(By.id("solver")));
        List<String> names = solvers.getOptions().stream().map(o -> o.getAttribute("value")).toList();
        List<String> listed = web.gtp(List.of("pn-solvers")).get(0).lines()
                .map(l -> l.replaceFirst("^= ", "")).filter(l -> l.startsWith("solver ")).map(l -> l.split(" ")[1]).toList();
        assertEquals(listed, names);
        for (String name : names) {
            solvers.selectByValue(name);
            driver.findElement(By.id("solve")).click();
            web.waitFor(() -> "done".equals(driver.findElement(By.tagName("body")).getAttribute("data-solve")));
            web.waitIdle();
            WebElement result = driver.findElement(By.id("solve-result"));
            assertEquals("win", result.getAttribute("data-value"), name + ": " + result.getText());
            assertEquals("c1", result.getAttribute("data-move"), name + ": " + result.getText());
            web.script("document.body.dataset.solve = ''");
        }
        solvers.selectByValue("pns");
        driver.findElement(By.id("solve")).click();
        web.waitFor(() -> "done".equals(driver.findElement(By.tagName("body")).getAttribute("data-solve")));
        web.waitIdle();
        List<WebElement> line = driver.findElements(By.cssSelector("#proof-moves .proof-move"));
        assertFalse(line.isEmpty(), "no proof line");
        assertEquals("c1", line.get(0).getText());
        driver.findElement(By.id("proof-next")).click();
        web.waitIdle();
        assertEquals("x", driver.findElement(By.cssSelector("#board .square[data-square='c1']")).getAttribute("data-token"));
        assertTrue(driver.findElement(By.id("status")).getText().startsWith("game over: winner=black"));
        driver.findElement(By.id("proof-back")).click();
        web.waitIdle();
        assertEquals("xx./oo./... x", web.position());
        driver.findElement(By.id("proof-leave")).click();
        web.waitIdle();
        assertEquals("xx./oo./... x", web.position());
        web.shoot("proof");
    }

    @Test
    void theAnalysisMarksAProvenWin() throws Exception {
        web.open("tic_tac_toe");
        // X holds a1 and b1, O holds a2 and b2, X to move: c1 wins at once, and the solver players prove it.
        setPosition("xx./oo./... x");
        driver.findElement(By.id("analyze")).click();
        web.waitFor(() -> !driver.findElements(By.cssSelector("#board .square[data-square='c1'].proven-win")).isEmpty());
        String label = driver.findElement(By.cssSelector("#board .square[data-square='c1']")).getAttribute("aria-label");
        assertTrue(label.contains("proven win"), label);
        driver.findElement(By.id("analyze-stop")).click();
        web.waitFor(() -> "stopped".equals(driver.findElement(By.tagName("body")).getAttribute("data-analysis")));
        assertEquals("xx./oo./... x", web.position());
    }

    @Test
    void aRunningSolveShowsItsProgressAndIsCancelled() throws Exception {
        // The empty 7x6 board is far beyond any solve here: only Cancel ends it.
        web.open("connect_four");
        String before = web.position();
        new Select(driver.findElement(By.id("solver"))).selectByValue("pns");
        driver.findElement(By.id("solve")).click();
        web.waitFor(() -> driver.findElement(By.id("solve-progress")).getText().startsWith("progress "));
        assertEquals("running", driver.findElement(By.tagName("body")).getAttribute("data-solve"));
        driver.findElement(By.id("solve-cancel")).click();
        web.waitFor(() -> "done".equals(driver.findElement(By.tagName("body")).getAttribute("data-solve")));
        web.waitIdle();
        WebElement result = driver.findElement(By.id("solve-result"));
        assertEquals("unknown", result.getAttribute("data-value"), result.getText());
        assertTrue(result.getText().contains("(stopped: cancelled)"), result.getText());
        assertEquals(before, web.position());
        // The session goes on.
        web.moveAndAnswer();
        web.assertMatchesEngine("connect_four");
        web.script("document.body.dataset.solve = ''");
    }

    @Test
    void theFormsSetTheGameThePlayerAndTheSides() throws Exception {
        web.open("connect_four");
        driver.findElement(By.cssSelector("#parameters-box summary")).click();
        WebElement width = driver.findElement(By.id("parameters-width"));
        assertEquals("number of columns", width.getAttribute("title").replaceFirst(" \\(.*", ""));
        assertEquals("32", width.getAttribute("max"));
        width.clear();
        width.sendKeys("5");
        WebElement height = driver.findElement(By.id("parameters-height"));
        height.clear();
        height.sendKeys("4");
        driver.findElement(By.id("apply-parameters")).click();
        web.waitFor(() -> driver.findElements(By.cssSelector("#board .square")).size() == 20);
        web.waitIdle();
        assertEquals("connect_four width=5 height=4", web.settings());

        driver.findElement(By.cssSelector("#player-box summary")).click();
        new Select(driver.findElement(By.id("player"))).selectByValue("uct");
        WebElement playouts = driver.findElement(By.id("player-params-playouts"));
        playouts.clear();
        playouts.sendKeys("40");
        driver.findElement(By.id("apply-player")).click();
        web.waitIdle();
        assertTrue(web.message().startsWith("Engine player: uct ") && web.message().contains(" playouts=40 "), web.message());
        assertEquals("uct playouts=40", web.gtp(List.of("pn-player uct playouts=40")).get(0)
                .replaceFirst("^= (\\S+) .*(playouts=\\d+).*", "$1 $2"));

        // Human against human: no engine move.
        new Select(driver.findElement(By.id("side-1"))).selectByValue("human");
        web.clickLegalMove();
        web.waitIdle();
        web.clickLegalMove();
        web.waitIdle();
        assertEquals(List.of("human", "human"), web.history().stream().map(li -> li.getAttribute("data-by")).toList());
        // Engine against engine: it plays both sides to the end.
        new Select(driver.findElement(By.id("side-0"))).selectByValue("engine");
        new Select(driver.findElement(By.id("side-1"))).selectByValue("engine");
        web.waitFor(() -> !web.playing());
        web.waitIdle();
        assertTrue(web.history().stream().skip(2).allMatch(li -> "engine".equals(li.getAttribute("data-by"))));
        web.assertMatchesEngine("connect_four");
    }

    @Test
    void clocksRunForTheSideToMove() throws Exception {
        web.open("tic_tac_toe");
        setClocks("5", "0");
        // The clocks are drawn anew as they run: each is read at one instant.
        assertEquals(List.of("black running", "white"), clocks().stream().map(c -> c.replaceFirst(" \\d+:\\d+", "")).toList());
        web.moveAndAnswer();
        List<String> after = clocks();
        // Black's clock runs again; each side's time was charged to its own clock.
        assertTrue(after.get(0).matches("black 0:0[0-4] running"), after.toString());
        assertTrue(after.get(1).matches("white 0:0[0-4]"), after.toString());
    }

    /** Each clock as "COLOR M:SS", with " running" for the one that runs. */
    private static List<String> clocks() {
        List<?> shown = (List<?>) web.script("return [...document.querySelectorAll('#clocks .clock')]"
                + ".map((c) => c.textContent + (c.classList.contains('running') ? ' running' : ''))");
        return shown.stream().map(Object::toString).toList();
    }

    @Test
    void aSideWhoseClockRunsOutLosesOnTime() throws Exception {
        web.open("tic_tac_toe");
        new Select(driver.findElement(By.id("side-1"))).selectByValue("human");
        setClocks("1", "0");
        String before = web.position();
        // Black, to move, does not move: its second runs out.
        web.waitFor(() -> driver.findElement(By.id("status")).getText().equals("game over: black lost on time"));
        assertEquals("black 0:00", driver.findElement(By.cssSelector("#clocks .clock.flagged")).getText());
        // No move is taken once the game is over on time.
        driver.findElement(By.cssSelector("#board .square[data-square='b2']")).click();
        web.waitIdle();
        assertTrue(driver.findElement(By.id("message")).getText().startsWith("The game is over"),
                driver.findElement(By.id("message")).getText());
        assertEquals(before, web.position());
        // A new game starts both clocks afresh.
        driver.findElement(By.id("new-game")).click();
        web.waitIdle();
        assertEquals("black to move", driver.findElement(By.id("status")).getText());
        driver.findElement(By.id("clock-off")).click();
        web.waitIdle();
        new Select(driver.findElement(By.id("side-1"))).selectByValue("engine");
    }

    @Test
    void aDroppedWebSocketLeavesTheServerHealthy() throws Exception {
        web.open("Othello");
        web.moveAndAnswer();
        web.script("window.pnengine.gtp.close()");
        web.waitFor(() -> "disconnected".equals(driver.findElement(By.id("connection")).getText()));
        assertTrue(web.message().startsWith("The connection to the engine closed."), web.message());
        assertEquals("= 2", web.gtp(List.of("protocol_version")).get(0));
        driver.findElement(By.id("reconnect")).click();
        web.waitFor(() -> "connected".equals(driver.findElement(By.id("connection")).getText()));
        web.waitIdle();
        web.moveAndAnswer();
        web.assertMatchesEngine("connect_four");
        assertTrue(web.server.isAlive());
    }

    @Test
    void thePageFitsAPhone() throws Exception {
        Dimension before = driver.manage().window().getSize();
        try {
            driver.manage().window().setSize(new Dimension(390, 844));
            web.open("minishogi");
            long inner = (Long) web.script("return window.innerWidth");
            long scroll = (Long) web.script("return document.documentElement.scrollWidth");
            assertTrue(scroll <= inner, "the page is " + scroll + " px wide in a window of " + inner);
            web.shoot("phone-minishogi");
            web.script("document.getElementById('play').scrollIntoView()");
            web.shoot("phone-minishogi-board", By.id("play"));
        } finally {
            driver.manage().window().setSize(before);
        }
    }

    @Test
    void miniShogiPromotesByAChoiceInThePageAndDropsFromTheHand() throws Exception {
        web.open("minishogi");
        new Select(driver.findElement(By.id("side-1"))).selectByValue("human");
        setPosition("rbsgk/1S2p/5/P4/KG1BR b - 1");
        // The silver on 4b takes the bishop on 4a: promoting or not is asked in the page.
        driver.findElement(By.cssSelector("#board .square[data-square='4b']")).click();
        driver.findElement(By.cssSelector("#board .square.target[data-square='4a']")).click();
        List<WebElement> offered = driver.findElements(By.cssSelector("#choice:not([hidden]) button[data-move]"));
        assertEquals(List.of("4b4a+ (promote)", "4b4a (do not promote)"), offered.stream().map(WebElement::getText).toList());
        web.shoot("minishogi-promotion");
        web.shoot("minishogi-promotion-board", By.id("play"));
        offered.get(0).click();
        web.waitIdle();
        WebElement promoted = driver.findElement(By.cssSelector("#board .square[data-square='4a']"));
        assertEquals("+S", promoted.getAttribute("data-token"));
        assertTrue(promoted.getAttribute("aria-label").startsWith("4a: black promoted silver"), promoted.getAttribute("aria-label"));
        driver.findElement(By.cssSelector("#board .square[data-square='1b']")).click();
        driver.findElement(By.cssSelector("#board .square.target[data-square='1c']")).click();
        web.waitIdle();
        // The captured bishop is in Black's hand; a click on it, then on a square, drops it.
        WebElement bishop = driver.findElement(By.cssSelector("#hands-black .hand-piece.legal[data-hand='B']"));
        assertEquals("black bishop in hand, can be dropped", bishop.getAttribute("aria-label"));
        bishop.click();
        driver.findElement(By.cssSelector("#board .square.target[data-square='3c']")).click();
        web.waitIdle();
        assertEquals(List.of("4b4a+", "1b1c", "B*3c"), web.history().stream().map(li -> li.getAttribute("data-move")).toList());
        assertEquals("B", driver.findElement(By.cssSelector("#board .square[data-square='3c']")).getAttribute("data-token"));
        assertTrue(driver.findElements(By.cssSelector("#hands-black .hand-piece")).isEmpty());
        web.assertMatchesEngine("minishogi");
    }

    @Test
    void recordsAreWrittenAsMatchWritesThemAndReadBack() throws Exception {
        web.open("Othello");
        driver.findElement(By.cssSelector("#parameters-box summary")).click();
        WebElement size = driver.findElement(By.id("parameters-size"));
        size.clear();
        size.sendKeys("4");
        driver.findElement(By.id("apply-parameters")).click();
        web.waitFor(() -> driver.findElements(By.cssSelector("#board .square")).size() == 16);
        web.waitIdle();
        // The engine plays both sides to the end.
        new Select(driver.findElement(By.id("side-0"))).selectByValue("engine");
        web.waitFor(() -> !web.playing());
        web.waitIdle();
        String end = web.position();
        List<String> moves = web.history().stream().map(li -> li.getAttribute("data-move")).toList();

        driver.findElement(By.id("save-sgf")).click();
        String sgf = (String) web.script("return window.pnengine.download.text");
        SgfRecord fromSgf = SgfRecord.parse(sgf);
        assertEquals("Othello size=4 scoring=discs", fromSgf.game().descriptor());
        assertEquals(withoutPasses(moves), withoutPasses(fromSgf.moves()));

        driver.findElement(By.id("save-json")).click();
        String json = (String) web.script("return window.pnengine.download.text");
        GameRecord fromJson = GameRecord.parse(json.strip());
        assertEquals("Othello size=4 scoring=discs", fromJson.game());
        assertEquals(moves, fromJson.moves());
        assertEquals(web.gtp(List.of("set_game Othello size=4", "setboard " + end, "final_score")).get(2).substring(2),
                fromJson.score());

        for (String[] record : List.of(new String[] {"game.sgf", sgf}, new String[] {"game.json", json})) {
            driver.findElement(By.id("new-game")).click();
            web.waitIdle();
            new Select(driver.findElement(By.id("side-0"))).selectByValue("human");
            Path file = Files.createTempDirectory("pnengine-record").resolve(record[0]);
            Files.writeString(file, record[1]);
            driver.findElement(By.id("load-record")).sendKeys(file.toAbsolutePath().toString());
            web.waitFor(() -> web.message().startsWith("Record loaded: "));
            web.waitIdle();
            assertEquals(end, web.position(), record[0]);
            web.assertMatchesEngine("Othello");
            Files.delete(file);
            Files.delete(file.getParent());
        }
    }

    private static List<String> withoutPasses(List<String> moves) {
        return moves.stream().filter(m -> !m.equalsIgnoreCase("pass")).toList();
    }
    /** Sets the position from its text through the page's setboard field. */
    private void setPosition(String text) {
        WebElement field = driver.findElement(By.id("setboard-text"));
        field.clear();
        field.sendKeys(text);
        driver.findElement(By.id("setboard")).click();
        web.waitIdle();
    }

    /** Sets both clocks through the page's form: main time and byo-yomi, in seconds. */
    private void setClocks(String mainSeconds, String byoSeconds) {
        WebElement box = driver.findElement(By.cssSelector("#clock-box"));
        if (box.getAttribute("open") == null) driver.findElement(By.cssSelector("#clock-box summary")).click();
        for (String[] f : new String[][] {{"clock-main", mainSeconds}, {"clock-byo", byoSeconds}}) {
            WebElement input = driver.findElement(By.id(f[0]));
            input.clear();
            input.sendKeys(f[1]);
        }
        driver.findElement(By.id("clock-set")).click();
        web.waitIdle();
    }
}
