package org.pnengine.server;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.pnengine.search.Threads;

/** The pool that runs session commands and searches, off any I/O thread. */
final class Workers {

    private Workers() {
    }

    static ExecutorService newPool() {
        return Executors.newCachedThreadPool(Threads.daemons("pn-session"));
    }
}
