-- Search by pincode with a type (decision 028): the typed page and its capped total as one range of
-- the type's active properties in pincode order, where properties_active_pincode_idx filtered the
-- type row by row and the total took a bitmap of the type's 120,000-480,000 rows (31-62 ms at 1M).
CREATE INDEX "properties_active_type_pincode_idx" ON "properties" ("property_type", "pincode" text_pattern_ops, "id") WHERE is_active;
