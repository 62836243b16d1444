CREATE TABLE `quiz_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`module_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`answers` text NOT NULL,
	`correct` integer NOT NULL,
	`question_count` integer NOT NULL,
	`score_percent` integer NOT NULL,
	`passed` integer NOT NULL,
	`submitted_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quiz_attempts_unique` ON `quiz_attempts` (`user_id`,`module_id`,`attempt`);--> statement-breakpoint
CREATE INDEX `quiz_attempts_module_idx` ON `quiz_attempts` (`module_id`);