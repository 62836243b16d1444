DROP INDEX `orders_fulfilment_idx`;--> statement-breakpoint
ALTER TABLE `orders` ADD `inclusions` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `hand_delivered_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The orders placed before an order kept its inclusions: what their product's offer includes as published now (the studio's row, else the offer as first published, below).
UPDATE `orders` SET `inclusions` = coalesce(
  (SELECT json_extract(`body`, '$.inclusions') FROM `offers` WHERE `offers`.`product` = `orders`.`product`),
  CASE `product`
    WHEN 'training-only' THEN '[{"kind":"course"},{"kind":"coach"},{"kind":"resources"},{"kind":"community"}]'
    WHEN 'complete' THEN '[{"kind":"course"},{"kind":"coach"},{"kind":"resources"},{"kind":"kits"},{"kind":"hosting","months":6},{"kind":"community"}]'
    WHEN 'qualified-split' THEN '[{"kind":"course"},{"kind":"coach"},{"kind":"resources"},{"kind":"kits"},{"kind":"hosting","months":6},{"kind":"community"}]'
    WHEN 'premium' THEN '[{"kind":"course"},{"kind":"coach"},{"kind":"resources"},{"kind":"kits"},{"kind":"coaching","sessions":12,"over":"12 weeks"},{"kind":"marketing-plan"},{"kind":"hosting","months":6},{"kind":"community"}]'
    WHEN 'ultimate' THEN '[{"kind":"course"},{"kind":"coach"},{"kind":"resources"},{"kind":"kits"},{"kind":"coaching","sessions":52,"over":"a year"},{"kind":"marketing-plan"},{"kind":"hosting","months":12},{"kind":"playbooks"},{"kind":"community"}]'
    ELSE '[]'
  END
);--> statement-breakpoint
UPDATE `orders` SET `hand_delivered_count` = (
  SELECT count(*) FROM json_each(`orders`.`inclusions`) WHERE json_extract(`value`, '$.kind') NOT IN ('course', 'coach', 'resources', 'coaching')
);--> statement-breakpoint
-- The queue's index, made once the counts are in.
CREATE INDEX `orders_fulfilment_idx` ON `orders` (`status`,`paid_at`,`id`,`hand_delivered_count`) WHERE hand_delivered_count > 0;
