CREATE TABLE `user_search_text` (
	`key` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`names` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_search_text_user_id_unique` ON `user_search_text` (`user_id`);--> statement-breakpoint
DROP INDEX `users_created_idx`;--> statement-breakpoint
CREATE INDEX `users_last_sign_in_idx` ON `users` (`last_sign_in_at`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `leads_created_idx` ON `leads` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_paid_idx` ON `orders` (`paid_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`,`provider`,`amount_cents`);--> statement-breakpoint
CREATE INDEX `outbox_crm_email_idx` ON `outbox` (json_extract(`payload`, '$.body.email')) WHERE `kind` = 'crm';--> statement-breakpoint
-- The admin's user search: every account's e-mail and names, kept in step by triggers, and a
-- trigram full-text index on them (any part of three letters or more of a word matches, case
-- ignored, as the search's LIKE did).
INSERT INTO `user_search_text` (`user_id`, `email`, `names`)
  SELECT `users`.`id`, `users`.`email`, concat_ws(' ', `profiles`.`first_name`, `profiles`.`last_name`, `profiles`.`display_name`)
  FROM `users` LEFT JOIN `profiles` ON `profiles`.`id` = `users`.`id` ORDER BY `users`.`created_at`;--> statement-breakpoint
CREATE TRIGGER `user_search_text_on_user_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `user_search_text` (`user_id`, `email`, `names`)
    VALUES (new.`id`, new.`email`, coalesce((SELECT concat_ws(' ', `first_name`, `last_name`, `display_name`) FROM `profiles` WHERE `id` = new.`id`), ''));
END;--> statement-breakpoint
CREATE TRIGGER `user_search_text_on_user_email` AFTER UPDATE OF `email` ON `users` BEGIN
  UPDATE `user_search_text` SET `email` = new.`email` WHERE `user_id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `user_search_text_on_profile_insert` AFTER INSERT ON `profiles` BEGIN
  UPDATE `user_search_text` SET `names` = concat_ws(' ', new.`first_name`, new.`last_name`, new.`display_name`) WHERE `user_id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `user_search_text_on_profile_update` AFTER UPDATE OF `first_name`, `last_name`, `display_name` ON `profiles` BEGIN
  UPDATE `user_search_text` SET `names` = concat_ws(' ', new.`first_name`, new.`last_name`, new.`display_name`) WHERE `user_id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `user_search_text_on_profile_delete` AFTER DELETE ON `profiles` BEGIN
  UPDATE `user_search_text` SET `names` = '' WHERE `user_id` = old.`id`;
END;--> statement-breakpoint
CREATE VIRTUAL TABLE `user_search` USING fts5(`email`, `names`, content='user_search_text', content_rowid='key', tokenize='trigram');--> statement-breakpoint
INSERT INTO `user_search` (`user_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `user_search_on_insert` AFTER INSERT ON `user_search_text` BEGIN
  INSERT INTO `user_search` (`rowid`, `email`, `names`) VALUES (new.`key`, new.`email`, new.`names`);
END;--> statement-breakpoint
CREATE TRIGGER `user_search_on_delete` AFTER DELETE ON `user_search_text` BEGIN
  INSERT INTO `user_search` (`user_search`, `rowid`, `email`, `names`) VALUES ('delete', old.`key`, old.`email`, old.`names`);
END;--> statement-breakpoint
CREATE TRIGGER `user_search_on_update` AFTER UPDATE ON `user_search_text` BEGIN
  INSERT INTO `user_search` (`user_search`, `rowid`, `email`, `names`) VALUES ('delete', old.`key`, old.`email`, old.`names`);
  INSERT INTO `user_search` (`rowid`, `email`, `names`) VALUES (new.`key`, new.`email`, new.`names`);
END;--> statement-breakpoint
-- The admin's lead search: name, e-mail and phone of every lead, trigram-indexed on the leads
-- table itself (external content) and kept in step by triggers.
CREATE VIRTUAL TABLE `lead_search` USING fts5(`first_name`, `last_name`, `email`, `phone`, content='leads', content_rowid='id', tokenize='trigram');--> statement-breakpoint
INSERT INTO `lead_search` (`lead_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `lead_search_on_insert` AFTER INSERT ON `leads` BEGIN
  INSERT INTO `lead_search` (`rowid`, `first_name`, `last_name`, `email`, `phone`) VALUES (new.`id`, new.`first_name`, new.`last_name`, new.`email`, new.`phone`);
END;--> statement-breakpoint
CREATE TRIGGER `lead_search_on_delete` AFTER DELETE ON `leads` BEGIN
  INSERT INTO `lead_search` (`lead_search`, `rowid`, `first_name`, `last_name`, `email`, `phone`) VALUES ('delete', old.`id`, old.`first_name`, old.`last_name`, old.`email`, old.`phone`);
END;--> statement-breakpoint
CREATE TRIGGER `lead_search_on_update` AFTER UPDATE OF `first_name`, `last_name`, `email`, `phone` ON `leads` BEGIN
  INSERT INTO `lead_search` (`lead_search`, `rowid`, `first_name`, `last_name`, `email`, `phone`) VALUES ('delete', old.`id`, old.`first_name`, old.`last_name`, old.`email`, old.`phone`);
  INSERT INTO `lead_search` (`rowid`, `first_name`, `last_name`, `email`, `phone`) VALUES (new.`id`, new.`first_name`, new.`last_name`, new.`email`, new.`phone`);
END;
