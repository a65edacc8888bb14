-- Every instance caches saved-recipe lists and recipe details in memory (services/recipe-cache.ts). On a
-- shared PostgreSQL each change to a recipe row is announced on this schema's channel, from inside the
-- transaction that makes it (so the announcement is delivered exactly when the change commits, and no
-- write path can forget it); every instance drops what it cached of that user and recipe. This replaces
-- the per-request check of users.library_version.
CREATE FUNCTION notify_recipe_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('recipe_changes:' || TG_TABLE_SCHEMA, OLD.user_id || ':' || OLD.id);
  RETURN NULL;
END
$$;

CREATE TRIGGER recipes_changed AFTER UPDATE OR DELETE ON recipes
  FOR EACH ROW EXECUTE FUNCTION notify_recipe_change();

-- TRUNCATE fires no row trigger: it announces that everything changed.
CREATE FUNCTION notify_recipes_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('recipe_changes:' || TG_TABLE_SCHEMA, '*');
  RETURN NULL;
END
$$;

CREATE TRIGGER recipes_truncated AFTER TRUNCATE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_recipes_truncated();

ALTER TABLE users DROP COLUMN library_version;
