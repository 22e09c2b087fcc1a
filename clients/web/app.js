// The page: connects to the engine's WebSocket, lists the games, draws the position, and plays
// the human's clicks and the engine's replies. Every rule comes from the engine: the board from
// showboard and pn-position, the legal moves from legal_moves, the side to move from pn-result,
// the games, players and solvers and their parameters from pn-games, pn-players, pn-solvers.

import { Gtp, GtpError } from './gtp.js';
import { parseBoard, parseHands, classifyMoves } from './grid.js';
import { drawBoard, shogiName, shogiPiece, el } from './board.js';
import { parseShape, classifyShapeMoves, drawShape } from './shapes.js';
import { parseCatalog, fillForm, formWords, parseSettings, PLAYER_LIMITS, SOLVER_LIMITS } from './catalog.js';
import { Clocks } from './clock.js';
import { parseInfo, parseSolve } from './search.js';
import { jsonRecord, readRecord, download, SGF_GAMES, sgfMove, sgfRecord, readSgf, sgfToMove } from './record.js';

const $ = (id) => document.getElementById(id);

const state = {
  gtp: null,
  games: [],         // pn-games entries
  players: [],       // pn-players entries
  solvers: [],       // pn-solvers entries
  game: null,        // the game's name, as set_game takes it
  settings: '',      // pn-game: the game with every parameter
  colors: ['black', 'white'],
  board: null,       // parsed showboard, or null when it is not a grid
  shape: null,       // Awari, Woodpush or P-game drawing data, or null
  hands: null,       // a shogi board's hands
  moves: null,       // classified legal moves
  legal: [],
  toMove: null,      // colour to move, or null when the game is over
  result: '',
  history: [],       // [{color, move, by: 'human' | 'engine' | 'proof'}]
  start: null,       // the position text the game started from, when set by setboard
  edges: new Map(),  // P-game: "path|child" -> edge value, as seen
  selected: null,    // a from-to move's source, or a hand piece as "P*", once clicked
  busy: false,
  paused: false,
  analysis: null,    // Map move -> info while the analysis shows
  analyzing: null,   // the running pn-analyze's promise
  proof: null,       // {line: [moves], at: how many are played}
  timeLoss: null,    // the colour that lost on time, which ends the game on the page
};

const clocks = new Clocks(() => renderClocks(), (color) => lostOnTime(color));

function setBusy(busy) {
  state.busy = busy;
  document.body.dataset.state = busy ? 'busy' : 'idle';
  for (const id of ['new-game', 'undo', 'engine-move', 'game', 'apply-parameters', 'apply-player', 'setboard',
    'solve', 'analyze', 'clock-set', 'clock-off', 'load-record']) {
    $(id).disabled = busy || !state.gtp;
  }
}

function message(text, kind = 'info') {
  const m = $('message');
  m.textContent = text;
  m.className = kind;
}

// ---- connecting ----

async function connect() {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const gtp = new Gtp(`${scheme}//${location.host}/gtp`);
  gtp.onclose = () => {
    state.gtp = null;
    state.analyzing = null;
    clocks.stop();
    $('connection').textContent = 'disconnected';
    $('analyze-stop').disabled = true;
    $('solve-cancel').disabled = true;
    message('The connection to the engine closed. Reconnect for a new session.', 'error');
    $('reconnect').hidden = false;
    setBusy(false);
  };
  try {
    await gtp.open();
  } catch (e) {
    $('connection').textContent = 'disconnected';
    message(e.message, 'error');
    return;
  }
  state.gtp = gtp;
  window.pnengine = { gtp };   // for scripts and tests: the page's socket
  $('connection').textContent = 'connected';
  $('reconnect').hidden = true;
  await start();
}

