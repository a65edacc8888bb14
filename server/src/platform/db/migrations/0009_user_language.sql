-- The user's interface language (issue #18): NULL = not chosen, the spec's default texts; 'en' or 'de'
-- make every UI text consistent in that language. AI generation reads it from here (server-side).
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'de'));
