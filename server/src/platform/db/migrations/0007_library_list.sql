-- The paged library list (GET /recipe/list, decision record 0015): search over title, description
-- and ingredient names, and one index per sort so a page is an index range scan per user.

-- Lower-cased search text kept by the database itself; ILIKE on it needs no jsonb unpacking per row.
ALTER TABLE recipes ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(title || ' ' || description || ' ' || jsonb_path_query_array(ingredients, '$[*].name')::text)
) STORED;

-- Substring search without reading every row: a trigram index (pg_trgm, bundled with PGlite and
-- PostgreSQL's contrib) serves LIKE '%text%' for search texts of three characters or more. The
-- extension lives in `public` (one per database) and is named with its schema, so a database whose
-- tables sit in another schema (the tests' one schema per file) finds it too.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE INDEX recipes_search_idx ON recipes USING gin (search_text public.gin_trgm_ops) WHERE is_saved;

-- When each recipe was last cooked (the last_cooked sort); kept by the cooked log's triggers.
ALTER TABLE recipes ADD COLUMN last_cooked_at timestamptz;
UPDATE recipes r SET last_cooked_at = (SELECT max(cooked_at) FROM cooked_log l WHERE l.recipe_id = r.id);

CREATE FUNCTION recipes_touch_last_cooked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recipes SET last_cooked_at = (SELECT max(cooked_at) FROM cooked_log WHERE recipe_id = NEW.recipe_id)
  WHERE id = NEW.recipe_id;
  RETURN NULL;
END $$;
CREATE TRIGGER cooked_log_last_cooked AFTER INSERT ON cooked_log
  FOR EACH ROW EXECUTE FUNCTION recipes_touch_last_cooked();

-- The keys the sorts order by, with id as the tie-breaker (the cursor is the last row's key and id).
CREATE INDEX recipes_list_title_idx ON recipes (user_id, lower(title), id) WHERE is_saved;
CREATE INDEX recipes_list_time_idx ON recipes (user_id, (coalesce(total_time_minutes, 2147483647)), id) WHERE is_saved;
CREATE INDEX recipes_list_cooked_idx ON recipes (user_id, (coalesce(last_cooked_at, '-infinity'::timestamptz)) DESC, id DESC) WHERE is_saved;
