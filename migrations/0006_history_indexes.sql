CREATE INDEX `audit_events_clinic_id_idx` ON `audit_events` (`clinic_id`,`id`);--> statement-breakpoint
CREATE INDEX `lab_results_pending_idx` ON `lab_results` (`clinic_id`,`is_reviewed`);--> statement-breakpoint
CREATE INDEX `messages_unread_idx` ON `messages` (`to_id`,`is_read`);