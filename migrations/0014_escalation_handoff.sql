ALTER TABLE `clinics` ADD `escalation_handoff_after` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE `clinics` ADD `on_call_user_id` integer;--> statement-breakpoint
ALTER TABLE `lab_results` ADD `handed_off_at` integer;