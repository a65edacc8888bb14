-- Public share links (issue #17, item 4): one row per shared recipe. The token is 16 random bytes in
-- base64url (22 characters, 128 bits); unique, so a lookup by token is one index probe. Revoking deletes
-- the row (the old link answers 404); sharing again inserts a new token.
CREATE TABLE recipe_shares (
  recipe_id integer PRIMARY KEY REFERENCES recipes (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{22,64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
