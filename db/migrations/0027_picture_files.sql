CREATE TABLE `picture_files` (
	`name` text PRIMARY KEY NOT NULL,
	`bytes` blob NOT NULL
);
