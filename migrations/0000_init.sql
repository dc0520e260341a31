CREATE TABLE `api_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`name` text NOT NULL,
	`key_hash` text NOT NULL,
	`prefix` text NOT NULL,
	`created_by` integer NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash_unique` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_clinic_idx` ON `api_keys` (`clinic_id`);--> statement-breakpoint
CREATE TABLE `appointments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`patient_id` integer NOT NULL,
	`doctor_id` integer NOT NULL,
	`date_time` integer NOT NULL,
	`end_date_time` integer NOT NULL,
	`purpose` text NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`doctor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `appointments_clinic_time_idx` ON `appointments` (`clinic_id`,`date_time`);--> statement-breakpoint
CREATE INDEX `appointments_doctor_time_idx` ON `appointments` (`doctor_id`,`date_time`);--> statement-breakpoint
CREATE INDEX `appointments_patient_idx` ON `appointments` (`patient_id`);--> statement-breakpoint
CREATE TABLE `audit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`user_id` integer,
	`patient_id` integer,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer,
	`at` integer NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_events_clinic_at_idx` ON `audit_events` (`clinic_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_events_patient_idx` ON `audit_events` (`clinic_id`,`patient_id`);--> statement-breakpoint
CREATE TABLE `calculators` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`formula_data` text NOT NULL,
	`category` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `clinic_invites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`created_by` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`max_uses` integer DEFAULT 1 NOT NULL,
	`uses` integer DEFAULT 0 NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `clinic_invites_code_unique` ON `clinic_invites` (`code_hash`);--> statement-breakpoint
CREATE INDEX `clinic_invites_clinic_idx` ON `clinic_invites` (`clinic_id`);--> statement-breakpoint
CREATE TABLE `clinical_guidelines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`organization` text NOT NULL,
	`specialty` text NOT NULL,
	`summary` text NOT NULL,
	`recommendation` text NOT NULL,
	`tags` text NOT NULL,
	`publication_date` text NOT NULL,
	`last_updated` text,
	`evidence_level` text,
	`url` text,
	`pdf_url` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `clinical_guidelines_slug_unique` ON `clinical_guidelines` (`slug`);--> statement-breakpoint
CREATE INDEX `clinical_guidelines_specialty_idx` ON `clinical_guidelines` (`specialty`);--> statement-breakpoint
CREATE TABLE `clinical_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`patient_id` integer NOT NULL,
	`doctor_id` integer NOT NULL,
	`note_content` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`doctor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `clinical_notes_clinic_created_idx` ON `clinical_notes` (`clinic_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `clinical_notes_patient_idx` ON `clinical_notes` (`patient_id`);--> statement-breakpoint
CREATE TABLE `clinics` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`region` text DEFAULT 'us' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `lab_results` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`patient_id` integer NOT NULL,
	`lab_name` text NOT NULL,
	`kind` text DEFAULT 'lab' NOT NULL,
	`result_data` text NOT NULL,
	`received_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`is_reviewed` integer DEFAULT false NOT NULL,
	`is_critical` integer DEFAULT false NOT NULL,
	`notified_at` integer,
	`reviewed_by` integer,
	`reviewed_at` integer,
	`escalation_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `lab_results_clinic_received_idx` ON `lab_results` (`clinic_id`,`received_at`);--> statement-breakpoint
CREATE INDEX `lab_results_patient_idx` ON `lab_results` (`patient_id`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`from_id` integer,
	`to_id` integer NOT NULL,
	`content` text NOT NULL,
	`sent_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`type` text DEFAULT 'doctor' NOT NULL,
	`priority` text DEFAULT 'normal' NOT NULL,
	`patient_id` integer,
	`lab_result_id` integer,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`from_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`to_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `messages_to_idx` ON `messages` (`to_id`,`sent_at`);--> statement-breakpoint
CREATE INDEX `messages_from_idx` ON `messages` (`from_id`,`sent_at`);--> statement-breakpoint
CREATE TABLE `patients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`full_name` text NOT NULL,
	`age` integer NOT NULL,
	`gender` text NOT NULL,
	`condition` text,
	`contact_number` text,
	`email` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `patients_clinic_name_idx` ON `patients` (`clinic_id`,`full_name`);--> statement-breakpoint
CREATE INDEX `patients_clinic_updated_idx` ON `patients` (`clinic_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`clinic_role` text DEFAULT 'member' NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`name` text NOT NULL,
	`role` text DEFAULT 'doctor' NOT NULL,
	`phone_number` text,
	`assistant_email` text,
	`speciality` text,
	`secondary_specialties` text,
	`country_of_practice` text,
	`medical_license_image` text,
	`degrees` text,
	`work_experience` text,
	`professional_memberships` text,
	`profile_image` text,
	`biography` text,
	`languages_spoken` text,
	`timezone` text,
	`country` text,
	`unit_preferences` text DEFAULT '{"temperature":"celsius","weight":"kg","height":"cm","bloodPressure":"mmHg"}' NOT NULL,
	`disabled_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_clinic_idx` ON `users` (`clinic_id`);