async function start() {
  setBusy(true);
  try {
    const gtp = state.gtp;
    state.games = parseCatalog(await gtp.send('pn-games'));
    state.players = parseCatalog(await gtp.send('pn-players'));
    state.solvers = parseCatalog(await gtp.send('pn-solvers'));
    $('game').replaceChildren(...state.games.map((g) => new Option(g.name, g.name)));
    $('player').replaceChildren(...state.players.map((p) => new Option(p.name, p.name)));
    $('solver').replaceChildren(...state.solvers.map((s) => new Option(s.name, s.name)));
    renderSolver();
    await loadPlayer();
    await gameChanged();
    message('Your move: click a highlighted place.');
  } catch (e) {
    if (e instanceof GtpError && e.message.startsWith('unauthorized')) {
      $('auth').hidden = false;
      message('This server needs a token: enter it above.', 'error');
    } else {
      message(e.message, 'error');
    }
  } finally {
    setBusy(false);
  }
  continueGame();
}

async function authenticate(event) {
  event.preventDefault();
  try {
    await state.gtp.send('pn-auth ' + $('token').value.trim());
    $('auth').hidden = true;
    await start();
  } catch (e) {
    message(e.message, 'error');
  }
}

// ---- the game, its parameters, the players ----

function gameEntry(name) {
  return state.games.find((g) => g.name.toLowerCase() === String(name).toLowerCase());
}

/** After set_game or a game read back: the form, the colours and a fresh record. */
async function gameChanged() {
  state.settings = await state.gtp.send('pn-game');
  const { name, values } = parseSettings(state.settings);
  const entry = gameEntry(name);
  state.game = entry ? entry.name : name;
  $('game').value = state.game;
  state.colors = entry && entry.fields.colors ? entry.fields.colors.split(',') : ['black', 'white'];
  $('side-0-label').textContent = state.colors[0];
  $('side-1-label').textContent = state.colors[1];
  $('game-summary').textContent = entry ? entry.text : '';
  fillForm($('parameters'), entry ? entry.params : [], values);
  $('parameters').dataset.game = state.game;
  $('parameters').dataset.settings = state.settings;
  $('parameters-box').hidden = !entry || entry.params.length === 0;
  $('save-sgf').hidden = !(state.game in SGF_GAMES);
  state.history = [];
  state.start = null;
  state.timeLoss = null;
  state.edges = new Map();
  state.proof = null;
  setPaused(false);
  clearSolve();
  clocks.reset();
  await refresh();
}

async function loadPlayer() {
  const { name, values } = parseSettings(await state.gtp.send('pn-player'));
  $('player').value = name;
  renderPlayer(values);
  $('player-now').textContent = name;
}

function renderPlayer(values = {}) {
  const entry = state.players.find((p) => p.name === $('player').value);
  $('player-summary').textContent = entry ? entry.text : '';
  fillForm($('player-params'), [...(entry ? entry.params : []), ...PLAYER_LIMITS], values);
}

function renderSolver() {
  const entry = state.solvers.find((s) => s.name === $('solver').value);
  $('solver-summary').textContent = entry ? entry.text : '';
  const limits = SOLVER_LIMITS.map((l) => (l.key === 'time' ? { ...l, default: '10' } : l));
  fillForm($('solver-params'), [...(entry ? entry.params : []), ...limits]);
}

function sideOf(color) {
  const i = state.colors.indexOf(color);
  return $(i === 1 ? 'side-1' : 'side-0').value;
}

// ---- the position ----

async function refresh() {
  const gtp = state.gtp;
  const [board, position, legal, result] = await Promise.all([
    gtp.send('showboard'), gtp.send('pn-position'), gtp.send('legal_moves'), gtp.send('pn-result'),
  ]);
  state.board = parseBoard(board);
  state.shape = state.board ? null : parseShape(state.game, position, board);
  state.hands = state.board ? parseHands(state.board.notes) : null;
  state.legal = legal.split(' ').filter((m) => m.length > 0);
  state.moves = state.shape ? classifyShapeMoves(state.shape, state.legal) : classifyMoves(state.board, state.legal);
  if (state.shape && state.shape.kind === 'pgame') {
    const key = state.shape.path.join(',');
    for (const c of state.shape.children) state.edges.set(key + '|' + c.move, c.value);
  }
  const playing = state.timeLoss ? null : /^playing to_move=(\S+)/.exec(result);
  state.toMove = playing ? playing[1] : null;
  state.result = result;
  state.selected = null;
  $('position').textContent = position;
  $('showboard').textContent = board;
  $('showboard').hidden = state.board !== null || state.shape !== null;
  $('status').textContent = playing ? state.toMove + ' to move'
    : state.timeLoss ? `game over: ${state.timeLoss} lost on time` : 'game over: ' + result.replace(/^over /, '');
  clocks.turn(state.toMove);
  renderHistory();
  draw();
}

