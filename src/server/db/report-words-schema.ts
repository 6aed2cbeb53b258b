import { index, primaryKey, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Each report under each word of its copy of the review's title, with the report's sort keys
 * (migration 0047, docs/decisions/059-report-title-words.md), as admin_review_words is for the
 * reviews (read-schema.ts). A reports search sorted by reason, status or creation time reads the
 * matching words' rows in that order from one key per sort, where past 1,000 matching titles it sorted
 * every title match ('deposit' in 7,592 distinct titles of 10,000 reports: 20-25 ms a page). A row
 * trigger on review_reports keeps it in the same transaction; `rebuild_admin_search_values()` rebuilds it.
 */
export const adminReportWords = pgTable(
  'admin_report_words',
  {
    word: text('word').notNull(),
    reportId: uuid('report_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.createdAt, t.reportId] }),
    index('admin_report_words_reason_idx').on(t.word, t.reason, t.reportId),
    index('admin_report_words_status_idx').on(t.word, t.status, t.reportId),
    // A report's rows, for its edits and deletion.
    index('admin_report_words_report_idx').on(t.reportId),
  ],
);
