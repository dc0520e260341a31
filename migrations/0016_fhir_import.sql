CREATE TABLE `encounters` (
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
	`status` text NOT NULL,
	`class_coding` text,
	`reasons` text NOT NULL,
	`start_at` text,
	`end_at` text,
	`start_ms` integer,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `encounters_patient_time_idx` ON `encounters` (`clinic_id`,`patient_id`,`start_ms`);--> statement-breakpoint
CREATE TABLE `fhir_sources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`patient_id` integer NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer NOT NULL,
	`source_id` text NOT NULL,
	`content_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fhir_sources_source_unique` ON `fhir_sources` (`clinic_id`,`source_id`,`entity`);--> statement-breakpoint
CREATE INDEX `fhir_sources_entity_idx` ON `fhir_sources` (`clinic_id`,`entity`,`entity_id`);--> statement-breakpoint
CREATE TABLE `immunizations` (
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
	`status` text NOT NULL,
	`occurred_at` text NOT NULL,
	`occurred_ms` integer NOT NULL,
	`primary_source` integer,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `immunizations_patient_time_idx` ON `immunizations` (`clinic_id`,`patient_id`,`occurred_ms`);--> statement-breakpoint
CREATE TABLE `procedures` (
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
	`status` text NOT NULL,
	`performed_at` text,
	`performed_end_at` text,
	`performed_ms` integer,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `procedures_patient_time_idx` ON `procedures` (`clinic_id`,`patient_id`,`performed_ms`);--> statement-breakpoint
ALTER TABLE `lab_results` ADD `report_codings` text;--> statement-breakpoint
ALTER TABLE `lab_results` ADD `report_text` text;--> statement-breakpoint
ALTER TABLE `lab_results` ADD `report_status` text;--> statement-breakpoint
ALTER TABLE `lab_results` ADD `report_category_codings` text;--> statement-breakpoint
ALTER TABLE `lab_results` ADD `report_effective_at` text;--> statement-breakpoint
ALTER TABLE `lab_results` ADD `report_issued_at` text;--> statement-breakpoint
ALTER TABLE `lab_results` ADD `report_conclusion` text;