// The benchmark's baseline: a bare Fastify route returning a small JSON object, no plugins.
// Whatever the machine's noise, the storefront's figures are read against this one.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/baseline', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('baseline ready');
