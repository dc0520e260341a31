DROP INDEX `hl7_messages_clinic_control_unique`;--> statement-breakpoint
ALTER TABLE `hl7_messages` ADD `api_key_id` integer REFERENCES api_keys(id);--> statement-breakpoint
ALTER TABLE `hl7_messages` ADD `content_sha256` text;--> statement-breakpoint
CREATE UNIQUE INDEX `hl7_messages_sender_control_unique` ON `hl7_messages` (`clinic_id`,`api_key_id`,`sending_application`,`sending_facility`,`control_id`);--> statement-breakpoint
ALTER TABLE `api_keys` ADD `assigning_authority` text;--> statement-breakpoint
ALTER TABLE `unmatched_lab_results` ADD `match_issue` text;