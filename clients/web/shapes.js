// The boards that are not square grids, read from their position texts (protocol-spec/games):
// Awari's two rows of houses and the stores, Woodpush's strip, and a P-game tree as the path
// from the root with the current node's children. Each place is made clickable by board.js's
// place(), so clicks, the keyboard, labels and the analysis marks work as on a square board.

import { el, place, hint, analysisBadge, roving } from './board.js';
import { addTo, emptyMoves } from './grid.js';

/** Parses a position text into the drawing's data for the games drawn here, or null. */
export function parseShape(game, position, showboard) {
  const fields = position.trim().split(/\s+/);
  if (game === 'awari' && fields.length >= 15) {
    const n = fields.slice(0, 14).map(Number);
    if (n.every(Number.isInteger)) return { kind: 'awari', south: n.slice(0, 6), north: n.slice(6, 12), stores: n.slice(12, 14) };
  }
  if (game === 'woodpush' && /^[LR.-]+$/.test(fields[0])) {
    return { kind: 'woodpush', cells: [...fields[0].replace(/-/g, '.')], ko: (fields[2] || '').replace(/^ko=/, '') };
  }
  if (game === 'pgame') {
    const text = position.trim();
    const path = text === '-' ? [] : text.split(',').map((s) => s.trim());
    const edges = /edge values (.*)$/m.exec(showboard);
    const children = edges ? edges[1].trim().split(/\s+/).map((w) => {
      const [move, value] = w.split(':');
      return { move, value };
    }) : [];
    const sum = /sum ([+-]?\d+)/.exec(showboard);
    const leaf = /leaf value ([+-]?\d+)/.exec(showboard);
    return { kind: 'pgame', path, children, sum: sum ? sum[1] : '0', leaf: leaf ? leaf[1] : null };
  }
  return null;
}

/** Sorts the legal moves by the place a click on it names (a house, a cell, a child). */
export function classifyShapeMoves(shape, legal) {
  const moves = emptyMoves();
  for (const m of legal) {
    if (shape.kind === 'woodpush') {
      const w = /^(\d+)([fb])$/.exec(m);
      if (w) addTo(moves.place, w[1], m);
      else moves.other.push(m);
    } else {
      addTo(moves.place, m, m);
    }
  }
  return moves;
}

/** Draws the shape into the container, as drawBoard does a grid. */
export function drawShape(container, shape, game, marks, onActivate) {
  const draw = { awari: drawAwari, woodpush: drawWoodpush, pgame: drawTree }[shape.kind];
  const svg = draw(shape, marks, onActivate);
  svg.setAttribute('aria-label', game + ' board');
  svg.classList.add('board');
  container.replaceChildren(svg);
  return svg;
}

// Awari: North's houses F..A along the top (as North reads them from its side), South's a..f
// along the bottom, North's store on the left and South's on the right, as the seeds go round
// counter-clockwise. The houses are made in the position's order (a..f, A..F, the stores).
function drawAwari(shape, marks, onActivate) {
  const W = 64;
  const svg = el('svg', { viewBox: `0 0 ${8 * W} ${2 * W + 60}`, role: 'group' });
  el('rect', { x: 2, y: 22, width: 8 * W - 4, height: 2 * W + 16, rx: 30, class: 'awari-board' }, svg);
  const houses = [];
  const pit = (name, count, col, row, owner) => {
    const cx = W + col * W + W / 2;
    const cy = 30 + row * W + W / 2;
    const g = el('g', {}, svg);
    el('circle', { cx, cy, r: W * 0.42, class: 'pit' }, g);
    seeds(g, cx, cy, count);
    el('text', { x: cx, y: cy + 7, class: 'seed-count' }, g).textContent = String(count);
    place(g, { name, move: name, token: String(count), label: `${owner} house ${name}, ${count} seeds` }, marks, onActivate);
    hint(g, cx, cy + 20);
    analysisBadge(g, cx, cy - 18, marks.analysis && marks.analysis.get(name));
    el('text', { x: cx, y: row === 0 ? 16 : 2 * W + 56, class: 'coord' }, svg).textContent = name;
    return g;
  };
  const south = shape.south.map((n, i) => pit('abcdef'[i], n, i, 1, 'south'));
  const north = shape.north.map((n, i) => pit('ABCDEF'[i], n, 5 - i, 0, 'north'));
  const store = (count, x, owner) => {
    const g = el('g', { 'data-token': String(count), 'data-store': owner, role: 'img',
      'aria-label': `${owner}'s store: ${count} seeds` }, svg);
    el('rect', { x: x - W * 0.38, y: 38, width: W * 0.76, height: 2 * W - 16, rx: W * 0.38, class: 'pit store' }, g);
    el('text', { x, y: 30 + W + 7, class: 'seed-count' }, g).textContent = String(count);
    el('text', { x, y: 2 * W + 56, class: 'coord' }, g).textContent = owner;
  };
  store(shape.stores[0], 7 * W + W / 2, 'south');
  store(shape.stores[1], W / 2, 'north');
  houses.push(...north.slice().reverse(), ...south);
  roving(houses, 6);
  return svg;
}

function seeds(g, cx, cy, count) {
  const shown = Math.min(count, 12);
  for (let i = 0; i < shown; i++) {
    const a = (i * 2.4) + 0.3;
    const r = 6 + 2.1 * Math.sqrt(i) * 2.2;
    el('circle', { cx: cx + Math.cos(a) * Math.min(r, 19), cy: cy + Math.sin(a) * Math.min(r, 19), r: 3.6, class: 'seed' }, g);
  }
}

