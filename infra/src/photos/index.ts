export {
  createFilePhotoStorage,
  detectImageType,
  photoContentType,
  type PhotoContentType,
  type PhotoStorage,
  type StoredPhoto,
} from './storage';
export { createBucketPhotoStorage, parseBucketUrl, type BucketSettings } from './s3';
export { createPhotoStorage } from './choose';
