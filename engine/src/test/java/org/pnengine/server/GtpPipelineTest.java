package org.pnengine.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.channel.socket.ChannelInputShutdownEvent;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.pnengine.engine.EngineConfig;
import org.pnengine.protocol.CommandRegistry;

/**
 * The Netty pipeline on an {@link EmbeddedChannel}, without sockets. Commands run on a direct
 * executor here so that each write's responses are ready when {@code writeInbound} returns.
 */
class GtpPipelineTest {

    private static final int MAX = 64;

    private EmbeddedChannel channel() {
        EmbeddedChannel ch = new EmbeddedChannel();
        GtpServerHandler h = new GtpServerHandler(EngineConfig.defaults(), Runnable::run, MAX);
        GtpServerInitializer.configure(ch.pipeline(), MAX, h);
        return ch;
    }

    private static void send(EmbeddedChannel ch, String s) {
        ch.writeInbound(Unpooled.copiedBuffer(s, StandardCharsets.UTF_8));
    }

    private static String drain(EmbeddedChannel ch) {
        ch.runPendingTasks();
        StringBuilder sb = new StringBuilder();
        Object o;
        while ((o = ch.readOutbound()) != null) {
            ByteBuf b = (ByteBuf) o;
            sb.append(b.toString(StandardCharsets.UTF_8));
            b.release();
        }
        return sb.toString();
    }

    @Test
    void framesLinesAndAnswersInOrder() {
        EmbeddedChannel ch = channel();
        send(ch, "1 name\r\n2 protocol_version\n\n# nothing\n3 known_command play\n");
        assertEquals("=1 pnengine\n\n=2 2\n\n=3 true\n\n", drain(ch));
    }

    @Test
    void joinsALineSplitAcrossReads() {
        EmbeddedChannel ch = channel();
        send(ch, "7 na");
        assertEquals("", drain(ch));
        send(ch, "me\n");
        assertEquals("=7 pnengine\n\n", drain(ch));
    }

    @Test
    void overlongLineIsRefusedAndTheConnectionSurvives() {
        EmbeddedChannel ch = channel();
        send(ch, "x".repeat(MAX * 3) + "\n2 name\n");
        assertEquals("? line too long: the limit is 64 bytes\n\n=2 pnengine\n\n", drain(ch));
        assertTrue(ch.isActive());
    }

    @Test
    void invalidUtf8AndControlBytesAreHarmless() {
        EmbeddedChannel ch = channel();
        ch.writeInbound(Unpooled.wrappedBuffer(new byte[] {(byte) 0xff, (byte) 0xfe, 0x00, 0x07, '\n'}));
        ch.writeInbound(Unpooled.wrappedBuffer(new byte[] {0x01, 0x02, '\n', '5', ' ', 'n', 'a', 'm', 'e', '\n'}));
        assertEquals("? unknown command\n\n=5 pnengine\n\n", drain(ch));
        assertTrue(ch.isActive());
    }

    @Test
    void quitAnswersThenCloses() {
        EmbeddedChannel ch = channel();
        send(ch, "1 quit\n2 name\n");
        assertEquals("=1 \n\n", drain(ch));
        assertFalse(ch.isActive());
        assertNull(ch.readOutbound());
    }

    /**
     * The end of the client's input (a TCP half-close): what was received is answered, an
     * unterminated last line included, and then the channel closes.
     */
    @Test
    void endOfInputAnswersEverythingThenCloses() {
        EmbeddedChannel ch = channel();
        send(ch, "1 name\n2 cputime\n3 protocol_version");
        assertTrue(drain(ch).startsWith("=1 pnengine\n\n=2 "));
        ch.pipeline().fireUserEventTriggered(ChannelInputShutdownEvent.INSTANCE);
        assertEquals("=3 2\n\n", drain(ch));
        assertFalse(ch.isActive());
    }

    /** A line still too long when the input ends is discarded, not answered as a command. */
    @Test
    void anOverlongLastLineIsNotACommand() {
        EmbeddedChannel ch = channel();
        send(ch, "1 name\n" + "x".repeat(MAX * 2));
        ch.pipeline().fireUserEventTriggered(ChannelInputShutdownEvent.INSTANCE);
        assertEquals("=1 pnengine\n\n? line too long: the limit is 64 bytes\n\n", drain(ch));
        assertFalse(ch.isActive());
    }
}
