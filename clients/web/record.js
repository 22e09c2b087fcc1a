// Game records: the JSON object a match writes for each game (docs/matches.md, "Records"), with
// the fields a game played on the page has, and reading one back (a line of games.jsonl or a
// file holding one object) as the game's descriptor, its start and its moves.

/** The page's game as match's JSON record. */
export function jsonRecord({ game, start, history, result, colors, player, sides }) {
  const over = /^over winner=(\S+) score=(\S+)/.exec(result);
  const winner = over ? over[1] : null;
  const label = (i) => (sides[i] === 'engine' ? player : 'human');
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
    clock_millis: null,
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
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
