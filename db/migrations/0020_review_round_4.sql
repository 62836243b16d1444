CREATE TABLE `booking_ceiling_trips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tripped_at` integer NOT NULL,
	`refused` integer DEFAULT 1 NOT NULL,
	`last_refused_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payment_refunds` (
	`payment_reference` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`instalment_id` integer,
	`provider` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`refund_reference` text,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`refunded_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`instalment_id`) REFERENCES `instalments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `sign_in_unlocks` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `test_refunds` (
	`payment_reference` text PRIMARY KEY NOT NULL,
	`refund_reference` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `bookings` ADD `client_network` text;--> statement-breakpoint
ALTER TABLE `instalments` ADD `checkout_session_id` text;--> statement-breakpoint
ALTER TABLE `instalments` ADD `checkout_url` text;--> statement-breakpoint
ALTER TABLE `instalments` ADD `checkout_expires_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `marketing_consent` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `test_checkout_sessions` ADD `expires_at` integer;