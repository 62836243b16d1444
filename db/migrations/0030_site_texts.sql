CREATE TABLE `site_texts` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`published_by` text NOT NULL,
	`published_at` integer NOT NULL
);
