-- The seeded assumptions promised that quality assurance and project management are included in
-- every estimate; each estimate now says where they are (or that it has none) in a line of its own
-- (docs/decisions/010-estimate-breakdown.md). Remove exactly those two seeded sentences; any text
-- staff wrote themselves stays.
UPDATE "estimator_settings"
SET "default_assumptions" = array_remove(
  array_remove("default_assumptions", 'Quality assurance and testing are included in the estimate.'),
  'Project management and regular progress updates are included in the estimate.'
);
