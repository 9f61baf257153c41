-- Hot searches one client cannot write (issue 29, docs/product.md §4.12).
-- The address each counted search came from, so one address adds a word only a few times a day and only so many
-- rows a day, whatever accounts it names.
ALTER TABLE search_log ADD COLUMN address TEXT NOT NULL DEFAULT '';
CREATE INDEX search_log_by_address ON search_log (day, address, word);

-- Words operations keep out of hot searches: a searched word that holds one of them is neither counted nor shown.
-- Edited with `npx tsx scripts/search-blocklist.ts` (list | add <word> | remove <word>), also while the server runs.
CREATE TABLE search_blocked_words (
  word TEXT PRIMARY KEY,                    -- stored lower-case; matched anywhere in a word, case-insensitively
  created_at INTEGER NOT NULL
);
-- A start: the come-ons of stock-tip and invoice spam.
INSERT INTO search_blocked_words (word, created_at) VALUES ('加微信', 0), ('荐股群', 0), ('代开发票', 0);
