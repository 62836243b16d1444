import { businessResourceGroups } from "~/content/business-resources";
import { noAccessReasonLabels, noAccessReasons } from "~/content/member-access";
import { keyModuleIds, kitModuleIds, nextStepLinks } from "~/content/training-access";
import { listUnit, pageLine, pageUnit, type TextUnit } from "~/lib/text-units";

// The words of the portal pages (the strategy call's pages, the members' pages) as studio
// units (their first values: app/content/page-texts/portal.ts). What the code computes (the
// call's length, the change cut-off, links and files) stays in code and the page puts it
// beside these words.

/** The words of one resource card: its heading, what it is for and its button. */
const resourceCardLines = (card: { id: string; href: string }) => [
  pageLine(`${card.id}-title`, `Card "${card.id}": heading`, 80, { hint: `Opens ${card.href}` }),
  pageLine(`${card.id}-description`, `Card "${card.id}": what it is for`, 300, { multiline: true }),
  pageLine(`${card.id}-button`, `Card "${card.id}": button`, 80, { hint: "What the member gets by pressing it, in their words, not a file format." }),
];

export const portalPageUnits: TextUnit[] = [
  pageUnit(
    "page.call-preparation",
    "Strategy call: getting ready",
    "What /call-preparation says: after booking (the call's time is filled in) and to anyone preparing for a call.",
    [
      pageLine("description", "Search-result description", 300, { multiline: true }),
      pageLine("bookedEyebrow", "After booking: line above the heading", 60),
      pageLine("bookedHeading", "After booking: heading", 120),
      pageLine("bookedWhen", "After booking: before the call's time", 120, { hint: "The page adds the call's date and time in bold, then a full stop." }),
      pageLine("bookedNoTime", "After booking: when the time is not known", 200),
      pageLine("bookedInbox", "After booking: about the confirmation", 300, { multiline: true }),
      pageLine("preparingEyebrow", "Before booking: line above the heading", 60),
      pageLine("preparingHeading", "Before booking: heading", 120),
      pageLine("preparingText", "Before booking: message", 400, { multiline: true, hint: "The link to choose a time follows it." }),
      pageLine("chooseTimeLink", "Before booking: link to choose a time", 60),
      pageLine("tipsHeading", "Heading of the tips", 80),
      pageLine("blockTimeTip", "First tip, after “Block <the call's length>,”", 200, {
        hint: "The page starts the first tip with “Block” and the length of the calls on offer (“a full hour”).",
      }),
      pageLine("tips", "The other tips", 1500, { multiline: true, hint: "One tip per line, in order." }),
      pageLine("homeButton", "Button back to the home page", 60),
    ],
  ),
  pageUnit(
    "page.booking-calendar",
    "Strategy call: choosing a time",
    "What /booking-calendar says around the calendar (the times, the form and its messages are the system's).",
    [
      pageLine("description", "Search-result description", 300, { multiline: true }),
      pageLine("heading", "Heading", 120),
      pageLine("intro", "Intro, after the call's length", 300, {
        multiline: true,
        hint: "The page starts it with the length of the calls on offer (“A full hour,”).",
      }),
      pageLine("dateStep", "Heading of the first step (the date)", 60),
      pageLine("timeStep", "Heading of the second step (the time)", 60),
      pageLine("detailsStep", "Heading of the third step (the booker's details)", 60),
      pageLine("bookButton", "Button to book", 40),
      pageLine("expectHeading", "Heading of the side panel", 80),
      pageLine("expectLength", "Side panel: after “<the call's length>, one-on-one.”", 200),
      pageLine("expectMeeting", "Side panel: before how the call happens", 60, { hint: "By video or by phone, as the business settings say, follows it." }),
    ],
  ),
  listUnit(
    "page.booking-calendar.expect",
    "Strategy call: what to expect",
    "The points of the side panel on /booking-calendar, after the call's length and how it happens.",
    { item: "Point", fields: [pageLine("lead", "In bold", 120), pageLine("text", "Then", 300, { multiline: true })], max: 8, blankRows: 1 },
    "page",
  ),
  pageUnit(
    "page.welcome",
    "Members: welcome",
    "What /welcome, the members' home, says around the member's own parts (their lesson, certificate, plan and the coach).",
    [
      pageLine("eyebrow", "Line above the heading", 60),
      pageLine("greeting", "Greeting, before the member's name", 60, { hint: "The page adds a comma, the member's first name and “!”." }),
      pageLine("statusTraining", "First status", 60),
      pageLine("statusCoach", "Second status", 60),
      pageLine("resumeLabel", "Above the lesson to continue", 80),
      pageLine("resumeLesson", "Button to resume a lesson", 40),
      pageLine("resumeQuiz", "Button to take a quiz", 40),
      pageLine("courseCardTitle", "Card to the course: heading", 60),
      pageLine("courseCardText", "Card to the course: text", 200),
      pageLine("resourcesCardTitle", "Card to the resources: heading", 60),
      pageLine("resourcesCardText", "Card to the resources: text", 200),
      pageLine("supportCardTitle", "Card to support: heading", 60),
      pageLine("supportCardText", "Card to support: text", 200),
    ],
  ),
  pageUnit(
    "page.no-access",
    "Members: no access",
    "What /no-access tells a signed-in account that may not use the member area, for each reason (a lapsed plan's amount and date are filled in by the page).",
    [
      pageLine("eyebrow", "Line above the heading", 60),
      pageLine("greeting", "Greeting, before the name", 60, { hint: "The page adds a comma and the account's first name." }),
      ...noAccessReasons.flatMap((reason) => [
        pageLine(`${reason}-title`, `${noAccessReasonLabels[reason]}: heading`, 120),
        pageLine(`${reason}-text`, `${noAccessReasonLabels[reason]}: message`, 600, { multiline: true }),
      ]),
      pageLine("pricingButton", "Button to the plans", 60),
      pageLine("bootcampHeading", "Bootcamp buyers: heading", 120),
      pageLine("bootcampText", "Bootcamp buyers: message", 300, { multiline: true }),
      pageLine("bootcampButton", "Bootcamp buyers: button", 60),
    ],
  ),
  pageUnit(
    "page.course-access",
    "Members: the bootcamp's course",
    "The words of /course-access around the bootcamp's course (the course itself is edited in the course studio).",
    [
      pageLine("paidHeading", "Back from a paid checkout, not signed in: heading", 120),
      pageLine("orderHeading", "Back from a checkout that did not go through: heading", 120),
      pageLine("requiredHeading", "Not bought yet: heading", 120),
      pageLine("requiredText", "Not bought yet: message", 300, { multiline: true }),
      pageLine("requiredButton", "Not bought yet: button", 60),
    ],
  ),
  pageUnit(
    "page.training-access",
    "Members: your training",
    "What /training-access says to a member about their own training, for their plan (the plan's name, the kits it ships and the course's module titles are filled in by the page).",
    [
      pageLine("heading", "Heading", 120),
      pageLine("ownTools", "Intro for the training alone (they own their tools)", 1000, { multiline: true, hint: "One paragraph per line." }),
      pageLine("withKitsLead", "Intro for a plan with kits: before the kits", 80, {
        hint: "The kits the plan ships (“2 Platinum Tools kits”) and a full stop follow it.",
      }),
      pageLine("withKits", "Intro for a plan with kits: after the kits", 1000, {
        multiline: true,
        hint: "One paragraph per line; the first continues the sentence about the kits.",
      }),
      pageLine("general", "Intro for access given by hand, and staff", 1000, { multiline: true, hint: "One paragraph per line." }),
      pageLine("link1", "First button (to the dashboard)", 60),
      pageLine("link2", "Second button (to the welcome lesson)", 60),
      pageLine("link3", "Third button (to the business resources)", 60),
      pageLine("keyModulesHeading", "Training alone: heading of the modules", 120),
      pageLine("keyModulesIntro", "Training alone: intro to the modules", 600, { multiline: true }),
      ...keyModuleIds.map((moduleId) => pageLine(`ownKitWhy-${moduleId}`, `Training alone: why the module "${moduleId}"`, 600, { multiline: true })),
      pageLine("kitModuleHeading", "Plan with kits: heading of the kit's module", 120),
      ...Object.keys(kitModuleIds).map((kit) => pageLine(`kitWhy-${kit}`, `Plan with the ${kit} kit: why its module`, 600, { multiline: true })),
      pageLine("nextStepsHeading", "Heading of the next steps", 120),
      ...nextStepLinks.flatMap((to, index) => [
        pageLine(`step${index + 1}Title`, `Step ${index + 1}`, 120),
        pageLine(`step${index + 1}Text`, `Step ${index + 1}: details`, 600, { multiline: true }),
        pageLine(`step${index + 1}Link`, `Step ${index + 1}: link`, 80, { hint: `Opens ${to}` }),
      ]),
    ],
  ),
  pageUnit("page.dashboard", "Members: the course dashboard", "The fixed words of /dashboard (the modules, lessons and progress are the course's).", [
    pageLine("heading", "Heading", 120),
    pageLine("modulesTab", "Tab: the modules", 40),
    pageLine("coachTab", "Tab: the coach", 40),
    pageLine("contactTab", "Tab: contact", 40),
    pageLine("progressLabel", "Above the progress bar", 60),
  ]),
  pageUnit("page.coaching", "Members: coaching", "The fixed words of /coaching (the sessions, counts, times and messages are the system's).", [
    pageLine("heading", "Heading", 120),
    pageLine("notIncluded", "For a plan without coaching", 400, { multiline: true }),
    pageLine("compareLink", "For a plan without coaching: link to the plans", 60),
    pageLine("upcomingHeading", "Heading of the sessions coming up", 80),
    pageLine("bookHeading", "Heading of booking a session", 80),
    pageLine("pastHeading", "Heading of the earlier sessions", 80),
  ]),
  pageUnit(
    "page.business-resources",
    "Members: business resources",
    "The heading and intro of /business-resources (each group's words are a unit of their own).",
    [pageLine("title", "Heading", 80), pageLine("intro", "Intro", 400, { multiline: true })],
  ),
  ...businessResourceGroups.map((group) =>
    pageUnit(
      `page.business-resources.${group.id}`,
      `Members: business resources, group "${group.id}"`,
      `The heading, description and cards of one group on /business-resources. The files and addresses the cards open are the system's.`,
      [
        pageLine("title", "Group heading", 80),
        pageLine("description", "Group description", 300, { multiline: true }),
        ...group.cards.flatMap(resourceCardLines),
      ],
    ),
  ),
  pageUnit(
    "page.inclusions",
    "What a plan includes",
    "What each inclusion of a plan is called (on the member's plan page, in the fulfilment queue, on an order and on the offers' tick boxes) and, for what the team delivers by hand, the next step the member is told until it is done. The buttons of the queue are the system's.",
    [
      pageLine("courseTitle", "The course", 120),
      pageLine("coachTitle", "The AI coach", 120),
      pageLine("resourcesTitle", "The resources", 120),
      pageLine("kitsTitle", "The repair kits", 120, { hint: "The member's plan page adds the kits shipped after it." }),
      pageLine("coachingTitle", "The coaching sessions", 120, { hint: "An order adds the sessions and over how long after it." }),
      pageLine("hostingTitle", "The website hosting", 120, { hint: "An order and the member's plan page add the months after it." }),
      pageLine("marketingPlanTitle", "The marketing plan", 120),
      pageLine("communityTitle", "The member community", 120),
      pageLine("playbooksTitle", "The playbooks", 120),
      pageLine("kitsNext", "Next step: the repair kits", 300, { multiline: true }),
      pageLine("hostingNext", "Next step: the website hosting", 300, { multiline: true }),
      pageLine("marketingPlanNext", "Next step: the marketing plan", 300, { multiline: true }),
      pageLine("communityNext", "Next step: the member community", 300, { multiline: true }),
      pageLine("playbooksNext", "Next step: the playbooks", 300, { multiline: true }),
    ],
    { deliveryDays: { description: "the business days within which the team ships the kits and starts on what it delivers by hand", sample: "2" } },
  ),
];