function draw() {
  const m = state.moves;
  const legal = new Set([...m.place.keys(), ...m.from.keys()]);
  let targets = new Set();
  if (state.selected && state.selected.endsWith('*')) {
    targets = new Set((m.drops.get(state.selected.slice(0, -1)) || new Map()).keys());
  } else if (state.selected) {
    targets = new Set(m.from.get(state.selected).keys());
  }
  const marks = { legal, selected: state.selected, targets, analysis: state.analysis, edges: state.edges };
  if (state.board) {
    drawBoard($('board'), state.board, state.game, marks, onPlace);
    $('notes').textContent = state.board.notes.filter((n) => !/ hand: /.test(n)).join('\n');
  } else if (state.shape) {
    drawShape($('board'), state.shape, state.game, marks, onPlace);
    $('notes').textContent = '';
  } else {
    $('board').replaceChildren();
    $('notes').textContent = '';
  }
  drawHands();
  // Moves no click on the drawing makes (passes, games drawn as text) are buttons.
  const buttons = state.board || state.shape ? m.other : state.legal;
  $('other-moves').replaceChildren(...buttons.map((mv) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = mv;
    b.dataset.move = mv;
    b.addEventListener('click', () => play(mv));
    return b;
  }));
  $('other-moves-box').hidden = buttons.length === 0;
}

// A shogi board's hands: each piece in hand is a button; the side to move's ones with a legal
// drop are marked, and a click selects the piece, whose drop squares become the targets.
function drawHands() {
  for (const color of ['black', 'white']) {
    const box = $('hands-' + color);
    if (!state.hands) {
      box.hidden = true;
      continue;
    }
    box.hidden = false;
    const label = document.createElement('span');
    label.textContent = color + ' hand:';
    const pieces = (state.hands[color] || []).map(({ piece, count }) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'hand-piece';
      b.dataset.hand = piece;
      b.dataset.color = color;
      const token = color === 'black' ? piece : piece.toLowerCase();
      const svg = el('svg', { viewBox: '0 0 40 40', width: 34, height: 34, 'aria-hidden': 'true' });
      shogiPiece(svg, 20, 20, token, 36);
      b.append(svg, document.createTextNode(count > 1 ? '×' + count : ''));
      const drop = state.toMove === color && state.moves.drops.has(piece);
      if (drop) b.classList.add('legal');
      if (state.selected === piece + '*') b.classList.add('selected');
      b.setAttribute('aria-label', `${shogiName(token)} in hand` + (count > 1 ? `, ${count}` : '')
        + (drop ? ', can be dropped' : '') + (state.selected === piece + '*' ? ', selected' : ''));
      b.addEventListener('click', () => onHand(color, piece));
      return b;
    });
    if (pieces.length === 0) pieces.push(document.createTextNode(' none'));
    box.replaceChildren(label, ...pieces);
  }
}

function renderHistory() {
  $('history').dataset.start = state.start || '';
  $('history').replaceChildren(...state.history.map((h) => {
    const li = document.createElement('li');
    li.textContent = `${h.color} ${h.move}` + (h.by !== 'human' ? ` (${h.by})` : '');
    li.dataset.move = h.move;
    li.dataset.color = h.color;
    li.dataset.by = h.by;
    return li;
  }));
}

// ---- moves ----

function onHand(color, piece) {
  if (state.busy || !state.gtp) return;
  if (state.toMove !== color || !state.moves.drops.has(piece)) {
    message(`No drop of this ${piece} now.`, 'error');
    return;
  }
  state.selected = state.selected === piece + '*' ? null : piece + '*';
  message(state.selected ? `Drop ${piece}: click a target square.` : 'Selection cleared.');
  draw();
}

