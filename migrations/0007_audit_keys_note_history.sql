CREATE TABLE `audit_legacy` (
	`id` integer PRIMARY KEY NOT NULL,
	`last_id` integer NOT NULL,
	`mac` text
);
--> statement-breakpoint
CREATE TABLE `note_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`note_id` integer NOT NULL,
	`version` integer NOT NULL,
	`note_content` text NOT NULL,
	`written_by` integer NOT NULL,
	`written_at` integer NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`note_id`) REFERENCES `clinical_notes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`written_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `note_versions_note_version_unique` ON `note_versions` (`note_id`,`version`);--> statement-breakpoint
ALTER TABLE `audit_events` ADD `detail` text;--> statement-breakpoint
ALTER TABLE `audit_events` ADD `nonce` text;--> statement-breakpoint
ALTER TABLE `audit_events` ADD `row_mac` text;--> statement-breakpoint
ALTER TABLE `audit_events` ADD `hash_alg` text;--> statement-breakpoint
CREATE UNIQUE INDEX `audit_events_nonce_unique` ON `audit_events` (`nonce`);--> statement-breakpoint
ALTER TABLE `clinical_notes` ADD `updated_by` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `clinical_notes` ADD `deleted_by` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `clinical_notes` ADD `delete_reason` text;--> statement-breakpoint
-- Sealing may now also set hash_alg, once, with the hash; the new columns (what a list read asked
-- for, the row's nonce and its MAC) are as unchangeable as the others.
DROP TRIGGER `audit_events_seal_only`;--> statement-breakpoint
CREATE TRIGGER `audit_events_seal_only` BEFORE UPDATE ON `audit_events`
WHEN OLD.hash IS NOT NULL OR NEW.hash IS NULL
  OR NEW.id IS NOT OLD.id OR NEW.clinic_id IS NOT OLD.clinic_id OR NEW.user_id IS NOT OLD.user_id
  OR NEW.patient_id IS NOT OLD.patient_id OR NEW.action IS NOT OLD.action OR NEW.entity IS NOT OLD.entity
  OR NEW.entity_id IS NOT OLD.entity_id OR NEW.at IS NOT OLD.at
  OR NEW.detail IS NOT OLD.detail OR NEW.nonce IS NOT OLD.nonce OR NEW.row_mac IS NOT OLD.row_mac
BEGIN SELECT RAISE(ABORT, 'audit_events is append-only'); END;--> statement-breakpoint
-- A note's earlier texts are kept as written: no change, no removal.
CREATE TRIGGER `note_versions_append_only_update` BEFORE UPDATE ON `note_versions`
BEGIN SELECT RAISE(ABORT, 'note_versions is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `note_versions_append_only_delete` BEFORE DELETE ON `note_versions`
BEGIN SELECT RAISE(ABORT, 'note_versions is append-only'); END;--> statement-breakpoint
-- Every audit row written so far predates the key: it keeps its SHA-256 link and is checked that way.
INSERT INTO `audit_legacy` (`id`, `last_id`) SELECT 1, COALESCE(MAX(`id`), 0) FROM `audit_events`;--> statement-breakpoint
CREATE TRIGGER `audit_legacy_sign_once` BEFORE UPDATE ON `audit_legacy`
WHEN OLD.mac IS NOT NULL OR NEW.mac IS NULL OR NEW.id IS NOT OLD.id OR NEW.last_id IS NOT OLD.last_id
BEGIN SELECT RAISE(ABORT, 'audit_legacy is fixed'); END;--> statement-breakpoint
CREATE TRIGGER `audit_legacy_no_delete` BEFORE DELETE ON `audit_legacy`
BEGIN SELECT RAISE(ABORT, 'audit_legacy is fixed'); END;--> statement-breakpoint
CREATE TRIGGER `audit_legacy_no_insert` BEFORE INSERT ON `audit_legacy` WHEN (SELECT COUNT(*) FROM `audit_legacy`) > 0
BEGIN SELECT RAISE(ABORT, 'audit_legacy is fixed'); END;

