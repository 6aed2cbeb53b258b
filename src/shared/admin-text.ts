/**
 * Texts of the admin back office (admin-back-office.md sections 8 and 9) without schema code, so the
 * admin screens and the server share one copy of every message.
 */
export const ADMIN_MESSAGES = {
  // Lists
  sortByInvalid: 'Unknown sort column.',
  sortOrderInvalid: "Sort order must be 'asc' or 'desc'.",
  actionFilterInvalid: 'Unknown moderation action.',
  listFetched: 'Fetched successfully.',
  noData: 'No data available.',
  countsFetchFailed: 'Failed to fetch the moderation counts.',
  // Users
  usersFetchFailed: 'Failed to fetch users.',
  userFetchFailed: 'Failed to fetch user.',
  userUpdateFailed: 'Failed to update user.',
  userDeactivateFailed: 'Failed to deactivate user.',
  userStatusFailed: 'Failed to update user status.',
  userUpdated: 'User updated successfully!',
  userDeactivated: 'User deactivated successfully!',
  userStatusUpdated: 'User status updated successfully!',
  userNotFound: 'User not found.',
  invalidUserId: 'Invalid user id.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  cannotDeactivateLastAdmin: 'The last active admin cannot be deactivated.',
  // Reviews
  reviewsFetchFailed: 'Failed to fetch reviews.',
  reviewStatusFailed: 'Failed to update review status.',
  reviewProcessFailed: 'Failed to process review.',
  reviewDeleted: 'Review deleted successfully.',
  reviewDeleteFailed: 'Failed to delete review.',
  reviewAlreadyInStatus: 'The review already has this status.',
  reviewNotAnonymous: 'This review is not anonymous.',
  reviewProcessed: 'Review processed successfully.',
  noComment: 'No comment provided.',
  // Reports
  reportsFetchFailed: 'Failed to fetch reported reviews.',
  reportResolveFailed: 'Failed to resolve the report.',
  reportResolved: 'Report resolved successfully!',
  reportNotFound: 'Report not found.',
  reportAlreadyResolved: 'This report has already been resolved.',
  invalidReportId: 'Invalid report id.',
  // Properties
  propertyUpdated: 'Property updated successfully!',
  propertyDeleted: 'Property deleted successfully!',
  propertyUpdateFailed: 'Failed to update property.',
  propertyDeleteFailed: 'Failed to delete property.',
  propertyLoadFailed: 'Property not found or failed to load.',
  propertyDetailsFailed: 'Could not load property details.',
  noPropertySpecified: 'No property specified.',
  propertyUnknown: 'Could not identify the property to update.',
  deleteImageIdsInvalid: 'deleteImageIds must be a JSON list of image ids of this property.',
} as const;

/** 'Review status updated to APPROVED.' */
export const reviewStatusUpdated = (status: string) => `Review status updated to ${status}.`;
