// The first values of the sales pages' words (their units: lib/page-texts/sales.ts), by unit key.

/** A comparison value: "yes" shows a check mark, "no" a dash, anything else is shown as written. */
const pricingComparison = [
  { feature: "Full video course: technique, insurance billing, sales", complete: "yes", premium: "yes", ultimate: "yes" },
  { feature: "Repair kits included", complete: "1 Professional kit", premium: "2 kits", ultimate: "5 kits" },
  { feature: "On-demand AI coach and member community", complete: "yes", premium: "yes", ultimate: "yes" },
  { feature: "Free website hosting", complete: "6 months", premium: "6 months", ultimate: "12 months" },
  { feature: "1-on-1 coaching", complete: "no", premium: "12 weeks", ultimate: "A full year" },
  { feature: "Done-with-you local marketing plan", complete: "no", premium: "yes", ultimate: "yes" },
  { feature: "Hiring and dealership-contract playbooks", complete: "no", premium: "no", ultimate: "yes" },
  { feature: "30-day money-back guarantee", complete: "yes", premium: "yes", ultimate: "yes" },
];

const bootcampFeatures = [
  {
    title: "Step-by-step repair videos",
    text: "Watch every step up close: drilling, mounting the bridge, injecting resin, curing, pit fill and the final polish.",
  },
  { title: "The under-$500 tool list", text: "Exactly which bridge, injector, resin and UV lamp to buy, and which cheap kits to avoid." },
  { title: "Reading a break", text: "Bullseyes, stars, combination breaks and short cracks: how to tell in seconds which ones you can fix." },
  {
    title: "Pricing and insurance basics",
    text: "Charge {{figure:repairPrice}} with confidence, and learn how insurance covers most repairs at no cost to the driver.",
  },
  { title: "Your first customers", text: "Scripts for car washes, dealerships and parking lots that turn a friendly conversation into paid work." },
  {
    title: "Watch on any device",
    text: "Short lessons you can watch on your phone between jobs, with a separate bootcamp area in your member account.",
  },
];

const trainingModules = [
  {
    title: "The full video course",
    text: "Every repair lesson: reading a break, drilling, bridge and injector work, curing, pit fill and finishing, for chips and cracks.",
  },
  { title: "Insurance billing", text: "How insurance covers most chip repairs at no cost to the driver, and how to bill it so you get paid." },
  {
    title: "Business setup",
    text: "Registering your business, pricing at {{figure:repairPrice}}, and finding steady work at car washes, dealerships and fleets.",
  },
  { title: "The AI coach", text: "On-demand answers about repair technique, tools, pricing and getting customers, grounded in the course lessons." },
  { title: "The member community", text: "Students across the country sharing wins, tough repairs and what is working in their markets." },
];

