import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { httpTransport } from './sms-http';

describe('httpTransport', () => {
  async function gateway(status: number) {
    const received: { body: string; headers: IncomingMessage['headers'] }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ body, headers: req.headers });
        res.statusCode = status;
        res.end();
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
    return { url, received, close: () => new Promise((r) => server.close(r)) };
  }

  it('posts the number with +91 and the text, with the configured authorization', async () => {
    const gw = await gateway(200);
    try {
      await httpTransport(gw.url, 'Bearer gateway-key').send({
        to: '9876543210',
        text: 'Your code',
        meta: { otp: '1' },
      });
      expect(gw.received).toHaveLength(1);
      expect(JSON.parse(gw.received[0]!.body)).toEqual({ to: '+919876543210', text: 'Your code' });
      expect(gw.received[0]!.headers.authorization).toBe('Bearer gateway-key');
      expect(gw.received[0]!.headers['content-type']).toBe('application/json');
    } finally {
      await gw.close();
    }
  });

  it('fails when the gateway refuses the message', async () => {
    const gw = await gateway(503);
    try {
      await expect(
        httpTransport(gw.url, undefined).send({ to: '9876543210', text: 'x' }),
      ).rejects.toThrow('SMS gateway answered 503');
    } finally {
      await gw.close();
    }
  });
});
