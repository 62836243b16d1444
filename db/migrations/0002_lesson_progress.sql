CREATE TABLE `lesson_progress` (
	`user_id` text NOT NULL,
	`module_id` text NOT NULL,
	`lesson_id` text NOT NULL,
	`completed` integer DEFAULT false NOT NULL,
	`completed_at` integer,
	`last_accessed_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `module_id`, `lesson_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
