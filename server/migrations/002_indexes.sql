-- Indexes for the hot reads. Feeds order by (created_at DESC, id DESC) and skip deleted rows
-- (status -1, rare) as a residual filter, so each index leads with the equality filter and ends
-- with the order: SQLite then walks the index and stops after one page, with no sort step.
CREATE INDEX dynamics_feed ON dynamics (created_at DESC, id DESC);
CREATE INDEX dynamics_by_account ON dynamics (account_id, created_at DESC, id DESC);
CREATE INDEX dynamics_by_type ON dynamics (pub_type, created_at DESC, id DESC);
CREATE INDEX dynamics_by_circle ON dynamics (circle_id, created_at DESC, id DESC);
CREATE INDEX dynamics_by_news ON dynamics (is_news, created_at DESC, id DESC);
CREATE INDEX dynamic_topics_by_dynamic ON dynamic_topics (dynamic_id);
CREATE INDEX dynamic_stocks_by_dynamic ON dynamic_stocks (dynamic_id);
CREATE INDEX comments_by_dynamic ON comments (dynamic_id, parent_id, created_at DESC, id DESC);
CREATE INDEX comments_by_parent ON comments (parent_id, created_at, id);
CREATE INDEX follows_by_target ON follows (to_account_id);
CREATE INDEX likes_by_target ON likes (target_type, target_id);
CREATE INDEX circle_members_by_account ON circle_members (account_id);
CREATE INDEX lives_by_account ON lives (account_id, start_at DESC, id DESC);
CREATE INDEX lives_by_start ON lives (start_at DESC, id DESC);
CREATE INDEX messages_by_account ON messages (account_id, created_at DESC, id DESC);
CREATE INDEX collections_by_account ON collections (account_id, created_at DESC);
CREATE INDEX vote_components_by_dynamic ON vote_components (dynamic_id);
