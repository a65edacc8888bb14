-- Each recipe keeps the allergens the engine derived from its ingredients (shown with a "check labels"
-- note). A text array, not jsonb, so the list queries can carry it cheaply.
ALTER TABLE recipes ADD COLUMN allergens text[] NOT NULL DEFAULT '{}';

-- "Generate New Recipes" history lives on the session row (it used to be an in-memory Map): how many
-- times the session has generated and the titles it has shown (newest last, capped by the service),
-- so regenerating gives new options even after a restart or on another instance.
ALTER TABLE preparing_sessions
  ADD COLUMN generation integer NOT NULL DEFAULT 0 CHECK (generation >= 0),
  ADD COLUMN shown_titles jsonb NOT NULL DEFAULT '[]';
