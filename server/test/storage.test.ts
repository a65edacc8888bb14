import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/src/platform/config.ts';
import { createFileStorage } from '#server/src/platform/storage/create-storage.ts';
import { LocalDiskStorage, type FileStorage } from '#server/src/platform/storage/file-storage.ts';
import { userFileFolders } from '#server/src/features/account/account-service.ts';
import { createS3Client, S3Storage } from '#server/src/platform/storage/s3-storage.ts';
import { repoRoot } from '#server/src/platform/config.ts';
import { testBackends } from './helpers/database.ts';
import { image } from './helpers/images.ts';
import { LocalS3Server, S3RVER_CREDENTIALS } from './helpers/s3.ts';
import { readZip } from './helpers/unzip.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const s3 = new LocalS3Server(['sous-contract', 'sous-app']);
/**
 * Listing is a bucket-level request (`GET /bucket/?list-type=2`), whose SDK signature s3rver
 * computes without the trailing slash (see LocalS3Server): the list test runs against a twin that
 * lets signatures pass.
 */
const s3Listing = new LocalS3Server(['sous-list'], { lenientSignatures: true });
beforeAll(async () => {
  await s3.start();
  await s3Listing.start();
});
afterAll(async () => {
  await s3.stop();
  await s3Listing.stop();
});

/** Every FileStorage must pass these; the app relies on nothing else. */
describe.each([
  {
    name: 'LocalDiskStorage',
    create: () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'sous-files-'));
      const storage = new LocalDiskStorage(dir);
      return { storage, listing: storage, dispose: () => rmSync(dir, { recursive: true }) };
    },
  },
  {
    name: 'S3Storage (s3rver on 127.0.0.1)',
    create: () => {
      const storage = new S3Storage(loadConfig(s3.env('sous-contract')).s3!);
      const listing = new S3Storage(loadConfig(s3Listing.env('sous-list')).s3!);
      return {
        storage,
        listing,
        dispose: () => {
          storage.close();
          listing.close();
        },
      };
    },
  },
])('FileStorage contract: $name', ({ create }) => {
  let storage: FileStorage;
  let listing: FileStorage;
  let dispose: () => void;
  // A fresh prefix per test, so tests never see each other's files.
  let prefix = '';
  beforeAll(() => {
    ({ storage, listing, dispose } = create());
    return () => dispose();
  });
  const key = (name: string) => `${prefix}/${name}`;
  const fresh = () => (prefix = `t/${randomBytes(6).toString('hex')}`);

  it.each([
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['svg', 'image/svg+xml'],
    ['PNG', 'image/png'],
  ])('stores a .%s file and reads it back with its size and %s', async (ext, type) => {
    fresh();
    const data = randomBytes(1000);
    await storage.put(key(`a.${ext}`), data);
    const file = await storage.get(key(`a.${ext}`));
    expect(file).toBeDefined();
    expect(file!.contentType).toBe(type);
    expect(file!.size).toBe(1000);
    expect((await bytesOf(file!.body)).equals(data)).toBe(true);
  });

  it('reads a 3 MB file back byte for byte, and several readers at once', async () => {
    fresh();
    const data = randomBytes(3 * 1024 * 1024);
    await storage.put(key('big.png'), data);
    const reads = await Promise.all(
      [1, 2, 3, 4].map(async () => bytesOf((await storage.get(key('big.png')))!.body)),
    );
    for (const read of reads) expect(read.equals(data)).toBe(true);
  });

  it('answers undefined for a key that was never stored', async () => {
    fresh();
    expect(await storage.get(key('missing.png'))).toBeUndefined();
    expect(await storage.get('profile/1/0000.png')).toBeUndefined();
  });

  it('overwrites a key', async () => {
    fresh();
    await storage.put(key('a.png'), Buffer.from('first'));
    await storage.put(key('a.png'), Buffer.from('second version'));
    const file = (await storage.get(key('a.png')))!;
    expect(file.size).toBe(14);
    expect((await bytesOf(file.body)).toString()).toBe('second version');
  });

  it('deletes a key; deleting it again or a key never stored is fine', async () => {
    fresh();
    await storage.put(key('a.png'), Buffer.from('x'));
    await storage.put(key('b.png'), Buffer.from('y'));
    await storage.delete(key('a.png'));
    expect(await storage.get(key('a.png'))).toBeUndefined();
    expect(await storage.get(key('b.png'))).toBeDefined();
    await storage.delete(key('a.png'));
    await storage.delete(key('never.png'));
  });

  it('lists every key under a folder, at any depth, and nothing beside it', async () => {
    fresh();
    await listing.put(key('7/a.png'), Buffer.from('a'));
    await listing.put(key('7/deep/b.svg'), Buffer.from('b'));
    await listing.put(key('70/c.png'), Buffer.from('c'));
    const listed = async (folder: string) => {
      const keys: string[] = [];
      for await (const found of listing.list(folder)) keys.push(found);
      return keys.sort();
    };
    expect(await listed(key('7/'))).toEqual([key('7/a.png'), key('7/deep/b.svg')]);
    expect(await listed(key('70/'))).toEqual([key('70/c.png')]);
    expect(await listed(key('8/'))).toEqual([]);
    await listing.delete(key('7/a.png'));
    expect(await listed(key('7/'))).toEqual([key('7/deep/b.svg')]);
  });

  it('reads nothing whose extension has no image type', async () => {
    fresh();
    await storage.put(key('notes.txt'), Buffer.from('plain'));
    await storage.put(key('page.html'), Buffer.from('<script>1</script>'));
    expect(await storage.get(key('notes.txt'))).toBeUndefined();
    expect(await storage.get(key('page.html'))).toBeUndefined();
    expect(await storage.get(`${prefix}`)).toBeUndefined();
  });

  const invalid = [
    '../x.png',
    'a/../../x.png',
    '/etc/x.png',
    'a//b.png',
    'a/./b.png/..',
    'a\\b.png',
    'a b.png',
    '',
    `${'x'.repeat(300)}.png`,
  ];

  it.each(invalid)('never reads the key %j', async (bad) => {
    expect(await storage.get(bad)).toBeUndefined();
  });

  it.each(invalid.filter((k) => k !== ''))('refuses to write or delete the key %j', async (bad) => {
    await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow(`Invalid file key: ${bad}`);
    await expect(storage.delete(bad)).rejects.toThrow(`Invalid file key: ${bad}`);
  });
});

