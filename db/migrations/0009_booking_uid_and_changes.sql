-- Hand-edited: SQLite cannot ADD a column whose default is an expression, so the bookings
-- table is rebuilt (the SQL drizzle-kit writes for a changed column), before booking_changes
-- refers to it; the copy leaves `uid` out so its default gives every existing booking its
-- own random UID.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uid` text DEFAULT (lower(hex(randomblob(16)))) NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`phone_digits` text NOT NULL,
	`appointment_at` integer NOT NULL,
	`timezone` text NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`notes` text,
	`sequence` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_bookings`("id", "name", "email", "phone", "phone_digits", "appointment_at", "timezone", "status", "notes", "sequence", "created_at") SELECT "id", "name", "email", "phone", "phone_digits", "appointment_at", "timezone", "status", "notes", "sequence", "created_at" FROM `bookings`;--> statement-breakpoint
DROP TABLE `bookings`;--> statement-breakpoint
ALTER TABLE `__new_bookings` RENAME TO `bookings`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_slot_unique` ON `bookings` (`appointment_at`) WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX `bookings_created_idx` ON `bookings` (`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_email_idx` ON `bookings` (`email`);--> statement-breakpoint
CREATE INDEX `bookings_phone_idx` ON `bookings` (`phone_digits`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_uid_unique` ON `bookings` (`uid`);--> statement-breakpoint
CREATE TABLE `booking_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`kind` text NOT NULL,
	`changed_at` integer NOT NULL,
	`host_knew_at` integer NOT NULL,
	`host_notice_id` integer,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_changes_booking_idx` ON `booking_changes` (`booking_id`,`changed_at`);