CREATE TABLE `allergies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`patient_id` integer NOT NULL,
	`codings` text NOT NULL,
	`text` text,
	`recorded_at` text NOT NULL,
	`recorded_by` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_at` integer,
	`reaction` text,
	`severity` text,
	`criticality` text,
	`category` text,
	`clinical_status` text NOT NULL,
	`onset_date` text,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `allergies_patient_idx` ON `allergies` (`clinic_id`,`patient_id`);--> statement-breakpoint
CREATE TABLE `medications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`patient_id` integer NOT NULL,
	`codings` text NOT NULL,
	`text` text,
	`recorded_at` text NOT NULL,
	`recorded_by` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_at` integer,
	`dose` text,
	`route` text,
	`frequency` text,
	`status` text NOT NULL,
	`start_date` text,
	`stop_date` text,
	`prescriber` text,
	`override_reason` text,
	`overridden_alerts` text,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `medications_patient_idx` ON `medications` (`clinic_id`,`patient_id`,`status`);--> statement-breakpoint
CREATE TABLE `observations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`patient_id` integer NOT NULL,
	`codings` text NOT NULL,
	`text` text,
	`recorded_at` text NOT NULL,
	`recorded_by` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_at` integer,
	`category` text NOT NULL,
	`status` text NOT NULL,
	`code` text,
	`value_number` real,
	`value_text` text,
	`value_codings` text,
	`unit` text,
	`reference_range` text,
	`interpretation` text,
	`components` text,
	`effective_at` text NOT NULL,
	`effective_ms` integer NOT NULL,
	`lab_result_id` integer,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lab_result_id`) REFERENCES `lab_results`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `observations_patient_time_idx` ON `observations` (`clinic_id`,`patient_id`,`effective_ms`);--> statement-breakpoint
CREATE INDEX `observations_patient_code_idx` ON `observations` (`clinic_id`,`patient_id`,`code`,`effective_ms`);--> statement-breakpoint
CREATE INDEX `observations_lab_result_idx` ON `observations` (`lab_result_id`);--> statement-breakpoint
CREATE TABLE `problems` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`patient_id` integer NOT NULL,
	`codings` text NOT NULL,
	`text` text,
	`recorded_at` text NOT NULL,
	`recorded_by` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_at` integer,
	`clinical_status` text NOT NULL,
	`onset_date` text,
	`abatement_date` text,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `problems_patient_idx` ON `problems` (`clinic_id`,`patient_id`);--> statement-breakpoint
ALTER TABLE `clinics` ADD `mrn_seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `patients` ADD `birth_date` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `patients` ADD `birth_date_estimated` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `patients` ADD `sex` text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE `patients` ADD `mrn` text;--> statement-breakpoint
ALTER TABLE `patients` ADD `address` text;--> statement-breakpoint
ALTER TABLE `patients` ADD `preferred_language` text;--> statement-breakpoint
ALTER TABLE `patients` ADD `emergency_contact` text;--> statement-breakpoint
ALTER TABLE `patients` ADD `allergy_status` text DEFAULT 'not-asked' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `patients_clinic_mrn_unique` ON `patients` (`clinic_id`,`mrn`);--> statement-breakpoint
CREATE INDEX `patients_clinic_birth_date_idx` ON `patients` (`clinic_id`,`birth_date`);