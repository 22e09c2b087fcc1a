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
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.pnengine.CiRequirement;

/**
 * One server ({@code serve --http} from the built jar, 50 ms a move) and one headless Chromium
 * for all the web page's browser tests, started by the first test class that asks for it and
 * closed at the end of the run. Chromium is driven by Selenium through the system's chromedriver
 * (Debian's {@code chromium} and {@code chromium-driver}; nothing is downloaded, as the driver
 * and the browser are named explicitly, so Selenium Manager is never asked). A test class gets it
 * as a parameter of its {@code @BeforeAll} method, with {@code @ExtendWith(WebBrowser.Fixture.class)}.
 *
 * <p>Without {@value #CHROMIUM} or {@value #CHROMEDRIVER} the tests are skipped, saying so; under
 * CI ({@code CI=true}) they must run, so a missing one fails them.
 *
 * <p>The helpers drive the page as a person would (pick a game, click a legal place, answer the
 * page's choice) and check it against the engine over a TCP connection of the same server.
 */
final class WebBrowser implements ExtensionContext.Store.CloseableResource {

    static final String CHROMIUM = "/usr/bin/chromium";
    static final String CHROMEDRIVER = "/usr/bin/chromedriver";
    static final Path SHOTS = Paths.get("target", "web-screenshots");
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final Duration POLL = Duration.ofMillis(25);

    /** Resolves a {@link WebBrowser} parameter with the run's one instance. */
    static final class Fixture implements ParameterResolver {
        @Override
        public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
            return parameter.getParameter().getType() == WebBrowser.class;
        }

