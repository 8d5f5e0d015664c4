import { pageTypeOf, PAGE_TYPES } from './page-types.ts';
import type { BenchResults } from './results.ts';

export interface Verdict {
  what: string;
  measured: string;
  target: string;
  met: boolean;
}

const n = (value: number): string => value.toLocaleString('en-US');

/**
 * Every figure of the results with its target (DESIGN.md's budgets and issue 26's targets), for
 * the run's printout and the README: one verdict a page type and measure, one an interaction.
 */
export function verdicts(results: BenchResults): Verdict[] {
  const out: Verdict[] = [];
  const add = (what: string, measured: string, target: string, met: boolean) =>
    out.push({ what, measured, target, met });
  const { bytes, lighthouse, interactions, throughput } = results;
  if (bytes) {
    const b = bytes.budgets;
    const spare = b.jsSpareGzip ?? 0;
    for (const [path, p] of Object.entries(bytes.pages)) {
      const page = pageTypeOf(path);
      add(
        `${page}: first HTML (gzip)`,
        `${n(p.htmlGzip)} B`,
        `<= ${n(b.htmlGzip)} B`,
        p.htmlGzip <= b.htmlGzip,
      );
      const limit = b.jsBeforeInteractionGzip - spare;
      add(
        `${page}: JS before interaction (gzip)`,
        `${n(p.jsBeforeInteractionGzip)} B`,
        `<= ${n(limit)} B (${n(spare)} B to spare)`,
        p.jsBeforeInteractionGzip <= limit,
      );
      if (path === PAGE_TYPES.town && b.jsTownPageGzip)
        add(
          `${page}: JS before interaction, a town page (gzip)`,
          `${n(p.jsBeforeInteractionGzip)} B`,
          `<= ${n(b.jsTownPageGzip)} B`,
          p.jsBeforeInteractionGzip <= b.jsTownPageGzip,
        );
      add(
        `${page}: inlined CSS (gzip)`,
        `${n(p.cssGzip)} B`,
        `<= ${n(b.cssGzip)} B`,
        p.cssGzip <= b.cssGzip,
      );
    }
  }
  if (lighthouse) {
    for (const [path, p] of Object.entries(lighthouse.pages)) {
      const page = pageTypeOf(path);
      const t = p.targets;
      add(`${page}: LCP vs P0`, p.lcpVsP0.toFixed(2), `<= ${t.lcpVsP0}`, p.lcpVsP0 <= t.lcpVsP0);
      if (p.lcpVsP1 !== undefined)
        add(`${page}: LCP vs P1`, p.lcpVsP1.toFixed(2), `<= ${t.lcpVsP1}`, p.lcpVsP1 <= t.lcpVsP1);
      add(`${page}: CLS`, String(p.app.cls), `${t.cls}`, p.app.cls <= t.cls);
      const variants = { 'house ads': p.app, ...p.appVariants };
      for (const [name, v] of Object.entries(variants))
        add(`${page}: TBT (${name})`, `${v.tbtMs} ms`, `<= ${t.tbtMs} ms`, v.tbtMs <= t.tbtMs);
      if (p.tbtVsP1 !== undefined && t.tbtVsP1 !== undefined)
        add(
          `${page}: TBT vs P1 (${p.app.tbtMs} vs ${p.p1?.tbtMs} ms)`,
          p.tbtVsP1.toFixed(2),
          `<= ${t.tbtVsP1}`,
          p.tbtVsP1 <= t.tbtVsP1,
        );
    }
  }
  if (interactions)
    for (const [name, i] of Object.entries(interactions.interactions))
      add(
        `${name} (${pageTypeOf(i.path)}, ${interactions.cpuSlowdown}x CPU, p75 of ${i.runsMs.length})`,
        `${i.p75Ms} ms`,
        `<= ${i.targetMs} ms`,
        i.p75Ms <= i.targetMs,
      );
  if (throughput) {
    const { pagesApi, ssr, compressedPage } = throughput;
    add(
      'pages API vs bare node:http',
      pagesApi.ratio.toFixed(2),
      `>= ${pagesApi.target}`,
      pagesApi.ratio >= pagesApi.target,
    );
    add(
      'SSR vs bare renderToString',
      ssr.ratio.toFixed(2),
      `>= ${ssr.target}`,
      ssr.ratio >= ssr.target,
    );
    if (compressedPage)
      add(
        'cached page, brotli vs uncompressed',
        compressedPage.ratio.toFixed(2),
        `>= ${compressedPage.target}`,
        compressedPage.ratio >= compressedPage.target,
      );
  }
  return out;
}

/** The verdicts of the sections this run measured, as lines for the terminal. */
export function targetLines(results: BenchResults, measured: ReadonlySet<string>): string[] {
  const keep: Partial<BenchResults> = {};
  for (const key of ['bytes', 'lighthouse', 'interactions', 'throughput'] as const)
    if (measured.has(key) && results[key]) Object.assign(keep, { [key]: results[key] });
  return verdicts(keep).map(
    (v) => `${v.met ? 'met   ' : 'MISSED'}  ${v.what}: ${v.measured} (target ${v.target})`,
  );
}
