-- Community schema. Times are epoch milliseconds (INTEGER); ids of accounts are strings because
-- the broker's account ids are opaque strings, everything else is an integer rowid.

CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  user_code TEXT NOT NULL UNIQUE,
  token TEXT NOT NULL UNIQUE,
  cid TEXT NOT NULL,
  kind INTEGER NOT NULL DEFAULT 0,          -- 0 ordinary, 1 big-V, 2 organisation
  nickname TEXT NOT NULL,
  avatar TEXT NOT NULL,
  bio TEXT NOT NULL DEFAULT '',
  phone_masked TEXT NOT NULL DEFAULT '',
  logout_status TEXT NOT NULL DEFAULT 'normal', -- normal | pending | done (account cancellation)
  logout_applied_at INTEGER,
  risk_level TEXT,
  created_at INTEGER NOT NULL
);

CREATE TABLE outer_bindings (
  account_id TEXT NOT NULL REFERENCES accounts(id),
  outer_type TEXT NOT NULL,                 -- e.g. wx
  outer_id TEXT NOT NULL,
  nickname TEXT NOT NULL,
  avatar TEXT NOT NULL DEFAULT '',
  bound_at INTEGER NOT NULL,
  PRIMARY KEY (outer_type, outer_id)
);

CREATE TABLE topics (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  intro TEXT NOT NULL DEFAULT '',
  cover TEXT NOT NULL DEFAULT '',
  is_activity INTEGER NOT NULL DEFAULT 0,
  show_position TEXT,                       -- where a client places it ('home', 'community', 'etf'); NULL: nowhere
  is_hot INTEGER NOT NULL DEFAULT 0,
  vote_title TEXT,                          -- NULL when the topic has no vote
  start_at INTEGER,
  end_at INTEGER,
  created_at INTEGER NOT NULL
);

