import { listUnit, pageLine, pageUnit, type TextField, type TextUnit } from "~/lib/text-units";

// The words of the funnel's pages as studio units (their first values: app/content/page-texts/funnel.ts).

const ONE_PER_LINE = { multiline: true, hint: "One per line." } as const;

/** The small line over a section's heading, the heading and the paragraph under it. */
const sectionHead = (introLength = 600): TextField[] => [
  pageLine("eyebrow", "Small line above the heading", 80),
  pageLine("heading", "Heading", 120),
  pageLine("intro", "Introduction", introLength, { multiline: true }),
];

/** A titled card with its text, for each of `parts` (the page shows them in this order, each with its own icon or picture). */
const cards = (parts: [name: string, label: string][], title: string, text: string): TextField[] =>
  parts.flatMap(([name, label]) => [
    pageLine(`${name}${title}`, `${label}: ${title.toLowerCase()}`, 80),
    pageLine(`${name}${text}`, `${label}: ${text.toLowerCase()}`, 400, { multiline: true }),
  ]);

const landingUnits: TextUnit[] = [
  pageUnit(
    "page.home.banner",
    "Home page: webinar banner",
    "The strip at the top of / that counts down to the next live webinar session (its times come from the webinar schedule).",
    [
      pageLine("badge", "Badge", 40),
      pageLine("countdown", "Before the countdown", 80),
      pageLine("live", "While the session is live", 80),
      pageLine("registered", "After the number registered", 40),
      pageLine("reserveButton", "Button before the session", 40),
      pageLine("joinButton", "Button while it is live", 40),
      pageLine("closeLabel", "Close button, read out by screen readers", 80),
    ],
  ),
  pageUnit("page.home.hero", "Home page: opening", "The first screen of /: the promise, the claims beside their bases and the two buttons.", [
    pageLine("eyebrow", "Small line above the heading", 120),
    pageLine("headline", "Heading", 120),
    pageLine("intro", "Introduction", 400, { multiline: true }),
    pageLine("repairClaim", "Claim about a repair's price", 120, { hint: "The basis of the repair price is shown after it." }),
    pageLine("dayClaim", "Claim about a day's earnings", 120, { hint: "The basis of the day's range is shown after it." }),
    pageLine("claims", "Further claims", 400, ONE_PER_LINE),
    pageLine("videoButton", "Button to the video", 40),
    pageLine("trainingButton", "Button to the free training", 40),
  ]),
  pageUnit("page.home.steps", "Home page: the four repair steps", "The section of / that shows the repair in four steps, each beside its picture.", [
    ...sectionHead(),
    ...cards(
      [
        ["bridge", "Step 1"],
        ["inject", "Step 2"],
        ["cure", "Step 3"],
        ["pitFill", "Step 4"],
      ],
      "Name",
      "Text",
    ),
  ]),
  pageUnit("page.home.features", "Home page: what you get", "The six cards of / that list what a student gets, each with its icon.", [
    ...sectionHead(),
    ...cards(
      [
        ["video", "Video card"],
        ["kit", "Kit card"],
        ["shield", "Shield card"],
        ["megaphone", "Megaphone card"],
        ["coach", "Coach card"],
        ["globe", "Globe card"],
      ],
      "Title",
      "Text",
    ),
  ]),
  pageUnit("page.home.website", "Home page: the website included", "The section of / about the website every student gets, beside a drawing of one.", [
    ...sectionHead(),
    pageLine("hostingOffer", "Hosting offer", 120),
    pageLine("benefits", "Benefits", 800, ONE_PER_LINE),
    pageLine("button", "Button to the demo website", 40),
  ]),
  pageUnit("page.home.kit", "Home page: the equipment", "The section of / about the professional kit, beside the kit's picture and its figures.", [
    ...sectionHead(),
    pageLine("highlights", "Highlights", 800, ONE_PER_LINE),
    pageLine("button", "Button to the kits", 40),
    pageLine("panelEyebrow", "Panel: small line", 80),
    pageLine("panelFigure", "Panel: big figure", 20),
    pageLine("panelFigureText", "Panel: under the big figure", 120),
    pageLine("startLabel", "Panel: start-up cost's label", 60),
    pageLine("startValue", "Panel: start-up cost", 40),
    pageLine("repairLabel", "Panel: label over the repair price", 60, { hint: "The repair price and its basis follow it." }),
  ]),
  pageUnit(
    "page.home.knowledge",
    "Home page: knowledge versus tools",
    "The section of / that compares buying tools alone with tools plus the training (its rows: the next unit).",
    [
      ...sectionHead(),
      pageLine("statistic", "Statistic", 20),
      pageLine("statisticText", "After the statistic", 200),
      pageLine("caption", "Table's caption, read out by screen readers", 160),
      pageLine("topicColumn", "First column's heading", 60),
      pageLine("toolsOnlyColumn", "Second column's heading", 60),
      pageLine("withTrainingColumn", "Third column's heading", 60),
    ],
  ),
  listUnit(
    "page.home.knowledge.rows",
    "Home page: knowledge versus tools, rows",
    "The rows of the comparison table on /.",
    {
      item: "Row",
      max: 10,
      blankRows: 1,
      fields: [
        pageLine("topic", "What it takes", 80),
        pageLine("toolsOnly", "Tools on their own", 200),
        pageLine("withTraining", "Tools plus the training", 200),
      ],
    },
    "page",
  ),
  pageUnit("page.home.market", "Home page: the market", "The section of / about the size of the market (its figures: the next unit).", sectionHead()),
  listUnit(
    "page.home.market.stats",
    "Home page: the market's figures",
    "The figure tiles of the market section on /.",
    { item: "Figure", max: 8, blankRows: 1, fields: [pageLine("value", "Figure", 20), pageLine("label", "What it counts", 80)] },
    "page",
  ),
  pageUnit(
    "page.home.income",
    "Home page: three paths to income",
    "The three income paths of /, each beside the students' reported monthly figure (the figures: the studio's marketing figures).",
    [
      ...sectionHead(),
      pageLine("pathLabel", "Word before each path's number", 20),
      ...(
        [
          ["sideHustle", "Path 1"],
          ["fullTime", "Path 2"],
          ["team", "Path 3"],
        ] as const
      ).flatMap(([name, label]) => [
        pageLine(`${name}Name`, `${label}: name`, 60),
        pageLine(`${name}Hours`, `${label}: hours`, 60),
        pageLine(`${name}Text`, `${label}: text`, 300, { multiline: true }),
        pageLine(`${name}Highlights`, `${label}: highlights`, 600, ONE_PER_LINE),
      ]),
      pageLine("disclaimer", "Note under the paths", 400, { multiline: true }),
    ],
  ),
  pageUnit(
    "page.home.testimonials",
    "Home page: student stories",
    "The heading over the students' stories on / (the stories: the studio's testimonials).",
    sectionHead(),
  ),
  pageUnit("page.home.pricing", "Home page: plans", "The heading over the plans on / and the line under them (the plans: the studio's offers).", [
    ...sectionHead(),
    pageLine("strategyCall", "Line under the plans", 200),
    pageLine("strategyCallLink", "Link to the strategy call", 60),
  ]),
];

