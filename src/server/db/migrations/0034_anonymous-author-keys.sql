-- The anonymous reviews by author, (user_id, id) as before (migration 0012), now INCLUDE-ing every other
-- sort key of the anonymous list but the title (docs/decisions/049-review-author-grams.md): a search
-- through authors' names whose page sorts every author match by status, creation time or rating reads
-- them index-only. Anonymous 'ku' by status (30,000 anonymous reviews of 10,000 authors, none in the
-- head of the status order on the scale seed) took 280-315 ms reading each from the heap, 67-70 ms so;
-- 'kumar' 672-713 -> 78-83 ms. Replaced under the same name, so no second index is written: the
-- searches' counts, which read the authors' ids from it, now take their total from the authors' grams
-- or counts first (migrations 0031 and 0032). Custom SQL: drizzle cannot declare INCLUDE.
DROP INDEX "reviews_anon_user_idx";--> statement-breakpoint
CREATE INDEX "reviews_anon_user_idx" ON "reviews" USING btree ("user_id","id") INCLUDE ("status","created_at","overall_rating") WHERE is_anonymous;
