CREATE TABLE `memberships` (
	`user_id` integer NOT NULL,
	`clinic_id` integer NOT NULL,
	`role` text DEFAULT 'doctor' NOT NULL,
	`owner` integer DEFAULT false NOT NULL,
	`disabled_at` integer,
	`removed_at` integer,
	`joined_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `clinic_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`clinic_id`) REFERENCES `clinics`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `memberships_clinic_idx` ON `memberships` (`clinic_id`,`role`);--> statement-breakpoint
-- Every existing user becomes a member of the one clinic their row named, with its role, owner flag
-- and disabled/removed state; they joined when the account was created.
INSERT INTO `memberships` (`user_id`, `clinic_id`, `role`, `owner`, `disabled_at`, `removed_at`, `joined_at`)
  SELECT `id`, `clinic_id`, `role`, `clinic_role` = 'owner', `disabled_at`, `removed_at`, `created_at` FROM `users`;
