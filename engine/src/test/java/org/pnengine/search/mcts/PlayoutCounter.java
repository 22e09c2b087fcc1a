package org.pnengine.search.mcts;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.concurrent.atomic.AtomicLong;
import org.pnengine.game.State;

/**
 * Counts the random playouts searches begin on a position and its copies, and can make each one
 * take {@code sleepMillis} longer (a slow game). It lets a test say how soon a search noticed a
 * stop or its clock in playouts begun afterwards, a count a loaded machine cannot raise (a
 * playout sleeps at least its time however busy the machine is), rather than in milliseconds.
 */
final class PlayoutCounter {

    private final AtomicLong begun = new AtomicLong();
    private final long sleepMillis;

    PlayoutCounter(long sleepMillis) {
        this.sleepMillis = sleepMillis;
    }

    /** The random playouts begun so far on every position {@link #wrap} made. */
    long begun() {
        return begun.get();
    }

    /** {@code inner} as a counted position: its copies are counted too. */
    State wrap(State inner) {
        return (State) Proxy.newProxyInstance(State.class.getClassLoader(), new Class<?>[] {State.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("copy")) return wrap(inner.copy());
                    if (method.getName().equals("randomPlayout")) {
                        begun.incrementAndGet();
                        if (sleepMillis > 0) Thread.sleep(sleepMillis);
                    }
                    try {
                        return method.invoke(inner, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
