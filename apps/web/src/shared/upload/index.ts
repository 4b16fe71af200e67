export {
  acceptedImageTypes,
  buildUploadForm,
  isOwnOrigin,
  precheckImage,
  sniffBlob,
  uploadImage,
  type PrecheckProblem,
  type UploadOptions,
  type UploadTarget,
  type UploadedFile,
} from './upload-image.ts';
export { useUploadsInFlight } from './uploads-in-flight.ts';
