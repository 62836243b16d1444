ALTER TABLE `outbox` ADD `purpose` text;--> statement-breakpoint
CREATE INDEX `outbox_purpose_idx` ON `outbox` (`purpose`,`created_at`) WHERE "outbox"."purpose" is not null;--> statement-breakpoint
-- Hand-written: the notes already queued or sent to a booker who asked to book again were
-- found by their subject, fixed words until then.
UPDATE `outbox` SET `purpose` = 'existing-call' WHERE `kind` = 'email' AND json_extract(`payload`, '$.subject') = 'You already have a strategy call booked';
