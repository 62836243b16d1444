CREATE TABLE `member_access_grants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`note` text NOT NULL,
	`granted_by_email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`withdrawn_at` integer,
	`withdrawn_by_email` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_access_grants_in_force` ON `member_access_grants` (`user_id`) WHERE withdrawn_at is null;--> statement-breakpoint
ALTER TABLE `orders` ADD `balance_paid_at` integer;--> statement-breakpoint
-- Hand-written backfill: accounts made on /manual-setup before grants existed keep the
-- member-portal access they were given. Each one's paid manual order (any choice but
-- Bootcamp Access, which opens the course area instead) becomes a grant in force.
INSERT INTO `member_access_grants` (`user_id`, `note`, `granted_by_email`)
SELECT `user_id`, 'Manual account: ' || group_concat(substr(`product`, 8), ', '), 'manual setup'
FROM `orders`
WHERE `provider` = 'manual' AND `status` = 'paid' AND `user_id` IS NOT NULL AND `product` <> 'manual:bootcamp-access'
GROUP BY `user_id`;
