-- The meal plan's private calendar feed (issue 30 item 1): at most one token per user, 128 random
-- bits in base64url, read by calendar apps without a session at /api/calendar-feed/{token}.ics.
-- Revoking deletes the row; turning it on again makes a new token, so an old address stays dead.
CREATE TABLE calendar_feeds (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
