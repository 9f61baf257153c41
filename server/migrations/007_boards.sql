-- The market boards (issue 13): an ETF's theme and whether it is eligible for margin trading, and the
-- editorial category an article is filed under (lrArticle lists category 'margin').
ALTER TABLE funds ADD COLUMN theme TEXT;                            -- ETF theme id (etf_themes); NULL for other funds
ALTER TABLE funds ADD COLUMN margin_eligible INTEGER NOT NULL DEFAULT 0;

CREATE TABLE etf_themes (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

ALTER TABLE dynamics ADD COLUMN category TEXT;                      -- NULL: none; 'margin': margin trading
CREATE INDEX dynamics_by_category ON dynamics (category, created_at DESC, id DESC) WHERE category IS NOT NULL;
