package org.pnengine.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pnengine.CiRequirement;
import org.pnengine.game.Game;
import org.pnengine.game.State;
import org.pnengine.game.UsiNotation;
import org.pnengine.game.VariantNotation;

/**
 * Fairy-Stockfish 11.1, Debian's {@code fairy-stockfish} (the large-board build, up to 12 files
 * and 10 ranks), driven through its stdin and stdout in UCI or USI, for the tests that check
 * pnengine's {@link VariantNotation} and {@link UsiNotation} against the real program: its legal
 * moves ({@code go perft 1}, one line {@code move: 1} per move, then {@code Nodes searched: N})
 * and its FEN and SFEN ({@code d}, lines {@code Fen: ...} and {@code Sfen: ...}). Every command
 * that answers is followed by {@code isready} and read up to {@code readyok}, so answers never
 * mix; a missing answer fails after {@link #TIMEOUT_SECONDS}.
 */
public final class FairyStockfish implements AutoCloseable {

    public static final Path PROGRAM = Path.of("/usr/games/fairy-stockfish");
    private static final long TIMEOUT_SECONDS = 20;
    private static final Pattern PERFT_LINE = Pattern.compile("^(\\S+): (\\d+)$");

    private final Process process;
    /** The moves the program listed and pnengine did not, each of a kind {@link ExtraMove} allowed. */
    private int extraMoves;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    /** Skips the calling test (fails it under CI) unless Fairy-Stockfish is installed. */
    public static void require() {
        CiRequirement.require(Files.isExecutable(PROGRAM), "Fairy-Stockfish is not installed at " + PROGRAM
                + " (Debian package fairy-stockfish: apt-get install fairy-stockfish)");
    }

    /**
     * Starts the program in {@code protocol} ({@code uci} or {@code usi}) with the variants file
     * {@code variantsIni} (null for none; written to {@code dir}) and {@code UCI_Variant}
     * {@code variant}, the option's name in USI mode too.
     */
    public static FairyStockfish start(String protocol, Path dir, String variantsIni, String variant) throws IOException {
        FairyStockfish fs = new FairyStockfish(new ProcessBuilder(PROGRAM.toString()).redirectErrorStream(true).start());
        fs.send(protocol);
        fs.readUntil(l -> l.equals(protocol + "ok"));
        if (variantsIni != null) {
            Path file = dir.resolve("variants.ini");
            Files.writeString(file, variantsIni);
            fs.send("setoption name VariantPath value " + file.toAbsolutePath());
        }
        fs.variant(variant);
        return fs;
    }

    /** Switches to the variant named {@code variant} (the option {@code UCI_Variant}). */
    public void variant(String variant) throws IOException {
        send("setoption name UCI_Variant value " + variant);
        for (String l : ask()) {
            if (l.startsWith("No such option") || l.contains("Unable to open") || l.contains("does not exist")) fail(l);
            if (l.startsWith("info string variant ") && !l.startsWith("info string variant " + variant + " ")) {
                fail("asked for variant " + variant + ", got: " + l);
            }
        }
    }

