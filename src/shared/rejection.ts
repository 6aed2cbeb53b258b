import { z } from 'zod';
import { MODERATION_MESSAGES, REJECTION_NOTE_MAX, REJECTION_REASONS } from './moderation';

export const rejectionReasonField = z.enum(REJECTION_REASONS, {
  error: (issue) =>
    issue.input === undefined ? MODERATION_MESSAGES.reasonRequired : MODERATION_MESSAGES.reasonInvalid,
});
export const rejectionNoteField = z.string().trim().max(REJECTION_NOTE_MAX, MODERATION_MESSAGES.noteMax);

/** The reason part of a reject: required reason, note required for OTHER. Used by the dialog and the server. */
export const rejectionSchema = z
  .object({
    reason: rejectionReasonField,
    note: rejectionNoteField.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'OTHER' && !v.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: MODERATION_MESSAGES.noteRequired });
    }
  });
