CREATE TABLE `hl7_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`control_id` text NOT NULL,
	`sending_application` text NOT NULL,
	`sending_facility` text NOT NULL,
	`result_count` integer NOT NULL,
	`unmatched_count` integer NOT NULL,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hl7_messages_clinic_control_unique` ON `hl7_messages` (`clinic_id`,`control_id`);--> statement-breakpoint
CREATE TABLE `unmatched_lab_results` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`mrn` text,
	`patient_name` text NOT NULL,
	`birth_date` text,
	`sex` text,
	`lab_name` text NOT NULL,
	`is_critical` integer NOT NULL,
	`result` text NOT NULL,
	`source` text NOT NULL,
	`received_at` integer NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`resolved_by` integer,
	`resolved_at` integer,
	`discard_reason` text,
	`lab_result_id` integer,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lab_result_id`) REFERENCES `lab_results`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `unmatched_lab_results_clinic_status_idx` ON `unmatched_lab_results` (`clinic_id`,`status`);