CREATE TABLE topic_vote_options (
  id INTEGER PRIMARY KEY,
  topic_id INTEGER NOT NULL REFERENCES topics(id),
  label TEXT NOT NULL,
  votes INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE topic_votes (
  account_id TEXT NOT NULL REFERENCES accounts(id),
  topic_id INTEGER NOT NULL REFERENCES topics(id),
  option_id INTEGER NOT NULL REFERENCES topic_vote_options(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, topic_id)
);

CREATE TABLE topic_recommends (
  account_id TEXT NOT NULL REFERENCES accounts(id),
  topic_id INTEGER NOT NULL REFERENCES topics(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, topic_id)
);

CREATE TABLE circles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  intro TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  owner_id TEXT REFERENCES accounts(id),
  is_prime INTEGER NOT NULL DEFAULT 0,
  is_activity INTEGER NOT NULL DEFAULT 0,
  hot INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE TABLE circle_members (
  circle_id INTEGER NOT NULL REFERENCES circles(id),
  account_id TEXT NOT NULL REFERENCES accounts(id),
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (circle_id, account_id)
);

CREATE TABLE stocks (
  code TEXT PRIMARY KEY,                    -- market prefix + number, e.g. SH600519
  market TEXT NOT NULL,
  name TEXT NOT NULL,
  price_milli INTEGER NOT NULL,             -- price in thousandths of a currency unit
  pre_close_milli INTEGER NOT NULL,
  up_rose INTEGER NOT NULL,                 -- hundredths of a percent
  volume INTEGER NOT NULL DEFAULT 0,
  hot INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE dynamics (
  id INTEGER PRIMARY KEY,
  pub_type INTEGER NOT NULL,                -- 1 outside link, 2 article, 3 live, 4 share, 5 post, 6 short video, 7 stock comment, 8 news
  source TEXT NOT NULL,                     -- article | post | stock | news
  account_id TEXT NOT NULL REFERENCES accounts(id),
  title TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  cover TEXT NOT NULL DEFAULT '',
  images TEXT NOT NULL DEFAULT '[]',        -- JSON array of image URLs
  stocks TEXT NOT NULL DEFAULT '[]',        -- JSON [{code,name}] for display; dynamic_stocks is the index
  topics TEXT NOT NULL DEFAULT '[]',        -- JSON [{topicId,title}] for display; dynamic_topics is the index
  is_html INTEGER NOT NULL DEFAULT 0,       -- body is editorial HTML (articles) rather than plain user text
  org_art_id TEXT,
  share_url TEXT,
  link_url TEXT,
  h5_url TEXT,
  native_url TEXT,
  out_link_ios TEXT,
  out_link_android TEXT,
  supplier INTEGER,
  webinar_id TEXT,
  subject TEXT,
  open_type INTEGER,
  is_robot_write INTEGER NOT NULL DEFAULT 0,
  is_news INTEGER NOT NULL DEFAULT 0,
  for_id INTEGER,
  circle_id INTEGER REFERENCES circles(id),
  status INTEGER NOT NULL DEFAULT 1,        -- 1 visible, 0 taken down, -1 deleted by its author
  is_top INTEGER NOT NULL DEFAULT 0,
  praise_count INTEGER NOT NULL DEFAULT 0,
  comment_count INTEGER NOT NULL DEFAULT 0,
  view_count INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE TABLE dynamic_stocks (
  code TEXT NOT NULL REFERENCES stocks(code),
  dynamic_id INTEGER NOT NULL REFERENCES dynamics(id),
  PRIMARY KEY (code, dynamic_id)
);

CREATE TABLE dynamic_topics (
  topic_id INTEGER NOT NULL REFERENCES topics(id),
  dynamic_id INTEGER NOT NULL REFERENCES dynamics(id),
  PRIMARY KEY (topic_id, dynamic_id)
);

CREATE TABLE short_videos (
  dynamic_id INTEGER PRIMARY KEY REFERENCES dynamics(id),
  video_url TEXT NOT NULL,
  duration_s INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL
);

CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  dynamic_id INTEGER NOT NULL REFERENCES dynamics(id),
  account_id TEXT NOT NULL REFERENCES accounts(id),
  parent_id INTEGER REFERENCES comments(id), -- NULL for a top-level comment, else the comment replied to
  reply_to_account_id TEXT REFERENCES accounts(id),
  content TEXT NOT NULL,
  praise_count INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL
);

CREATE TABLE likes (
  account_id TEXT NOT NULL REFERENCES accounts(id),
  target_type TEXT NOT NULL,                -- dynamic | comment
  target_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, target_type, target_id)
);

CREATE TABLE follows (
  account_id TEXT NOT NULL REFERENCES accounts(id),
  to_account_id TEXT NOT NULL REFERENCES accounts(id),
  created_at INTEGER NOT NULL,
  last_click_at INTEGER,
  PRIMARY KEY (account_id, to_account_id)
);

CREATE TABLE lives (
  id INTEGER PRIMARY KEY,
  webinar_id TEXT NOT NULL UNIQUE,
  dynamic_id INTEGER REFERENCES dynamics(id),
  account_id TEXT NOT NULL REFERENCES accounts(id),
  title TEXT NOT NULL,
  cover TEXT NOT NULL,
  supplier INTEGER NOT NULL,                -- 3 opens in the app's live room, 5 opens an ads-style link
  open_type INTEGER NOT NULL,
  status INTEGER NOT NULL,                  -- 0 upcoming, 1 live now, 2 finished (replay)
  start_at INTEGER NOT NULL,
  end_at INTEGER,
  viewers INTEGER NOT NULL DEFAULT 0,
  link_url TEXT NOT NULL DEFAULT ''
);

CREATE TABLE live_appointments (
  account_id TEXT NOT NULL REFERENCES accounts(id),
  live_id INTEGER NOT NULL REFERENCES lives(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, live_id)
);

CREATE TABLE funds (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,                       -- fund | etf
  is_new_etf INTEGER NOT NULL DEFAULT 0,
  nav_milli INTEGER NOT NULL,
  ranges TEXT NOT NULL                      -- JSON: returns over 1w/1m/3m/6m/1y in hundredths of a percent
);

CREATE TABLE fund_trends (
  code TEXT NOT NULL REFERENCES funds(code),
  day TEXT NOT NULL,
  nav_milli INTEGER NOT NULL,
  PRIMARY KEY (code, day)
);

CREATE TABLE collections (
  account_id TEXT NOT NULL REFERENCES accounts(id),
  dynamic_id INTEGER NOT NULL REFERENCES dynamics(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, dynamic_id)
);

CREATE TABLE vote_components (
  id INTEGER PRIMARY KEY,
  dynamic_id INTEGER NOT NULL REFERENCES dynamics(id),
  title TEXT NOT NULL,
  multiple INTEGER NOT NULL DEFAULT 0,
  end_at INTEGER NOT NULL
);

CREATE TABLE vote_options (
  id INTEGER PRIMARY KEY,
  vote_id INTEGER NOT NULL REFERENCES vote_components(id),
  label TEXT NOT NULL,
  votes INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE vote_records (
  account_id TEXT NOT NULL REFERENCES accounts(id),
  vote_id INTEGER NOT NULL REFERENCES vote_components(id),
  option_id INTEGER NOT NULL REFERENCES vote_options(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, vote_id, option_id)
);

CREATE TABLE trading_days (
  day TEXT PRIMARY KEY,                     -- YYYY-MM-DD
  is_trading INTEGER NOT NULL
);

CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id),
  from_account_id TEXT REFERENCES accounts(id),
  kind TEXT NOT NULL,                       -- praise | comment | reply | follow | system
  content TEXT NOT NULL,
  dynamic_id INTEGER REFERENCES dynamics(id),
  comment_id INTEGER REFERENCES comments(id),
  is_read INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE TABLE guess_rounds (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL UNIQUE,
  options TEXT NOT NULL,                    -- JSON [{code,name,upRose}]; upRose is read only once settled
  answer TEXT,                              -- winning plate code; NULL until settled
  closes_at INTEGER NOT NULL
);

CREATE TABLE guesses (
  account_id TEXT NOT NULL REFERENCES accounts(id),
  round_id INTEGER NOT NULL REFERENCES guess_rounds(id),
  plate TEXT NOT NULL,                      -- plate code
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, round_id)
);

