/**
 * The two peers the budgets compare against, built from the same app in the same run:
 * P0 = the server's HTML with every script removed (the floor: nothing can paint sooner);
 * P1 = the same page rendered only in the browser (a plain single-page app shell).
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

export function clientOnlyShell(html: string, path: string): string {
  const state = /<script type="application\/json" id="wx-state">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  const entry = /s\.src=("[^"]+")/.exec(html)?.[1];
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  if (!state || !entry) throw new Error('the server page has no state or client entry');
  const settings = (JSON.parse(state) as { settings: unknown }).settings;
  const embedded = JSON.stringify({ settings, page: null, path }).replace(/</g, '\\u003c');
  const headNoScripts = withoutScripts(head);
  return (
    `<!doctype html><html lang="en-NZ"><head>${headNoScripts}` +
    `<script type="module" src=${entry}></script></head><body><div id="root"></div>` +
    `<script type="application/json" id="wx-state">${embedded}</script></body></html>`
  );
}
