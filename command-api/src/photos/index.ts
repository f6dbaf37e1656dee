export { photoRoutes } from './routes';
export { playerPhotoDecider, type PhotoCommand, type PlayerPhotoState } from './decider';
export { readUploadedImage, PHOTO_NOT_MULTIPART_MESSAGE } from './upload';