describe('S3Storage against s3rver', () => {
  const settings = () => loadConfig(s3.env('sous-contract')).s3!;

  it('stores the content type and the immutable cache policy on the object', async () => {
    const storage = new S3Storage(settings());
    const key = `meta/${randomBytes(6).toString('hex')}.svg`;
    await storage.put(key, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const client = createS3Client(settings());
    const head = await client.send(new HeadObjectCommand({ Bucket: 'sous-contract', Key: key }));
    expect(head.ContentType).toBe('image/svg+xml');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(head.ContentLength).toBe(41);
    client.destroy();
    storage.close();
  });

  it('reports a wrong secret as an error, not as a missing file', async () => {
    const storage = new S3Storage({
      ...settings(),
      credentials: { accessKeyId: S3RVER_CREDENTIALS.accessKeyId, secretAccessKey: 'wrong' },
    });
    await expect(storage.get('profile/1/a.png')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    await expect(storage.put('profile/1/a.png', Buffer.from('x'))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    storage.close();
  });

  it('reports a missing bucket as an error, not as a missing file', async () => {
    const storage = new S3Storage({ ...settings(), bucket: 'no-such-bucket' });
    await expect(storage.get('profile/1/a.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    storage.close();
  });

  it('reports an unreachable endpoint as an error', async () => {
    const storage = new S3Storage({ ...settings(), endpoint: 'http://127.0.0.1:9' });
    await expect(storage.get('profile/1/a.png')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    storage.close();
  });
});

describe("create-bucket (compose's one-shot bucket service)", () => {
  // Bucket-level requests need s3rver's lenient signature check (see LocalS3Server).
  const store = new LocalS3Server([], { lenientSignatures: true });
  beforeAll(async () => store.start());
  afterAll(async () => store.stop());

  function run(env: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'server/src/platform/storage/create-bucket.ts'],
        { cwd: repoRoot, env: { PATH: process.env.PATH, ...env } },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code) : 0, out: stdout.trim(), err: stderr.trim() }),
      );
    });
  }

  it('creates the bucket once, then finds it there', async () => {
    const env = store.env('made-by-script');
    expect(await run(env)).toEqual({ code: 0, out: 'Created bucket made-by-script', err: '' });
    expect(await run(env)).toEqual({
      code: 0,
      out: 'Bucket made-by-script already exists',
      err: '',
    });
    const storage = new S3Storage(loadConfig(env).s3!);
    await storage.put('x/a.png', Buffer.from('in the new bucket'));
    expect((await storage.get('x/a.png'))?.size).toBe(17);
    storage.close();
  });

  it("fails with the store's error", async () => {
    const result = await run(store.env('Not_A_Valid_Bucket'));
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^Could not create bucket Not_A_Valid_Bucket: InvalidBucketName: /);
  });

  it('fails without S3_BUCKET', async () => {
    expect(await run({})).toEqual({
      code: 1,
      out: '',
      err: 'S3_BUCKET is not set: nothing to create',
    });
  });
});

