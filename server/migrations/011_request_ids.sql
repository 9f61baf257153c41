-- The client's key of one attempt at sending (issue 29, docs/product.md §4.14), kept with the item it made: a
-- repeat of the same account's key is answered with that item instead of storing another.
ALTER TABLE dynamics ADD COLUMN request_id TEXT;
CREATE UNIQUE INDEX dynamics_by_request ON dynamics (account_id, request_id) WHERE request_id IS NOT NULL;
ALTER TABLE comments ADD COLUMN request_id TEXT;
CREATE UNIQUE INDEX comments_by_request ON comments (account_id, request_id) WHERE request_id IS NOT NULL;
