// The catalogs the engine lists (protocol-spec §4, "Discovery"): pn-games, pn-solvers and
// pn-players in one line grammar, and the parameter forms built from them. A field's name is the
// parameter's key; its type, default and range come from the engine, its help is the tooltip.

/**
 * Parses a discovery reply into [{kind, name, fields: {key: value}, text, params: [{key, type,
 * default, range, help}]}], skipping lines of a kind it does not know.
 */
export function parseCatalog(text) {
  const entries = [];
  for (const line of text.split('\n')) {
    const cut = line.indexOf(' -- ');
    if (cut < 0) continue;
    const words = line.slice(0, cut).split(' ');
    const help = line.slice(cut + 4);
    const fields = {};
    for (const w of words.slice(2)) {
      const eq = w.indexOf('=');
      if (eq > 0) fields[w.slice(0, eq)] = w.slice(eq + 1);
    }
    if (words[0] === 'param') {
      const last = entries[entries.length - 1];
      if (last) {
        last.params.push({ key: words[1], type: fields.type, default: fields.default, range: fields.range, help });
      }
    } else if (['game', 'solver', 'player'].includes(words[0])) {
      entries.push({ kind: words[0], name: words[1], fields, text: help, params: [] });
    }
  }
  return entries;
}

/** The extra limit keys a front end offers beside a searcher's own parameters (§5). */
export const PLAYER_LIMITS = [
  { key: 'movetime', type: 'double', default: '0.0', range: '0..1000000000', help: 'seconds per move; 0 follows the clock or the server\'s default' },
  { key: 'playouts', type: 'long', default: '0', range: '0..1000000000000000', help: 'playouts per move; 0 for none' },
];
export const SOLVER_LIMITS = [
  { key: 'time', type: 'double', default: '', range: '0.001..1000000000', help: 'wall-clock seconds; empty for no limit' },
  { key: 'nodes', type: 'long', default: '', range: '1..1000000000000000', help: 'nodes created; empty for no limit' },
  { key: 'memory', type: 'long', default: '', range: '1..1000000000', help: 'megabytes of tree; empty for the server\'s default' },
];

/**
 * Fills a form with one field per parameter, each named by its key, with its default, range and
 * help (as the tooltip); values gives the current values to show instead of the defaults.
 */
export function fillForm(form, params, values = {}, idPrefix = form.id) {
  const rows = params.map((p) => {
    const id = `${idPrefix}-${p.key}`;
    const row = document.createElement('div');
    row.className = 'field';
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = p.key;
    label.title = p.help;
    let input;
    const value = values[p.key] !== undefined ? values[p.key] : p.default;
    if (p.type === 'choice') {
      input = document.createElement('select');
      for (const w of p.range.split('|')) input.add(new Option(w, w));
      input.value = value;
    } else if (p.type === 'bool') {
      input = document.createElement('input');
      input.type = 'checkbox';
      input.checked = value === 'true';
    } else {
      input = document.createElement('input');
      input.type = 'number';
      const [min, max] = p.range.split('..');
      input.min = min;
      input.max = max;
      input.step = p.type === 'double' ? 'any' : '1';
      input.value = value;
      input.placeholder = p.default === '' ? 'no limit' : p.default;
    }
    input.id = id;
    input.name = p.key;
    input.title = `${p.help} (${p.type}, ${p.range}, default ${p.default === '' ? 'none' : p.default})`;
    input.dataset.default = p.default;
    input.dataset.type = p.type;
    row.append(label, input);
    return row;
  });
  form.replaceChildren(...rows);
}

/** The form's values as key=value words, leaving out the ones left empty. */
export function formWords(form) {
  const words = [];
  for (const input of form.querySelectorAll('input, select')) {
    if (!input.name) continue;
    const value = input.type === 'checkbox' ? String(input.checked) : input.value.trim();
    if (value === '') continue;
    words.push(`${input.name}=${value}`);
  }
  return words;
}

/** Reads "NAME key=value ..." (as pn-game and pn-player answer) into {name, values}. */
export function parseSettings(text) {
  const words = text.trim().split(/\s+/);
  const values = {};
  for (const w of words.slice(1)) {
    const eq = w.indexOf('=');
    if (eq > 0) values[w.slice(0, eq)] = w.slice(eq + 1);
  }
  return { name: words[0], values };
}
