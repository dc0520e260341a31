CREATE TABLE `critical_alert_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`lab_result_id` integer NOT NULL,
	`kind` text DEFAULT 'critical' NOT NULL,
	`escalation` integer,
	`created_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`delivered_at` integer,
	`last_error` text,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lab_result_id`) REFERENCES `lab_results`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `critical_alert_outbox_result_kind_unique` ON `critical_alert_outbox` (`lab_result_id`,`kind`);--> statement-breakpoint
CREATE INDEX `critical_alert_outbox_pending_idx` ON `critical_alert_outbox` (`clinic_id`,`next_attempt_at`) WHERE delivered_at IS NULL;--> statement-breakpoint
CREATE TABLE `critical_alert_recipients` (
	`outbox_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`reason` text NOT NULL,
	`delivered_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	PRIMARY KEY(`outbox_id`, `user_id`),
	FOREIGN KEY (`outbox_id`) REFERENCES `critical_alert_outbox`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `lab_results_unalerted_critical_idx` ON `lab_results` (`clinic_id`) WHERE is_critical = 1 AND is_reviewed = 0 AND notified_at IS NULL;--> statement-breakpoint
-- A critical result gets its pending alert in the statement that stores it (or makes it critical),
-- whichever path wrote it (the lab route, HL7, FHIR import, an attached unmatched result).
CREATE TRIGGER `lab_results_critical_alert_insert` AFTER INSERT ON `lab_results` WHEN NEW.is_critical = 1
BEGIN
  INSERT OR IGNORE INTO `critical_alert_outbox` (`clinic_id`, `lab_result_id`, `kind`, `created_at`, `next_attempt_at`)
  VALUES (NEW.clinic_id, NEW.id, 'critical', CAST(unixepoch('subsec') * 1000 AS INTEGER), CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;--> statement-breakpoint
CREATE TRIGGER `lab_results_critical_alert_update` AFTER UPDATE OF `is_critical` ON `lab_results` WHEN NEW.is_critical = 1 AND OLD.is_critical = 0 AND NEW.is_reviewed = 0
BEGIN
  INSERT OR IGNORE INTO `critical_alert_outbox` (`clinic_id`, `lab_result_id`, `kind`, `created_at`, `next_attempt_at`)
  VALUES (NEW.clinic_id, NEW.id, 'critical', CAST(unixepoch('subsec') * 1000 AS INTEGER), CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;--> statement-breakpoint
-- Critical results stored before the outbox whose alert never went out: pending now, delivered by the sweep.
INSERT INTO `critical_alert_outbox` (`clinic_id`, `lab_result_id`, `kind`, `created_at`, `next_attempt_at`)
SELECT `clinic_id`, `id`, 'critical', CAST(unixepoch('subsec') * 1000 AS INTEGER), CAST(unixepoch('subsec') * 1000 AS INTEGER)
FROM `lab_results` WHERE `is_critical` = 1 AND `is_reviewed` = 0 AND `notified_at` IS NULL;