CREATE TABLE show_roles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  badge TEXT NOT NULL,
  benefit TEXT NOT NULL,
  threshold INTEGER NOT NULL
);

CREATE TABLE account_roles (
  account_id TEXT NOT NULL REFERENCES accounts(id),
  role_id INTEGER NOT NULL REFERENCES show_roles(id),
  shown INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, role_id)
);

CREATE TABLE benefit_claims (
  account_id TEXT NOT NULL REFERENCES accounts(id),
  role_id INTEGER NOT NULL REFERENCES show_roles(id),
  claimed_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, role_id)
);

CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  circle_id INTEGER REFERENCES circles(id),  -- NULL: a community-wide activity
  title TEXT NOT NULL,
  cover TEXT NOT NULL,
  url TEXT NOT NULL,
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL
);

CREATE TABLE porcelain (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  icon TEXT NOT NULL,
  url TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE page_info (
  page_id TEXT PRIMARY KEY,
  content TEXT NOT NULL                     -- JSON
);

CREATE TABLE app_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version TEXT NOT NULL,
  version_code INTEGER NOT NULL,
  min_version TEXT,
  force_update INTEGER NOT NULL DEFAULT 0,
  update_url TEXT
);

CREATE TABLE config_values (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE interface_switches (
  key TEXT PRIMARY KEY,
  enabled INTEGER NOT NULL
);

CREATE TABLE active_users (
  account_id TEXT NOT NULL,
  day TEXT NOT NULL,
  PRIMARY KEY (account_id, day)
);
