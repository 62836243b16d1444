CREATE TABLE `coaching_session_grants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`sessions` integer NOT NULL,
	`reason` text NOT NULL,
	`granted_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`granted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `coaching_session_grants_user_idx` ON `coaching_session_grants` (`user_id`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `kind` text DEFAULT 'strategy' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `user_id` text REFERENCES users(id);--> statement-breakpoint
CREATE INDEX `bookings_user_idx` ON `bookings` (`user_id`,`kind`);