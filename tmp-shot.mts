import { chromium } from 'playwright-core';
const routes = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const w of [390, 1366]) {
  const ctx = await b.newContext({ viewport: { width: w, height: w < 500 ? 844 : 900 }, isMobile: w < 500, hasTouch: w < 500, deviceScaleFactor: 1 });
  const p = await ctx.newPage();
  for (const r of routes) {
    await p.goto('http://127.0.0.1:3998' + r, { waitUntil: 'networkidle' });
    const name = r.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    await p.screenshot({ path: `/tmp/shots/${name}-${w}.png`, fullPage: true });
  }
  await ctx.close();
}
await b.close();
