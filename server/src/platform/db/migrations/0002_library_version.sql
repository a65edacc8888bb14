-- Replaced by a fresh random value whenever a user's saved-recipe list changes, so every instance can
-- cache the list safely (random rather than a counter: a recreated user never matches an old entry).
ALTER TABLE users ADD COLUMN library_version uuid NOT NULL DEFAULT gen_random_uuid();
