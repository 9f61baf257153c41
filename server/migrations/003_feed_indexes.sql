-- Found by the load test (scripts/bench-server.ts): every feed row joined lives through an
-- automatic index SQLite rebuilt per query, and page totals scanned the whole table for status.
CREATE INDEX lives_by_dynamic ON lives (dynamic_id);
CREATE INDEX dynamics_by_status ON dynamics (status);