async function onPlace(name) {
  if (state.busy) {
    message('Wait: the engine is thinking.', 'error');
    return;
  }
  if (!state.gtp) return;
  hideChoice();
  const m = state.moves;
  if (state.selected) {
    const from = state.selected;
    const targets = from.endsWith('*') ? m.drops.get(from.slice(0, -1)) : m.from.get(from);
    if (name === from) {
      state.selected = null;
      message('Selection cleared.');
      draw();
      return;
    }
    if (m.from.has(name) && !targets.has(name)) {
      select(name);
      return;
    }
    const choices = targets.get(name);
    const move = choices ? await choose(`Move to ${name}:`, choices) : from.endsWith('*') ? from + name : from + name;
    if (move) play(move);
    return;
  }
  if (m.from.has(name)) {
    select(name);
    return;
  }
  if (m.place.has(name)) {
    const move = await choose(`Move ${name}:`, m.place.get(name));
    if (move) play(move);
    return;
  }
  // A place that is not a legal move is still sent: the engine says why it refuses it.
  play(name);
}

function select(name) {
  state.selected = name;
  message(`From ${name}: click a target square.`);
  draw();
  focusSquare(name);
}

function focusSquare(name) {
  const sq = document.querySelector(`#board [data-move="${CSS.escape(name)}"]`);
  if (sq) sq.focus();
}

// One move is played at once; several (a promotion or not, forward or back) are offered in
// the page, each as a button; Escape or a click elsewhere cancels.
function choose(prompt, moves) {
  if (moves.length === 1) return Promise.resolve(moves[0]);
  return new Promise((resolve) => {
    $('choice-prompt').textContent = prompt;
    const buttons = moves.map((mv) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.move = mv;
      b.textContent = `${mv} (${describeMove(mv)})`;
      b.addEventListener('click', () => { state.cancelChoice = null; hideChoice(); resolve(mv); });
      return b;
    });
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancel';
    cancel.addEventListener('click', () => hideChoice());
    $('choice-options').replaceChildren(...buttons, cancel);
    $('choice').hidden = false;
    $('choice').onkeydown = (e) => {
      if (e.key === 'Escape') hideChoice();
    };
    state.cancelChoice = () => resolve(null);
    buttons[0].focus();
  });
}

function hideChoice() {
  $('choice').hidden = true;
  if (state.cancelChoice) {
    const c = state.cancelChoice;
    state.cancelChoice = null;
    c();
  }
}

function describeMove(move) {
  if (/\+$/.test(move)) return 'promote';
  if (state.game === 'minishogi') return 'do not promote';
  if (/^\d+f$/.test(move)) return 'forward';
  if (/^\d+b$/.test(move)) return 'back, pushing';
  return move;
}

async function play(move) {
  if (state.busy || !state.gtp) return;
  if (!state.toMove) {
    message('The game is over: start a new game or undo.', 'error');
    return;
  }
  await stopAnalysis();
  setBusy(true);
  try {
    const color = state.toMove;
    try {
      await state.gtp.send(`play ${color} ${move}`);
    } catch (e) {
      message(`Move ${move} refused: ${e.message}`, 'error');
      state.selected = null;
      draw();
      return;
    }
    clocks.moved(color);
    state.history.push({ color, move, by: state.proof ? 'proof' : 'human', sgf: sgfMove(state.game, state.board, move) });
    await refresh();
    message(state.toMove ? `${color} played ${move}.` : `${color} played ${move}. ${$('status').textContent}`);
  } catch (e) {
    message(e.message, 'error');
  } finally {
    setBusy(false);
    focusBoard();
  }
  continueGame();
}

async function engineMove() {
  const color = state.toMove;
  message(`The engine is thinking for ${color}…`);
  const clock = clocks.left(color);
  if (clock) await state.gtp.send(`time_left ${color} ${clock.seconds.toFixed(2)} ${clock.stones}`);
  const move = (await state.gtp.send(`genmove ${color}`)).trim();
  if (state.timeLoss === color) {
    // Its time ran out while it thought: the move comes too late and is taken back.
    if (move !== 'resign') await state.gtp.send('undo');
    await refresh();
    return;
  }
  clocks.moved(color);
  state.history.push({ color, move, by: 'engine', sgf: sgfMove(state.game, state.board, move) });
  await refresh();
  message(`The engine played ${move} for ${color}.` + (state.toMove ? '' : ' ' + $('status').textContent));
}

