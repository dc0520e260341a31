CREATE TABLE `cds_sent_cards` (
	`uuid` text PRIMARY KEY NOT NULL,
	`clinic_id` integer NOT NULL,
	`cds_client_id` integer NOT NULL,
	`service` text NOT NULL,
	`rule_id` text NOT NULL,
	`indicator` text NOT NULL,
	`sent_at` integer NOT NULL,
	`accepted_at` integer,
	`overridden_at` integer,
	`override_system` text,
	`override_code` text,
	`override_display` text,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`cds_client_id`) REFERENCES `cds_clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cds_sent_cards_clinic_sent_idx` ON `cds_sent_cards` (`clinic_id`,`sent_at`);