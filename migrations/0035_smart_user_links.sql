CREATE TABLE `smart_user_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`cds_client_id` integer NOT NULL,
	`fhir_user` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`cds_client_id`) REFERENCES `cds_clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `smart_user_links_fhir_user_unique` ON `smart_user_links` (`cds_client_id`,`fhir_user`);--> statement-breakpoint
CREATE UNIQUE INDEX `smart_user_links_user_unique` ON `smart_user_links` (`cds_client_id`,`user_id`);