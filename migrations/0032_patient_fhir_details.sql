ALTER TABLE `patients` ADD `name_parts` text;--> statement-breakpoint
ALTER TABLE `patients` ADD `deceased` text;--> statement-breakpoint
ALTER TABLE `patients` ADD `us_core_extensions` text;