/**
 * Verified tenancy (issue 21): a renter may attach proof of tenancy to a review; only admins see it,
 * and it is deleted once an admin decides or after TENANCY_PROOF_LIMITS.keepDays. One source of the
 * limits, the accepted types (by magic bytes) and every text, for the form, the server and the admin
 * dialog. No zod here: client chunks that only need a text stay small.
 */

/** Where a review stands: NONE (no proof sent), PENDING (proof waiting), VERIFIED, DECLINED. */
export const VERIFICATION_STATUSES = ['NONE', 'PENDING', 'VERIFIED', 'DECLINED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** An admin's decision on a proof (the body of POST /admin/reviews/{id}/verify). */
export const VERIFICATION_DECISIONS = ['verified', 'declined'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

export const TENANCY_PROOF_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type TenancyProofType = (typeof TENANCY_PROOF_TYPES)[number];

export const TENANCY_PROOF_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Undecided proofs are deleted after this many days. */
  keepDays: 30,
  /** The file picker's hint; the bytes decide, not the name. */
  accept: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
} as const;

/** The multipart part that carries the proof on publish and edit. */
export const TENANCY_PROOF_FIELD = 'tenancyProof';

const EXTENSIONS: Record<TenancyProofType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
export const tenancyProofExtension = (type: TenancyProofType) => EXTENSIONS[type];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/**
 * The proof's type from its first bytes (never its name or declared type): `%PDF-`, a JPEG SOI
 * marker, or the PNG signature. Anything else is null. 8 bytes are enough.
 */
export function sniffTenancyProofType(head: Uint8Array): TenancyProofType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

export const TENANCY_PROOF_MESSAGES = {
  label: 'Proof of tenancy (optional)',
  help: 'A tenancy agreement, stamp-duty certificate or utility bill (PDF, JPEG or PNG, up to 10 MB). Only moderators see it, and it is deleted as soon as they have checked it. Your review shows a "Verified tenant" badge once it is confirmed; anonymous reviews stay anonymous.',
  choose: 'Choose a file',
  remove: 'Remove proof',
  tooLarge: 'The proof of tenancy must be 10 MB or less.',
  type: 'The proof of tenancy must be a PDF, JPEG or PNG file.',
  empty: 'This file is empty (0 bytes). Please choose it again.',
  onlyOne: 'Attach one proof of tenancy file.',
  notFound: 'No proof of tenancy is stored for this review.',
  noneWaiting: 'This review has no proof of tenancy waiting for a decision.',
  decisionInvalid: "Decision must be 'verified' or 'declined'.",
  verifiedDone: 'Marked as verified tenant. The proof has been deleted.',
  declinedDone: 'Verification declined. The proof has been deleted.',
  decisionFailed: 'Could not record the decision. Please try again.',
  openFailed: 'Could not open the proof of tenancy.',
  open: 'Open proof of tenancy',
  markVerified: 'Mark verified tenant',
  decline: 'Decline verification',
  sectionTitle: 'Tenancy verification',
  proofToCheck: 'Proof to check',
  badge: 'Verified tenant',
} as const;

/** How the author (/my-review) and the admin dialog name each status. */
export const VERIFICATION_LABELS: Record<VerificationStatus, string> = {
  NONE: 'No proof of tenancy sent',
  PENDING: 'Proof of tenancy waiting for a moderator',
  VERIFIED: 'Verified tenant',
  DECLINED: 'Tenancy verification declined',
};

/** The property summary's line: '2 verified tenants' ('' when none, so nothing is shown). */
export function verifiedReviewsText(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? '1 review by a verified tenant' : `${count} reviews by verified tenants`;
}

/** Client-side check of a chosen file, with the server's messages (the server checks again). */
export async function tenancyProofProblem(file: Blob): Promise<string | null> {
  if (file.size === 0) return TENANCY_PROOF_MESSAGES.empty;
  if (file.size > TENANCY_PROOF_LIMITS.maxBytes) return TENANCY_PROOF_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffTenancyProofType(head) ? null : TENANCY_PROOF_MESSAGES.type;
}