// The engine moves for every side it plays, one move after another, until a human is to move,
// the game ends or the page is paused.
async function continueGame() {
  if (state.continuing) return;
  state.continuing = true;
  try {
    while (state.gtp && state.toMove && !state.paused && !state.proof && !state.busy
      && sideOf(state.toMove) === 'engine') {
      setBusy(true);
      try {
        await engineMove();
      } catch (e) {
        message(e.message, 'error');
        break;
      } finally {
        setBusy(false);
      }
    }
  } finally {
    state.continuing = false;
  }
}

function focusBoard() {
  const sq = document.querySelector('#board [tabindex="0"]');
  if (sq && document.activeElement && document.activeElement.closest && document.activeElement.closest('#board')) sq.focus();
}

async function action(fn) {
  if (state.busy || !state.gtp) return;
  await stopAnalysis();
  hideChoice();
  setBusy(true);
  try {
    await fn();
  } catch (e) {
    message(e.message, 'error');
  } finally {
    setBusy(false);
  }
  continueGame();
}

function newGame() {
  return action(async () => {
    await state.gtp.send('clear_board');
    await gameChanged();
    message('New game.');
  });
}

function chooseGame() {
  return action(async () => {
    await state.gtp.send('set_game ' + $('game').value);
    await gameChanged();
    message(`${state.game}: new game.`);
  });
}

function applyParameters() {
  return action(async () => {
    await state.gtp.send(['set_game', state.game, ...formWords($('parameters'))].join(' '));
    await gameChanged();
    message(`${state.settings}: new game.`);
  });
}

function applyPlayer() {
  return action(async () => {
    const answer = await state.gtp.send(['pn-player', $('player').value, ...formWords($('player-params'))].join(' '));
    $('player-now').textContent = $('player').value;
    renderPlayer(parseSettings(answer).values);
    message('Engine player: ' + answer);
  });
}

function undo() {
  return action(async () => {
    if (state.history.length === 0) {
      message('Nothing to undo.', 'error');
      return;
    }
    // Take back the engine's answer together with the move it answered.
    const last = state.history[state.history.length - 1];
    const n = last.by === 'engine' && state.history.length > 1 && sideOf(last.color) === 'engine'
      && sideOf(state.history[state.history.length - 2].color) === 'human' ? 2 : 1;
    for (let i = 0; i < n; i++) {
      await state.gtp.send('undo');
      state.history.pop();
    }
    await refresh();
    // If the engine is to move now, it waits rather than play the move just taken back again.
    const waits = state.toMove && sideOf(state.toMove) === 'engine';
    if (waits) setPaused(true);
    message((n === 2 ? 'Took back two moves.' : 'Took back the last move.') + (waits ? ' The engine waits: Resume to let it play.' : ''));
  });
}

function engineMoveNow() {
  return action(async () => {
    if (!state.toMove) {
      message('The game is over.', 'error');
      return;
    }
    await engineMove();
  });
}

function setPaused(paused) {
  state.paused = paused;
  $('pause').setAttribute('aria-pressed', String(paused));
  $('pause').textContent = paused ? 'Resume' : 'Pause';
}

function togglePause() {
  setPaused(!state.paused);
  message(state.paused ? 'Paused: the engine waits.' : 'Resumed.');
  if (!state.paused) continueGame();
}

// ---- positions ----

function setBoard(text = $('setboard-text').value.trim()) {
  return action(async () => {
    if (text === '') {
      message('Paste a position text first.', 'error');
      return;
    }
    try {
      await state.gtp.send('setboard ' + text);
    } catch (e) {
      message('Position refused: ' + e.message, 'error');
      return;
    }
    state.history = [];
    state.start = (await state.gtp.send('pn-position')).trim();
    state.proof = null;
    clearSolve();
    await refresh();
    message('Position set.');
  });
}

