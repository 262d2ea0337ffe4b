import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePushService } from '../../test/fake-push-service';
import { nodePushTransport } from './node-push';

describe('nodePushTransport', () => {
  let pushService: FakePushService;
  beforeAll(async () => {
    pushService = await FakePushService.start();
  });
  afterAll(() => pushService.close());

  it('connects to the checked address, whatever the host name would resolve to now', async () => {
    const port = new URL(pushService.origin).port;
    const status = await nodePushTransport.send({
      // .invalid never resolves: only the pinned address can have reached the push service.
      endpoint: `http://push.invalid:${port}/push/pinned`,
      headers: { ttl: '60' },
      body: new Uint8Array([1, 2, 3]),
      address: { address: '127.0.0.1', family: 4 },
    });
    expect(status).toBe(201);
    expect(pushService.received.at(-1)).toMatchObject({
      path: '/push/pinned',
      body: Buffer.from([1, 2, 3]),
    });
    expect(pushService.received.at(-1)!.headers.host).toBe(`push.invalid:${port}`);
  });
});
