CREATE TABLE `checkout_reminders` (
	`order_id` text PRIMARY KEY NOT NULL,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`not_needed_because` text,
	`token_hash` text,
	`sent_at` integer,
	`reopened_order_id` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reopened_order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkout_reminders_token_hash_unique` ON `checkout_reminders` (`token_hash`);--> statement-breakpoint
CREATE INDEX `checkout_reminders_due_idx` ON `checkout_reminders` (`status`,`due_at`);--> statement-breakpoint
CREATE TABLE `email_suppressions` (
	`email` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
