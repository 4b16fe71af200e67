/**
 * The floor the API's own cost is measured against (`npm run bench -- --overhead`): Fastify 5 with
 * one route answering what GET /api/health/constant answers, no plugins, no hooks, no logger.
 * Prints "ready <port>".
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health/constant', async () => ({ success: true, data: { constant: true } }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.info(`ready ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
