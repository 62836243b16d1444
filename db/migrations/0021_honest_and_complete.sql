CREATE TABLE `order_fulfilments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`inclusion` text NOT NULL,
	`carrier` text,
	`tracking_number` text,
	`detail` text,
	`done_by_email` text NOT NULL,
	`done_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_fulfilments_unique` ON `order_fulfilments` (`order_id`,`inclusion`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `cancel_reason` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `webinar_session_at` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `bootcamp_offer_started_at` integer;--> statement-breakpoint
CREATE INDEX `leads_webinar_session_idx` ON `leads` (`webinar_session_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `placed_by_user_id` text REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null;