async function copyPosition() {
  const text = $('position').textContent;
  try {
    await navigator.clipboard.writeText(text);
    message('Position copied.');
  } catch (e) {
    // Without clipboard access (an insecure origin), the text is selected for the user to copy.
    const range = document.createRange();
    range.selectNodeContents($('position'));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    message('Position selected: copy it with Ctrl+C.');
  }
  $('setboard-text').value = text;
}

// ---- clocks ----

function setClocks() {
  return action(async () => {
    const main = Number($('clock-main').value);
    const byo = Number($('clock-byo').value);
    const stones = Number($('clock-stones').value);
    await state.gtp.send(`time_settings ${main} ${byo} ${stones}`);
    clocks.set(state.colors, main, byo, stones);
    clocks.turn(state.toMove);
    message(`Clocks: ${main} s` + (byo > 0 ? ` + ${byo} s for ${stones} moves` : '') + ' each.');
  });
}

/** color's clock ran out: the game ends on the page (the engine's own position is left as it is). */
function lostOnTime(color) {
  if (state.timeLoss) return;
  state.timeLoss = color;
  state.toMove = null;
  $('status').textContent = `game over: ${color} lost on time`;
  message(`${color} ran out of time and loses. Start a new game to play on.`, 'error');
  stopAnalysis();
  draw();
}

function clocksOff() {
  return action(async () => {
    await state.gtp.send('time_settings 0 1 0');
    clocks.set(null);
    message('No clocks.');
  });
}

function renderClocks() {
  const box = $('clocks');
  const shown = clocks.shown();
  box.hidden = shown.length === 0;
  box.replaceChildren(...shown.map((c) => {
    const s = document.createElement('span');
    s.className = 'clock' + (c.running ? ' running' : '') + (c.flagged ? ' flagged' : '');
    s.dataset.color = c.color;
    s.textContent = `${c.color} ${c.text}`;
    return s;
  }));
}

// ---- analysis ----

function analyze() {
  if (state.busy || !state.gtp || state.analyzing) return;
  if (!state.toMove) {
    message('The game is over: nothing to analyse.', 'error');
    return;
  }
  state.analysis = new Map();
  $('analyze-stop').disabled = false;
  $('analyze').disabled = true;
  $('analysis-state').textContent = 'analysing…';
  document.body.dataset.analysis = 'running';
  state.analyzing = state.gtp.send(`pn-analyze ${state.toMove} 25`, (line) => {
    const infos = parseInfo(line);
    if (infos.length === 0) return;
    state.analysis = new Map(infos.map((i) => [i.move, i]));
    renderAnalysis(infos);
    draw();
  }).catch((e) => message('Analysis: ' + e.message, 'error')).finally(() => {
    state.analyzing = null;
    $('analyze-stop').disabled = true;
    $('analyze').disabled = state.busy || !state.gtp;
    $('analysis-state').textContent = 'stopped';
    document.body.dataset.analysis = 'stopped';
  });
}

async function stopAnalysis() {
  if (!state.analyzing) return;
  const running = state.analyzing;
  await state.gtp.send('stop').catch(() => {});
  await running;
}

function renderAnalysis(infos) {
  const body = $('analysis-table').tBodies[0];
  body.replaceChildren(...infos.map((i) => {
    const tr = document.createElement('tr');
    tr.dataset.move = i.move;
    if (i.proven) tr.className = 'proven-' + i.proven;
    const cells = [i.move, i.visits, (i.winrate / 100).toFixed(1), i.pn !== undefined ? `${i.pn}/${i.dn}` : '',
      i.proven || '', i.pv.join(' ')];
    tr.replaceChildren(...cells.map((c) => {
      const td = document.createElement('td');
      td.textContent = String(c);
      return td;
    }));
    return tr;
  }));
  $('analysis-table').hidden = false;
  const best = infos.find((i) => i.order === 0) || infos[0];
  $('analysis-pv').textContent = best ? `best ${best.move}, pv ${best.pv.join(' ')}` : '';
}

// ---- proofs ----

function clearSolve() {
  $('solve-progress').textContent = '';
  $('solve-result').textContent = '';
  $('proof-line').hidden = true;
}

