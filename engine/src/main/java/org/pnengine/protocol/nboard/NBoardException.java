package org.pnengine.protocol.nboard;

/** A line the session cannot act on; its message is sent as {@code status error: MESSAGE}. */
final class NBoardException extends Exception {

    NBoardException(String message) {
        super(message);
    }
}
