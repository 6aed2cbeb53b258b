import type { Logger } from 'pino';
import { MODERATION_MESSAGES, type RejectionReason, rejectionText } from '../../shared/moderation';
import type { Mailer, MailMessage } from './mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export interface ReviewDecision {
  to: string;
  firstName: string;
  reviewTitle: string;
  propertyName: string;
  propertySlug: string;
  approved: boolean;
  /** Set on a rejection: the moderator's reason (and note), told to the author. */
  rejectionReason?: RejectionReason | null;
  rejectionNote?: string | null;
}

/** The mail telling an author that a moderator approved or rejected their review. */
export function reviewDecisionMail(app: { appName: string; appUrl: string }, d: ReviewDecision): MailMessage {
  const subject = d.approved
    ? `Your ${app.appName} review is published`
    : `Your ${app.appName} review was not approved`;
  const outcome = d.approved
    ? `Your review "${d.reviewTitle}" of ${d.propertyName} was approved and is now public.`
    : `Your review "${d.reviewTitle}" of ${d.propertyName} was not approved by our moderators.`;
  const link = `${app.appUrl}/property/${d.propertySlug}`;
  const reason =
    !d.approved && d.rejectionReason
      ? `${MODERATION_MESSAGES.authorReasonHeading}: ${rejectionText(d.rejectionReason, d.rejectionNote)}`
      : undefined;
  const lines = [
    `Hi ${d.firstName},`,
    '',
    outcome,
    ...(reason ? ['', reason] : []),
    ...(d.approved ? ['', link] : []),
    '',
    `The ${app.appName} team`,
  ];
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(app.appName)}</h1>
<p>${escapeHtml(`Hi ${d.firstName},`)}</p>
<p>${escapeHtml(outcome)}</p>
${reason ? `<p>${escapeHtml(reason)}</p>` : ''}
${d.approved ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ''}
<p>The ${escapeHtml(app.appName)} team</p>
</body></html>`;
  return { to: d.to, subject, text: lines.join('\n'), html };
}

/** Sends the decision mail; a mail failure is logged, never undoes the moderation. */
export async function notifyReviewDecision(
  deps: { mailer: Mailer; logger: Logger; config: { appName: string; appUrl: string } },
  decision: ReviewDecision,
): Promise<void> {
  try {
    await deps.mailer.send(reviewDecisionMail(deps.config, decision));
  } catch (err) {
    deps.logger.error({ err, to: decision.to }, 'review decision mail failed');
  }
}
