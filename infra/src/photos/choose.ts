import { join } from 'node:path';
import { createBucketPhotoStorage } from './s3';
import { createFilePhotoStorage, type PhotoStorage } from './storage';

/** The bucket of PHOTO_BUCKET_URL when it is set, else files under LEAGUE_DATA_DIR/photos. */
export function createPhotoStorage(options: {
  dataDir: string;
  bucketUrl?: string | undefined;
}): PhotoStorage {
  return options.bucketUrl
    ? createBucketPhotoStorage(options.bucketUrl)
    : createFilePhotoStorage(join(options.dataDir, 'photos'));
}
