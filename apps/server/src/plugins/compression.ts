import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** JSON (and `+json` types such as problem details). Static files come precompressed (web-app.ts). */
const COMPRESSIBLE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

/**
 * JSON answers go out brotli or gzip as the client accepts, from 1 KB up (smaller ones gain
 * less than the work and the headers cost). `Vary: Accept-Encoding` comes with every
 * compressed answer. An answer that already carries `Content-Encoding` is left alone: the
 * catalogue sends copies it compressed once (lib/cached-body.ts), and so do the static files.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    // Request bodies are small JSON; nothing we serve sends them compressed.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}
