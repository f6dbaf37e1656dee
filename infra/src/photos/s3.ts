import type * as Minio from 'minio';
import type { BucketItem } from 'minio';
import { lazyRequire } from '../lazy';
import { PHOTO_NAME_PATTERN } from '@league/contracts';
import { photoContentType, type PhotoStorage, type StoredObject } from './storage';

const minio = lazyRequire<typeof Minio>('minio');

export interface BucketSettings {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
  /** where readers fetch the objects: `<publicUrl>/<name>` */
  publicUrl: string;
}

/**
 * PHOTO_BUCKET_URL: `https://ACCESS_KEY:SECRET_KEY@s3.example.org/bucket` (path-style, any S3-compatible
 * service), with optional `?region=us-east-1` and `&publicUrl=https://cdn.example.org/photos` when the
 * photos are read from elsewhere than `https://s3.example.org/bucket`. Keys are URL-encoded.
 */
/** Without leading (unless only `end`) and trailing slashes; a loop, as a `\/+$` pattern is quadratic on `/////x`. */
function trimSlashes(text: string, where: 'both' | 'end' = 'both'): string {
  let start = 0;
  let end = text.length;
  while (where === 'both' && start < end && text[start] === '/') start++;
  while (end > start && text[end - 1] === '/') end--;
  return text.slice(start, end);
}

export function parseBucketUrl(value: string): BucketSettings {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('PHOTO_BUCKET_URL: http or https');
  const bucket = trimSlashes(url.pathname);
  if (!bucket || bucket.includes('/')) throw new Error('PHOTO_BUCKET_URL: the path must be the bucket name');
  if (!url.username || !url.password) throw new Error('PHOTO_BUCKET_URL: needs ACCESS_KEY:SECRET_KEY@');
  const useSSL = url.protocol === 'https:';
  const port = url.port ? Number(url.port) : useSSL ? 443 : 80;
  const origin = `${url.protocol}//${url.host}`;
  return {
    endPoint: url.hostname,
    port,
    useSSL,
    accessKey: decodeURIComponent(url.username),
    secretKey: decodeURIComponent(url.password),
    bucket,
    region: url.searchParams.get('region') ?? 'us-east-1',
    publicUrl: trimSlashes(url.searchParams.get('publicUrl') ?? `${origin}/${bucket}`, 'end'),
  };
}

/** Photos as objects of an S3-compatible bucket (through the MinIO client), read from the bucket's URL. */
export function createBucketPhotoStorage(bucketUrl: string): PhotoStorage {
  const settings = parseBucketUrl(bucketUrl);
  const client = new (minio().Client)({
    endPoint: settings.endPoint,
    port: settings.port,
    useSSL: settings.useSSL,
    accessKey: settings.accessKey,
    secretKey: settings.secretKey,
    region: settings.region,
    pathStyle: true,
  });
  return {
    async save(name, bytes, contentType) {
      if (!PHOTO_NAME_PATTERN.test(name)) throw new Error(`Not a photo name: ${name}`);
      await client.putObject(settings.bucket, name, bytes, bytes.length, {
        'Content-Type': contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      return { url: `${settings.publicUrl}/${name}` };
    },
    async open(name) {
      if (!PHOTO_NAME_PATTERN.test(name)) return null;
      try {
        const { size } = await client.statObject(settings.bucket, name);
        const body = await client.getObject(settings.bucket, name);
        return { contentType: photoContentType(name), size, body };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      if (!PHOTO_NAME_PATTERN.test(name)) throw new Error(`Not a photo name: ${name}`);
      await client.removeObject(settings.bucket, name); // S3 answers a missing key as removed
    },
    async list() {
      const stored: StoredObject[] = [];
      for await (const item of client.listObjectsV2(settings.bucket, '', true)) {
        const { name, lastModified } = item as BucketItem;
        if (name && lastModified && PHOTO_NAME_PATTERN.test(name))
          stored.push({ name, modifiedAt: lastModified });
      }
      return stored;
    },
  };
}

/** The bucket's answer for a key it does not hold (NoSuchKey from a read, NotFound from a stat). */
function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'NoSuchKey' || code === 'NotFound';
}
