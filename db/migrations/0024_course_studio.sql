CREATE TABLE `content_drafts` (
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`body` text,
	`version` integer NOT NULL,
	`updated_by` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `key`)
);
--> statement-breakpoint
CREATE TABLE `content_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`before` text,
	`after` text NOT NULL,
	`summary` text NOT NULL,
	`published_by` text NOT NULL,
	`published_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_revisions_unit_idx` ON `content_revisions` (`kind`,`key`,`id`);--> statement-breakpoint
CREATE TABLE `module_release_overrides` (
	`user_id` text PRIMARY KEY NOT NULL,
	`opened_by_email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The course tables take the member course beside the bootcamp: module and lesson ids are
-- keys within their course. Hand-ordered: the new tables are filled from the old ones, the
-- old ones dropped child first, and the new ones renamed (which renames the references too),
-- so no foreign key ever cascades a delete into the copied rows.
CREATE TABLE `__new_course_modules` (
	`course_id` text NOT NULL,
	`id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`order_index` integer NOT NULL,
	`status` text DEFAULT 'live' NOT NULL,
	`release_after_days` integer,
	`release_on` text,
	PRIMARY KEY(`course_id`, `id`),
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_course_modules`("course_id", "id", "title", "description", "order_index") SELECT "course_id", "id", "title", coalesce("description", ''), "order_index" FROM `course_modules`;--> statement-breakpoint
CREATE TABLE `__new_course_lessons` (
	`course_id` text NOT NULL,
	`module_id` text NOT NULL,
	`id` text NOT NULL,
	`title` text NOT NULL,
	`order_index` integer NOT NULL,
	`kind` text NOT NULL,
	`video_url` text,
	`duration` text DEFAULT 'TBD' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`transcript` text,
	`status` text DEFAULT 'live' NOT NULL,
	PRIMARY KEY(`course_id`, `module_id`, `id`),
	FOREIGN KEY (`course_id`,`module_id`) REFERENCES `__new_course_modules`(`course_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_course_lessons`("course_id", "module_id", "id", "title", "order_index", "kind", "video_url", "content")
  SELECT m."course_id", l."module_id", l."id", l."title", l."order_index", CASE WHEN l."video_url" IS NULL THEN 'text' ELSE 'video' END, l."video_url", coalesce(l."content", '')
  FROM `course_lessons` AS l JOIN `course_modules` AS m ON m."id" = l."module_id";--> statement-breakpoint
DROP TABLE `course_lessons`;--> statement-breakpoint
DROP TABLE `course_modules`;--> statement-breakpoint
ALTER TABLE `__new_course_modules` RENAME TO `course_modules`;--> statement-breakpoint
ALTER TABLE `__new_course_lessons` RENAME TO `course_lessons`;--> statement-breakpoint
CREATE INDEX `course_modules_course_idx` ON `course_modules` (`course_id`,`order_index`);--> statement-breakpoint
CREATE INDEX `course_lessons_module_idx` ON `course_lessons` (`course_id`,`module_id`,`order_index`);--> statement-breakpoint
CREATE TABLE `quizzes` (
	`course_id` text NOT NULL,
	`module_id` text NOT NULL,
	`title` text NOT NULL,
	`ask` integer NOT NULL,
	PRIMARY KEY(`course_id`, `module_id`),
	FOREIGN KEY (`course_id`,`module_id`) REFERENCES `course_modules`(`course_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `quiz_questions` (
	`course_id` text NOT NULL,
	`module_id` text NOT NULL,
	`id` text NOT NULL,
	`order_index` integer NOT NULL,
	`prompt` text NOT NULL,
	`choices` text NOT NULL,
	`answer` text NOT NULL,
	`explanation` text NOT NULL,
	`lesson` text NOT NULL,
	`status` text DEFAULT 'live' NOT NULL,
	PRIMARY KEY(`course_id`, `module_id`, `id`),
	FOREIGN KEY (`course_id`,`module_id`) REFERENCES `quizzes`(`course_id`,`module_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `quiz_attempts` ADD `asked` text;