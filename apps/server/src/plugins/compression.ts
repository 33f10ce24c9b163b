import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { JSON_TYPE } from '../lib/json-type.ts';

/**
 * JSON answers (static files come precompressed, web-app.ts) go out brotli or gzip as the client
 * accepts, from 1 KB up (smaller ones gain less than the work and the headers cost). `Vary: Accept-Encoding` comes with every
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
    customTypes: JSON_TYPE,
  });
}
