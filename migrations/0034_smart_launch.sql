CREATE TABLE `smart_launches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`session_handle` text NOT NULL,
	`cds_client_id` integer NOT NULL,
	`state_hash` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`token_endpoint` text NOT NULL,
	`sealed` text NOT NULL,
	`patient_id` text,
	`fhir_user` text,
	`granted_scope` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`cds_client_id`) REFERENCES `cds_clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `smart_launches_state_unique` ON `smart_launches` (`state_hash`);--> statement-breakpoint
CREATE INDEX `smart_launches_session_idx` ON `smart_launches` (`session_handle`);--> statement-breakpoint
ALTER TABLE `cds_clients` ADD `smart_client_id` text;