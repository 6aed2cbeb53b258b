/**
 * Limits and messages of the write/edit review form (renter-app.md sections 5, 8 and 9), without any
 * schema code so client modules that only need a text keep zod out of their chunk. The schema in
 * review-form.ts, the draft store and the server all read these.
 *
 * These are the review form's limits; the admin property form has its own (PROPERTY_LIMITS).
 */
export const REVIEW_FORM_LIMITS = {
  titleMax: 50,
  bodyMax: 1500,
  apartmentNameMax: 50,
  unitNumberMax: 25,
  towerOrBlockMax: 30,
  streetNameMax: 60,
  ownerNameMax: 30,
  ownerIdMax: 15,
  agentNameMax: 30,
  agentIdMax: 15,
  pincodeLength: 6,
  /** Photos per review on create, and new photos per edit. */
  imagesMax: 10,
  /** Largest photo the server accepts before re-encoding it. */
  imageMaxBytes: 10 * 1024 * 1024,
  /** The month pickers' year list. */
  yearSpan: 100,
  /** Longest side of a photo after in-browser resizing, and the stored-size goal for a 12 MP photo. */
  photoMaxSidePx: 2048,
  photoTargetBytes: 700 * 1024,
} as const;

export const REVIEW_FORM_MESSAGES = {
  overallRatingRequired: 'Please provide an overall rating.',
  propertyTypeRequired: 'Please select a property type.',
  stayedWithRequired: 'Please select who you stayed with.',
  stayStartRequired: 'Start date is required',
  stayEndRequired: 'End date is required',
  stayEndBeforeStart: 'End date cannot be before the start date.',
  ratingRequired: 'Rating required',
  selectionRequired: 'Selection required',
  apartmentNameRequired: 'Apartment name is required',
  apartmentNameMax: `Maximum ${REVIEW_FORM_LIMITS.apartmentNameMax} characters`,
  unitNumberMax: `Maximum ${REVIEW_FORM_LIMITS.unitNumberMax} characters`,
  unitNumberFormat: 'Use letters, digits and hyphens only',
  towerOrBlockMax: `Maximum ${REVIEW_FORM_LIMITS.towerOrBlockMax} characters`,
  streetNameRequired: 'Street name is required',
  streetNameMax: `Maximum ${REVIEW_FORM_LIMITS.streetNameMax} characters`,
  pincodeRequired: 'Pincode is required',
  pincodeLength: 'Pincode must be exactly 6 digits',
  countryRequired: 'Please select a country.',
  ownerNameMax: `Maximum ${REVIEW_FORM_LIMITS.ownerNameMax} characters`,
  ownerIdMax: `Maximum ${REVIEW_FORM_LIMITS.ownerIdMax} characters`,
  agentNameMax: `Maximum ${REVIEW_FORM_LIMITS.agentNameMax} characters`,
  agentIdMax: `Maximum ${REVIEW_FORM_LIMITS.agentIdMax} characters`,
  titleRequired: 'Review heading is required',
  titleMax: `Maximum ${REVIEW_FORM_LIMITS.titleMax} characters`,
  bodyRequired: 'Review description is required',
  bodyMax: `Maximum ${REVIEW_FORM_LIMITS.bodyMax} characters`,
  imagesMax: 'Maximum 10 images are allowed.',
  imageTooLarge: 'Each photo must be 10 MB or less.',
  imageType: 'Only JPEG, PNG, WebP, GIF or HEIC photos are allowed.',
  imageEmpty: 'This photo is empty (0 bytes). Please choose it again.',
  imageTooManyPixels: 'This photo has too many pixels to process. Please upload a smaller photo.',
  imageUnreadable: 'This photo could not be read. Please upload a JPEG, PNG, WebP, GIF or HEIC photo.',
  imageNotFound: 'Image not found.',
  imageRemoved: 'Image removed',
  personalInfoNote: 'Avoid names or personal info. Focus on your rental experience.',
  durationNote: 'Duration is for record purposes only.',
  lockedField: 'This field cannot be changed when editing a review.',
  // Publishing (renter-app.md section 8).
  publishGate: 'You must be logged in to publish a review.',
  somethingWrong: 'Something went wrong. Please try again.',
  submitFailed: 'Failed to submit review.',
  submitError: 'An error occurred during submission.',
  submitted: "Review submitted successfully! It's now pending approval.",
  updated: 'Review updated successfully! It is now pending re-approval.',
  updateFailed: 'Failed to update the review. Please try again.',
  deleted: 'Review deleted successfully.',
  deleteFailed: 'Failed to delete the review. Please try again.',
  imageDeleted: 'Image deleted.',
  imageDeleteFailed: 'Failed to delete image. Please try again.',
  onlyApprovedEditable: 'Only approved reviews can be edited or deleted.',
  reviewFetched: 'Review fetched successfully.',
  myReviewsFetched: 'Your reviews fetched successfully.',
  statsFetched: 'Review statistics fetched successfully.',
  statsUserNotFound: 'User not found.',
  // Idempotent publishing (IETF httpapi Idempotency-Key draft).
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different review.',
  idempotencyInFlight: 'This review is still being published. Please wait a moment.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 100 visible characters.',
  // My reviews (renter-app.md sections 2 and 8).
  myReviewsEmpty: "You haven't written any reviews yet.",
  myReviewsLoading: 'Loading your reviews...',
  myReviewsFailed: 'Could not load your reviews. Please try again later.',
  myReviewsFailedToast: 'Could not load your reviews.',
  deleteConfirmTitle: 'Are You Sure you want to Delete?',
  deleteConfirmBody: 'Are you sure you want to Delete this Review? Click on yes to delete.',
  // Loading one review for the edit form (renter-app.md section 8).
  reviewLoadFailedToast: 'Failed to load review details. Please try again.',
  reviewFetchError: 'An error occurred while fetching the review.',
  // Offline drafts and the outbox (DESIGN.md, offline-first drafts).
  draftQueued: 'You are offline. Your review is saved and will be published when you are back online.',
  draftPublished: 'Your queued review was published. It is now pending approval.',
  draftNeedsAttention: 'A queued review needs your attention before it can be published.',
  storageFull: 'Your device is out of storage space. Free some space, then try again; your draft is unchanged.',
} as const;