        @Override
        public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
            return context.getRoot().getStore(ExtensionContext.Namespace.create(WebBrowser.class))
                    .getOrComputeIfAbsent(WebBrowser.class, k -> start(), WebBrowser.class);
        }
    }

    final Process server;
    final int gtpPort;
    final String url;
    final WebDriver driver;
    private final Path profile;

    private WebBrowser(Process server, int gtpPort, String url, WebDriver driver, Path profile) {
        this.server = server;
        this.gtpPort = gtpPort;
        this.url = url;
        this.driver = driver;
        this.profile = profile;
    }

    private static WebBrowser start() {
        for (String tool : List.of(CHROMIUM, CHROMEDRIVER)) {
            CiRequirement.require(Files.isExecutable(Paths.get(tool)), tool + " is missing: the web page's browser tests"
                    + " need Debian's chromium and chromium-driver (apt-get install chromium chromium-driver)");
        }
        Process server = null;
        try {
            server = BuiltJarIT.java("serve", "--port", "0", "--http", "0", "--move-time", "0.05")
                    .redirectErrorStream(true).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
            Pattern gtp = Pattern.compile("listening on [0-9.]+:(\\d+)");
            Pattern web = Pattern.compile("web board on (http://\\S+/)");
            int gtpPort = 0;
            String url = null;
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

            Path profile = Files.createTempDirectory("pnengine-chromium");
            ChromeOptions options = new ChromeOptions();
            options.setBinary(CHROMIUM);
            options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--window-size=1100,900", "--user-data-dir=" + profile);
            ChromeDriverService service = new ChromeDriverService.Builder()
                    .usingDriverExecutable(new File(CHROMEDRIVER)).usingAnyFreePort().build();
            WebDriver driver = new ChromeDriver(service, options);
            Files.createDirectories(SHOTS);
            return new WebBrowser(server, gtpPort, url, driver, profile);
        } catch (IOException e) {
            if (server != null) server.destroyForcibly();
            throw new IllegalStateException("cannot start the server or the browser", e);
        }
    }

    @Override
    public void close() throws Exception {
        driver.quit();
        server.destroy();
        if (!server.waitFor(10, TimeUnit.SECONDS)) server.destroyForcibly();
        try (Stream<Path> files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    // ---- driving the page ----

    /** Loads the page afresh and waits until it has listed the games and drawn the position. */
    void load() {
        driver.get(url);
        waitFor(() -> driver.findElements(By.cssSelector("#game option")).size() > 1);
        waitIdle();
    }

    /** Loads the page and picks the game. */
    void open(String game) {
        load();
        pick(game);
    }

    /** Picks the game in the page already loaded and waits until its board is drawn. */
    void pick(String game) {
        new Select(driver.findElement(By.id("game"))).selectByValue(game);
        waitFor(() -> game.equals(driver.findElement(By.id("parameters")).getAttribute("data-game")));
        waitIdle();
        waitFor(() -> !driver.findElements(By.cssSelector("#board svg[aria-label='" + game + " board']")).isEmpty());
    }

    /** Clicks legal moves until the engine has answered twice, and checks the page against the engine. */
    void playTwoMoves(String game) throws IOException {
        for (int answered = 1; answered <= 2; answered++) {
            clickLegalMove();
            int expected = 2 * answered;
            waitFor(() -> history().size() >= expected || !playing());
            waitIdle();
            if (!playing()) break;
            assertEquals(expected, history().size(), "the engine answers each move once");
        }
        assertMatchesEngine(game);
    }

    /** Clicks a legal move and waits until the engine has answered it and the page is idle. */
    void moveAndAnswer() {
        int expected = history().size() + 2;
        clickLegalMove();
        waitFor(() -> history().size() == expected);
        waitIdle();
    }

    /**
     * Clicks the first legal place (a square, a house, a cell, a child, a piece in hand); then,
     * as the page asks, the first target and the first of the moves it offers.
     */
    void clickLegalMove() {
        List<WebElement> legal = driver.findElements(By.cssSelector("#board .square.legal, .hand-piece.legal"));
        assertFalse(legal.isEmpty(), "no legal place is highlighted");
        WebElement place = legal.get(0);
        String label = place.getAttribute("aria-label");
        if (place.getAttribute("data-square") != null) {
            assertTrue(label.startsWith(place.getAttribute("data-square") + ": ") && label.contains("legal move"), label);
        }
        int before = history().size();
        place.click();
        List<WebElement> targets = driver.findElements(By.cssSelector("#board .square.target"));
        if (history().size() == before && !targets.isEmpty()) targets.get(0).click();
        List<WebElement> choices = driver.findElements(By.cssSelector("#choice:not([hidden]) button[data-move]"));
        if (!choices.isEmpty()) choices.get(0).click();
    }

    /**
     * The page's moves, replayed by the engine on a connection of its own (from the position the
     * page set, if it did), give the position text
     * the page shows; and the places drawn, in order, hold that position's pieces (or houses'
     * seeds, or P-game path), as the game's position text says.
     */
    void assertMatchesEngine(String game) throws IOException {
        List<String> commands = new ArrayList<>(List.of("set_game " + settings()));
        String start = driver.findElement(By.id("history")).getAttribute("data-start");
        if (!start.isEmpty()) commands.add("setboard " + start);
        for (Object play : (List<?>) script("return [...document.querySelectorAll('#history li')]"
                + ".map((li) => 'play ' + li.dataset.color + ' ' + li.dataset.move)")) {
            commands.add((String) play);
        }
        commands.add("pn-position");
        List<String> replies = gtp(commands);
        for (String r : replies.subList(0, replies.size() - 1)) assertEquals("=", r.trim(), String.join(", ", commands));
        String enginePosition = replies.get(replies.size() - 1).substring(2);
        assertEquals(enginePosition, position());
        String drawn = (String) script("return [...document.querySelectorAll('#board [data-token]')]"
                + ".map((e) => e.dataset.token).join(' ')");
        assertEquals(String.join(" ", expectedTokens(game, enginePosition)), drawn);
    }

    /** What the drawing shows of a position, in its order, from the game's position text (protocol-spec/games). */
    static List<String> expectedTokens(String game, String position) {
        String[] fields = position.trim().split("\\s+");
        switch (game) {
            case "awari":
                return Arrays.asList(fields).subList(0, 14);
            case "woodpush":
                return fields[0].replace('-', '.').chars().mapToObj(c -> String.valueOf((char) c)).toList();
            case "pgame":
                return position.trim().equals("-") ? List.of() : Arrays.stream(position.split(",")).map(String::trim).toList();
            case "minishogi": {
                List<String> tokens = new ArrayList<>();
                Matcher m = Pattern.compile("\\+?[A-Za-z]|\\d").matcher(fields[0].replace("/", ""));
                while (m.find()) {
                    if (Character.isDigit(m.group().charAt(0))) {
                        for (int i = 0; i < Integer.parseInt(m.group()); i++) tokens.add(".");
                    } else {
                        tokens.add(m.group());
                    }
                }
                return tokens;
            }
            default:
                return fields[0].replace("/", "").chars().mapToObj(c -> String.valueOf((char) c)).toList();
        }
    }

    /** The game with every parameter, as the page's session has it (pn-game). */
    String settings() {
        return (String) ((JavascriptExecutor) driver).executeScript(
                "return document.getElementById('parameters').dataset.settings");
    }

    boolean playing() {
        return driver.findElement(By.id("status")).getText().endsWith(" to move");
    }

    String position() {
        return driver.findElement(By.id("position")).getText();
    }

    List<WebElement> history() {
        return driver.findElements(By.cssSelector("#history li"));
    }

    String message() {
        return driver.findElement(By.id("message")).getText();
    }

    void waitIdle() {
        waitFor(() -> "idle".equals(driver.findElement(By.tagName("body")).getAttribute("data-state")));
    }

    void waitFor(BooleanSupplier condition) {
        new WebDriverWait(driver, WAIT, POLL).until(d -> condition.getAsBoolean());
    }

    Object script(String js, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(js, args);
    }

    void shoot(String name) throws IOException {
        byte[] png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
        Files.write(SHOTS.resolve(name + ".png"), png);
    }

    /** A screenshot of one element of the page (the board, say). */
    void shoot(String name, By element) throws IOException {
        byte[] png = driver.findElement(element).getScreenshotAs(OutputType.BYTES);
        Files.write(SHOTS.resolve(name + ".png"), png);
    }

    /** Sends commands on a TCP connection of its own, one reply each. */
    List<String> gtp(List<String> commands) throws IOException {
        return Gtp.ask(gtpPort, commands);
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
