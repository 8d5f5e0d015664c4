import { pageTypeOf } from './page-types.ts';
import type {
  BenchResults,
  HostileResults,
  LoadResults,
  Machine,
  Measured,
  Vitals,
} from './results.ts';

/**
 * The README's tables of measured figures, made from bench/results/*.json (issue 21: figures from
 * the results, never copied by hand). Each block replaces the README's text between
 * `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`.
 */
export type BlockName = 'bytes' | 'lighthouse' | 'interactions' | 'server' | 'load' | 'hostile';

const VARIANT_NAMES: Record<string, string> = {
  none: 'no ads (`ADS_PROVIDER=none`)',
  monitored: 'RUM and analytics configured',
};

const n = (value: number): string => value.toLocaleString('en-US');
/** Milliseconds to the digits that matter: 0.015, 0.10, 4.1. */
const ms = (value: number): string => `${value.toFixed(value < 0.1 ? 3 : value < 1 ? 2 : 1)} ms`;
const ratio = (value: number): string => value.toFixed(2);
const pageName = (path: string): string => `${pageTypeOf(path)} (\`${path}\`)`;
const row = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
}

/** '2026-11-25, 18:37 UTC' */
function when(section: Measured): string {
  const iso = new Date(section.measuredAt).toISOString();
  return `**${iso.slice(0, 10)}, ${iso.slice(11, 16)} UTC**`;
}

function machine(section: { machine: Machine; pinned?: string | false }): string {
  const { cpus, model, node } = section.machine;
  const pinned = section.pinned ? `, ${section.pinned}` : '';
  return `on ${cpus} cores (${model ?? 'unknown CPU'}), Node ${node.replace(/^v/, '')}${pinned}`;
}

const noted = (section: Measured): string => (section.note ? ` ${section.note}.` : '');

function bytesBlock(results: BenchResults): string {
  const bytes = results.bytes;
  if (!bytes) return 'No bytes measured yet: run `npm run bench`.';
  const b = bytes.budgets;
  const spare = b.jsSpareGzip ?? 0;
  const variants = Object.keys(bytes.variants);
  const rows = Object.entries(bytes.pages).map(([path, p]) => [
    pageName(path),
    n(p.htmlGzip),
    n(p.jsBeforePaintGzip),
    n(p.jsBeforeInteractionGzip),
    n(b.jsBeforeInteractionGzip - p.jsBeforeInteractionGzip),
    n(p.cssGzip),
    ...variants.map((v) => {
      const html = bytes.variants[v]?.[path]?.htmlGzip;
      return html === undefined ? '-' : n(html);
    }),
  ]);
  return [
    `Measured on ${when(bytes)} ${machine(bytes)}.${noted(bytes)}`,
    '',
    table(
      [
        'page type, bytes gzip (house ads)',
        `first HTML (<= ${n(b.htmlGzip)})`,
        `JS before paint (<= ${n(b.jsBeforePaintGzip)})`,
        `JS before interaction (<= ${n(b.jsBeforeInteractionGzip - spare)}${b.jsTownPageGzip ? `; town <= ${n(b.jsTownPageGzip)}` : ''})`,
        'left of the JS budget',
        `inlined CSS (<= ${n(b.cssGzip)})`,
        ...variants.map((v) => `first HTML, ${VARIANT_NAMES[v] ?? v}`),
      ],
      rows,
    ),
  ].join('\n');
}

const lcp = (v: Vitals | undefined): string => (v ? String(v.lcpMs) : '-');

function tbt(v: Vitals): string {
  const runs = v.runs?.map((r) => r.tbtMs) ?? [];
  if (runs.length < 2) return String(v.tbtMs);
  return `${v.tbtMs} (runs ${Math.min(...runs)}-${Math.max(...runs)})`;
}

