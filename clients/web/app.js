// The page: connects to the engine's WebSocket, lists the games, draws the position, and plays
// the human's clicks and the engine's replies. Every rule comes from the engine: the board from
// showboard, the legal moves from legal_moves, the side to move from pn-result.

import { Gtp, GtpError } from './gtp.js';
import { parseBoard, classifyMoves, moveName } from './grid.js';
import { drawBoard } from './board.js';

const $ = (id) => document.getElementById(id);

const state = {
  gtp: null,
  game: null,        // the game's name, as set_game takes it
  board: null,       // parsed showboard, or null when it is not a grid
  moves: null,       // classified legal moves
  legal: [],
  toMove: null,      // colour to move, or null when the game is over
  result: '',
  history: [],       // [{color, move, by: 'human' | 'engine'}]
  selected: null,    // a from-to move's source, once clicked
  busy: false,
};

function setBusy(busy) {
  state.busy = busy;
  document.body.dataset.state = busy ? 'busy' : 'idle';
  for (const id of ['new-game', 'undo', 'engine-move', 'game']) $(id).disabled = busy || !state.gtp;
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
    $('connection').textContent = 'disconnected';
    message('The connection to the engine closed. Reload the page to reconnect.', 'error');
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
  $('connection').textContent = 'connected';
  await start();
}

async function start() {
  setBusy(true);
  try {
    const names = (await state.gtp.send('list_games')).split('\n').filter((s) => s.length > 0);
    const select = $('game');
    select.replaceChildren(...names.map((n) => new Option(n, n)));
    const current = (await state.gtp.send('pn-game')).split(' ')[0];
    select.value = current;
    state.game = current;
    renderParameters(current);
    await refresh();
    message('Your move: click a highlighted square.');
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

// ---- the game's parameters ----

// The parameters of a game will come from pn-games (name, range and help of each); until the
// engine has it, a game is played with its defaults and the form stays empty.
function renderParameters(game) {
  $('parameters').replaceChildren();
  $('parameters').dataset.game = game;
}

// ---- the position ----

async function refresh() {
  const gtp = state.gtp;
  const [board, position, legal, result] = await Promise.all([
    gtp.send('showboard'), gtp.send('pn-position'), gtp.send('legal_moves'), gtp.send('pn-result'),
  ]);
  state.board = parseBoard(board);
  state.legal = legal.split(' ').filter((m) => m.length > 0);
  state.moves = classifyMoves(state.board, state.legal);
  const playing = /^playing to_move=(\S+)/.exec(result);
  state.toMove = playing ? playing[1] : null;
  state.result = result;
  state.selected = null;
  $('position').textContent = position;
  $('showboard').textContent = board;
  $('showboard').hidden = state.board !== null;
  $('status').textContent = playing ? state.toMove + ' to move' : 'game over: ' + result.replace(/^over /, '');
  renderHistory();
  draw();
}

function draw() {
  const legal = new Set([...state.moves.place.keys(), ...state.moves.from.keys()]);
  const targets = state.selected ? new Set(state.moves.from.get(state.selected).keys()) : new Set();
  if (state.board) {
    drawBoard($('board'), state.board, state.game, { legal, selected: state.selected, targets }, onSquare);
    $('notes').textContent = state.board.notes.join('\n');
  } else {
    $('board').replaceChildren();
    $('notes').textContent = '';
  }
  // Moves a click on a square cannot make (drops, passes, boards drawn later) are buttons.
  const buttons = state.board ? state.moves.other : state.legal;
  $('other-moves').replaceChildren(...buttons.map((m) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = m;
    b.addEventListener('click', () => play(m));
    return b;
  }));
  $('other-moves-box').hidden = buttons.length === 0;
}

function renderHistory() {
  $('history').replaceChildren(...state.history.map((h) => {
    const li = document.createElement('li');
    li.textContent = `${h.color} ${h.move}` + (h.by === 'engine' ? ' (engine)' : '');
    li.dataset.move = h.move;
    li.dataset.color = h.color;
    return li;
  }));
}

// ---- moves ----

function onSquare(r, c) {
  if (state.busy) {
    message('Wait: the engine is thinking.', 'error');
    return;
  }
  if (!state.gtp) return;
  const name = moveName(state.board, r, c);
  if (state.selected) {
    const targets = state.moves.from.get(state.selected);
    const from = state.selected;
    if (name === from) {
      state.selected = null;
      message('Selection cleared.');
      draw();
      return;
    }
    if (state.moves.from.has(name) && !targets.has(name)) {
      state.selected = name;
      message(`From ${name}: click a target square.`);
      draw();
      focusSquare(name);
      return;
    }
    const choices = targets.get(name);
    let move = from + name;
    if (choices && choices.length > 1) {
      move = window.confirm(`Promote on ${name}?`) ? choices.find((m) => m.endsWith('+')) || choices[0]
        : choices.find((m) => !m.endsWith('+')) || choices[0];
    } else if (choices) {
      move = choices[0];
    }
    play(move);
    return;
  }
  if (state.moves.from.has(name)) {
    state.selected = name;
    message(`From ${name}: click a target square.`);
    draw();
    focusSquare(name);
    return;
  }
  // A square that is not a legal move is still sent: the engine says why it refuses it.
  play(name);
}

function focusSquare(name) {
  const sq = document.querySelector(`#board [data-move="${CSS.escape(name)}"]`);
  if (sq) sq.focus();
}

async function play(move) {
  if (state.busy || !state.gtp) return;
  if (!state.toMove) {
    message('The game is over: start a new game or undo.', 'error');
    return;
  }
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
    state.history.push({ color, move, by: 'human' });
    await refresh();
    if (state.toMove && $('engine-answers').checked) {
      await engineMove();
    } else {
      message(state.toMove ? `You played ${move}.` : `You played ${move}. ${$('status').textContent}`);
    }
  } catch (e) {
    message(e.message, 'error');
  } finally {
    setBusy(false);
    focusBoard();
  }
}

