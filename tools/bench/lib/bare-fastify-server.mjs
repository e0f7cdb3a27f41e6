#!/usr/bin/env node
/**
 * The baseline of the answer-load bench: a bare Fastify (same library and version as api-server, its own process,
 * default logger off) with one JSON POST route that answers the RuoYi success envelope. No auth, no validation, no
 * database: what the framework and the loopback cost on their own. Usage: node bare-fastify-server.mjs <host>;
 * prints `ready <port>` once it listens on a free port, exits on SIGTERM.
 */
import Fastify from 'fastify';
import { BARE_PATH } from './answer-load.mjs';

const [host = '127.0.0.1'] = process.argv.slice(2);
const app = Fastify({ logger: false });
app.post(BARE_PATH, async () => ({ code: 200, msg: '操作成功', data: null }));
await app.listen({ port: 0, host });
const address = app.server.address();
console.log(`ready ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
