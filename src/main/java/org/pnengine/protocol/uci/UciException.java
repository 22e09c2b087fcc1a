package org.pnengine.protocol.uci;

/** A line the session cannot act on; its message is sent as an {@code info string}. */
final class UciException extends Exception {

    UciException(String message) {
        super(message);
    }
}
