import { pageLine, pageUnit, type TextUnit } from "~/lib/text-units";

// The words of the funnel's pages as studio units (their first values: app/content/page-texts/funnel.ts).
export const funnelPageUnits: TextUnit[] = [
  pageUnit("page.thank-you", "Thank-you page", "What /thank-you says to someone who has just asked for the free training.", [
    pageLine("description", "Search-result description", 300, { multiline: true }),
    pageLine("headline", "Heading", 120),
    pageLine("message", "Message", 600, { multiline: true }),
    pageLine("watchPrompt", "Invitation to watch now", 300, { multiline: true }),
    pageLine("watchButton", "Button to the video", 60),
    pageLine("homeButton", "Button back to the home page", 60),
  ]),
];