// Woodpush: the strip of cells 1..length; Left's pieces (dark) move to the right, Right's
// (light) to the left. A click on a piece names the cell; its forward and backward moves are
// then offered (app.js asks which when there are two).
function drawWoodpush(shape, marks, onActivate) {
  const W = 52;
  const n = shape.cells.length;
  const svg = el('svg', { viewBox: `0 0 ${n * W + 20} ${W + 44}`, role: 'group' });
  const cells = shape.cells.map((token, i) => {
    const name = String(i + 1);
    const x = 10 + i * W;
    const g = el('g', {}, svg);
    el('rect', { x, y: 10, width: W, height: W, class: i % 2 ? 'cell odd' : 'cell' }, g);
    const cx = x + W / 2;
    const cy = 10 + W / 2;
    const words = token === 'L' ? 'Left piece, moves right' : token === 'R' ? 'Right piece, moves left' : 'empty';
    place(g, { name, move: name, token, label: `cell ${name}: ${words}` }, marks, onActivate);
    if (token === 'L' || token === 'R') {
      el('circle', { cx, cy, r: W * 0.38, class: token === 'L' ? 'piece dark' : 'piece light' }, g);
      el('text', { x: cx, y: cy + 6, class: 'arrow ' + (token === 'L' ? 'on-dark' : 'on-light') }, g)
        .textContent = token === 'L' ? '→' : '←';
    }
    hint(g, cx, cy + 16);
    const info = marks.analysis && bestOf(marks.analysis, [name + 'f', name + 'b']);
    analysisBadge(g, cx, cy - 12, info);
    el('text', { x: cx, y: W + 32, class: 'coord' }, svg).textContent = name;
    return g;
  });
  roving(cells, n);
  return svg;
}

function bestOf(analysis, moves) {
  return moves.map((m) => analysis.get(m)).filter((i) => i).sort((a, b) => a.order - b.order)[0];
}

// A P-game tree: the root at the top, one node per move of the path (labelled by the child
// taken and, when the page saw it, the edge's value), and under the current node its children
// with their edge values, to click. The path's nodes carry the moves as data-token, in order.
function drawTree(shape, marks, onActivate) {
  const depth = shape.path.length;
  const k = Math.max(shape.children.length, 1);
  const CW = Math.max(56, Math.min(90, 560 / k));
  const width = Math.max(320, k * CW + 40);
  const ROW = 56;
  const height = (depth + 2) * ROW + 40;
  const svg = el('svg', { viewBox: `0 0 ${width} ${height}`, role: 'group' });
  const cx = width / 2;
  const nodeY = (d) => 30 + d * ROW;
  const edges = marks.edges || new Map();
  for (let d = 0; d <= depth; d++) {
    const y = nodeY(d);
    if (d > 0) {
      el('line', { x1: cx, y1: nodeY(d - 1) + 14, x2: cx, y2: y - 14, class: 'edge' }, svg);
      const key = shape.path.slice(0, d - 1).join(',');
      const value = edges.get(key + '|' + shape.path[d - 1]);
      el('text', { x: cx + 10, y: y - ROW / 2 + 4, class: 'edge-label' }, svg)
        .textContent = shape.path[d - 1] + (value !== undefined ? ` (${value})` : '');
    }
    const max = d % 2 === 0;
    const node = el('g', d > 0 ? { 'data-token': shape.path[d - 1], 'data-depth': d } : { 'data-depth': 0 }, svg);
    node.setAttribute('role', 'img');
    node.setAttribute('aria-label', (d === 0 ? 'root' : 'node after ' + shape.path.slice(0, d).join(',')) + (max ? ', max to move' : ', min to move'));
    nodeShape(node, cx, y, max, d === depth);
    if (d === depth) {
      el('text', { x: cx + 22, y: y + 5, class: 'tree-note' }, svg).textContent =
        shape.leaf !== null ? `leaf ${shape.leaf}` : `sum ${shape.sum}`;
    }
  }
  const children = [];
  const y = nodeY(depth + 1);
  shape.children.forEach((child, i) => {
    const x = width / 2 + (i - (shape.children.length - 1) / 2) * CW;
    el('line', { x1: cx, y1: nodeY(depth) + 14, x2: x, y2: y - 14, class: 'edge' }, svg);
    const g = el('g', {}, svg);
    nodeShape(g, x, y, depth % 2 === 1, false);
    place(g, { name: child.move, move: child.move, label: `child ${child.move}, edge value ${child.value}` }, marks, onActivate);
    hint(g, x, y);
    el('text', { x, y: y + 30, class: 'edge-label middle' }, svg).textContent = `${child.move}: ${child.value}`;
    analysisBadge(g, x, y - 22, marks.analysis && marks.analysis.get(child.move));
    children.push(g);
  });
  roving(children, children.length);
  return svg;
}

function nodeShape(g, x, y, max, current) {
  const cls = 'node' + (max ? ' max' : ' min') + (current ? ' current' : '');
  if (max) el('rect', { x: x - 13, y: y - 13, width: 26, height: 26, class: cls }, g);
  else el('circle', { cx: x, cy: y, r: 14, class: cls }, g);
}
