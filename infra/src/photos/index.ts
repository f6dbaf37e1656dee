export {
  createFilePhotoStorage,
  detectImageType,
  photoContentType,
  type PhotoContentType,
  type PhotoStorage,
  type StoredPhoto,
} from './storage';
