import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
const url = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
const scripts: { url: string; start: number; body: Promise<Buffer> }[] = [];
page.on('response', (res) => { if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), start: res.request().timing().startTime, body: res.body() }); });
await page.addInitScript(() => { new MutationObserver((_, o) => { if (document.documentElement?.dataset.hydrated !== 'true') return; (window as any).__h = performance.timeOrigin + performance.now(); o.disconnect(); }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] }); });
await page.goto(url);
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
await page.waitForLoadState('networkidle');
const h = await page.evaluate(() => (window as any).__h);
for (const s of scripts) if (s.start <= h) { const b = await s.body; const t = b.toString(); console.log(new URL(s.url).pathname, gzipSync(b, { level: 9 }).length, /wind-map|cloud-cover|anomalyBands|sea-anomaly|under:/.test(t) ? 'HIT' : ''); }
const raw = await (await fetch(url)).text();
const inline = [...raw.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('');
console.log('inline', gzipSync(inline).length, /wind-map|cloud-cover/.test(inline) ? 'HIT' : '');
await browser.close();
