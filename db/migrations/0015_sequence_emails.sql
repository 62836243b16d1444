CREATE TABLE `sequence_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sequence_id` text NOT NULL,
	`step` integer NOT NULL,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`stopped_because` text,
	`sent_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sequence_emails_unique` ON `sequence_emails` (`sequence_id`,`step`,`email`);--> statement-breakpoint
CREATE INDEX `sequence_emails_due_idx` ON `sequence_emails` (`status`,`due_at`);