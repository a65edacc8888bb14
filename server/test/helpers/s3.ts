import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** s3rver's fixed credentials: it checks every request's SigV4 signature against them. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * A real S3 API over HTTP on 127.0.0.1 (s3rver, in process, objects on disk in a temp dir),
 * with the given buckets created.
 */
export class LocalS3Server {
  endpoint = '';
  private readonly directory = mkdtempSync(path.join(tmpdir(), 'sous-s3-'));
  private readonly server: S3rver;

  /**
   * lenientSignatures: s3rver computes bucket-level paths without the trailing slash that the AWS
   * SDK v3 signs (`PUT /bucket/`), so it refuses every bucket-level request as SignatureDoesNotMatch.
   * Object requests, all that the app makes, are checked strictly unless this is set.
   */
  constructor(buckets: string[], options: { lenientSignatures?: boolean } = {}) {
    this.server = new S3rver({
      allowMismatchedSignatures: options.lenientSignatures ?? false,
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: this.directory,
      configureBuckets: buckets.map((name) => ({ name })),
    });
  }

  async start(): Promise<void> {
    const { port } = await this.server.run();
    this.endpoint = `http://127.0.0.1:${port}`;
  }

  /** The server environment that selects S3 storage on this server. */
  env(bucket: string): Record<string, string> {
    return {
      S3_BUCKET: bucket,
      S3_ENDPOINT: this.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    };
  }

  async stop(): Promise<void> {
    await this.server.close();
    rmSync(this.directory, { recursive: true, force: true });
  }
}
