ALTER TABLE `users` DROP COLUMN `clinic_role`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `role`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `disabled_at`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `removed_at`;