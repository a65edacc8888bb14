-- Recipes written or edited by hand (issue #17, item 2): the ingredient names the catalogue did not
-- know when nutrition was last computed, shown as "Not counted" under the nutrition label.
ALTER TABLE recipes ADD COLUMN nutrition_not_counted text[] NOT NULL DEFAULT '{}';

-- A recipe's image may now be an upload (`recipe/{user}/…`): the orphan sweep and the replaced-file
-- check look recipes up by image.
CREATE INDEX recipes_image_url_idx ON recipes (image_url) WHERE image_url IS NOT NULL;
