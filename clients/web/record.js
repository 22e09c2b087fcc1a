// Game records: the JSON object a match writes for each game (docs/matches.md, "Records"), with
// the fields a game played on the page has (times are null; an unfinished game has a null
// result, winner, score and termination), and reading one back (a line of games.jsonl or a
// file holding one object) as the game's descriptor, its start and its moves; and SGF for the
// games with an SGF game number, written and read.

/** The page's game as match's JSON record. */
export function jsonRecord({ game, start, history, result, colors, names }) {
  const over = /^over winner=(\S+) score=(\S+)/.exec(result);
  const winner = over ? over[1] : null;
  const label = (i) => names[i];
  return {
    game,
    index: 0,
    seed: 0,
    first: 'A',
    pairing: 0,
    pair: 0,
    a_name: label(0),
    b_name: label(1),
    a: label(0),
    b: label(1),
    opening: start ? 'position: ' + start : null,
    opening_line: null,
    moves: history.map((h) => h.move),
    millis: history.map(() => null),
    cpu_millis: history.map(() => null),
    budget_millis: history.map(() => null),
    clock_millis: history.map(() => null),
    plies: history.length,
    result: !over ? null : winner === colors[0] ? '1-0' : winner === colors[1] ? '0-1' : '1/2-1/2',
    winner: !over ? null : winner === colors[0] ? 'A' : winner === colors[1] ? 'B' : 'draw',
    score: over ? over[2] : null,
    termination: over ? 'end' : null,
    detail: null,
    engine_scores: null,
  };
}

/** Reads a record back: {game, start: position text or null, moves}. */
export function readRecord(text) {
  const line = text.split('\n').find((l) => l.trim().startsWith('{'));
  if (!line) throw new Error('not a JSON record: no line starts with {');
  const r = JSON.parse(line);
  if (typeof r.game !== 'string' || !Array.isArray(r.moves)) throw new Error('not a game record: it needs "game" and "moves"');
  let start = null;
  let opening = [];
  if (typeof r.opening === 'string' && r.opening.startsWith('position: ')) start = r.opening.slice('position: '.length);
  if (typeof r.opening === 'string' && r.opening.startsWith('moves: ')) opening = r.opening.slice(7).trim().split(/\s+/);
  return { game: r.game, start, moves: [...opening, ...r.moves] };
}

/** Offers text to the user as a file. */
export function download(name, text, type) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.pnengine = { ...window.pnengine, download: { name, text } };   // for scripts and tests
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

// ---- SGF (docs/matches.md, "SGF"; the engine's SgfRecord reads what this writes) ----

/** The SGF game numbers of the games that have one, by the engine's game name. */
export const SGF_GAMES = { Othello: 2, gomoku: 4, lines_of_action: 9 };

/**
 * A move in SGF from the square board it is played on (before the move): for Othello and
 * Gomoku the FF[4] point, column from the left then row from the top (aa is the top-left
 * corner); for Lines of Action the two square names joined by "-", or ":" for a capture.
 */
export function sgfMove(game, board, move) {
  if (!board || move === 'pass') return '';
  if (game === 'lines_of_action') {
    const m = /^([a-z]\d+)x?([a-z]\d+)$/.exec(move);
    if (!m) return null;
    const to = findSquare(board, m[2]);
    const capture = to && !['.', '-'].includes(board.rows[to.r].cells[to.c]);
    return m[1] + (capture ? ':' : '-') + m[2];
  }
  const sq = findSquare(board, move);
  return sq ? sgfLetter(sq.c) + sgfLetter(sq.r) : null;
}

function findSquare(board, name) {
  for (let r = 0; r < board.rows.length; r++) {
    for (let c = 0; c < board.cols.length; c++) {
      if (board.cols[c] + board.rows[r].label === name) return { r, c };
    }
  }
  return null;
}

function sgfLetter(i) {
  return String.fromCharCode(i < 26 ? 97 + i : 65 + i - 26);
}

function sgfIndex(ch) {
  const code = ch.charCodeAt(0);
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 65 && code <= 90) return code - 65 + 26;
  return -1;
}

