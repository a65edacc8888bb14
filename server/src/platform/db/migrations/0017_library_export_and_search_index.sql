-- Large libraries and imports (issue hardening-2, finding 5).

-- The library export reads a user's saved recipes by id, a page at a time after the last id sent:
-- this index finds each page directly, however the user's recipes are spread among everyone's.
CREATE INDEX recipes_export_idx ON recipes (user_id, id) WHERE is_saved;

-- The library search's trigram index (0007) takes new entries into a pending list and merges the list
-- into the index when it outgrows gin_pending_list_limit (4 MB by default): the statement that crosses
-- it pays for the whole merge, about 230 ms of the one PGlite connection after a few large imports.
-- A list of 256 kB is merged sixteen times as often, each time in about a sixteenth of the time;
-- what a save costs on average stays the same.
ALTER INDEX recipes_search_idx SET (gin_pending_list_limit = 256);
