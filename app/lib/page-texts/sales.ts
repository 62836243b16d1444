import { listUnit, pageLine, pageUnit, type TextUnit } from "~/lib/text-units";

// The words of the sales pages as studio units (their first values: app/content/page-texts/sales.ts).
// The plans' and offers' names, prices and inclusions are the offers studio's (/admin/offers), the
// questions are the FAQ lists; these are the words around them. A price the visitor pays that
// depends on their own limited offer (the bootcamp's) is not a placeholder: the page puts it after
// the field's words ("Get the Bootcamp for" + "$47").

/** A page unit's words as its loader reads them, by field name. */
export type PageWords = Record<string, string>;

/** The money-back guarantee box's words (page.guarantee). */
export type GuaranteeWords = { title: string; text: string };

/** A plan comparison row (page.pricing.comparison): what is compared and, per plan, "yes" (a check mark), "no" (a dash) or the words to show. */
export type ComparisonRow = { feature: string; complete: string; premium: string; ultimate: string };

const COMPARISON_VALUE_HINT = "Write yes for a check mark, no for a dash, or the words to show.";

export const salesPageUnits: TextUnit[] = [
  pageUnit("page.pricing", "Pricing page", "The words of /pricing around the plan cards, the kits, the comparison table and the questions.", [
    pageLine("description", "Search-result description (after the plans' names and prices)", 300, { multiline: true }),
    pageLine("eyebrow", "Line above the heading", 80),
    pageLine("headline", "Heading", 120),
    pageLine("intro", "Introduction", 600, { multiline: true }),
    pageLine("plansHeading", "Heading of the plan cards (read by screen readers)", 80),
    pageLine("kitsHeading", "Heading of the kits", 120),
    pageLine("kitsIntro", "Introduction to the kits", 300, { multiline: true }),
    pageLine("kitLink", "Link to a kit's contents (the kit's name follows)", 60),
    pageLine("compareHeading", "Heading of the comparison", 120),
    pageLine("compareLead", "Line before the link to the kits' comparison", 200),
    pageLine("compareLink", "Link to the kits' comparison", 120),
    pageLine("compareCaption", "Comparison table's caption (read by screen readers)", 120),
    pageLine("compareColumn", "Comparison table's first column", 40),
    pageLine("faqHeading", "Heading of the questions", 120),
    pageLine("nextHeading", "Heading of the closing box", 120),
    pageLine("nextText", "Text of the closing box", 600, { multiline: true }),
    pageLine("callButton", "Button to book a call", 60),
    pageLine("trainingOnlyButton", "Button to the training-only order", 60),
  ]),
  listUnit(
    "page.pricing.comparison",
    "Pricing page: plan comparison",
    "The rows of the table comparing the plans on /pricing (a card per plan on a phone), in this order. The plans' names head the columns.",
    {
      item: "Row",
      fields: [
        pageLine("feature", "What is compared", 200),
        pageLine("complete", "The Complete plan", 80, { hint: COMPARISON_VALUE_HINT }),
        pageLine("premium", "The Premium plan", 80, { hint: COMPARISON_VALUE_HINT }),
        pageLine("ultimate", "The Ultimate plan", 80, { hint: COMPARISON_VALUE_HINT }),
      ],
      max: 20,
      blankRows: 2,
    },
    "page",
  ),
  pageUnit("page.guarantee", "Money-back guarantee", "The guarantee box on /pricing, /bootcamp and every order page.", [
    pageLine("title", "Heading", 120),
    pageLine("text", "Text", 600, { multiline: true }),
  ]),
  pageUnit(
    "page.bootcamp",
    "Bootcamp page",
    "The words of /bootcamp around its price, testimonials and questions; its introduction, offer notice and what it includes also show on /bootcamp-order.",
    [
      pageLine("description", "Search-result description of /bootcamp", 300, { multiline: true }),
      pageLine("orderDescription", "Search-result description of /bootcamp-order", 300, { multiline: true }),
      pageLine("eyebrow", "Line above the heading", 80),
      pageLine("headline", "Heading (the visitor's price follows)", 160),
      pageLine("intro", "Introduction", 600, { multiline: true }),
      pageLine("buyButton", "Button to the order (the visitor's price follows)", 60),
      pageLine("letterIntro", "Line above the founder's video letter", 300, { multiline: true }),
      pageLine("featuresHeading", "Heading of what the bootcamp holds", 120),
      pageLine("studentsHeading", "Heading of the testimonials", 120),
      pageLine("testimonialsIntro", "Introduction to the testimonials", 300, { multiline: true }),
      pageLine("priceHeading", "Heading of the price box (the visitor's price follows)", 80),
      pageLine("offerNotice", "While the visitor's offer runs (the hour it ends follows)", 300, { multiline: true }),
      pageLine("offerNoticeAfter", "While the offer runs, after the hour it ends", 300, { multiline: true }),
      pageLine("offerEnded", "Once the visitor's offer ended (the hour it ended follows)", 300, { multiline: true }),
      pageLine("offerEndedAfter", "Once the offer ended, after that hour", 300, { multiline: true }),
      pageLine("faqHeading", "Heading of the questions", 120),
      pageLine("includes", "What the bootcamp includes (on /bootcamp-order)", 1200, { multiline: true, hint: "One item a line." }),
    ],
  ),
  listUnit(
    "page.bootcamp.features",
    "Bootcamp page: what it holds",
    "The cards under “What you get in the bootcamp” on /bootcamp, in this order.",
    { item: "Card", fields: [pageLine("title", "Title", 120), pageLine("text", "Text", 400, { multiline: true })], max: 12, blankRows: 2 },
    "page",
  ),
  pageUnit("page.training-order", "Training-only order page", "The words of /training-order, the training without a kit, around its price and order form.", [
    pageLine("description", "Search-result description", 300, { multiline: true }),
    pageLine("eyebrow", "Line above the heading", 80),
    pageLine("headline", "Heading", 160),
    pageLine("intro", "Introduction", 600, { multiline: true }),
    pageLine("priceNote", "Note under the price (the lowest price of a plan with a kit follows)", 200),
    pageLine("compareLink", "Link to the plans with a kit", 80),
    pageLine("includedHeading", "Heading of what the training includes", 120),
    pageLine("fitHeading", "Heading of who it is for", 120),
    pageLine("fit", "Who it is for", 1200, { multiline: true, hint: "One reason a line." }),
  ]),
  listUnit(
    "page.training-order.modules",
    "Training-only order page: what it includes",
    "The parts of the training listed under “What the training includes” on /training-order, in this order.",
    { item: "Part", fields: [pageLine("title", "Title", 120), pageLine("text", "Text", 400, { multiline: true })], max: 12, blankRows: 2 },
    "page",
  ),
  pageUnit(
    "page.checkout",
    "Order pages: summary and checkout",
    "The words every order page (/order, /bootcamp-order, /training-order) shares: the order summary's form and the steps under “What happens next”.",
    [
      pageLine("orderEyebrow", "Line above a plan's or the bootcamp's name", 60),
      pageLine("includedHeading", "Heading of what the order includes", 80),
      pageLine("backToPlans", "Link back to the plans", 60),
      pageLine("backToBootcamp", "Link back to the bootcamp", 60),
      pageLine("summaryHeading", "Heading of the order summary", 60),
      pageLine("submitButton", "Button to the payment page", 60),
      pageLine("submitBusy", "The button while the checkout opens", 60),
      pageLine("explanation", "Line under the button", 300, { multiline: true }),
      pageLine("cancelled", "After a cancelled checkout", 300, { multiline: true }),
      pageLine("unavailable", "When the checkout could not open", 300, { multiline: true }),
      pageLine("nextHeading", "Heading of the next steps", 80),
      pageLine("detailsTitle", "Step 1: title", 80),
      pageLine("detailsText", "Step 1: text", 300, { multiline: true }),
      pageLine("detailsKitText", "Step 1: text for an order that ships kits", 300, { multiline: true }),
      pageLine("payTitle", "Step 2: title", 80),
      pageLine("payText", "Step 2: text", 300, { multiline: true }),
      pageLine("startTitle", "Step 3: title", 80),
      pageLine("startText", "Step 3: text", 300, { multiline: true }),
    ],
  ),
  pageUnit(
    "page.order",
    "Order page: choosing a plan",
    "The words of /order when no plan is chosen yet (or a link named an unknown plan), and its search-result descriptions.",
    [
      pageLine("description", "Search-result description when choosing a plan", 300, { multiline: true }),
      pageLine("planDescription", "Search-result description of a plan's order (the plan's name and description follow)", 120),
      pageLine("headline", "Heading", 120),
      pageLine("unknownPackage", "Alert when a link named an unknown plan", 300, { multiline: true }),
      pageLine("intro", "Introduction", 600, { multiline: true }),
      pageLine("plansHeading", "Heading of the plan cards (read by screen readers)", 80),
    ],
  ),
  pageUnit(
    "page.order-complete",
    "Order complete page",
    "The words of the page a plan's checkout returns to, around the payment's result and the sign-in details.",
    [
      pageLine("welcomeHeading", "Heading once paid", 120),
      pageLine("orderHeading", "Heading when the payment did not go through", 120),
      pageLine("nextHeading", "Heading of the next steps", 80),
      pageLine("nextText", "Next steps (the kit's shipment follows, for a plan with a kit)", 300, { multiline: true }),
      pageLine("questionsText", "Line about questions", 300, { multiline: true }),
    ],
  ),
  pageUnit(
    "page.payment-result",
    "Payment's result",
    "The answer to a buyer back from checkout, on /order/complete and /course-access: paid (with a new account's sign-in details, shown once) or not verified. The labels of the sign-in details are the system's.",
    [
      pageLine("paidHeading", "Heading once paid", 80),
      pageLine("welcomeText", "Welcome line", 200),
      pageLine("orderNumberText", "The order's number", 80),
      pageLine("accountToast", "Pop-up title when an account was made", 80),
      pageLine("accountHeading", "Heading of the new account's sign-in details", 80),
      pageLine("passwordText", "Line above the sign-in details", 300, { multiline: true }),
      pageLine("awaitsClaimText", "When the e-mail address already has an account", 400, { multiline: true }),
      pageLine("receiptText", "Where the receipt goes", 200),
      pageLine("startButton", "Button to start (signed in)", 60),
      pageLine("signInButton", "Button to sign in and start", 60),
      pageLine("failedHeading", "Heading when the payment is not verified", 80),
      pageLine("failedText", "Line when the payment is not verified (the support contacts follow)", 300, { multiline: true }),
    ],
    {
      productName: { description: "what was bought", sample: "Complete Chip Repair System" },
      orderNumber: { description: "the order's number, as on the receipt", sample: "CRA-1042" },
      email: { description: "the buyer's e-mail address", sample: "maria@example.com" },
    },
  ),
  pageUnit(
    "page.member-plan",
    "Member's plan: what opens in the portal",
    "The line and link of each part of a plan the member opens in the portal (the course, the coach, the resources), on /welcome and /training-access.",
    [
      pageLine("courseText", "The course: line", 200),
      pageLine("courseLink", "The course: link", 60),
      pageLine("coachText", "The coach: line", 200),
      pageLine("coachLink", "The coach: link", 60),
      pageLine("resourcesText", "The resources: line", 200),
      pageLine("resourcesLink", "The resources: link", 60),
    ],
  ),
  pageUnit("page.tools", "Tools page: training-only line", "The line at the foot of /tools for visitors who already own tools.", [
    pageLine("trainingOnlyLead", "Question before the link", 120),
    pageLine("trainingOnlyLink", "Link to the training-only order", 80),
  ]),
];
