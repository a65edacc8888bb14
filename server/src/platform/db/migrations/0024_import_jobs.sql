-- Archive imports run as jobs (issue 31 [library-io], decision 0040). A job row holds the state a
-- poll answers (counts, the title being stored, the error); its report is one row per recipe handled,
-- so that storing a recipe appends a row rather than rewriting the whole report. The archive itself
-- lives only in the memory of the process running the job, while it runs. One queued or running job per user (the
-- partial unique index); finished jobs are removed by housekeeping after 7 days.
CREATE TABLE import_jobs (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'cancelled', 'failed')),
  format text NOT NULL,
  duplicates text NOT NULL CHECK (duplicates IN ('skip', 'keep')),
  total integer NOT NULL CHECK (total > 0),
  -- The archive's recipe titles in order: the report's not_imported lines of a cancelled or
  -- interrupted job come from here (the archive itself is gone by then).
  titles text[] NOT NULL,
  done integer NOT NULL DEFAULT 0,
  current_title text,
  imported integer NOT NULL DEFAULT 0,
  skipped integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  not_imported integer NOT NULL DEFAULT 0,
  error text,
  cancel_requested boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  heartbeat_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE UNIQUE INDEX import_jobs_one_active ON import_jobs (user_id)
  WHERE status IN ('queued', 'running');
CREATE INDEX import_jobs_finished ON import_jobs (finished_at) WHERE finished_at IS NOT NULL;
CREATE INDEX import_jobs_unfinished ON import_jobs (heartbeat_at) WHERE finished_at IS NULL;

CREATE TABLE import_job_items (
  job_id uuid NOT NULL REFERENCES import_jobs (id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('imported', 'skipped_duplicate', 'failed', 'not_imported')),
  recipe_id integer,
  duplicate_of integer,
  detail text,
  PRIMARY KEY (job_id, position)
);
