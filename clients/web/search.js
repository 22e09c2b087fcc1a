// The searches' reply lines (protocol-spec §6 and §7), read by key so that fields added later
// are skipped.

/**
 * Parses one pn-analyze report, "info move M visits V winrate W [pn P dn D] [proven X] order K
 * pv M1 M2 ..." once per root move, into [{move, visits, winrate, pn, dn, proven, order, pv}].
 */
export function parseInfo(line) {
  const infos = [];
  for (const part of line.split(/(?:^|\s)info\s/).filter((p) => p.trim().length > 0)) {
    const words = part.trim().split(/\s+/);
    const info = { pv: [] };
    for (let i = 0; i < words.length; i++) {
      const key = words[i];
      if (key === 'pv') {
        info.pv = words.slice(i + 1);
        break;
      }
      const value = words[++i];
      if (['visits', 'winrate', 'order'].includes(key)) info[key] = Number(value);
      else info[key] = value;
    }
    if (info.move !== undefined) infos.push(info);
  }
  return infos.sort((a, b) => a.order - b.order);
}

/**
 * Parses solve's result line, "VALUE MOVE [score=S] nodes=N ... [pv=M1,M2] [stop=REASON]", into
 * {value, move, score, nodes, time, pv: [moves], stop}.
 */
export function parseSolve(line) {
  const words = line.trim().split(/\s+/);
  const fields = {};
  for (const w of words.slice(2)) {
    const eq = w.indexOf('=');
    if (eq > 0) fields[w.slice(0, eq)] = w.slice(eq + 1);
  }
  return {
    value: words[0], move: words[1], score: fields.score, nodes: fields.nodes, time: fields.time,
    pv: fields.pv ? fields.pv.split(',') : [], stop: fields.stop,
  };
}
