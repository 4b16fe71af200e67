/**
 * User-facing messages of the specification, verbatim (including its spelling), so that the
 * API and the web app import them rather than retype them.
 */
export const messages = {
  unexpectedError: 'An unexpected error has occurred, please try again.',
  unexpectedErrorRefresh: 'An unexpected error has occurred, please try refreshing the page.',
  newsfeedLoadFailed: 'Failed loading your newsfeed',
  profileUpdateFailed: 'An error has ocurred when trying to update',
  /** A person's upload failed: their profile photo or their cover photo (the spec's personal wording). */
  profilePhotoUploadFailed: 'An error has ocurred when we tried to upload your profile picture',
  /** A business's image failed: logo, cover, product, certificate (the spec's "business: …your picture"). */
  businessPhotoUploadFailed: 'An error has ocurred when we tried to upload your picture',
  postFailed: 'There was an error creating this post!',
  postRemovalFailed: 'Ocurrió un error al borrar el post',
  /** Not in the spec, which removes only posts: the same alert, worded for a comment. */
  commentRemovalFailed: 'Ocurrió un error al borrar el comentario',
  errorLoadingData: 'Error loading data',
  checkoutFailed:
    'We are not able to process your payment at this time, please try again in a few minutes or contact support',
  createBusinessRejected: 'Complete all the information required to create your business profile.',
  savedSuccessfully: 'Saved successfully.',
  somethingWrong: 'Something was wrong, try again please.',
  profileUpdated: 'Profile data updated successfully.',
  postCreated: 'Post created!',
  checkoutSucceeded: 'Successful checkout!',
  inquirySent: 'Inquiry sent successfully',
  finishedSuccessfully: 'Finished successfully',
  profilePhotoUploaded: 'Profile picture successfully uploaded',
  coverPhotoUploaded: 'Cover photo successfully uploaded',
  businessLinkCopied: 'Business Link copied!',
  productLinkCopied: 'Product Link copied!',
  invalidPhone: 'Invalid phone number, please check the format (e.g. + 1 12345678)',
  invalidDate: 'Invalid date format, please check it (e.g. 1970-10-24)',
  inquiryIncomplete: 'You have to fill all the form fields',
  chatEnded: 'This chat has ended',
  bestMembership: 'You already have the best membership in our network!',
  noBusinessYet: "You don't have any business registered yet",
  createBusinessFirst: 'Create your Business profile',
  createAnotherBusiness: 'Create another Business profile',
  commentLoginRequired: 'If you want to comment you must be loged in.',
  enquirySent: 'Request sent successfully, you will be contact soon!',
  enquiryFailed: 'There was an error processing your request, please try again in a few hours!',
  tokenError: 'Error en token',
  redirectingToAccount: 'Redirecting to your account...',
  searchPlaceholder: 'Search companies and products',
  textAreaPlaceholder: 'Type here...',
  loading: 'Loading',
  noContent: 'No content',
} as const;

export type MessageKey = keyof typeof messages;
