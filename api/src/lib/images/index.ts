/** Image handling every part of the API shares: what a file is, its perceptual hash, the rendered sizes. */
export { isPolyglot, sniffPhotoFormat, type PhotoFormat } from './sniff.js';
export { dHash, DUPLICATE_MAX_DISTANCE, isFeatureless } from './dhash.js';
export {
  BLURRED_SIZE, removePhotoFiles, renderProfilePhotoFiles, renderWholePhotoFiles, type FrameOptions, type PhotoFile, type PhotoPixels, type RenderedPhoto,
  type RenderedProfilePhoto,
} from './photo-files.js';
export { decodeUpload, UploadRefused } from './decode-upload.js';
