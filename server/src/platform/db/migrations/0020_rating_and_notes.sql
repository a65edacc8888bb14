-- A cook's 1-5 rating and personal note per recipe (issue 29, "After cooking"; PATCH /recipe/{id}/rating-notes).
ALTER TABLE recipes ADD COLUMN rating smallint CHECK (rating BETWEEN 1 AND 5);
ALTER TABLE recipes ADD COLUMN note text CHECK (note <> '' AND length(note) <= 2000);

-- The library search (0007) finds words of the note too. A generated column's expression cannot
-- be changed in place on every PostgreSQL the project runs on, so the column and its trigram index
-- are made again with the note (then the index's pending-list size of 0017).
DROP INDEX recipes_search_idx;
ALTER TABLE recipes DROP COLUMN search_text;
ALTER TABLE recipes ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(title || ' ' || description || ' ' || coalesce(note, '') || ' ' || jsonb_path_query_array(ingredients, '$[*].name')::text)
) STORED;
CREATE INDEX recipes_search_idx ON recipes USING gin (search_text public.gin_trgm_ops) WHERE is_saved;
ALTER INDEX recipes_search_idx SET (gin_pending_list_limit = 256);

-- The rating sort: rated first, highest first, then as the newest sort (created_at, id descending);
-- the unrated sort under the lowest key, 0.
CREATE INDEX recipes_list_rating_idx ON recipes (user_id, (coalesce(rating, 0)) DESC, created_at DESC, id DESC) WHERE is_saved;