export const salesPageTexts: [key: string, words: Record<string, string>][] = [
  [
    "page.pricing",
    {
      description: "Every plan includes a repair kit and a 30-day money-back guarantee.",
      eyebrow: "Training plans and pricing",
      headline: "Invest in a Business, Not Just a Box of Tools",
      intro:
        "Every plan includes the full video course, a professional repair kit and the support to land your first paying customers. A 15-minute repair pays {{figure:repairPrice}}, so steady work pays back the tuition.",
      plansHeading: "Training plans",
      kitsHeading: "The kits that ship with your plan",
      kitsIntro: "Real tools for paid work from your first day, in a case that fits in your car.",
      kitLink: "See what's in",
      compareHeading: "Compare the plans",
      compareLead: "Curious about the kits themselves?",
      compareLink: "Compare the Professional and Platinum kits",
      compareCaption: "What each training plan includes",
      compareColumn: "Included",
      faqHeading: "Questions before you enroll",
      nextHeading: "Not sure which plan fits?",
      nextText:
        "Book a free strategy call. We'll look at your market, your schedule and your budget and recommend the plan that gets you earning soonest, or tell you honestly if this business isn't a fit.",
      callButton: "Book My Free Strategy Call",
      trainingOnlyButton: "Training Only: I Have My Own Tools",
    },
  ],
  ["page.pricing.comparison", { entries: JSON.stringify(pricingComparison) }],
  [
    "page.guarantee",
    {
      title: "30-Day Money-Back Guarantee",
      text: "Enroll, start the training and put it to work. If within 30 days you decide this business isn't for you, contact our support team and we refund your payment. You take no risk by getting started.",
    },
  ],
  [
    "page.bootcamp",
    {
      description: "A hands-on video bootcamp: repair windshield chips and land your first paying customers.",
      orderDescription: "Your order summary for the Windshield Repair Bootcamp.",
      eyebrow: "The Windshield Repair Bootcamp",
      headline: "Learn to Repair Windshield Chips and Land Your First Paying Customers, for",
      intro:
        "A short, hands-on video course that shows you exactly how a 15-minute chip repair earns {{figure:repairPrice}}, which equipment to buy for under $500, and how to find your first customers this week.",
      buyButton: "Get the Bootcamp for",
      letterIntro: "Press play for a short video letter from our founder, {{founderName}}, about why we made the bootcamp, and who it is for.",
      featuresHeading: "What you get in the bootcamp",
      studentsHeading: "Hear from our students",
      testimonialsIntro: "Our students on their first repairs, their first customers and the businesses they built.",
      priceHeading: "Start today for",
      offerNotice: "Limited offer: your {{price:bootcamp}} price is held for {{offerHours:bootcamp}} hours from your first visit, until",
      offerNoticeAfter: "After that the bootcamp is its normal {{listPrice:bootcamp}}.",
      offerEnded: "The {{offerHours:bootcamp}}-hour {{price:bootcamp}} offer ended on",
      offerEndedAfter: "The bootcamp is {{listPrice:bootcamp}}.",
      faqHeading: "Frequently asked questions",
      includes: [
        "The complete bootcamp video course, start to finish",
        "The under-$500 equipment shopping list",
        "Pricing guide and customer scripts for car washes and dealerships",
        "Insurance billing basics",
        "Your own member account with a dedicated bootcamp area",
        "30-day money-back guarantee",
      ].join("\n"),
    },
  ],
  ["page.bootcamp.features", { entries: JSON.stringify(bootcampFeatures) }],
  [
    "page.training-order",
    {
      description: "Already own windshield repair tools? Get the full training, insurance billing and business setup without a kit.",
      eyebrow: "Training only, no kit",
      headline: "Already Have Your Own Tools? Get the Training Without the Kit",
      intro:
        "Owning a bridge and an injector is the easy part: 75% of people who buy repair tools on their own never earn back their investment. The training is what turns your tools into a business, and you don't pay for a kit you already have.",
      priceNote: "The full course without a kit. Plans with a professional kit start at",
      compareLink: "Compare plans with a kit",
      includedHeading: "What the training includes",
      fitHeading: "This is for you if",
      fit: [
        "You own a bridge-and-injector or vacuum-pressure repair kit and know it works",
        "You want the repair technique, insurance billing and customer-finding that the kit didn't come with",
        "You would rather not pay for a second set of tools",
      ].join("\n"),
    },
  ],
  ["page.training-order.modules", { entries: JSON.stringify(trainingModules) }],
  [
    "page.checkout",
    {
      orderEyebrow: "Your order",
      includedHeading: "What's included",
      backToPlans: "Back to all plans",
      backToBootcamp: "Back to the bootcamp",
      summaryHeading: "Order summary",
      submitButton: "Continue to Secure Checkout",
      submitBusy: "Opening checkout...",
      explanation: "You pay on the next page. Card details go straight to our payment provider and never touch this site.",
      cancelled: "Checkout cancelled. Nothing was charged, and your order is still here when you're ready.",
      unavailable: "We couldn't open the secure checkout just now. Nothing was charged; please try again in a minute.",
      nextHeading: "What happens next",
      detailsTitle: "Enter your details",
      detailsText: "Your name and the e-mail address your account and receipt go to.",
      detailsKitText: "Your name, the e-mail address your account and receipt go to, and where we ship your kit.",
      payTitle: "Pay securely",
      payText: "Pay by card on the secure checkout page. You're covered by our 30-day guarantee.",
      startTitle: "Start right away",
      startText: "Your sign-in details appear as soon as the payment goes through, with a receipt by e-mail.",
    },
  ],
  [
    "page.order",
    {
      description: "Pick the windshield repair training plan you want to order.",
      planDescription: "Your order summary for the",
      headline: "Choose Your Training Plan",
      unknownPackage: "We couldn't find that package. It may have been renamed; please choose one of our current plans below.",
      intro: "Pick a plan to see your order summary. Every plan includes the full course, a repair kit and a 30-day money-back guarantee.",
      plansHeading: "Training plans",
    },
  ],
  [
    "page.order-complete",
    {
      welcomeHeading: "Welcome to {{businessName}}",
      orderHeading: "Your order",
      nextHeading: "What happens next",
      nextText: "Sign in to start the course right away; your receipt is on its way to your inbox.",
      questionsText: "Questions about your plan or your repair kit? Reply to the receipt and our team will help.",
    },
  ],
  [
    "page.payment-result",
    {
      paidHeading: "Payment Successful!",
      welcomeText: "Welcome to the {{productName}}!",
      orderNumberText: "Order number {{orderNumber}}",
      accountToast: "Account Created!",
      accountHeading: "Account Created!",
      passwordText: "Write these down now: the password is shown only this once. You will choose your own password when you first sign in.",
      awaitsClaimText:
        "{{email}} already has an account. To add this purchase to it, open the link we have e-mailed to that address and choose your password. Your receipt is on its way too.",
      receiptText: "Your receipt is on its way to {{email}}.",
      startButton: "Start Now",
      signInButton: "Sign In to Get Started",
      failedHeading: "Payment Verification Failed",
      failedText: "Please contact support if you completed the payment.",
    },
  ],
  [
    "page.member-plan",
    {
      courseText: "Every lesson, your progress and the checkpoint quizzes.",
      courseLink: "Open the course",
      coachText: "Answers about repairs, tools, pricing and customers, any time.",
      coachLink: "Ask the coach",
      resourcesText: "Templates, insurance forms and sales tools.",
      resourcesLink: "Open the resources",
    },
  ],
  ["page.tools", { trainingOnlyLead: "Already own your tools?", trainingOnlyLink: "See the training-only option" }],
];