export const funnelPageUnits: TextUnit[] = [
  ...landingUnits,
  pageUnit("page.about", "About page", "The words of /about around the founder's story (his name, introduction and story: the studio's founder unit).", [
    pageLine("description", "Search-result description", 300, { multiline: true }),
    pageLine("eyebrow", "Small line above the heading", 80),
    pageLine("headline", "Heading", 120),
    pageLine("intro", "Introduction", 600, { multiline: true }),
    pageLine("yearsLabel", "Under the years in business", 120),
    pageLine("studentsLabel", "Under the students trained", 120),
    pageLine("repairLabel", "Under the repair price", 120, { hint: "The repair price's basis follows it." }),
    pageLine("nextStepsHeading", "Next steps: heading", 120),
    pageLine("nextStepsText", "Next steps: text", 400, { multiline: true }),
    pageLine("callButton", "Button to the strategy call", 40),
    pageLine("calculatorButton", "Button to the calculator", 40),
  ]),
  pageUnit(
    "page.student-stats",
    "Students' figures",
    "The labels of the three figure tiles on /video, /webinar and the call-preparation page (the figures: the studio's marketing figures).",
    [
      pageLine("studentsLabel", "Under the students trained", 80),
      pageLine("averageDayLabel", "Under the average day", 80, { hint: "Its basis follows it." }),
      pageLine("startValue", "Third tile: figure", 20),
      pageLine("startLabel", "Third tile: label", 80),
    ],
  ),
  pageUnit("page.video", "Free training video page", "The words of /video around the free training video.", [
    pageLine("description", "Search-result description", 300, { multiline: true }),
    pageLine("backLink", "Link back to the home page", 40),
    pageLine("eyebrow", "Small line above the heading", 80),
    pageLine("headline", "Heading", 160, { hint: "The day's range and its basis are shown under it." }),
    pageLine("intro", "Introduction", 600, { multiline: true }),
    pageLine("callButton", "Button to the strategy call", 60),
    pageLine("pricingButton", "Button to the plans", 60),
    pageLine("statsHeading", "Heading of the figures, read out by screen readers", 80),
    pageLine("takeawaysHeading", "What the video shows: heading", 120),
    pageLine("takeaways", "What the video shows", 1000, ONE_PER_LINE),
    pageLine("nextStepHeading", "Next step: heading", 120),
    pageLine("nextStepText", "Next step: text", 400, { multiline: true }),
    pageLine("nextStepButton", "Next step: button", 60),
  ]),
  pageUnit(
    "page.webinar",
    "Webinar page",
    "The words of /webinar around the recorded training (its next live session: the webinar schedule; the host: the studio's founder).",
    [
      pageLine("description", "Search-result description", 300, { multiline: true }),
      pageLine("badge", "Badge over the heading", 60),
      pageLine("nextLive", "Before the next live session's time", 60),
      pageLine("headline", "Heading", 160),
      pageLine("intro", "Introduction", 600, { multiline: true }),
      pageLine("learnHeading", "What you'll learn: heading", 120),
      pageLine("craftHeading", "First list: heading", 80),
      pageLine("craftItems", "First list", 1000, ONE_PER_LINE),
      pageLine("businessHeading", "Second list: heading", 80),
      pageLine("businessItems", "Second list", 1000, ONE_PER_LINE),
      pageLine("hostHeading", "The host: heading", 80),
      pageLine("hostBullets", "The host: facts", 600, ONE_PER_LINE),
      pageLine("statsHeading", "Heading of the figures, read out by screen readers", 80),
      pageLine("guaranteeHeading", "Guarantee: heading", 120),
      pageLine("guaranteeText", "Guarantee: text", 600, { multiline: true }),
      pageLine("callHeading", "Call to action: heading", 120),
      pageLine("callText", "Call to action: text", 400, { multiline: true }),
      pageLine("callButton", "Call to action: button", 60),
    ],
  ),
  pageUnit(
    "page.booking-landing",
    "Strategy call page",
    "The words of /booking-landing: the free training video, then the free strategy call and how to book it.",
    [
      pageLine("description", "Search-result description", 300, { multiline: true }),
      pageLine("videoEyebrow", "Video: small line above the heading", 80),
      pageLine("videoHeadline", "Video: heading", 160),
      pageLine("videoIntro", "Video: introduction", 600, { multiline: true }),
      pageLine("eyebrow", "Call: small line above the heading", 80),
      pageLine("headline", "Call: heading", 160),
      pageLine("introBeforeLength", "Call: introduction, before the call's length", 200, {
        hint: "The call's length (as the hosts' hours offer it, e.g. “a full hour”) follows it.",
      }),
      pageLine("introAfterLength", "Call: introduction, after the call's length", 600, { multiline: true }),
      pageLine("button", "Call: button", 60),
      pageLine("cost", "Call: what it costs", 120),
      pageLine("benefitsHeading", "What you get: heading, before the call's length", 120, { hint: "The call's length follows it." }),
      pageLine("benefits", "What you get", 1200, ONE_PER_LINE),
      pageLine("stepsHeading", "How it works: heading", 80),
      pageLine("questionsTitle", "Step 1: title", 80),
      pageLine("questionsText", "Step 1: text", 300, { multiline: true }),
      pageLine("timeTitle", "Step 2: title", 80),
      pageLine("timeText", "Step 2: text", 300, { multiline: true }),
      pageLine("meetTitle", "Step 3: title, before the call's length", 80, { hint: "The call's length follows it." }),
      pageLine("meetText", "Step 3: text", 300, { multiline: true, hint: "How the call happens (by video or by phone) comes before it." }),
      pageLine("startHeading", "Closing: heading", 120),
      pageLine("startText", "Closing: text", 300, { multiline: true }),
      pageLine("startButton", "Closing: button", 60),
    ],
  ),
  pageUnit("page.lead-survey-success", "Webinar sign-up: success", "What /lead-survey/success says for the second before it opens the webinar.", [
    pageLine("headline", "Heading", 80),
    pageLine("message", "Message", 200),
    pageLine("link", "Link to the training", 60),
  ]),
  pageUnit(
    "page.earnings-calculator",
    "Income calculator page",
    "The words of /earnings-calculator around the calculator (its ready-made scenarios' numbers stay as they are).",
    [
      pageLine("description", "Search-result description", 300, { multiline: true }),
      pageLine("eyebrow", "Small line above the heading", 80),
      pageLine("headline", "Heading", 120),
      pageLine("intro", "Introduction", 600, { multiline: true }),
      pageLine("scenariosHeading", "Scenarios: heading", 120),
      ...(
        [
          ["sideHustle", "Scenario 1"],
          ["fullTime", "Scenario 2"],
          ["scaled", "Scenario 3"],
        ] as const
      ).flatMap(([name, label]) => [
        pageLine(`${name}Name`, `${label}: name`, 60),
        pageLine(`${name}Summary`, `${label}: summary`, 300, { multiline: true }),
        pageLine(`${name}Link`, `${label}: link that loads its numbers`, 80),
      ]),
      pageLine("assumptionsHeading", "Assumptions: heading", 120),
      pageLine("assumptions", "Assumptions", 2000, ONE_PER_LINE),
      pageLine("disclaimerLabel", "Disclaimer: label", 40),
      pageLine("disclaimer", "Disclaimer", 1000, { multiline: true }),
      pageLine("nextStepHeading", "Next step: heading", 120),
      pageLine("nextStepText", "Next step: text", 400, { multiline: true }),
      pageLine("callButton", "Next step: button to the strategy call", 60),
      pageLine("homeButton", "Next step: button back home", 60),
    ],
  ),
  pageUnit("page.thank-you", "Thank-you page", "What /thank-you says to someone who has just asked for the free training.", [
    pageLine("description", "Search-result description", 300, { multiline: true }),
    pageLine("headline", "Heading", 120),
    pageLine("message", "Message", 600, { multiline: true }),
    pageLine("watchPrompt", "Invitation to watch now", 300, { multiline: true }),
    pageLine("watchButton", "Button to the video", 60),
    pageLine("homeButton", "Button back to the home page", 60),
  ]),
];
