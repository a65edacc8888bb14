-- The user's unit system for the recipe view (issue #17 item 5, decision record 0028): metric (g, ml,
-- °C) or US customary (oz, cups, °F). Every existing user keeps metric, the app's default.
ALTER TABLE users ADD COLUMN unit_system text NOT NULL DEFAULT 'metric' CHECK (unit_system IN ('metric', 'us'));
