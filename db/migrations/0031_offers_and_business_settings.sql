CREATE TABLE `business_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_by` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `offers` (
	`product` text PRIMARY KEY NOT NULL,
	`body` text NOT NULL,
	`published_by` text NOT NULL,
	`published_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `instalment_schedule` text;--> statement-breakpoint
-- The split-pay orders placed before the schedule was kept on the order: two payments of what was charged at checkout, 30 days apart (what that plan sold).
UPDATE `orders` SET `instalment_schedule` = json_object('payments', 2, 'intervalDays', 30, 'amountCents', `amount_cents`) WHERE `product` = 'qualified-split';