async function solve() {
  if (state.busy || !state.gtp) return;
  if (!state.toMove) {
    message('The game is over: nothing to solve.', 'error');
    return;
  }
  await stopAnalysis();
  setBusy(true);
  clearSolve();
  $('solve-cancel').disabled = false;
  document.body.dataset.solve = 'running';
  const command = ['solve', 'algorithm=' + $('solver').value, ...formWords($('solver-params')), 'progress=0.5'].join(' ');
  try {
    const reply = await state.gtp.send(command, (line) => {
      if (line.startsWith('progress ')) $('solve-progress').textContent = line;
    });
    const lines = reply.split('\n').filter((l) => l.length > 0);
    const result = parseSolve(lines[lines.length - 1]);
    $('solve-result').textContent = `${result.value} for ${state.toMove}` + (result.move !== '-' ? `, best move ${result.move}` : '')
      + (result.score !== undefined ? `, score ${result.score}` : '') + `; ${result.nodes} nodes in ${result.time} s`
      + (result.stop ? ` (stopped: ${result.stop})` : '');
    $('solve-result').dataset.value = result.value;
    $('solve-result').dataset.move = result.move;
    if (result.pv.length > 0) {
      state.proof = { line: result.pv, at: 0, base: state.history.length };
      renderProof();
    }
    message('Solve: ' + lines[lines.length - 1]);
  } catch (e) {
    message('Solve refused: ' + e.message, 'error');
  } finally {
    $('solve-cancel').disabled = true;
    document.body.dataset.solve = 'done';
    setBusy(false);
  }
}

function cancelSolve() {
  if (state.gtp) state.gtp.send('stop').catch(() => {});
}

function renderProof() {
  const p = state.proof;
  $('proof-line').hidden = !p;
  if (!p) return;
  $('proof-moves').replaceChildren(...p.line.map((m, i) => {
    const s = document.createElement('span');
    s.textContent = m;
    s.className = 'proof-move' + (i < p.at ? ' played' : '') + (i === p.at ? ' next' : '');
    return s;
  }));
  $('proof-back').disabled = p.at === 0;
  $('proof-next').disabled = p.at >= p.line.length || !state.toMove;
}

// The proof line is stepped through on the board by playing its moves and taking them back.
function proofStep(delta) {
  return action(async () => {
    const p = state.proof;
    if (!p) return;
    if (delta > 0 && p.at < p.line.length) {
      const color = state.toMove;
      await state.gtp.send(`play ${color} ${p.line[p.at]}`);
      state.history.push({ color, move: p.line[p.at], by: 'proof', sgf: sgfMove(state.game, state.board, p.line[p.at]) });
      p.at++;
    } else if (delta < 0 && p.at > 0) {
      await state.gtp.send('undo');
      state.history.pop();
      p.at--;
    }
    await refresh();
    renderProof();
  });
}

function leaveProof() {
  return action(async () => {
    const p = state.proof;
    if (!p) return;
    while (p.at > 0) {
      await state.gtp.send('undo');
      state.history.pop();
      p.at--;
    }
    state.proof = null;
    renderProof();
    await refresh();
    setPaused(true);
    message('Back to the game. The engine waits: Resume to let it play.');
  });
}

// ---- records ----

function sideNames() {
  return [0, 1].map((i) => (sideOf(state.colors[i]) === 'engine' ? $('player-now').textContent : 'human'));
}

function saveJson() {
  const text = JSON.stringify(jsonRecord({
    game: state.settings, start: state.start, history: state.history.filter((h) => h.by !== 'proof'),
    result: state.result, colors: state.colors, names: sideNames(),
  }));
  download(`${state.game}.json`, text + '\n', 'application/json');
  message('JSON record saved.');
}

function saveSgf() {
  const history = state.history.filter((h) => h.by !== 'proof');
  if (!(state.game in SGF_GAMES)) {
    message(`${state.game} has no SGF game number: save the JSON record.`, 'error');
    return;
  }
  if (state.start) {
    message('SGF records start from the start position: this game started from a set position; save the JSON record.', 'error');
    return;
  }
  if (history.some((h) => h.sgf === null || h.sgf === undefined)) {
    message('A move of this game has no SGF form: save the JSON record.', 'error');
    return;
  }
  const size = state.board.cols.length === state.board.rows.length ? state.board.cols.length
    : `${state.board.cols.length}:${state.board.rows.length}`;
  const text = sgfRecord({ game: state.game, settings: state.settings, size, history, colors: state.colors,
    result: state.result, names: sideNames() });
  download(`${state.game}.sgf`, text, 'application/x-go-sgf');
  message('SGF record saved.');
}

