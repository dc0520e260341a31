ALTER TABLE `api_keys` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `audit_events` ADD `api_key_id` integer;--> statement-breakpoint
-- The key a row names is as unchangeable as its other fields.
DROP TRIGGER `audit_events_seal_only`;--> statement-breakpoint
CREATE TRIGGER `audit_events_seal_only` BEFORE UPDATE ON `audit_events`
WHEN OLD.hash IS NOT NULL OR NEW.hash IS NULL
  OR NEW.id IS NOT OLD.id OR NEW.clinic_id IS NOT OLD.clinic_id OR NEW.user_id IS NOT OLD.user_id
  OR NEW.api_key_id IS NOT OLD.api_key_id
  OR NEW.patient_id IS NOT OLD.patient_id OR NEW.action IS NOT OLD.action OR NEW.entity IS NOT OLD.entity
  OR NEW.entity_id IS NOT OLD.entity_id OR NEW.at IS NOT OLD.at
  OR NEW.detail IS NOT OLD.detail OR NEW.nonce IS NOT OLD.nonce OR NEW.row_mac IS NOT OLD.row_mac
BEGIN SELECT RAISE(ABORT, 'audit_events is append-only'); END;
