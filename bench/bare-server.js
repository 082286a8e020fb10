// The ceiling of this machine: Fastify answering a constant, in a process of its own like the API.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('bare route ready\n');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
