-- What the options step says when a generation could not answer the request as asked (issue 27: the
-- recipe book has no such dish, a constraint no dish meets), stored with the session like the ignored
-- words, so a restored wizard says it again. NULL: nothing to say.
ALTER TABLE preparing_sessions
  ADD COLUMN notice text;
