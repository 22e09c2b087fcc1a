package org.pnengine.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.pnengine.CiRequirement;

/**
 * The web page ({@code clients/web}, served by {@code serve --http} from the built jar) in a real
 * browser: headless Chromium driven by Selenium through the system's chromedriver (Debian's
 * {@code chromium} and {@code chromium-driver}; nothing is downloaded, as the driver and the
 * browser are named explicitly, so Selenium Manager is never asked). For each game tested it picks
 * the game, clicks legal moves until the engine has answered twice, and checks the page against
 * the engine: the moves the page lists, replayed on a TCP connection of the same server, give the
 * position text the page shows, and the squares drawn hold that position's pieces. An illegal
 * click is refused with a visible message; reloading the page leaves the server healthy. A
 * screenshot of each game's board goes to {@code target/web-screenshots}.
 *
 * <p>Without {@value #CHROMIUM} or {@value #CHROMEDRIVER} the tests are skipped, saying so; under
 * CI ({@code CI=true}) they must run, so a missing one fails them.
 */
class WebBoardIT {

    static final String CHROMIUM = "/usr/bin/chromium";
    static final String CHROMEDRIVER = "/usr/bin/chromedriver";
    private static final Path SHOTS = Paths.get("target", "web-screenshots");
    private static final Duration WAIT = Duration.ofSeconds(30);

    private static Process server;
    private static int gtpPort;
    private static String url;
    private static Path profile;
    private static WebDriver driver;

