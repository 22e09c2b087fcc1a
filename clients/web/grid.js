// Square boards read from the engine's showboard text, so that the page needs no rules of its
// own. A board is a block of rows of cells, one token per cell, with column labels on a line of
// their own (above or below) and, except in Connect Four, a row label on each row (before the
// cells when it is a number, after them when it is a letter, as in MiniShogi). A square's name
// is its column label then its row label (d3, 5e); in Connect Four, where moves name columns,
// the column label alone.

const LABEL = /^(?:\d+|[a-zA-Z])$/;

/**
 * Parses showboard text into {cols, rows: [{label, cells}], columnMoves, notes}, or null when the
 * board is not a square grid (Awari, Woodpush, P-game: drawn later).
 */
export function parseBoard(text) {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);
  const tokens = lines.map((l) => l.split(/\s+/));
  // The column labels: the longest line of labels only, in a row of consecutive columns.
  let colLine = -1;
  tokens.forEach((t, i) => {
    if (t.length >= 3 && t.every((x) => LABEL.test(x)) && (colLine < 0 || t.length > tokens[colLine].length)) {
      const digits = t.every((x) => /^\d+$/.test(x));
      const letters = t.every((x) => /^[a-zA-Z]$/.test(x));
      if (digits || letters) colLine = i;
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

/** The square's name as moves write it (Connect Four: the column). */
export function moveName(board, r, c) {
  return board.columnMoves ? board.cols[c] : board.cols[c] + board.rows[r].label;
}

/** The square's full coordinate, for its label. */
export function squareName(board, r, c) {
  return board.cols[c] + board.rows[r].label;
}

/** Whether a cell token is an empty square. */
export function isEmpty(token) {
  return token === '.' || token === '-';
}

/**
 * Sorts the legal moves by what a click does: {place: Map name -> move} for moves that name one
 * square (or column), {from: Map source -> Map target -> [moves]} for from-to moves, and other
 * moves (drops, passes) as a list.
 */
export function classifyMoves(board, legal) {
  const names = new Set();
  if (board) {
    board.rows.forEach((row, r) => row.cells.forEach((_, c) => names.add(moveName(board, r, c))));
  }
  const place = new Map();
  const from = new Map();
  const other = [];
  for (const m of legal) {
    if (names.has(m)) {
      place.set(m, m);
      continue;
    }
    const split = splitFromTo(names, m);
    if (split) {
      if (!from.has(split.from)) from.set(split.from, new Map());
      const targets = from.get(split.from);
      if (!targets.has(split.to)) targets.set(split.to, []);
      targets.get(split.to).push(m);
    } else {
      other.push(m);
    }
  }
  return { place, from, other };
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
