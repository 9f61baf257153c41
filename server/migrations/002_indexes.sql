-- Indexes for the hot reads: every feed orders by (created_at DESC, id DESC) behind an equality
-- filter, so each index leads with the filter and ends with the order, letting SQLite walk it
-- without a sort step.
CREATE INDEX dynamics_feed ON dynamics (status, created_at DESC, id DESC);
CREATE INDEX dynamics_by_account ON dynamics (account_id, status, created_at DESC, id DESC);
CREATE INDEX dynamics_by_type ON dynamics (pub_type, status, created_at DESC, id DESC);
CREATE INDEX dynamics_by_topic ON dynamics (topic_id, status, created_at DESC, id DESC);
CREATE INDEX dynamics_by_circle ON dynamics (circle_id, status, created_at DESC, id DESC);
CREATE INDEX dynamics_by_stock ON dynamics (stock_code, status, created_at DESC, id DESC);
CREATE INDEX comments_by_dynamic ON comments (dynamic_id, status, created_at DESC, id DESC);
CREATE INDEX comments_by_parent ON comments (parent_id, created_at);
CREATE INDEX follows_by_target ON follows (to_account_id);
CREATE INDEX likes_by_target ON likes (target_type, target_id);
CREATE INDEX circle_members_by_account ON circle_members (account_id);
CREATE INDEX lives_by_account ON lives (account_id, start_at DESC);
CREATE INDEX lives_by_start ON lives (start_at DESC, id DESC);
CREATE INDEX messages_by_account ON messages (account_id, created_at DESC, id DESC);
CREATE INDEX collections_by_account ON collections (account_id, created_at DESC);
