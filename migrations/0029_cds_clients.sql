CREATE TABLE `cds_clients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`clinic_id` integer NOT NULL,
	`name` text NOT NULL,
	`issuer` text NOT NULL,
	`client_id` text NOT NULL,
	`fhir_server` text,
	`jwks` text,
	`jwks_url` text,
	`created_by` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cds_clients_client_id_unique` ON `cds_clients` (`client_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `cds_clients_clinic_issuer_unique` ON `cds_clients` (`clinic_id`,`issuer`) WHERE revoked_at IS NULL;--> statement-breakpoint
CREATE INDEX `cds_clients_issuer_idx` ON `cds_clients` (`issuer`);--> statement-breakpoint
CREATE TABLE `cds_seen_tokens` (
	`cds_client_id` integer NOT NULL,
	`jti_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`cds_client_id`, `jti_hash`),
	FOREIGN KEY (`cds_client_id`) REFERENCES `cds_clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `cds_seen_tokens_expiry_idx` ON `cds_seen_tokens` (`cds_client_id`,`expires_at`);