    @BeforeAll
    static void start() throws Exception {
        for (String tool : List.of(CHROMIUM, CHROMEDRIVER)) {
            CiRequirement.require(Files.isExecutable(Paths.get(tool)), tool + " is missing: the web page's browser tests"
                    + " need Debian's chromium and chromium-driver (apt-get install chromium chromium-driver)");
        }
        server = BuiltJarIT.java("serve", "--port", "0", "--http", "0", "--move-time", "0.05")
                .redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        Pattern gtp = Pattern.compile("listening on [0-9.]+:(\\d+)");
        Pattern web = Pattern.compile("web board on (http://\\S+/)");
        for (String line; url == null && (line = out.readLine()) != null; ) {
            Matcher m = gtp.matcher(line);
            if (m.find()) gtpPort = Integer.parseInt(m.group(1));
            Matcher w = web.matcher(line);
            if (w.find()) url = w.group(1);
        }
        assertTrue(gtpPort > 0 && url != null, "serve did not report its ports");
        Thread drain = new Thread(() -> {
            try {
                while (out.readLine() != null) {
                    // the server's later output is not needed
                }
            } catch (IOException e) {
                // the server is gone
            }
        }, "serve-output");
        drain.setDaemon(true);
        drain.start();

        profile = Files.createTempDirectory("pnengine-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=1100,900", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER)).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        Files.createDirectories(SHOTS);
    }

    @AfterAll
    static void stop() throws Exception {
        if (driver != null) driver.quit();
        if (server != null) {
            server.destroy();
            if (!server.waitFor(10, TimeUnit.SECONDS)) server.destroyForcibly();
        }
        if (profile != null) {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @Test
    void connectFour() throws Exception {
        playTwoMoves("connect_four");
        shoot("connect_four");
    }

    @Test
    void othelloRefusesAnIllegalClick() throws Exception {
        playTwoMoves("Othello");
        shoot("Othello");
        WebElement occupied = driver.findElement(By.cssSelector("#board .square[data-token='X']"));
        String square = occupied.getAttribute("data-square");
        String before = position();
        occupied.click();
        waitIdle();
        WebElement message = driver.findElement(By.id("message"));
        assertTrue(message.isDisplayed());
        assertEquals("error", message.getAttribute("class"));
        assertTrue(message.getText().startsWith("Move " + square + " refused: illegal move"), message.getText());
        assertEquals(before, position());
    }

    @Test
    void breakthroughMovesFromSourceToTarget() throws Exception {
        playTwoMoves("breakthrough");
        shoot("breakthrough");
        // An empty square that no move reaches, clicked with nothing selected: the engine refuses it.
        driver.findElement(By.cssSelector("#board .square[data-square='d5']")).click();
        waitIdle();
        WebElement message = driver.findElement(By.id("message"));
        assertTrue(message.getText().startsWith("Move d5 refused: "), message.getText());
    }

    @Test
    void theKeyboardMovesBetweenSquaresAndPlays() throws Exception {
        open("tic_tac_toe");
        WebElement first = driver.findElement(By.cssSelector("#board .square[tabindex='0']"));
        assertEquals("a1: empty, legal move", first.getAttribute("aria-label"));
        ((JavascriptExecutor) driver).executeScript("arguments[0].focus()", first);
        new Actions(driver).sendKeys(Keys.ARROW_RIGHT).sendKeys(Keys.ARROW_DOWN).perform();
        assertEquals("b2: empty, legal move", driver.switchTo().activeElement().getAttribute("aria-label"));
        new Actions(driver).sendKeys(Keys.ENTER).perform();
        waitFor(() -> history().size() == 2);
        waitIdle();
        assertEquals("b2", history().get(0).getAttribute("data-move"));
        assertMatchesEngine("tic_tac_toe");
        shoot("tic_tac_toe");
    }

    @Test
    void reloadingThePageLeavesTheServerHealthy() throws Exception {
        open("tic_tac_toe");
        clickLegalMove();
        for (int i = 0; i < 3; i++) {
            driver.navigate().refresh();
            waitIdle();
        }
        // Each load is a new session, which starts with the server's default game.
        waitFor(() -> driver.findElements(By.cssSelector("#board .square")).size() == 42);
        assertEquals("connect_four", new Select(driver.findElement(By.id("game"))).getFirstSelectedOption().getAttribute("value"));
        assertEquals("connected", driver.findElement(By.id("connection")).getText());
        clickLegalMove();
        waitFor(() -> history().size() == 2);
        assertEquals("= 2", Gtp.ask(gtpPort, List.of("protocol_version")).get(0));
        assertTrue(server.isAlive());
    }

    /** Opens the page fresh, picks the game, clicks legal moves until the engine answered twice. */
    private static void playTwoMoves(String game) throws Exception {
        open(game);
        for (int answered = 1; answered <= 2; answered++) {
            clickLegalMove();
            int expected = 2 * answered;
            waitFor(() -> history().size() >= expected);
            waitIdle();
            assertEquals(expected, history().size(), "the engine answers each move once");
        }
        assertMatchesEngine(game);
    }

    private static void open(String game) {
        driver.get(url);
        waitFor(() -> driver.findElements(By.cssSelector("#game option")).size() > 1);
        waitIdle();
        new Select(driver.findElement(By.id("game"))).selectByValue(game);
        waitFor(() -> game.equals(driver.findElement(By.id("parameters")).getAttribute("data-game")));
        waitIdle();
        waitFor(() -> !driver.findElements(By.cssSelector("#board svg[aria-label='" + game + " board']")).isEmpty());
    }

    /** Clicks the first legal square; in a from-to game, then its first target. */
    private static void clickLegalMove() {
        List<WebElement> legal = driver.findElements(By.cssSelector("#board .square.legal"));
        assertFalse(legal.isEmpty(), "no legal square is highlighted");
        WebElement square = legal.get(0);
        String label = square.getAttribute("aria-label");
        assertTrue(label.startsWith(square.getAttribute("data-square") + ": ") && label.contains("legal move"), label);
        int before = history().size();
        square.click();
        List<WebElement> targets = driver.findElements(By.cssSelector("#board .square.target"));
        if (history().size() == before && !targets.isEmpty()) targets.get(0).click();
    }

    /**
     * The page's moves, replayed by the engine on a connection of its own, give the position text
     * the page shows; and the squares drawn, in order, hold that position's pieces.
     */
    private static void assertMatchesEngine(String game) throws Exception {
        List<String> commands = new ArrayList<>(List.of("set_game " + game));
        for (WebElement li : history()) commands.add("play " + li.getAttribute("data-color") + " " + li.getAttribute("data-move"));
        commands.add("pn-position");
        List<String> replies = Gtp.ask(gtpPort, commands);
        for (String r : replies.subList(0, replies.size() - 1)) assertEquals("=", r.trim(), String.join(", ", commands));
        String enginePosition = replies.get(replies.size() - 1).substring(2);
        assertEquals(enginePosition, position());
        StringBuilder drawn = new StringBuilder();
        for (WebElement sq : driver.findElements(By.cssSelector("#board .square"))) drawn.append(sq.getAttribute("data-token"));
        assertEquals(enginePosition.split(" ")[0].replace("/", ""), drawn.toString());
    }

    private static String position() {
        return driver.findElement(By.id("position")).getText();
    }

    private static List<WebElement> history() {
        return driver.findElements(By.cssSelector("#history li"));
    }

    private static void waitIdle() {
        waitFor(() -> "idle".equals(driver.findElement(By.tagName("body")).getAttribute("data-state")));
    }

    private static void waitFor(BooleanSupplier condition) {
        new WebDriverWait(driver, WAIT).until(d -> condition.getAsBoolean());
    }

    private static void shoot(String game) throws IOException {
        byte[] png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
        Files.write(SHOTS.resolve(game + ".png"), png);
    }

    /** A plain GTP client on the server's TCP port: one line per command, one reply each. */
    static final class Gtp {
        static List<String> ask(int port, List<String> commands) throws IOException {
            try (Socket s = new Socket("127.0.0.1", port)) {
                s.setSoTimeout(30_000);
                PrintWriter w = new PrintWriter(s.getOutputStream(), true, StandardCharsets.UTF_8);
                BufferedReader r = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                List<String> replies = new ArrayList<>();
                for (String c : commands) {
                    w.print(c + "\n");
                    w.flush();
                    StringBuilder reply = new StringBuilder();
                    for (String line; (line = r.readLine()) != null && !line.isEmpty(); ) {
                        if (reply.length() > 0) reply.append('\n');
                        reply.append(line);
                    }
                    replies.add(reply.toString());
                }
                return replies;
            }
        }
    }
}
