-- Look-alike usernames written wholly in another script (issue 29): the username key becomes a
-- confusable skeleton (contract/username.ts usernameKey): the case-folded NFKC key of 0021,
-- decomposed, each Cyrillic or Greek small letter drawn like a Latin letter read as that letter
-- (LATIN_LOOKALIKES; the two strings below are that table, checked by a unit test), then NFKC.
-- So "paypal" and the all-Cyrillic "раураӏ" are one name for uniqueness and sign-in.
--
-- Two existing accounts may now share a skeleton: the older keeps it; the newer keeps its old key
-- with a space and its id appended (no typed name has a space, so it signs in by email and may
-- pick another name; nothing is renamed or lost). The unique index is rebuilt after the update.
DROP INDEX users_username_key;
ALTER TABLE users ADD COLUMN username_skeleton text;
UPDATE users SET username_skeleton = normalize(
  translate(normalize(username_key, NFD),
    'аԁеһіјӏорԛѕсуԝхαγικνορυχ',
    'adehijlopqscywxayikvopux'),
  NFKC);
UPDATE users u SET username_key = CASE
  WHEN EXISTS (
    SELECT 1 FROM users o WHERE o.username_skeleton = u.username_skeleton AND o.id < u.id
  ) THEN u.username_key || ' ' || u.id::text
  ELSE u.username_skeleton
END;
ALTER TABLE users DROP COLUMN username_skeleton;
CREATE UNIQUE INDEX users_username_key ON users (username_key);
