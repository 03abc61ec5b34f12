import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealServer, type RealServer } from '../../tests/helpers/real-server';

let server: RealServer;
let agent: http.Agent;
beforeAll(async () => {
  server = await startRealServer();
  // One keep-alive socket: every request after the first would reuse it if the server let it.
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
}, 60_000);
afterAll(async () => {
  agent.destroy();
  await server.dispose();
});

function send(method: string, path: string, body: string, chunked = false) {
  return new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'application/json' };
    if (chunked) headers['Transfer-Encoding'] = 'chunked';
    const req = http.request(`${server.url}${path}`, { method, agent, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
    });
    req.on('error', reject);
    if (chunked) {
      for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

const tooBig = `{"phone":"${'9'.repeat(2 * 1024 * 1024)}"}`;

describe('a body over 1 MiB', () => {
  it('gets 413 with Connection: close, and the keep-alive client’s next request succeeds (20 of 20)', async () => {
    for (let i = 0; i < 20; i++) {
      const refused = await send('POST', '/api/auth/sign-in', tooBig, i % 2 === 1);
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe('close');
      expect(JSON.parse(refused.body).meta).toEqual({ status: 413, message: 'Yuborilgan maʼlumot hajmi juda katta' });
      expect((await send('GET', '/api/health', '')).status).toBe(200);
    }
  }, 60_000);
});
