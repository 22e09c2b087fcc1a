// Square boards read from the engine's showboard text, so that the page needs no rules of its
// own. A board is a block of rows of cells, one token per cell, with column labels on a line of
// their own (above or below) and, except in Connect Four, a row label on each row (before the
// cells when it is a number, after them when it is a letter, as in MiniShogi). A square's name
// is its column label then its row label (d3, 5e); in Connect Four, where moves name columns,
// the column label alone.

const LABEL = /^(?:\d+|[a-zA-Z])$/;

/**
 * Parses showboard text into {cols, rows: [{label, cells}], columnMoves, notes}, or null when the
 * board is not a square grid (Awari, Woodpush, P-game: see shapes.js).
 */
export function parseBoard(text) {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);
  const tokens = lines.map((l) => l.split(/\s+/));
  // The column labels: the longest line of labels only, running one way.
  let colLine = -1;
  tokens.forEach((t, i) => {
    if (t.length >= 3 && t.every((x) => LABEL.test(x)) && (colLine < 0 || t.length > tokens[colLine].length)) {
      const digits = t.every((x) => /^\d+$/.test(x));
      const letters = t.every((x) => /^[a-zA-Z]$/.test(x));
      if ((digits || letters) && monotonic(t.map((x) => (digits ? Number(x) : x.charCodeAt(0))))) colLine = i;
    }
  });
  if (colLine < 0) return null;
  const cols = tokens[colLine];
  const n = cols.length;
  const rows = [];
  const notes = [];
  let rowLabelled = null;
  tokens.forEach((t, i) => {
    if (i === colLine) return;
    if (t.length === n + 1 && /^\d+$/.test(t[0]) && rowLabelled !== false) {
      rows.push({ label: t[0], cells: t.slice(1) });
      rowLabelled = true;
    } else if (t.length === n + 1 && /^[a-z]$/.test(t[n]) && rowLabelled !== false) {
      rows.push({ label: t[n], cells: t.slice(0, n) });
      rowLabelled = true;
    } else if (t.length === n && rowLabelled !== true) {
      rows.push({ label: null, cells: t });
      rowLabelled = false;
    } else {
      notes.push(lines[i]);
    }
  });
  if (rows.length < 2) return null;
  const columnMoves = rowLabelled === false;
  if (columnMoves) {
    // Rows are numbered from the bottom, for the squares' names only.
    rows.forEach((r, i) => { r.label = String(rows.length - i); });
  }
  return { cols, rows, columnMoves, notes };
}

// Column labels run one way (a b c, 1 2 3, or 5 4 3 2 1), unlike a row of pieces (r b s g k).
function monotonic(codes) {
  const up = codes.every((c, i) => i === 0 || c > codes[i - 1]);
  const down = codes.every((c, i) => i === 0 || c < codes[i - 1]);
  return up || down;
}

/** The square's name as moves write it (Connect Four: the column). */
export function moveName(board, r, c) {
  return board.columnMoves ? board.cols[c] : board.cols[c] + board.rows[r].label;
}

/** The square's full coordinate, for its label. */
export function squareName(board, r, c) {
  return board.cols[c] + board.rows[r].label;
}

/**
 * The hands under a shogi board, from its notes ("black hand: R 2P"): {black: [{piece, count}],
 * white: [...]}, or null when the board has none.
 */
export function parseHands(notes) {
  const hands = {};
  let found = false;
  for (const line of notes) {
    const m = /^(\w+) hand: (.*)$/.exec(line);
    if (!m) continue;
    found = true;
    hands[m[1]] = m[2].trim() === '-' ? [] : m[2].trim().split(/\s+/).map((w) => {
      const k = /^(\d*)(\+?[A-Za-z])$/.exec(w);
      return k ? { piece: k[2].toUpperCase(), count: k[1] ? Number(k[1]) : 1 } : { piece: w, count: 1 };
    });
  }
  return found ? hands : null;
}

/** Whether a cell token is an empty square. */
export function isEmpty(token) {
  return token === '.' || token === '-';
}

/**
 * Sorts the legal moves by what a click does: {place: Map name -> [moves]} for moves that name one
 * square (or column), {from: Map source -> Map target -> [moves]} for from-to moves (several
 * when a move may promote), {drops: Map piece -> Map target -> [moves]} for drops written
 * PIECE*SQUARE, and the other moves (passes) as a list.
 */
export function classifyMoves(board, legal) {
  const names = new Set();
  if (board) {
    board.rows.forEach((row, r) => row.cells.forEach((_, c) => names.add(moveName(board, r, c))));
  }
  const moves = emptyMoves();
  for (const m of legal) {
    if (names.has(m)) {
      addTo(moves.place, m, m);
      continue;
    }
    const drop = /^([A-Za-z])\*(.+)$/.exec(m);
    if (drop && names.has(drop[2])) {
      addTo(nested(moves.drops, drop[1].toUpperCase()), drop[2], m);
      continue;
    }
    const split = splitFromTo(names, m);
    if (split) addTo(nested(moves.from, split.from), split.to, m);
    else moves.other.push(m);
  }
  return moves;
}

/** No move sorted yet. */
export function emptyMoves() {
  return { place: new Map(), from: new Map(), drops: new Map(), other: [] };
}

/** Adds a move under key to a Map of lists. */
export function addTo(map, key, move) {
  if (!map.has(key)) map.set(key, []);
  map.get(key).push(move);
}

function nested(map, key) {
  if (!map.has(key)) map.set(key, new Map());
  return map.get(key);
}

function splitFromTo(names, move) {
  for (let i = 1; i < move.length; i++) {
    const a = move.slice(0, i);
    if (!names.has(a)) continue;
    const rest = move.slice(i);
    for (let j = rest.length; j > 0; j--) {
      const b = rest.slice(0, j);
      if (names.has(b) && /^[+=]?$/.test(rest.slice(j))) return { from: a, to: b };
    }
  }
  return null;
}
