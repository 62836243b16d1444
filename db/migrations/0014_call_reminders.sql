CREATE TABLE `call_reminders` (
	`booking_id` integer NOT NULL,
	`hours_before` integer NOT NULL,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`withdrawn_because` text,
	`sent_at` integer,
	PRIMARY KEY(`booking_id`, `hours_before`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `call_reminders_due_idx` ON `call_reminders` (`status`,`due_at`);--> statement-breakpoint
CREATE TABLE `host_agendas` (
	`host_date` text PRIMARY KEY NOT NULL,
	`calls` integer NOT NULL,
	`decided_at` integer NOT NULL
);
--> statement-breakpoint
-- Calls booked before reminders existed get the default ones (24 and 1 hour before) that are still ahead; the worker withdraws any that CALL_REMINDER_HOURS leaves out.
INSERT INTO `call_reminders` (`booking_id`, `hours_before`, `due_at`, `status`)
SELECT `bookings`.`id`, `lead`.`hours`, `bookings`.`appointment_at` - `lead`.`hours` * 3600000, 'scheduled'
FROM `bookings`, (SELECT 24 AS `hours` UNION ALL SELECT 1) AS `lead`
WHERE `bookings`.`status` = 'scheduled' AND `bookings`.`appointment_at` - `lead`.`hours` * 3600000 > unixepoch('subsec') * 1000;
