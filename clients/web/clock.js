// The page's view of both clocks, as time_settings sets them (protocol-spec §4): main time, then
// byo-yomi periods of a number of moves. The side to move's clock runs; a move made in byo-yomi
// counts down its period's moves, and the period starts afresh when they are all made. The
// engine keeps its own clocks; the page tells it the time it shows with time_left.

export class Clocks {
  /** onTick: redraw; onFlag(color): color's time is up (main time and byo-yomi spent). */
  constructor(onTick, onFlag = () => {}) {
    this.onTick = onTick;
    this.onFlag = onFlag;
    this.sides = null;     // color -> {seconds, stones, byo}, or null without clocks
    this.running = null;   // the colour whose clock runs
    this.since = 0;
    this.timer = null;
  }

  /** Sets both clocks (colors null: no clocks). */
  set(colors, main = 0, byo = 0, stones = 0) {
    this.stop();
    this.config = colors ? { main, byo, stones } : null;
    this.sides = null;
    if (colors) {
      this.sides = {};
      for (const c of colors) {
        this.sides[c] = main > 0 ? { seconds: main, stones: 0, byo: false } : { seconds: byo, stones, byo: true };
      }
    }
    this.onTick();
  }

  /** Back to the start of the clocks set last (a new game). */
  reset() {
    if (this.config && this.sides) this.set(Object.keys(this.sides), this.config.main, this.config.byo, this.config.stones);
    else this.onTick();
  }

  /** The clock of color starts running (null: none runs, the game is over). */
  turn(color) {
    this.charge();
    this.running = this.sides && color && this.sides[color] ? color : null;
    this.since = performance.now();
    if (this.running && !this.timer) this.timer = setInterval(() => this.tick(), 100);
    if (!this.running) this.stop();
    this.onTick();
  }

  /** color has just moved: its time is charged and a byo-yomi period counts the move. */
  moved(color) {
    this.charge();
    const side = this.sides && this.sides[color];
    if (side && side.byo && this.config.stones > 0) {
      side.stones -= 1;
      if (side.stones <= 0 && side.seconds > 0) {
        side.seconds = this.config.byo;
        side.stones = this.config.stones;
      }
    }
  }

  /** Charges the running clock, redraws, and ends the game on time once its time is up. */
  tick() {
    this.charge();
    const color = this.flagged();
    if (color) {
      this.running = null;
      this.stop();
      this.onTick();
      this.onFlag(color);
      return;
    }
    this.onTick();
  }

  /** The colour whose clock runs and whose time is up (charge() has moved it into byo-yomi if it had one), or null. */
  flagged() {
    return this.running && this.sides[this.running].seconds <= 0 ? this.running : null;
  }

  charge() {
    if (!this.running) return;
    const now = performance.now();
    const side = this.sides[this.running];
    side.seconds -= (now - this.since) / 1000;
    this.since = now;
    if (side.seconds <= 0 && !side.byo && this.config.byo > 0) {
      side.byo = true;
      side.seconds += this.config.byo;
      side.stones = this.config.stones;
    }
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** color's time and stones left, for time_left, or null without clocks. */
  left(color) {
    const side = this.sides && this.sides[color];
    return side ? { seconds: Math.max(0, side.seconds), stones: side.byo ? Math.max(side.stones, 0) : 0 } : null;
  }

  /** What to show: [{color, text, running, flagged}]. */
  shown() {
    if (!this.sides) return [];
    return Object.entries(this.sides).map(([color, s]) => {
      const t = Math.max(0, s.seconds);
      const text = `${Math.floor(t / 60)}:${String(Math.floor(t % 60)).padStart(2, '0')}`
        + (s.byo && this.config.stones > 0 ? ` (${s.stones} moves)` : s.byo ? ' byo-yomi' : '');
      return { color, text, running: this.running === color, flagged: s.seconds <= 0 };
    });
  }
}
