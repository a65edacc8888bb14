-- Usernames in any script (issue 29, "Account"): uniqueness and sign-in compare a key the server
-- computes (contract/username.ts usernameKey: NFKC, case folded), not lower(username): lower()
-- follows the database's locale (C on PGlite and many PostgreSQL installs folds only A-Z), so
-- "Jürgen" and "JÜRGEN" would not collide there. Existing names are ASCII (the old pattern
-- ^[A-Za-z0-9_.-]+$ and Google names made of \w . -), whose key is lower(username) in any locale.
ALTER TABLE users ADD COLUMN username_key text;
UPDATE users SET username_key = lower(username);
ALTER TABLE users ALTER COLUMN username_key SET NOT NULL;
DROP INDEX users_username_key;
CREATE UNIQUE INDEX users_username_key ON users (username_key);
