CREATE TABLE `scheduled_texts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`booking_id` integer,
	`lead_id` integer,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`note` text,
	`text_message_id` integer,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scheduled_texts_key_unique` ON `scheduled_texts` (`key`);--> statement-breakpoint
CREATE INDEX `scheduled_texts_due_idx` ON `scheduled_texts` (`status`,`due_at`);--> statement-breakpoint
CREATE TABLE `text_consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`event` text NOT NULL,
	`source` text NOT NULL,
	`consent_text` text,
	`ip` text,
	`user_agent` text,
	`lead_id` integer,
	`at` integer NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `text_consents_phone_idx` ON `text_consents` (`phone`,`id`);--> statement-breakpoint
CREATE TABLE `text_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_phone` text NOT NULL,
	`kind` text NOT NULL,
	`body` text NOT NULL,
	`booking_id` integer,
	`lead_id` integer,
	`status` text DEFAULT 'queued' NOT NULL,
	`note` text,
	`provider_sid` text,
	`sending_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `text_messages_provider_sid_unique` ON `text_messages` (`provider_sid`);--> statement-breakpoint
CREATE INDEX `text_messages_to_idx` ON `text_messages` (`to_phone`);--> statement-breakpoint
CREATE INDEX `text_messages_booking_idx` ON `text_messages` (`booking_id`);--> statement-breakpoint
CREATE TABLE `text_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_phone` text NOT NULL,
	`body` text NOT NULL,
	`keyword` text,
	`provider_sid` text NOT NULL,
	`lead_id` integer,
	`booking_id` integer,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `text_replies_provider_sid_unique` ON `text_replies` (`provider_sid`);