function lighthouseBlock(results: BenchResults): string {
  const lh = results.lighthouse;
  if (!lh) return 'No Lighthouse figures yet: run `npm run bench`.';
  const entries = Object.entries(lh.pages);
  const targets = entries[0]?.[1].targets;
  const main = table(
    [
      'page type',
      'LCP app / P0 / P1 (ms)',
      `LCP vs P0 (<= ${targets?.lcpVsP0 ?? '-'})`,
      `LCP vs P1 (<= ${targets?.lcpVsP1 ?? '-'})`,
      `CLS (${targets?.cls ?? '-'})`,
      `TBT ms (<= ${targets?.tbtMs ?? '-'})`,
      `TBT app / P1 ms (ratio <= ${targets?.tbtVsP1 ?? '-'})`,
    ],
    entries.map(([path, p]) => [
      pageName(path),
      `${p.app.lcpMs} / ${p.p0.lcpMs} / ${lcp(p.p1)}`,
      ratio(p.lcpVsP0),
      p.lcpVsP1 === undefined ? '-' : ratio(p.lcpVsP1),
      String(p.app.cls),
      tbt(p.app),
      p.p1 && p.tbtVsP1 !== undefined
        ? `${p.app.tbtMs} / ${p.p1.tbtMs} = ${ratio(p.tbtVsP1)}`
        : '- (no client)',
    ]),
  );
  const variants = [...new Set(entries.flatMap(([, p]) => Object.keys(p.appVariants)))];
  const byVariant = table(
    ['page', ...['house ads (default)', ...variants.map((v) => VARIANT_NAMES[v] ?? v)]],
    entries.map(([path, p]) => [
      pageName(path),
      ...[p.app, ...variants.map((v) => p.appVariants[v])].map((v) =>
        v ? `LCP ${lcp(v)} ms, CLS ${v.cls}, TBT ${v.tbtMs} ms` : '-',
      ),
    ]),
  );
  return [
    `Lighthouse ${lh.preset}, median of ${lh.runs} runs, measured on ${when(lh)} ${machine(lh)}.${noted(lh)}`,
    '',
    main,
    '',
    'The same pages set up three ways (median of each):',
    '',
    byVariant,
  ].join('\n');
}

function serverBlock(results: BenchResults): string {
  const { throughput: t, search, validation } = results;
  const rows: string[][] = [];
  // Sections measured in one run share its date and machine: said once for them.
  const runs = new Map<string, string[]>();
  const dated = (what: string, section: Measured & { pinned?: string | false }) => {
    const run = `${when(section)} ${machine(section)}`;
    runs.set(run, [...(runs.get(run) ?? []), what]);
  };
  if (t) {
    dated('throughput', t);
    const { pagesApi: api, ssr } = t;
    rows.push(
      [
        '`GET /api/pages/national` vs a bare `node:http` server sending the same bytes',
        `${n(api.app.requestsPerSecond)} vs ${n(api.bare.requestsPerSecond)} req/s = **${ratio(api.ratio)}**`,
        `>= ${api.target}`,
      ],
      [
        'SSR of `/national` vs bare `renderToString` of the same tree',
        `${n(ssr.app.requestsPerSecond)} vs ${n(ssr.bareRenderToString.requestsPerSecond)} req/s = **${ratio(ssr.ratio)}**`,
        `>= ${ssr.target}`,
      ],
    );
    const packed = t.compressedPage;
    if (packed)
      rows.push([
        'cached `/national` sent brotli-compressed vs uncompressed',
        `${n(packed.br.requestsPerSecond)} vs ${n(packed.identity.requestsPerSecond)} req/s = **${ratio(packed.ratio)}**`,
        `>= ${packed.target}`,
      ]);
    const loads = [api.app, ssr.app, ...(packed ? [packed.br, packed.identity] : [])];
    rows.push([
      'errors / non-2xx under load (the bench stops on any)',
      `${loads.reduce((s, l) => s + l.errors, 0)} / ${loads.reduce((s, l) => s + l.non2xx, 0)}`,
      '0',
    ]);
  }
  if (search) {
    dated('search', search);
    rows.push([
      `search over ${n(search.locations)} locations, ${n(search.queries)} queries`,
      `p50 ${ms(search.p50Ms)}, p95 ${ms(search.p95Ms)}, max ${ms(search.maxMs)}`,
      `< ${ms(search.budgetMs)}`,
    ]);
  }
  if (validation) {
    dated('validation', validation);
    rows.push([
      `validation of a ${validation.modules}-module page description`,
      ms(validation.validateMs),
      `< ${ms(validation.budgetMs)}`,
    ]);
  }
  if (rows.length === 0) return 'No server figures yet: run `npm run bench`.';
  const measured = [...runs].map(([run, what]) => `${run} (${what.join(', ')})`).join('; ');
  const head = t ? `server (autocannon, ${t.connections} connections, ${t.seconds} s)` : 'server';
  return [`Measured on ${measured}.`, '', table([head, 'measured', 'target'], rows)].join('\n');
}

function interactionsBlock(results: BenchResults): string {
  const inter = results.interactions;
  if (!inter) return 'No interactions measured yet: run `npm run bench`.';
  const rows = Object.entries(inter.interactions).map(([name, i]) => [
    name,
    pageName(i.path),
    `**${i.p75Ms}**`,
    i.runsMs.join(', '),
    `<= ${i.targetMs}`,
  ]);
  return [
    `Chromium on a phone (390 px) at ${inter.cpuSlowdown}x slower CPU, after the page is interactive and its extras started; Event Timing's time from the input to the next paint (16 ms means at most 16). Measured on ${when(inter)} ${machine(inter)}.${noted(inter)}`,
    '',
    table(['tap', 'page', `p75 of ${inter.runs} (ms)`, 'runs (ms)', 'target (ms)'], rows),
  ].join('\n');
}

