CREATE TABLE `funnel_event_counts` (
	`event` text NOT NULL,
	`hour` integer NOT NULL,
	`source` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`event`, `hour`, `source`)
);
--> statement-breakpoint
CREATE INDEX `orders_revenue_idx` ON `orders` (`paid_at`,`provider`,`amount_cents`);--> statement-breakpoint
CREATE INDEX `orders_refunded_idx` ON `orders` (`refunded_at`) WHERE refunded_at is not null;--> statement-breakpoint
-- Counted as they happen: every visit (a survey's first step posted) and every new lead, per hour.
INSERT INTO `funnel_event_counts` (`event`, `hour`, `source`, `count`)
  SELECT 'visit', `created_at` / 3600000, `survey`, count(*) FROM `survey_responses` GROUP BY 2, 3;--> statement-breakpoint
INSERT INTO `funnel_event_counts` (`event`, `hour`, `source`, `count`)
  SELECT 'lead', `created_at` / 3600000, coalesce(`utm_source`, ''), count(*) FROM `leads` GROUP BY 2, 3;--> statement-breakpoint
CREATE TRIGGER `funnel_event_counts_on_visit` AFTER INSERT ON `survey_responses` BEGIN
  INSERT INTO `funnel_event_counts` (`event`, `hour`, `source`, `count`) VALUES ('visit', new.`created_at` / 3600000, new.`survey`, 1)
    ON CONFLICT DO UPDATE SET `count` = `count` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `funnel_event_counts_on_lead` AFTER INSERT ON `leads` BEGIN
  INSERT INTO `funnel_event_counts` (`event`, `hour`, `source`, `count`) VALUES ('lead', new.`created_at` / 3600000, coalesce(new.`utm_source`, ''), 1)
    ON CONFLICT DO UPDATE SET `count` = `count` + 1;
END;
