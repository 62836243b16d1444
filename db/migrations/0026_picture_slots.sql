CREATE TABLE `picture_slots` (
	`slot` text PRIMARY KEY NOT NULL,
	`upload` text,
	`widths` text,
	`width` integer,
	`height` integer,
	`alt` text NOT NULL,
	`published_by` text NOT NULL,
	`published_at` integer NOT NULL
);
