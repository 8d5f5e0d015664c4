import { chromium } from 'playwright-core';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [390, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of pages) {
    await page.goto(`http://localhost:4147${p}`);
    await page.waitForLoadState('networkidle');
    const name = p.replace(/^\/maps-radar\//, '').replace(/\//g, '_');
    await page.screenshot({ path: `/tmp/i25f-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
