export {
  createFilePhotoStorage,
  detectImageType,
  photoContentType,
  photoNameOfUrl,
  type PhotoContentType,
  type PhotoFile,
  type PhotoStorage,
  type StoredObject,
} from './storage';
export { createBucketPhotoStorage, parseBucketUrl, type BucketSettings } from './s3';
export { createPhotoStorage } from './choose';
