/**
 * Peer for server rendering: a bare node:http server calling renderToString (through the same SSR
 * bundle) with hard-coded props, those of a settled /national page. No machine, no data, no document.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { PageContext } from '#machines/page.machine.ts';
import { allModules } from '#engine/tree.ts';
import { pageView } from '#machines/page-view.ts';
import type { EmbeddedState } from '#src/client-state.ts';
import { siteLinks } from '#engine/site-links.ts';
import { loadRenderer } from '#server/ssr/renderer.ts';
import { listen } from './lib/servers.ts';

const state = JSON.parse(readFileSync(process.env.STATE_FILE ?? '', 'utf8')) as EmbeddedState;
const snapshot = state.page as { value: string; context: PageContext };
const view = pageView(String(snapshot.value), snapshot.context);
const renderer = await loadRenderer();
if (snapshot.context.tree)
  await renderer.loadModules(allModules(snapshot.context.tree).map((m) => m.name));
const props = {
  page: view,
  links: siteLinks(state.settings.orgUrl),
  debug: false,
  now: state.settings.now,
  version: state.settings.version,
  search: state.settings.search,
};
const server = createServer((_req, res) => {
  const html = renderer.renderApp(props);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
});
console.log(`READY ${await listen(server)}`);
