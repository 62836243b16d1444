ALTER TABLE `mail` ADD `secret` text;--> statement-breakpoint
-- Hand-written: messages stored before the mark are marked from what their text holds: a
-- temporary password, or a reset, confirmation or booking manage link.
UPDATE `mail` SET `secret` = CASE WHEN `text_body` LIKE '%Temporary password:%' THEN 'password' ELSE 'link' END
WHERE `text_body` LIKE '%Temporary password:%' OR `text_body` LIKE '%/reset-password?token=%' OR `text_body` LIKE '%/auth/confirm?token=%' OR `text_body` LIKE '%/my-call/%';
