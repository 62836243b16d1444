CREATE TABLE `booking_ceiling_trips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tripped_at` integer NOT NULL,
	`refused` integer DEFAULT 1 NOT NULL,
	`last_refused_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `bookings` ADD `client_network` text;