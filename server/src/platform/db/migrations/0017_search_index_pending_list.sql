-- The library search's trigram index (0007) takes new entries into a pending list and merges the list
-- into the index when it outgrows gin_pending_list_limit (4 MB by default): the statement that crosses
-- it pays for the whole merge, about 230 ms of the one PGlite connection after a few large imports
-- (issue hardening-2, finding 5). A list of 256 kB is merged sixteen times as often, each time in a
-- sixteenth of the time; what a save costs on average stays the same.
ALTER INDEX recipes_search_idx SET (gin_pending_list_limit = 256);
