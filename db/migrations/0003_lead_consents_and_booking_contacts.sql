CREATE TABLE `lead_consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`source` text NOT NULL,
	`page` text NOT NULL,
	`consent_text` text NOT NULL,
	`consented_at` integer NOT NULL,
	`ip` text,
	`user_agent` text,
	`answers` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lead_consents_lead_idx` ON `lead_consents` (`lead_id`);--> statement-breakpoint
-- Hand-written: each lead's consent record so far becomes its first consent row, before the
-- columns go. (Earlier submissions were overwritten on the lead; this one is what is left.)
INSERT INTO `lead_consents` (`lead_id`, `source`, `page`, `consent_text`, `consented_at`, `ip`, `user_agent`, `answers`)
SELECT `id`, `source`, coalesce(`page`, '/lead-survey'), `consent_text`, `consent_at`, `ip`, `user_agent`,
  json_object('firstName', `first_name`, 'email', `email`, 'phone', `phone`, 'experience', `experience`,
    'timeAvailable', `time_available`, 'investmentCapacity', `investment_capacity`, 'currentIncome', `current_income`,
    'motivation', `motivation`, 'location', `location`)
FROM `leads`;--> statement-breakpoint
DROP INDEX `leads_email_idx`;--> statement-breakpoint
DROP INDEX `leads_phone_idx`;--> statement-breakpoint
ALTER TABLE `leads` ADD `last_name` text;--> statement-breakpoint
CREATE UNIQUE INDEX `leads_email_unique` ON `leads` (`email`);--> statement-breakpoint
ALTER TABLE `leads` DROP COLUMN `phone_digits`;--> statement-breakpoint
ALTER TABLE `leads` DROP COLUMN `consent_text`;--> statement-breakpoint
ALTER TABLE `leads` DROP COLUMN `consent_at`;--> statement-breakpoint
ALTER TABLE `leads` DROP COLUMN `ip`;--> statement-breakpoint
ALTER TABLE `leads` DROP COLUMN `user_agent`;--> statement-breakpoint
ALTER TABLE `leads` DROP COLUMN `page`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `phone_digits` text NOT NULL DEFAULT '';--> statement-breakpoint
-- Hand-written: phones were validated to digits, spaces and + ( ) - . only.
UPDATE `bookings` SET `phone_digits` = replace(replace(replace(replace(replace(replace(`phone`, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '');--> statement-breakpoint
CREATE INDEX `bookings_created_idx` ON `bookings` (`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_email_idx` ON `bookings` (`email`);--> statement-breakpoint
CREATE INDEX `bookings_phone_idx` ON `bookings` (`phone_digits`);