async function engineMove() {
  const color = state.toMove;
  message('The engine is thinking…');
  const move = (await state.gtp.send(`genmove ${color}`)).trim();
  state.history.push({ color, move, by: 'engine' });
  await refresh();
  message(`The engine played ${move}.` + (state.toMove ? ' Your move.' : ' ' + $('status').textContent));
}

function focusBoard() {
  const sq = document.querySelector('#board [tabindex="0"]');
  if (sq && document.activeElement && document.activeElement.closest && document.activeElement.closest('#board')) sq.focus();
}

async function action(fn) {
  if (state.busy || !state.gtp) return;
  setBusy(true);
  try {
    await fn();
  } catch (e) {
    message(e.message, 'error');
  } finally {
    setBusy(false);
  }
}

function newGame() {
  return action(async () => {
    await state.gtp.send('clear_board');
    state.history = [];
    await refresh();
    message('New game. Your move.');
  });
}

function chooseGame() {
  return action(async () => {
    const name = $('game').value;
    await state.gtp.send('set_game ' + name);
    state.game = name;
    state.history = [];
    renderParameters(name);
    await refresh();
    message(`${name}: your move.`);
  });
}

function undo() {
  return action(async () => {
    if (state.history.length === 0) {
      message('Nothing to undo.', 'error');
      return;
    }
    // Take back the engine's answer together with the move it answered.
    const n = state.history[state.history.length - 1].by === 'engine' && state.history.length > 1 ? 2 : 1;
    for (let i = 0; i < n; i++) {
      await state.gtp.send('undo');
      state.history.pop();
    }
    await refresh();
    message(n === 2 ? 'Took back your move and the engine\'s.' : 'Took back the last move.');
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

$('game').addEventListener('change', chooseGame);
$('new-game').addEventListener('click', newGame);
$('undo').addEventListener('click', undo);
$('engine-move').addEventListener('click', engineMoveNow);
$('auth').addEventListener('submit', authenticate);
setBusy(false);
connect();
