import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { httpTransport, outboxTransport } from './sms-transport';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tsm-sms-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('outboxTransport', () => {
  it('appends one JSON line per message, creating the folder', async () => {
    const outbox = path.join(tmp, 'nested', 'outbox.jsonl');
    const transport = outboxTransport(outbox);
    await transport.send({ to: '9876543210', text: 'first', meta: { otp: '123456' } });
    await transport.send({ to: '9876543211', text: 'second' });
    const lines = readFileSync(outbox, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ to: '9876543210', text: 'first', meta: { otp: '123456' } });
    expect(lines[1]).toMatchObject({ to: '9876543211', text: 'second' });
    expect(Date.parse(lines[0].sent_at)).not.toBeNaN();
  });
});

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
