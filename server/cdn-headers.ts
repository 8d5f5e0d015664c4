import type { FastifyInstance } from 'fastify';

/** Media types @fastify/compress may compress (its default rule, plus JavaScript and SVG). */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|[^;]*[+/](?:json|xml|javascript|text)(?:;|$)|image\/svg\+xml)/i;

/**
 * Headers a shared cache needs to keep one copy per encoding (issue 28, item 8). A response that
 * @fastify/compress may compress varies by Accept-Encoding whether or not this request's copy
 * was compressed (the uncompressed HTML carried no Vary, so a CDN could keep it for everyone),
 * and its ETag becomes weak: the same validator then names the gzip, brotli and identity bytes
 * of one page, which a strong ETag must not. Routes that give each encoding its own strong ETag
 * (the pages API) say so with their own Vary and are left alone.
 *
 * Runs before @fastify/compress's hook: call it before registering compress.
 */
export function cdnHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const vary = String(reply.getHeader('vary') ?? '');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type) || /\baccept-encoding\b/i.test(vary))
      return done(null, payload);
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
    done(null, payload);
  });
}
