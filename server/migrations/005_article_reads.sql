-- Who read which article when, so a reader adds one read per article per period (issue 18).
-- viewer is 'account:<id>' for a signed-in reader, else 'address:<ip>'.
CREATE TABLE article_reads (
  dynamic_id INTEGER NOT NULL REFERENCES dynamics (id) ON DELETE CASCADE,
  viewer TEXT NOT NULL,
  read_at INTEGER NOT NULL,
  PRIMARY KEY (dynamic_id, viewer)
) WITHOUT ROWID;
