import { chromium } from 'playwright-core';
const [route, w, y, h, out] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const W = Number(w);
const ctx = await b.newContext({ viewport: { width: W, height: 900 }, isMobile: W < 500, hasTouch: W < 500 });
const p = await ctx.newPage();
await p.goto('http://127.0.0.1:3998' + route, { waitUntil: 'networkidle' });
await p.screenshot({ path: out, fullPage: true, clip: { x: 0, y: Number(y), width: W, height: Number(h) } });
await b.close();
