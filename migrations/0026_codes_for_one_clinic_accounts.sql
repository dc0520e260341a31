ALTER TABLE `clinics` ADD `recovery_code_created_by` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `multi_clinic_since` integer;--> statement-breakpoint
-- A recovery code belongs to the owner who made it: the newest 'recovery_code' audit row names them.
UPDATE `clinics` SET `recovery_code_created_by` = (SELECT a.user_id FROM audit_events a WHERE a.clinic_id = clinics.id AND a.action = 'recovery_code' ORDER BY a.id DESC LIMIT 1) WHERE `recovery_code_hash` IS NOT NULL;--> statement-breakpoint
UPDATE `clinics` SET `recovery_code_hash` = NULL WHERE `recovery_code_created_by` IS NULL;--> statement-breakpoint
-- Accounts that already work in another clinic of this database (another region's memberships are found at redemption).
UPDATE `users` SET `multi_clinic_since` = (unixepoch('subsec') * 1000) WHERE EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = users.id AND m.clinic_id <> users.clinic_id AND m.removed_at IS NULL);
