export {
  acceptedImageTypes,
  buildUploadForm,
  isOwnOrigin,
  precheckImage,
  requestAndUpload,
  sniffBlob,
  uploadImage,
  type PrecheckProblem,
  type UploadOptions,
  type UploadTarget,
  type UploadedFile,
} from './upload-image.ts';
export { useUploadsInFlight } from './uploads-in-flight.ts';
export {
  acceptedAttachmentTypes,
  precheckAttachment,
  sniffAttachment,
  uploadAttachment,
} from './upload-attachment.ts';
export {
  attachmentsReducer,
  hasFailedUpload,
  kindOf,
  roomLeft,
  uploadedTokens,
  uploadsRunning,
  type AttachmentEvent,
  type AttachmentKind,
  type PendingAttachment,
} from './attachments.ts';
export { useAttachments } from './use-attachments.ts';
