-- What a session's last generation could not place (issue #18): the prompt's words and the ingredient
-- entries it ignored, as answered by POST /preparing/generate, so a restored wizard says it again.
ALTER TABLE preparing_sessions
  ADD COLUMN ignored_words jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN ignored_ingredients jsonb NOT NULL DEFAULT '[]';
