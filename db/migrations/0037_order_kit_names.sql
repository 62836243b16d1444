ALTER TABLE `orders` ADD `shipping_kit_name` text;--> statement-breakpoint
UPDATE `orders` SET `shipping_kit_name` = CASE `shipping_kit` WHEN 'professional' THEN 'Professional Tools' WHEN 'platinum' THEN 'Platinum Tools' ELSE `shipping_kit` END WHERE `shipping_kit` IS NOT NULL;