// A record read back: the game, its start, then its moves played one by one (each drawn, so
// that its SGF form is known). The engine then waits (paused) until Resume.
async function loadRecord(event) {
  const file = event.target.files[0];
  event.target.value = '';
  if (!file) return;
  const text = await file.text();
  await action(async () => {
    const sgf = /^\s*\(\s*;/.test(text);
    const record = sgf ? readSgf(text, state.games) : readRecord(text);
    await state.gtp.send('set_game ' + record.game);
    await gameChanged();
    if (record.start) {
      await state.gtp.send('setboard ' + record.start);
      state.start = (await state.gtp.send('pn-position')).trim();
      await refresh();
    }
    for (const entry of record.moves) {
      const move = sgf ? sgfToMove(state.game, state.board, entry.value) : entry;
      const color = sgf ? state.colors[entry.first ? 0 : 1] : state.toMove;
      if (!state.toMove) break;
      if (sgf && move === 'pass' && color !== state.toMove) continue;
      await state.gtp.send(`play ${color} ${move}`);
      state.history.push({ color, move, by: 'record', sgf: sgfMove(state.game, state.board, move) });
      await refresh();
    }
    setPaused(true);
    await refresh();
    message(`Record loaded: ${state.history.length} moves of ${state.settings}.`);
  });
}

// ---- keyboard ----

// A move or a place typed by its name: a place's name clicks it (a source, a square, a house),
// anything else is sent as a move.
function typedMove(event) {
  event.preventDefault();
  const text = $('move-input').value.trim();
  if (text === '') return;
  $('move-input').value = '';
  const place = document.querySelector(`#board [data-move="${CSS.escape(text)}"]`);
  if (place) onPlace(text);
  else play(text);
}

function shortcuts(e) {
  if (e.target.closest && e.target.closest('input, select, textarea')) return;
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const keys = { u: undo, n: newGame, e: engineMoveNow, a: analyze, s: () => stopAnalysis(), p: togglePause };
  const f = keys[e.key];
  if (!f) {
    if (e.key === 'Escape') hideChoice();
    return;
  }
  e.preventDefault();
  f();
}

$('game').addEventListener('change', chooseGame);
$('apply-parameters').addEventListener('click', applyParameters);
$('player').addEventListener('change', () => renderPlayer());
$('apply-player').addEventListener('click', applyPlayer);
$('side-0').addEventListener('change', () => continueGame());
$('side-1').addEventListener('change', () => continueGame());
$('new-game').addEventListener('click', newGame);
$('undo').addEventListener('click', undo);
$('engine-move').addEventListener('click', engineMoveNow);
$('pause').addEventListener('click', togglePause);
$('setboard').addEventListener('click', () => setBoard());
$('copy-position').addEventListener('click', copyPosition);
$('clock-set').addEventListener('click', setClocks);
$('clock-off').addEventListener('click', clocksOff);
$('analyze').addEventListener('click', analyze);
$('analyze-stop').addEventListener('click', () => stopAnalysis());
$('solver').addEventListener('change', renderSolver);
$('solve').addEventListener('click', solve);
$('solve-cancel').addEventListener('click', cancelSolve);
$('proof-next').addEventListener('click', () => proofStep(1));
$('proof-back').addEventListener('click', () => proofStep(-1));
$('proof-leave').addEventListener('click', leaveProof);
$('save-json').addEventListener('click', saveJson);
$('save-sgf').addEventListener('click', saveSgf);
$('load-record').addEventListener('change', loadRecord);
$('auth').addEventListener('submit', authenticate);
$('move-form').addEventListener('submit', typedMove);
$('reconnect').addEventListener('click', () => { $('reconnect').hidden = true; connect(); });
document.addEventListener('keydown', shortcuts);
setBusy(false);
connect();
