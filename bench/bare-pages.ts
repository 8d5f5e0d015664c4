/** Peer for the pages API: a bare node:http server answering the same bytes and headers from memory. */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { listen } from './lib/servers.ts';

const body = readFileSync(process.env.BODY_FILE ?? '');
const headers = JSON.parse(process.env.HEADERS_JSON ?? '{}') as Record<string, string>;
const server = createServer((_req, res) => {
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(body);
});
console.log(`READY ${await listen(server)}`);