    private FairyStockfish(Process process) {
        this.process = process;
        this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String l; (l = out.readLine()) != null; ) lines.add(l);
            } catch (IOException e) {
                lines.add("<read failed: " + e + ">");
            }
        }, "fairy-stockfish-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /** How many moves {@link #checkRandomGames} found listed by the program alone, of an allowed kind. */
    public int extraMoves() {
        return extraMoves;
    }

    /** Sends one command line. */
    public void send(String line) throws IOException {
        in.write(line + "\n");
        in.flush();
    }

    /** The lines up to and including the first that {@code last} accepts. */
    private List<String> readUntil(Predicate<String> last) {
        List<String> got = new ArrayList<>();
        while (true) {
            String l;
            try {
                l = lines.poll(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
            if (l == null) fail("Fairy-Stockfish did not answer in " + TIMEOUT_SECONDS + " s; it said " + got);
            got.add(l);
            if (last.test(l)) return got;
        }
    }

    /** What the program printed for the commands sent since the last answer. */
    private List<String> ask() throws IOException {
        send("isready");
        return readUntil(l -> l.equals("readyok"));
    }

    /** Sets the position: {@code position} then {@code args} ({@code fen ...}, {@code startpos moves ...}). */
    public void position(String args) throws IOException {
        send("position " + args);
    }

    /** The legal moves of the position, as {@code go perft 1} lists them. */
    public Set<String> legalMoves() throws IOException {
        send("go perft 1");
        List<String> out = readUntil(l -> l.startsWith("Nodes searched:"));
        Set<String> moves = new TreeSet<>();
        for (String l : out) {
            Matcher m = PERFT_LINE.matcher(l.trim());
            if (m.matches()) moves.add(m.group(1));
        }
        assertEquals(Integer.parseInt(out.get(out.size() - 1).substring("Nodes searched:".length()).trim()),
                moves.size(), "perft lines " + out);
        return moves;
    }

    /** The FEN that {@code d} prints. */
    public String fen() throws IOException {
        return shown("Fen: ");
    }

    /** The SFEN that {@code d} prints. */
    public String sfen() throws IOException {
        return shown("Sfen: ");
    }

    private String shown(String prefix) throws IOException {
        send("d");
        for (String l : ask()) {
            if (l.startsWith(prefix)) return l.substring(prefix.length());
        }
        return fail("no '" + prefix + "' line after d");
    }

    @Override
    public void close() throws IOException {
        try {
            send("quit");
            if (!process.waitFor(5, TimeUnit.SECONDS)) process.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        } catch (IOException e) {
            process.destroyForcibly();
        }
    }

    /**
     * How a game's positions and moves are written for one protocol, how Fairy-Stockfish shows
     * them, and the moves only the program may list: {@code extra} says whether a move the program
     * lists and pnengine does not is one of a known kind (none by default).
     */
    public record Texts(String startKeyword, Function<State, String> position, MoveWriter move,
                        Function<FairyStockfish, String> shown, Function<String, String> normalise,
                        ExtraMove extra) {

        /** UCI: {@code position fen}, long algebraic moves, the {@code Fen:} line of {@code d}. */
        public static Texts uci(VariantNotation n) {
            return new Texts("fen", n::fen, n::formatMove, fs -> unchecked(fs::fen), Function.identity(), ExtraMove.NONE);
        }

        /**
         * USI: {@code position sfen}, USI moves, the {@code Sfen:} line of {@code d}, whose hands
         * are compared as multisets: Fairy-Stockfish writes them in its own order (G P S R B for
         * MiniShogi, {@code Position::fen}), pnengine in USI's (R B G S N L P).
         */
        public static Texts usi(UsiNotation n) {
            return new Texts("sfen", n::sfen, n::formatMove, fs -> unchecked(fs::sfen), FairyStockfish::sortedHands,
                    ExtraMove.NONE);
        }

        /** These texts, with {@code extra} the moves only the program may list. */
        public Texts allowing(ExtraMove extra) {
            return new Texts(startKeyword, position, move, shown, normalise, extra);
        }
    }

    /** A kind of move that the program lists and pnengine does not, on purpose. */
    @FunctionalInterface
    public interface ExtraMove {
        ExtraMove NONE = (fs, keyword, position, move) -> false;

        /** Whether {@code move}, listed by the program in {@code position} and not by pnengine, is of this kind. */
        boolean test(FairyStockfish fs, String keyword, String position, String move) throws IOException;
    }

    /**
     * Whether {@code move} is a pawn drop that checkmates (uchifuzume): Fairy-Stockfish 11.1 lists
     * it among the legal moves and scores the mate as a loss for the side that dropped
     * ({@code Position::checkmate_value} in its {@code src/position.h}, under
     * {@code shogiPawnDropMateIllegal}), where shogi's rule, and pnengine, forbid the move.
     */
    public static boolean pawnDropMate(FairyStockfish fs, String keyword, String position, String move) throws IOException {
        if (!move.startsWith("P@") && !move.startsWith("P*")) return false;
        fs.position(keyword + " " + position + " moves " + move);
        fs.send("d");
        boolean check = false;
        for (String l : fs.ask()) {
            if (l.startsWith("Checkers:") && !l.substring("Checkers:".length()).isBlank()) check = true;
        }
        return check && fs.legalMoves().isEmpty();
    }

    /** A notation's move writer. */
    @FunctionalInterface
    public interface MoveWriter {
        String write(State before, int move);
    }

    private interface IoSupplier {
        String get() throws IOException;
    }

    private static String unchecked(IoSupplier s) {
        try {
            return s.get();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** An SFEN with the pieces of its hands field in sorted order, counts expanded. */
    static String sortedHands(String sfen) {
        String[] f = sfen.split(" ");
        StringBuilder letters = new StringBuilder();
        int count = 0;
        for (char c : f[2].toCharArray()) {
            if (Character.isDigit(c)) count = 10 * count + c - '0';
            else if (c != '-') {
                letters.append(String.valueOf(c).repeat(Math.max(count, 1)));
                count = 0;
            }
        }
        char[] sorted = letters.toString().toCharArray();
        java.util.Arrays.sort(sorted);
        f[2] = sorted.length == 0 ? "-" : new String(sorted);
        return String.join(" ", f);
    }

    /**
     * Plays {@code games} seeded random games of {@code game} from its start, up to {@code maxPlies}
     * plies each, and at every ply checks pnengine against the program: the position the program
     * reaches by {@code position startpos moves <our moves>} is shown exactly as pnengine writes it
     * (counters included: so the program read every move we wrote, and our counters are its own);
     * the position read from our text is shown back unchanged; and, unless pnengine finds the game
     * over (the program's perft does not stop at a game's end), its legal moves are exactly ours.
     *
     * @return the positions checked
     */
    public int checkRandomGames(Game game, Texts texts, long seed, int games, int maxPlies) throws IOException {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] buffer = new int[game.maxMoves()];
        int positions = 0;
        for (int g = 0; g < games; g++) {
            State s = game.newInitialState();
            StringBuilder moves = new StringBuilder();
            while (true) {
                String ours = texts.position().apply(s);
                String where = game.descriptor() + ", game " + g + ", ply " + s.ply() + ", moves" + moves + ": ";
                position("startpos moves" + moves);
                assertEquals(texts.normalise().apply(ours), texts.normalise().apply(texts.shown().apply(this)),
                        where + "the program's position after our moves");
                position(texts.startKeyword() + " " + ours);
                assertEquals(texts.normalise().apply(ours), texts.normalise().apply(texts.shown().apply(this)),
                        where + "our position as the program reads it back");
                int count = s.legalMoves(buffer);
                if (!s.isTerminal()) {
                    Set<String> ourMoves = new TreeSet<>();
                    for (int i = 0; i < count; i++) ourMoves.add(texts.move().write(s, buffer[i]));
                    Set<String> theirs = legalMoves();
                    Set<String> onlyOurs = new TreeSet<>(ourMoves);
                    onlyOurs.removeAll(theirs);
                    Set<String> onlyTheirs = new TreeSet<>(theirs);
                    onlyTheirs.removeAll(ourMoves);
                    Set<String> unexplained = new TreeSet<>();
                    for (String m : onlyTheirs) {
                        if (texts.extra().test(this, texts.startKeyword(), ours, m)) extraMoves++;
                        else unexplained.add(m);
                    }
                    if (!onlyOurs.isEmpty() || !unexplained.isEmpty()) {
                        fail(where + "position " + ours + ": legal moves differ; only pnengine's " + onlyOurs
                                + ", only Fairy-Stockfish's " + unexplained);
                    }
                }
                positions++;
                if (count == 0 || s.ply() >= maxPlies) break;
                int move = buffer[rng.nextInt(count)];
                moves.append(' ').append(texts.move().write(s, move));
                s.apply(move);
            }
        }
        return positions;
    }
}