function sgfEscape(text) {
  return String(text).replace(/[\]\\]/g, (c) => '\\' + c);
}

/**
 * The game as an SGF FF[4] record: the root (GM, SZ, GN the game with its parameters, players,
 * result), then one node per move; a pass is written only as the last move, as the engine does.
 */
export function sgfRecord({ game, settings, size, history, colors, result, names }) {
  const over = /^over winner=(\S+) score=(\S+)/.exec(result);
  const re = !over ? null : over[1] === 'none' || over[2] === '0' ? 'Draw' : over[2];
  let sgf = `(;FF[4]GM[${SGF_GAMES[game]}]SZ[${size}]CA[UTF-8]AP[pnengine]KM[0]GN[${sgfEscape(settings)}]`
    + `\nPB[${sgfEscape(names[0])}]PW[${sgfEscape(names[1])}]` + (re ? `RE[${re}]` : '');
  history.forEach((h, i) => {
    if (h.sgf === '' && i < history.length - 1) return;
    sgf += (i % 10 === 0 ? '\n;' : ';') + (h.color === colors[0] ? 'B' : 'W') + `[${sgfEscape(h.sgf)}]`;
  });
  return sgf + ')\n';
}

/**
 * Reads the first game of an SGF text: {game: the descriptor for set_game, moves: [{first: true
 * for B, value}]}; the values are turned into moves by sgfToMove once the board is drawn.
 */
export function readSgf(text, games) {
  const props = [];
  const re = /;|([A-Za-z]+)((?:\s*\[(?:\\.|[^\]\\])*\])+)/g;
  let node = -1;
  let m;
  const start = text.indexOf('(;');
  if (start < 0) throw new Error('not an SGF record: no "(;"');
  const body = text.slice(start + 1, endOfFirstTree(text, start));
  while ((m = re.exec(body)) !== null) {
    if (m[0] === ';') {
      node++;
      props.push({});
      continue;
    }
    const values = [...m[2].matchAll(/\[((?:\\.|[^\]\\])*)\]/g)].map((v) => v[1].replace(/\\(.)/g, '$1'));
    if (node >= 0) props[node][m[1].toUpperCase()] = values[0];
  }
  const root = props[0] || {};
  const number = Number(root.GM);
  const name = Object.keys(SGF_GAMES).find((g) => SGF_GAMES[g] === number);
  if (!name) throw new Error(`GM[${root.GM}] is not a game with SGF records here`);
  let game = name;
  const gn = (root.GN || '').trim();
  if (gn.split(/\s+/)[0].toLowerCase() === name.toLowerCase()) game = gn;
  else if (root.SZ) game = `${name} size=${root.SZ.trim()}`;
  if (!games.some((g) => g.name === name)) throw new Error(`${name} is not a game of this engine`);
  const moves = [];
  for (const p of props.slice(1)) {
    if (p.B !== undefined) moves.push({ first: true, value: p.B.trim() });
    else if (p.W !== undefined) moves.push({ first: false, value: p.W.trim() });
  }
  return { game, moves };
}

function endOfFirstTree(text, start) {
  let depth = 0;
  let inValue = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inValue) {
      if (c === '\\') i++;
      else if (c === ']') inValue = false;
    } else if (c === '[') inValue = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return text.length;
}

/** An SGF move value as the engine's move on this board ("pass" for an empty value). */
export function sgfToMove(game, board, value) {
  if (value === '' || value.toLowerCase() === 'tt' || value.toLowerCase() === 'pass') return 'pass';
  if (game === 'lines_of_action') {
    const m = /^([a-z]\d+)\s*[-:x]?\s*([a-z]\d+)/.exec(value.toLowerCase());
    if (!m) throw new Error(`'${value}' is not a Lines of Action SGF move`);
    return m[1] + m[2];
  }
  const c = sgfIndex(value[0] || '');
  const r = sgfIndex(value[1] || '');
  if (value.length !== 2 || c < 0 || r < 0 || c >= board.cols.length || r >= board.rows.length) {
    throw new Error(`'${value}' is not a point of this board`);
  }
  return board.cols[c] + board.rows[r].label;
}
