import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { createBucketPhotoStorage, parseBucketUrl } from './s3';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(300, 4),
]);
const name = '0b7e7d3c-7a51-4c1e-9a51-0c6f1f0e2a11.png';

describe('photo storage in an S3-compatible bucket (s3rver, a local S3 server)', () => {
  let server: S3rver;
  let dir: string;
  let bucketUrl: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'league-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'photos', configs: [] }],
    });
    const { port } = await server.run();
    bucketUrl = `http://S3RVER:S3RVER@127.0.0.1:${port}/photos`;
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts a photo as an object with its content type, streams it, lists and removes it', async () => {
    const storage = createBucketPhotoStorage(bucketUrl);
    const { url } = await storage.save(name, PNG, 'image/png');
    expect(url).toBe(`${new URL(bucketUrl).origin}/photos/${name}`);
    const opened = await storage.open(name);
    expect(opened).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(await buffer(opened!.body)).toEqual(PNG);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect(await storage.open('3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d99.jpg')).toBeNull();
    expect(await storage.open('../secret')).toBeNull();

    const listed = await storage.list();
    expect(listed).toEqual([{ name, modifiedAt: expect.any(Date) }]);
    await storage.remove(name);
    await storage.remove(name); // a second removal finds nothing and says nothing
    expect(await storage.open(name)).toBeNull();
    expect(await storage.list()).toEqual([]);
    await expect(storage.remove('../secret')).rejects.toThrow(/Not a photo name/);
  });

  it('reads the bucket URL: keys, bucket, region, public URL', () => {
    expect(
      parseBucketUrl(
        'https://AK:s%2Fk@s3.example.org/league-photos?region=eu-west-1&publicUrl=https://cdn.example.org/p/',
      ),
    ).toEqual({
      endPoint: 's3.example.org',
      port: 443,
      useSSL: true,
      accessKey: 'AK',
      secretKey: 's/k',
      bucket: 'league-photos',
      region: 'eu-west-1',
      publicUrl: 'https://cdn.example.org/p',
    });
    expect(() => parseBucketUrl('https://s3.example.org/b')).toThrow(/ACCESS_KEY/);
    expect(() => parseBucketUrl('https://a:b@s3.example.org/')).toThrow(/bucket/);
  });
});
