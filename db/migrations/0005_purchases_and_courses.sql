CREATE TABLE `course_lessons` (
	`id` text PRIMARY KEY NOT NULL,
	`module_id` text NOT NULL,
	`title` text NOT NULL,
	`order_index` integer NOT NULL,
	`video_url` text,
	`content` text,
	FOREIGN KEY (`module_id`) REFERENCES `course_modules`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_lessons_module_idx` ON `course_lessons` (`module_id`,`order_index`);--> statement-breakpoint
CREATE TABLE `course_modules` (
	`id` text PRIMARY KEY NOT NULL,
	`course_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`order_index` integer NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_modules_course_idx` ON `course_modules` (`course_id`,`order_index`);--> statement-breakpoint
CREATE TABLE `course_purchases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`course_id` text NOT NULL,
	`order_id` text,
	`provider_session_id` text,
	`status` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `course_purchases_provider_session_id_unique` ON `course_purchases` (`provider_session_id`);--> statement-breakpoint
CREATE INDEX `course_purchases_user_idx` ON `course_purchases` (`user_id`,`course_id`);--> statement-breakpoint
CREATE TABLE `courses` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`product` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`provider` text NOT NULL,
	`provider_session_id` text,
	`payment_reference` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`buyer_email` text NOT NULL,
	`buyer_first_name` text NOT NULL,
	`buyer_last_name` text,
	`user_id` text,
	`balance_due_cents` integer DEFAULT 0 NOT NULL,
	`balance_due_at` integer,
	`sealed_credentials` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`paid_at` integer,
	`refunded_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_provider_session_id_unique` ON `orders` (`provider_session_id`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`);--> statement-breakpoint
CREATE INDEX `orders_payment_idx` ON `orders` (`payment_reference`);--> statement-breakpoint
CREATE TABLE `test_checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`product_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`order_id` text NOT NULL,
	`success_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`payment_reference` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
