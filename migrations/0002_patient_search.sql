-- Patient search by name or condition that stays fast at 100 000+ patients per clinic:
-- an FTS5 index (prefix-indexed) kept in step with `patients` by triggers. `clinic_key`
-- ('c' || clinic_id) is an indexed column so a clinic's search never scans other clinics.
CREATE VIRTUAL TABLE `patients_fts` USING fts5(
  `clinic_key`, `full_name`, `condition`,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);
--> statement-breakpoint
INSERT INTO `patients_fts` (rowid, clinic_key, full_name, condition)
  SELECT id, 'c' || clinic_id, full_name, coalesce(condition, '') FROM `patients`;
--> statement-breakpoint
CREATE TRIGGER `patients_fts_insert` AFTER INSERT ON `patients` BEGIN
  INSERT INTO `patients_fts` (rowid, clinic_key, full_name, condition)
  VALUES (new.id, 'c' || new.clinic_id, new.full_name, coalesce(new.condition, ''));
END;
--> statement-breakpoint
CREATE TRIGGER `patients_fts_update` AFTER UPDATE OF clinic_id, full_name, condition ON `patients` BEGIN
  DELETE FROM `patients_fts` WHERE rowid = old.id;
  INSERT INTO `patients_fts` (rowid, clinic_key, full_name, condition)
  VALUES (new.id, 'c' || new.clinic_id, new.full_name, coalesce(new.condition, ''));
END;
--> statement-breakpoint
CREATE TRIGGER `patients_fts_delete` AFTER DELETE ON `patients` BEGIN
  DELETE FROM `patients_fts` WHERE rowid = old.id;
END;
