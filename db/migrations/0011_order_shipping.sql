ALTER TABLE `orders` ADD `shipping_kit` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipping_kit_quantity` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipping_street` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipping_street2` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipping_city` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipping_state` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipping_zip` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `buyer_phone` text;