PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_host_agendas` (
	`host_id` integer NOT NULL,
	`host_date` text NOT NULL,
	`calls` integer NOT NULL,
	`decided_at` integer NOT NULL,
	PRIMARY KEY(`host_id`, `host_date`),
	FOREIGN KEY (`host_id`) REFERENCES `hosts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_host_agendas`("host_id", "host_date", "calls", "decided_at") SELECT (SELECT min("id") FROM `hosts`), "host_date", "calls", "decided_at" FROM `host_agendas` WHERE EXISTS (SELECT 1 FROM `hosts`);--> statement-breakpoint
DROP TABLE `host_agendas`;--> statement-breakpoint
ALTER TABLE `__new_host_agendas` RENAME TO `host_agendas`;--> statement-breakpoint
PRAGMA foreign_keys=ON;