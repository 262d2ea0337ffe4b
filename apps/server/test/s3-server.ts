import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in credentials: it checks request signatures against these. */
const ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  /** The environment that points the product at this bucket. */
  env: NodeJS.ProcessEnv;
  bucket: string;
  endpoint: string;
  /** Stops answering (the bucket is down) until `start` again, keeping the objects. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-protocol server (the S3 REST API over files in a temporary folder) on 127.0.0.1. */
export async function startTestS3Server(bucket = 'tailor-photos'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'tsm-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    port = (await server.run()).port;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      IMAGE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server?.close();
      server = null;
    },
    start,
    async close() {
      await server?.close();
      server = null;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