const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

function loadBlock(load: LoadResults | undefined): string {
  if (!load) return 'No load figures yet: run `npm run load`.';
  const targets = Object.entries(load.targets);
  const connections = targets[0]?.[1].steps.map((s) => s.connections) ?? [];
  const limit = load.p99LimitMs;
  const rows = targets.map(([name, t]) => [
    name,
    t.steps.map((s) => n(s.requestsPerSecond)).join(' / '),
    t.steps.map((s) => n(s.latencyP99Ms)).join(' / '),
    `${t.bestRequestsPerSecondWithinP99 ? n(t.bestRequestsPerSecondWithinP99) : 'none'}${
      t.p99PassesLimitAtConnections
        ? ` (passes ${limit} ms at ${t.p99PassesLimitAtConnections})`
        : ''
    }`,
  ]);
  const stepErrors = targets.reduce(
    (sum, [, t]) => sum + t.steps.reduce((s, step) => s + step.errors + step.non2xx, 0),
    0,
  );
  const { memory: m, storage } = load;
  const [first, ...rest] = storage.bytesPer10kWrites;
  const last = rest.at(-1);
  return [
    `Measured on ${when(load)} ${machine(load)}, ${load.stepSeconds}-second steps.${noted(load)}`,
    '',
    table(
      [
        'target',
        `req/s at ${connections.join(' / ')} connections`,
        'p99 ms at the same',
        `best req/s with p99 <= ${limit} ms`,
      ],
      rows,
    ),
    '',
    `- Errors and non-2xx in the load steps: **${stepErrors}**.`,
    `- Resident memory: ${m.rssAfterWarmUpMb} MB after warm-up, ${m.rssAfterSoakMb} MB after a ${m.soakSeconds}-second soak of all targets (${n(m.soakRequests)} requests): **${m.growthPercent >= 0 ? '+' : ''}${m.growthPercent} %**.`,
    `- Database size: ${mb(storage.bytesAtStart)} at the start${
      first === undefined ? '' : `, ${mb(first)} after the first 10,000 writes`
    }${last === undefined ? '' : `, ${mb(last)} after ${n(storage.writes)}`}.`,
  ].join('\n');
}

function hostileBlock(hostile: HostileResults | undefined): string {
  if (!hostile) return 'No figures yet: run `npx tsx bench/hostile.ts` after `npm run build`.';
  const load = hostile.loadAverage.map((l) => l.toFixed(1)).join(', ');
  const rows = hostile.preview.map((p) => [
    `${n(p.modules)} modules (${n(p.bodyKB)} KB)`,
    p.status === 413 ? '413, refused unread' : `${p.status}, live ${p.liveStatus ?? '-'}`,
    `${n(p.renderMs)} ms`,
    `${n(p.healthzWorstMs)} ms (${n(p.healthzAsked)} asked)`,
  ]);
  const s = hostile.search;
  const statuses = Object.entries(s.apiStatuses)
    .map(([status, count]) => `${n(count)} x ${status}`)
    .join(', ');
  return [
    `Measured on ${when(hostile)} ${machine(hostile)}, load average ${load} at the start.${noted(hostile)}`,
    '',
    table(['preview of', 'answer', 'render', '/healthz at worst meanwhile (target 100 ms)'], rows),
    '',
    `- ${n(s.apiSearches)} searches from one address: ${statuses}; then another visitor's \`/search\`: ${s.otherVisitorSearchStatus} in **${n(s.otherVisitorSearchMs)} ms** (target 100 ms).`,
  ].join('\n');
}

/** Every generated block, by name. */
export function reportBlocks(
  bench: BenchResults,
  load: LoadResults | undefined,
  hostile?: HostileResults,
): Record<BlockName, string> {
  return {
    bytes: bytesBlock(bench),
    lighthouse: lighthouseBlock(bench),
    interactions: interactionsBlock(bench),
    server: serverBlock(bench),
    load: loadBlock(load),
    hostile: hostileBlock(hostile),
  };
}

/**
 * The text with each marked block replaced (markers kept). Throws naming a block whose markers
 * are missing, so a README edit that drops one is noticed.
 */
export function fillBlocks(text: string, blocks: Record<BlockName, string>): string {
  let out = text;
  for (const [name, body] of Object.entries(blocks)) {
    const block = new RegExp(
      `(<!-- bench:${name}\\b[^>]*-->\\n)[\\s\\S]*?(<!-- /bench:${name} -->)`,
    );
    if (!block.test(out)) throw new Error(`README has no <!-- bench:${name} --> block`);
    out = out.replace(block, (_all, start: string, end: string) => `${start}\n${body}\n\n${end}`);
  }
  return out;
}
