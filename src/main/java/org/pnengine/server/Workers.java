package org.pnengine.server;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** The pool that runs session commands and searches, off any I/O thread. */
final class Workers {

    private Workers() {
    }

    static ExecutorService newPool() {
        AtomicInteger n = new AtomicInteger();
        ThreadFactory f = r -> {
            Thread t = new Thread(r, "pn-session-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        return Executors.newCachedThreadPool(f);
    }
}
