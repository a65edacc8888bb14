-- The cook's standing food preferences (issue #27 item 6, GET/PUT /users/me/preferences): allergens
-- (the contract's Allergen values), diets (PreferenceDiet values) and dislikes as written (trimmed,
-- at most 30 of 1-60 characters). One row per user who has set any; none = no preferences. Goes
-- with the user (ON DELETE CASCADE).
CREATE TABLE user_preferences (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  allergens text[] NOT NULL DEFAULT '{}',
  diets text[] NOT NULL DEFAULT '{}',
  dislikes text[] NOT NULL DEFAULT '{}' CHECK (cardinality(dislikes) <= 30),
  updated_at timestamptz NOT NULL DEFAULT now()
);
