-- The chart keeps every existing record (issue 18). Patients had a whole-number age: their birth
-- date is estimated as today (UTC) minus that many years, flagged estimated; 29 February becomes
-- 28 February in a common year (core/chart/age.ts estimatedBirthDate does the same).
UPDATE `patients` SET
  `birth_date` = CASE
    WHEN date(printf('%04d', CAST(strftime('%Y', 'now') AS INTEGER) - `age`) || strftime('-%m-%d', 'now'))
      = printf('%04d', CAST(strftime('%Y', 'now') AS INTEGER) - `age`) || strftime('-%m-%d', 'now')
    THEN printf('%04d', CAST(strftime('%Y', 'now') AS INTEGER) - `age`) || strftime('-%m-%d', 'now')
    ELSE printf('%04d', CAST(strftime('%Y', 'now') AS INTEGER) - `age`) || '-02-28'
  END,
  `birth_date_estimated` = 1,
  `sex` = CASE `gender` WHEN 'Male' THEN 'male' WHEN 'Female' THEN 'female' ELSE 'other' END;
--> statement-breakpoint
-- Record numbers: a clinic-local sequence in the order patients were created, 'MA-000001' on.
UPDATE `patients` SET `mrn` = 'MA-' || printf('%06d', r.`rn`)
  FROM (SELECT `id`, row_number() OVER (PARTITION BY `clinic_id` ORDER BY `id`) AS `rn` FROM `patients`) AS r
  WHERE r.`id` = `patients`.`id` AND `patients`.`mrn` IS NULL;
--> statement-breakpoint
UPDATE `clinics` SET `mrn_seq` = (SELECT count(*) FROM `patients` WHERE `patients`.`clinic_id` = `clinics`.`id`);
--> statement-breakpoint
-- A patient inserted without a record number (seed scripts, bulk loads) gets the clinic's next one;
-- the API writes the same expression itself so its INSERT … RETURNING already carries it.
CREATE TRIGGER `patients_mrn` AFTER INSERT ON `patients` WHEN new.`mrn` IS NULL BEGIN
  UPDATE `clinics` SET `mrn_seq` = `mrn_seq` + 1 WHERE `id` = new.`clinic_id`;
  UPDATE `patients` SET `mrn` = 'MA-' || printf('%06d', (SELECT `mrn_seq` FROM `clinics` WHERE `id` = new.`clinic_id`)) WHERE `id` = new.`id`;
END;
--> statement-breakpoint
-- The single free-text condition becomes the patient's first problem (active, text only), recorded
-- by whoever created the patient, when they did.
INSERT INTO `problems` (`clinic_id`, `patient_id`, `codings`, `text`, `clinical_status`, `recorded_at`, `recorded_by`, `created_at`, `updated_at`)
  SELECT `clinic_id`, `id`, '[]', trim(`condition`), 'active', strftime('%Y-%m-%dT%H:%M:%fZ', `created_at` / 1000.0, 'unixepoch'), `created_by`, `created_at`, `updated_at`
  FROM `patients` WHERE `condition` IS NOT NULL AND trim(`condition`) != '' ORDER BY `id`;
