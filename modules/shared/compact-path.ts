/**
 * An absolute SVG path of M, L, C and Z commands (as d3-geo and d3-shape write it) as relative
 * moves in tenths of a unit: "M164.6 213.5l2.7.2 2.5-2.4z". Relative steps are short and repeat,
 * so gzip packs the New Zealand outline and the chart lines into far fewer bytes of the first HTML
 * (issue 10). Each step is taken from the previous rounded point, so rounding never accumulates.
 */
export function compactPath(d: string): string {
  // "0.5" -> ".5", "-0.5" -> "-.5".
  const num = (tenths: number) => String(tenths / 10).replace(/^(-?)0\./, '$1.');
  let out = '';
  // SVG starts a new number at "-", and at "." once the number before already has a point.
  const add = (n: string) => {
    const last = /[\d.]+$/.exec(out)?.[0];
    const glued =
      last === undefined || n.startsWith('-') || (n.startsWith('.') && last.includes('.'));
    out += glued ? n : ` ${n}`;
  };
  let [px, py] = [0, 0];
  let last = '';
  for (const [, cmd = '', args = ''] of d.matchAll(/([MLCZ])([^MLCZ]*)/g)) {
    if (cmd === 'Z') {
      out += 'z';
      last = 'z';
      continue;
    }
    const n = (args.match(/-?[\d.]+(?:e-?\d+)?/g) ?? []).map((v) => Math.round(Number(v) * 10));
    if (cmd === 'M') {
      out += 'M';
      add(num(n[0] ?? 0));
      add(num(n[1] ?? 0));
      [px, py] = [n[0] ?? 0, n[1] ?? 0];
      last = 'M';
      continue;
    }
    // L takes one point, C three; each relative to the point the segment starts from.
    const letter = cmd === 'L' ? 'l' : 'c';
    if (last !== letter) out += letter;
    last = letter;
    for (let i = 0; i + 1 < n.length; i += 2) {
      add(num((n[i] ?? px) - px));
      add(num((n[i + 1] ?? py) - py));
    }
    [px, py] = [n[n.length - 2] ?? px, n[n.length - 1] ?? py];
  }
  return out;
}
