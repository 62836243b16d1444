CREATE TABLE `host_busy_times` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`host_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	FOREIGN KEY (`host_id`) REFERENCES `hosts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `host_busy_times_host_idx` ON `host_busy_times` (`host_id`,`starts_at`);--> statement-breakpoint
CREATE TABLE `hosts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text,
	`schedule` text NOT NULL,
	`published_by` text NOT NULL,
	`published_at` integer NOT NULL,
	`busy_feed_sealed` text,
	`busy_feed_hint` text,
	`busy_feed_fetched_at` integer,
	`busy_feed_error` text,
	`busy_feed_error_at` integer,
	`call_feed_generation` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hosts_user_id_unique` ON `hosts` (`user_id`);--> statement-breakpoint
DROP INDEX `bookings_slot_unique`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `host_id` integer REFERENCES hosts(id);--> statement-breakpoint
ALTER TABLE `bookings` ADD `duration_minutes` integer DEFAULT 60 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_host_slot_unique` ON `bookings` (`host_id`,`appointment_at`) WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX `bookings_appointment_idx` ON `bookings` (`appointment_at`);