import { reviews } from '../db/schema';

/** The stay and the detailed ratings of a review: read alike by the public, author and admin selects. */
export const REVIEW_DETAIL_COLUMNS = {
  stayStartDate: reviews.stayStartDate,
  stayEndDate: reviews.stayEndDate,
  stayedWith: reviews.stayedWith,
  responsivenessRating: reviews.responsivenessRating,
  depositFairnessRating: reviews.depositFairnessRating,
  agentHonestyRating: reviews.agentHonestyRating,
  agentHelpfulnessRating: reviews.agentHelpfulnessRating,
  agentProfessionalismRating: reviews.agentProfessionalismRating,
  conditionOnMoveInRating: reviews.conditionOnMoveInRating,
  cleanlinessRating: reviews.cleanlinessRating,
  privacyRating: reviews.privacyRating,
  noiseLevel: reviews.noiseLevel,
  pestIssue: reviews.pestIssue,
  repairsDone: reviews.repairsDone,
};
