import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type BucketLocationConstraint,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '#server/src/platform/config.ts';
import {
  contentTypeForKey,
  isValidFileKey,
  type FileStorage,
  type StoredFile,
} from './file-storage.ts';

/** The S3 client for settings: path-style and checksums as S3-compatible stores expect, bounded timeouts. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default (a checksum on every request and response) is not understood by many
    // S3-compatible stores; AWS S3 accepts either.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404) &&
    // A missing bucket is a configuration error, not a missing file.
    error.name !== 'NoSuchBucket'
  );
}

/**
 * Files as objects in an S3-compatible bucket (S3_BUCKET), one object per key. Objects carry their
 * content type and the same immutable cache policy the server serves them with, so the bucket can
 * also sit behind a CDN.
 */
export class S3Storage implements FileStorage {
  private readonly bucket: string;

  constructor(
    settings: S3Settings,
    private readonly client: S3Client = createS3Client(settings),
  ) {
    this.bucket = settings.bucket;
  }

  private checked(key: string): string {
    if (!isValidFileKey(key)) throw new Error(`Invalid file key: ${key}`);
    return key;
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.checked(key),
        Body: data,
        ContentLength: data.length,
        ContentType: contentTypeForKey(key) ?? 'application/octet-stream',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<StoredFile | undefined> {
    if (!isValidFileKey(key)) return undefined;
    const contentType = contentTypeForKey(key);
    if (!contentType) return undefined;
    let output;
    try {
      output = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    const body = output.Body;
    if (!(body instanceof Readable)) {
      (body as { destroy?: () => void } | undefined)?.destroy?.();
      throw new Error(`S3 returned no readable body for ${key}`);
    }
    if (output.ContentLength === undefined) {
      body.destroy();
      throw new Error(`S3 returned no Content-Length for ${key}`);
    }
    return { body, size: output.ContentLength, contentType };
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that does not exist, like LocalDiskStorage's rm --force.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }),
    );
  }

  async *list(prefix: string): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Releases the client's sockets. */
  close(): void {
    this.client.destroy();
  }
}

/**
 * Creates the bucket unless it exists (for a fresh MinIO in compose; production buckets are made
 * by their operators). Waits up to waitMs for a store that is still starting; other errors throw.
 */
export async function ensureBucket(
  settings: S3Settings,
  waitMs = 60_000,
): Promise<'created' | 'exists'> {
  const client = createS3Client(settings);
  const deadline = Date.now() + waitMs;
  try {
    for (;;) {
      try {
        await client.send(
          new CreateBucketCommand({
            Bucket: settings.bucket,
            ...(settings.region !== 'us-east-1'
              ? {
                  CreateBucketConfiguration: {
                    LocationConstraint: settings.region as BucketLocationConstraint,
                  },
                }
              : {}),
          }),
        );
        return 'created';
      } catch (error) {
        if (
          error instanceof S3ServiceException &&
          (error.name === 'BucketAlreadyOwnedByYou' || error.name === 'BucketAlreadyExists')
        )
          return 'exists';
        // No HTTP answer at all, or a 5xx: the store is not up yet.
        const starting =
          !(error instanceof S3ServiceException) || (error.$metadata.httpStatusCode ?? 0) >= 500;
        if (!starting || Date.now() > deadline) throw error;
        await sleep(1000);
      }
    }
  } finally {
    client.destroy();
  }
}
