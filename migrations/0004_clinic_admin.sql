CREATE TABLE `password_resets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`created_by` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_resets_code_unique` ON `password_resets` (`code_hash`);--> statement-breakpoint
CREATE INDEX `password_resets_user_idx` ON `password_resets` (`user_id`);--> statement-breakpoint
ALTER TABLE `audit_events` ADD `hash` text;--> statement-breakpoint
CREATE INDEX `audit_events_unsealed_idx` ON `audit_events` (`clinic_id`,`id`) WHERE hash IS NULL;--> statement-breakpoint
ALTER TABLE `clinics` ADD `address` text;--> statement-breakpoint
ALTER TABLE `clinics` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `clinics` ADD `email` text;--> statement-breakpoint
ALTER TABLE `users` ADD `removed_at` integer;--> statement-breakpoint
CREATE INDEX `messages_clinic_idx` ON `messages` (`clinic_id`,`id`);--> statement-breakpoint
-- The audit log is append-only in the database too: no row is ever deleted, and the only change
-- allowed is sealing an unsealed row (setting its hash once). Tampering that bypasses these
-- triggers is caught by the hash chain (GET /api/audit-events/verify).
CREATE TRIGGER `audit_events_no_delete` BEFORE DELETE ON `audit_events`
BEGIN SELECT RAISE(ABORT, 'audit_events is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `audit_events_seal_only` BEFORE UPDATE ON `audit_events`
WHEN OLD.hash IS NOT NULL OR NEW.hash IS NULL
  OR NEW.id IS NOT OLD.id OR NEW.clinic_id IS NOT OLD.clinic_id OR NEW.user_id IS NOT OLD.user_id
  OR NEW.patient_id IS NOT OLD.patient_id OR NEW.action IS NOT OLD.action OR NEW.entity IS NOT OLD.entity
  OR NEW.entity_id IS NOT OLD.entity_id OR NEW.at IS NOT OLD.at
BEGIN SELECT RAISE(ABORT, 'audit_events is append-only'); END;
