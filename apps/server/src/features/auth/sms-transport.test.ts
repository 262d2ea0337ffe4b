import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxTransport } from './sms-transport';

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
