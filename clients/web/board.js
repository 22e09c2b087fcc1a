// Draws a square board (from grid.js) as SVG, and holds what every drawing shares: each place a
// click can go to is a focusable element with an aria-label naming it and what is on it;
// data-square (its name), data-move (the move a click names) and data-token (what is on it, as
// the engine writes it) carry the same for scripts and tests. The marks say which places are
// legal moves, the selected source and its targets, and the analysis's figures.

import { isEmpty, moveName, squareName } from './grid.js';

export const SVG = 'http://www.w3.org/2000/svg';
const CELL = 44;
const MARGIN = 26;

// How a game's tokens are drawn: discs (dark x/X/b/B/L, light o/O/w/W/R), or shogi pieces.
const SHOGI = new Set(['minishogi']);
const DARK = new Set(['x', 'X', 'b', 'B']);
const LIGHT = new Set(['o', 'O', 'w', 'W']);
const SHOGI_NAMES = { K: 'king', G: 'gold', S: 'silver', B: 'bishop', R: 'rook', P: 'pawn',
  '+S': 'promoted silver', '+B': 'horse', '+R': 'dragon', '+P': 'tokin' };

/** Creates an SVG element with its attributes, appended to parent when given. */
export function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (parent) parent.appendChild(e);
  return e;
}

/** Names a shogi piece token: "+B" is a black horse, "s" a white silver. */
export function shogiName(token) {
  const up = token.toUpperCase();
  return (token === up ? 'black ' : 'white ') + (SHOGI_NAMES[up] || up);
}

function describe(token, shogi) {
  if (isEmpty(token)) return 'empty';
  if (shogi) return shogiName(token);
  if (DARK.has(token)) return 'dark piece (' + token + ')';
  if (LIGHT.has(token)) return 'light piece (' + token + ')';
  return token;
}

/**
 * Makes a place clickable: a focusable group with its data attributes and label, activated by a
 * click, Enter or Space; marks it legal, selected or a target from marks. Returns the label's
 * state words so far, for the caller to finish.
 */
export function place(g, { name, move, token, label }, marks, onActivate) {
  g.classList.add('square');
  g.setAttribute('tabindex', -1);
  g.setAttribute('role', 'button');
  g.dataset.square = name;
  g.dataset.move = move;
  if (token !== undefined) g.dataset.token = token;
  let state = label;
  if (marks.legal.has(move)) {
    g.classList.add('legal');
    state += ', legal move';
  }
  if (marks.selected === move) {
    g.classList.add('selected');
    state += ', selected';
  }
  if (marks.targets.has(move)) {
    g.classList.add('target');
    state += ', target';
  }
  const info = marks.analysis && marks.analysis.get(move);
  if (info) {
    g.classList.add('analysed');
    if (info.proven) g.classList.add('proven-' + info.proven);
    if (info.order === 0) g.classList.add('best');
    state += ', ' + analysisWords(info);
  }
  if (marks.pv && marks.pv.has(move)) g.classList.add('pv');
  g.setAttribute('aria-label', name + ': ' + state);
  g.addEventListener('click', () => onActivate(move));
  g.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onActivate(move);
    }
  });
  return g;
}

function analysisWords(info) {
  const words = [`${info.visits} visits`, `win rate ${(info.winrate / 100).toFixed(1)}%`];
  if (info.pn !== undefined) words.push(`pn ${info.pn} dn ${info.dn}`);
  if (info.proven) words.push('proven ' + info.proven);
  return words.join(', ');
}

/** Writes a move's analysis over a place: its win rate and visits, or its proven value. */
export function analysisBadge(parent, x, y, info) {
  if (!info) return;
  const text = info.proven ? info.proven.toUpperCase()
    : `${Math.round(info.winrate / 100)}%`;
  el('text', { x, y: y - 2, class: 'badge' + (info.proven ? ' proven' : '') }, parent).textContent = text;
  el('text', { x, y: y + 9, class: 'badge small' }, parent).textContent = info.pn !== undefined
    ? `${info.pn}/${info.dn}` : String(info.visits);
}

/** Puts a small dot marking a legal move or a target at (x, y). */
export function hint(g, x, y) {
  if (g.classList.contains('analysed')) return;   // the analysis's figures mark it already
  if (g.classList.contains('legal') || g.classList.contains('target')) {
    el('circle', { cx: x, cy: y, r: 6, class: 'hint' }, g);
  }
}

/**
 * Renders the board into the container; marks: {legal: Set of move names, selected: source name,
 * targets: Set of target names, analysis: Map move -> info, pv: Set}. onActivate(name) is called
 * with the square's move name for a click, Enter or Space.
 */