describe('storage configuration', () => {
  it('uses local disk under DATA_DIR/files without S3_BUCKET, S3 with it', async () => {
    const local = await createFileStorage(loadConfig({ DATA_DIR: '/tmp/sous-x' }));
    expect(local).toBeInstanceOf(LocalDiskStorage);
    const remote = await createFileStorage(loadConfig(s3.env('sous-contract')));
    expect(remote).toBeInstanceOf(S3Storage);
    (remote as S3Storage).close();
  });

  it('reads S3_* with path-style addressing by default for a custom endpoint', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'b' }).s3).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'b',
      region: 'eu-west-3',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(
      loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://x.r2.dev', S3_FORCE_PATH_STYLE: 'false' })
        .s3?.forcePathStyle,
    ).toBe(false);
  });

  it('refuses half the credentials, a bad endpoint and a bad path-style flag', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000x' })).toThrow(
      'S3_ENDPOINT must be an http(s) URL like http://127.0.0.1:9000, got "minio:9000x"',
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(
      'S3_ENDPOINT must be an http(s) URL like http://127.0.0.1:9000, got "not a url"',
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false, got "yes"',
    );
  });
});

describe.each(testBackends())('files in S3 through the API (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  let annaId: number;
  const client = () => createS3Client(loadConfig(s3.env('sous-app')).s3!);
  async function objectBytes(key: string): Promise<Buffer | undefined> {
    const c = client();
    try {
      const out = await c.send(new GetObjectCommand({ Bucket: 'sous-app', Key: key }));
      return Buffer.from(await out.Body!.transformToByteArray());
    } catch (error) {
      if ((error as Error).name === 'NoSuchKey') return undefined;
      throw error;
    } finally {
      c.destroy();
    }
  }

  beforeAll(async () => {
    server = await startTestServer(backend, s3.env('sous-app'));
    await server.reset();
    anna = server.client();
    annaId = (await anna.signup('anna')).id;
  });
  afterAll(async () => server?.close());

  it('stores an avatar in the bucket and serves it with the same headers as from disk', async () => {
    expect(server.storage).toBeInstanceOf(S3Storage);
    const bytes = await image('webp');
    const res = await anna.post('/api/files/public-upload', {
      multipart: {
        fields: { user_id: String(annaId), category: 'profile' },
        file: { data: bytes, filename: 'me.bin', contentType: 'application/octet-stream' },
      },
    });
    expect(res.status).toBe(201);
    const key = res.json as string;
    expect(key).toMatch(new RegExp(`^profile/${annaId}/[0-9a-f]{32}\\.webp$`));
    expect((await objectBytes(key))?.equals(bytes)).toBe(true);
    expect(existsSync(path.join(server.dataDir, 'files'))).toBe(false);

    const served = await server.client().get(`/api/files/serve/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-length']).toBe(String(bytes.length));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['set-cookie']).toBeUndefined();
    expect(served.raw.equals(bytes)).toBe(true);
    const encoded = await server.client().get(`/api/files/serve/${encodeURIComponent(key)}`);
    expect(encoded.raw.equals(bytes)).toBe(true);

    const head = await server.app.inject({ method: 'HEAD', url: `/api/files/serve/${key}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.body).toBe('');
  });

  it('keeps recipe illustrations in the bucket and deletes them with the recipe', async () => {
    const generated = await anna.post('/api/preparing/generate', { json: { prompt: 'pasta' } });
    expect(generated.status).toBe(200);
    const options = (
      await anna.get(`/api/preparing/${generated.json.preparing_session_id}/get_options`)
    ).json as { id: number; image_url: string }[];
    const { id, image_url: key } = options[0]!;
    expect(key).toMatch(/^recipes\/\d+\/[0-9a-f]{32}\.svg$/);
    const stored = await objectBytes(key);
    expect(stored?.toString()).toContain('<svg');
    const served = await anna.get(`/api/files/serve/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.raw.equals(stored!)).toBe(true);

    await anna.post(`/api/recipe/${id}/save`);
    expect((await anna.delete(`/api/recipe/${id}/delete`)).status).toBe(200);
    expect(await objectBytes(key)).toBeUndefined();
    expect((await anna.get(`/api/files/serve/${key}`)).status).toBe(404);
  });

  it('answers 404 for a key the bucket does not have', async () => {
    const res = await anna.get('/api/files/serve/profile/1/0000.png');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: 'File not found' });
  });

  it.each([
    '..%2F..%2Fetc%2Fpasswd',
    'profile/..%2F..%2Fsecret.png',
    '%2Fetc%2Fpasswd',
    'a%00b.png',
  ])('refuses the traversal attempt %s', async (key) => {
    const res = await anna.get(`/api/files/serve/${key}`);
    expect(res.status).toBe(422);
    expect(res.body).not.toContain('root:');
  });

  it('leaves nothing on local disk', () => {
    const files = path.join(server.dataDir, 'files');
    expect(existsSync(files) ? readdirSync(files) : []).toEqual([]);
  });
});

describe.each(testBackends())('an account in S3: its archive and its deletion (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    // The lenient twin: deletion lists the user's folders, a bucket-level request (see s3Listing).
    server = await startTestServer(backend, s3Listing.env('sous-list'));
  });
  afterAll(async () => server?.close());

  it('puts the files from the bucket into the archive and removes them all with the account', async () => {
    const anna = server.client();
    const annaId = (await anna.signup('anna')).id;
    const upload = await anna.post('/api/files/public-upload', {
      multipart: {
        fields: { user_id: String(annaId), category: 'profile' },
        file: { data: await image('png') },
      },
    });
    await anna.put(`/api/users/${annaId}`, { json: { profile_image_url: upload.json } });
    const generated = await anna.post('/api/preparing/generate', { json: { prompt: 'pasta' } });
    const options = (
      await anna.get(`/api/preparing/${generated.json.preparing_session_id}/get_options`)
    ).json as { id: number; image_url: string }[];
    await anna.post(`/api/recipe/${options[0]!.id}/save`);

    const archive = await anna.get('/api/users/me/export');
    const names = readZip(archive.raw).map((e) => e.name);
    expect(names).toEqual(
      expect.arrayContaining([
        `files/${upload.json as string}`,
        `files/${options[0]!.image_url}`,
        'account.json',
      ]),
    );

    const keys = async () => {
      const found: string[] = [];
      for (const folder of userFileFolders(annaId))
        for await (const key of server.storage.list(folder)) found.push(key);
      return found;
    };
    // The avatar and every option's illustration (drafts too).
    expect((await keys()).length).toBeGreaterThanOrEqual(1 + options.length);
    expect(
      (await anna.post('/api/users/me/delete', { json: { password: 'secret-pass' } })).status,
    ).toBe(200);
    expect(await keys()).toEqual([]);
  });
});
