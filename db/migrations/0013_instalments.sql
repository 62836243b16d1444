CREATE TABLE `instalment_charges` (
	`instalment_id` integer NOT NULL,
	`attempt` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`customer_id` text,
	`payment_method` text,
	`status` text DEFAULT 'charging' NOT NULL,
	`lease_until` integer NOT NULL,
	`trigger` text NOT NULL,
	`failure` text,
	`payment_reference` text,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	PRIMARY KEY(`instalment_id`, `attempt`),
	FOREIGN KEY (`instalment_id`) REFERENCES `instalments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `instalment_charges_lease_idx` ON `instalment_charges` (`status`,`lease_until`);--> statement-breakpoint
CREATE TABLE `instalments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`number` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`next_attempt_at` integer,
	`last_failure` text,
	`paid_at` integer,
	`settled_by` text,
	`payment_reference` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `instalments_order_number_unique` ON `instalments` (`order_id`,`number`);--> statement-breakpoint
CREATE INDEX `instalments_next_attempt_idx` ON `instalments` (`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `test_card_charges` (
	`idempotency_key` text PRIMARY KEY NOT NULL,
	`payment_method` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`decline_code` text,
	`payment_reference` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `provider_customer_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `saved_payment_method` text;--> statement-breakpoint
-- A split-pay balance recorded before instalments were collected becomes the plan's second
-- instalment: paid if an admin recorded it, else due (there is no saved card, so its first
-- charge fails and the buyer is e-mailed a link to pay it).
INSERT INTO `instalments` (`order_id`, `number`, `amount_cents`, `due_at`, `status`, `next_attempt_at`, `paid_at`, `settled_by`)
SELECT `id`, 2, `balance_due_cents`, `balance_due_at`,
	CASE WHEN `balance_paid_at` IS NULL THEN 'scheduled' ELSE 'paid' END,
	CASE WHEN `balance_paid_at` IS NULL THEN `balance_due_at` END,
	`balance_paid_at`,
	CASE WHEN `balance_paid_at` IS NULL THEN NULL ELSE 'outside-site' END
FROM `orders` WHERE `balance_due_cents` > 0 AND `balance_due_at` IS NOT NULL AND `status` <> 'pending';--> statement-breakpoint
ALTER TABLE `orders` DROP COLUMN `balance_due_cents`;--> statement-breakpoint
ALTER TABLE `orders` DROP COLUMN `balance_due_at`;--> statement-breakpoint
ALTER TABLE `orders` DROP COLUMN `balance_paid_at`;--> statement-breakpoint
ALTER TABLE `test_checkout_sessions` ADD `instalment_id` integer;--> statement-breakpoint
ALTER TABLE `test_checkout_sessions` ADD `save_card` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `test_checkout_sessions` ADD `customer_id` text;--> statement-breakpoint
ALTER TABLE `test_checkout_sessions` ADD `payment_method` text;