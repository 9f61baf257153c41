-- The address of each counted read, so one address adds only a few reads to an article a day whatever
-- accounts it names (issue 29, docs/product.md §4.6). Older rows have no address and count for none.
ALTER TABLE article_reads ADD COLUMN address TEXT NOT NULL DEFAULT '';
CREATE INDEX article_reads_by_address ON article_reads (dynamic_id, address, read_at);
