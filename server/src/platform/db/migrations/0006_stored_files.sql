-- Uploaded files per user (avatars and photos for analysis): the per-user storage quota sums their
-- sizes, and the worker's sweep removes those never attached (decision record 0019).
CREATE TABLE stored_files (
  key text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  size integer NOT NULL CHECK (size >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX stored_files_user_idx ON stored_files (user_id);
CREATE INDEX stored_files_created_idx ON stored_files (created_at);