export function drawBoard(container, board, game, marks, onActivate) {
  const shogi = SHOGI.has(game);
  const rows = board.rows.length;
  const cols = board.cols.length;
  const svg = el('svg', {
    viewBox: `0 0 ${cols * CELL + 2 * MARGIN} ${rows * CELL + 2 * MARGIN}`,
    class: 'board', role: 'grid', 'aria-label': game + ' board',
  });
  board.cols.forEach((label, c) => {
    el('text', { x: MARGIN + c * CELL + CELL / 2, y: MARGIN - 8, class: 'coord' }, svg).textContent = label;
  });
  const labelRight = board.rows.length > 0 && /^[a-z]$/.test(board.rows[0].label) && !board.columnMoves;
  const squares = [];
  board.rows.forEach((row, r) => {
    if (!board.columnMoves) {
      const x = labelRight ? MARGIN + cols * CELL + MARGIN / 2 : MARGIN / 2;
      el('text', { x, y: MARGIN + r * CELL + CELL / 2 + 5, class: 'coord' }, svg).textContent = row.label;
    }
    row.cells.forEach((token, c) => {
      const name = squareName(board, r, c);
      const move = moveName(board, r, c);
      const x = MARGIN + c * CELL;
      const y = MARGIN + r * CELL;
      const cx = x + CELL / 2;
      const cy = y + CELL / 2;
      // In Connect Four a column's move is marked only at the square its disc falls to.
      const landing = !board.columnMoves || isLanding(board, r, c);
      const g = el('g', { 'data-row': r, 'data-col': c }, svg);
      el('rect', { x, y, width: CELL, height: CELL, class: (r + c) % 2 ? 'cell odd' : 'cell' }, g);
      const cellMarks = landing ? marks : { ...marks, legal: new Set(), analysis: null };
      place(g, { name, move, token, label: describe(token, shogi) }, cellMarks, onActivate);
      if (!isEmpty(token)) {
        if (shogi) shogiPiece(g, cx, cy, token);
        else if (DARK.has(token) || LIGHT.has(token)) {
          el('circle', { cx, cy, r: CELL * 0.38, class: DARK.has(token) ? 'piece dark' : 'piece light' }, g);
        } else {
          el('text', { x: cx, y: cy + 6, class: 'piece-letter' }, g).textContent = token;
        }
      }
      // On an occupied square (a capture, a piece to move) the dot goes to the corner.
      if (isEmpty(token)) hint(g, cx, cy);
      else hint(g, x + CELL - 8, y + CELL - 8);
      if (landing && marks.analysis) analysisBadge(g, cx, cy, marks.analysis.get(move));
      squares.push(g);
    });
  });
  container.replaceChildren(svg);
  roving(squares, cols);
  return svg;
}

/** A shogi piece: a pentagon pointing at the opponent, its letter, promoted ones in red. */
export function shogiPiece(parent, cx, cy, token, size = 44) {
  const black = token === token.toUpperCase();
  const promoted = token.startsWith('+');
  const s = size / 44;
  const g = el('g', { class: 'shogi' + (promoted ? ' promoted' : ''),
    transform: `translate(${cx} ${cy}) scale(${s})` + (black ? '' : ' rotate(180)') }, parent);
  el('polygon', { points: '0,-18 13,-12 16,17 -16,17 -13,-12', class: 'shogi-body' }, g);
  const t = el('text', { x: 0, y: 8, class: 'shogi-letter' }, g);
  t.textContent = token.replace('+', '').toUpperCase();
  if (promoted) el('text', { x: 9, y: -4, class: 'shogi-plus' }, g).textContent = '+';
  return g;
}

function isLanding(board, r, c) {
  if (!isEmpty(board.rows[r].cells[c])) return false;
  return r + 1 === board.rows.length || !isEmpty(board.rows[r + 1].cells[c]);
}

/**
 * One tab stop for a drawing; the arrow keys move between its places, given in reading order,
 * cols to a row (up and down move by a row).
 */
export function roving(squares, cols) {
  if (squares.length === 0) return;
  const start = squares.find((s) => s.classList.contains('legal')) || squares[0];
  start.setAttribute('tabindex', 0);
  squares.forEach((s, i) => {
    s.addEventListener('keydown', (e) => {
      const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -cols, ArrowDown: cols }[e.key];
      if (step === undefined) return;
      const next = squares[i + step];
      if (!next) return;
      e.preventDefault();
      s.setAttribute('tabindex', -1);
      next.setAttribute('tabindex', 0);
      next.focus();
    });
  });
}
