-- Stock search by the initials of a name's pinyin (gzmt finds 贵州茅台), and hot searches counted
-- from what people searched: one row per word, searcher and China day, so repeating a search
-- the same day does not push a word up.
ALTER TABLE stocks ADD COLUMN initials TEXT NOT NULL DEFAULT '';
CREATE INDEX stocks_by_initials ON stocks (initials);

CREATE TABLE search_log (
  word TEXT NOT NULL,
  searcher TEXT NOT NULL,                   -- account id, or the address of a visitor
  day TEXT NOT NULL,                        -- YYYY-MM-DD, China time
  PRIMARY KEY (word, searcher, day)
);
CREATE INDEX search_log_by_day ON search_log (day);
