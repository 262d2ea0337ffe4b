import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionInput } from '@tailor/shared/push';

/** What the push service received for one message. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The status the fake answered with. */
  answeredWith: number;
}

/**
 * A browser's side of a subscription: a P-256 key pair and an auth secret, as PushManager makes
 * them; it can read what the server encrypted for it.
 */
export interface FakeBrowser {
  subscription: PushSubscriptionInput & { endpoint: string };
  /** The message's plaintext, decrypted as the browser would (RFC 8291 over RFC 8188 aes128gcm). */
  decrypt(body: Buffer): string;
}

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291 §3.4 and RFC 8188 §2: one or more records, each `data || 0x01|0x02 || zero padding`. */
function decryptAes128gcm(
  body: Buffer,
  keys: { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer },
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverPublicKey]);
  const ikm = hkdf(sharedSecret, keys.authSecret, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const baseNonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  const plain: Buffer[] = [];
  for (
    let offset = 0, sequence = 0;
    offset < ciphertext.length;
    offset += recordSize, sequence += 1
  ) {
    const record = ciphertext.subarray(offset, Math.min(offset + recordSize, ciphertext.length));
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number is XORed into the low end of the nonce (small counts: 32 bits do).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([
      decipher.update(record.subarray(0, record.length - 16)),
      decipher.final(),
    ]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const delimiter = padded[end];
    if (delimiter !== 1 && delimiter !== 2) throw new Error('record has no padding delimiter');
    plain.push(padded.subarray(0, end));
    if (delimiter === 2) break;
  }
  return Buffer.concat(plain).toString('utf8');
}

/**
 * A local HTTP server playing a browser vendor's push service: it records every message and
 * answers 201, or a status set with `answerNext` (410: the subscription is gone).
 */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  /** http://127.0.0.1:PORT once started. */
  origin = '';
  private readonly nextAnswers: number[] = [];
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = this.nextAnswers.shift() ?? 201;
      this.received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
        answeredWith: status,
      });
      response.writeHead(status).end();
    });
  });

  static async start(): Promise<FakePushService> {
    const fake = new FakePushService();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.origin = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** A new browser subscribed at this push service: endpoint http://127.0.0.1:PORT/push/{id}. */
  newBrowser(): FakeBrowser {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const privateKey = ecdh.getPrivateKey();
    const authSecret = randomBytes(16);
    return {
      subscription: {
        endpoint: `${this.origin}/push/${randomBytes(12).toString('base64url')}`,
        expirationTime: null,
        keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
      },
      decrypt: (body) => decryptAes128gcm(body, { privateKey, publicKey, authSecret }),
    };
  }

  /** The next message is answered with this status instead of 201. */
  answerNext(status: number): void {
    this.nextAnswers.push(status);
  }

  /** The messages sent to one browser's endpoint. */
  receivedBy(browser: FakeBrowser): ReceivedPush[] {
    const path = new URL(browser.subscription.endpoint).pathname;
    return this.received.filter((message) => message.path === path);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }
}
