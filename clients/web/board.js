// Draws a square board (from grid.js) as SVG. Each square is a focusable element with an
// aria-label naming its coordinate and what is on it; data-square, data-move and data-token
// carry the same for scripts and tests.

import { isEmpty, moveName, squareName } from './grid.js';

const SVG = 'http://www.w3.org/2000/svg';
const CELL = 44;
const MARGIN = 26;

// How a game's tokens are drawn: discs (dark x/X/b/B, light o/O/w/W), or the letters themselves.
const LETTERS = new Set(['minishogi']);
const DARK = new Set(['x', 'X', 'b', 'B']);
const LIGHT = new Set(['o', 'O', 'w', 'W']);

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (parent) parent.appendChild(e);
  return e;
}

function describe(token, letters) {
  if (isEmpty(token)) return 'empty';
  if (letters) return (token === token.toUpperCase() ? 'black ' : 'white ') + token;
  if (DARK.has(token)) return 'dark piece (' + token + ')';
  if (LIGHT.has(token)) return 'light piece (' + token + ')';
  return token;
}

/**
 * Renders the board into the container; marks: {legal: Set of move names, selected: source name,
 * targets: Set of target names}. onActivate(r, c) is called for a click, Enter or Space.
 */
export function drawBoard(container, board, game, marks, onActivate) {
  const letters = LETTERS.has(game);
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
      const g = el('g', {
        class: 'square', tabindex: -1, role: 'button',
        'data-square': name, 'data-move': move, 'data-token': token, 'data-row': r, 'data-col': c,
      }, svg);
      const x = MARGIN + c * CELL;
      const y = MARGIN + r * CELL;
      el('rect', { x, y, width: CELL, height: CELL, class: (r + c) % 2 ? 'cell odd' : 'cell' }, g);
      let state = describe(token, letters);
      if (!isEmpty(token)) {
        if (!letters && (DARK.has(token) || LIGHT.has(token))) {
          el('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: CELL * 0.38, class: DARK.has(token) ? 'piece dark' : 'piece light' }, g);
        } else {
          const t = el('text', { x: x + CELL / 2, y: y + CELL / 2 + 6, class: 'piece-letter' + (token === token.toUpperCase() ? '' : ' flipped') }, g);
          t.textContent = token.toUpperCase();
        }
      }
      const landing = board.columnMoves ? isLanding(board, r, c) : true;
      if (marks.legal.has(move) && landing) {
        g.classList.add('legal');
        el('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: 6, class: 'hint' }, g);
        state += ', legal move';
      }
      if (marks.selected === move) {
        g.classList.add('selected');
        state += ', selected';
      }
      if (marks.targets.has(move)) {
        g.classList.add('target');
        el('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: 6, class: 'hint' }, g);
        state += ', target';
      }
      g.setAttribute('aria-label', name + ': ' + state);
      g.addEventListener('click', () => onActivate(r, c));
      g.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onActivate(r, c);
        }
      });
      squares.push(g);
    });
  });
  container.replaceChildren(svg);
  roving(squares, cols);
  return svg;
}

// In Connect Four a legal column is marked at the square its disc falls to.
function isLanding(board, r, c) {
  if (!isEmpty(board.rows[r].cells[c])) return false;
  return r + 1 === board.rows.length || !isEmpty(board.rows[r + 1].cells[c]);
}

// One tab stop for the board; the arrow keys move between squares.
function roving(squares, cols) {
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
