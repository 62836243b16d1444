// The first values of the funnel pages' words (their units: lib/page-texts/funnel.ts), by unit key.

/** A list unit's value: its entries as the studio stores them. */
const entries = (rows: Record<string, string>[]) => ({ entries: JSON.stringify(rows) });

export const funnelPageTexts: [key: string, words: Record<string, string>][] = [
  [
    "page.home.banner",
    {
      badge: "LIVE webinar",
      countdown: "Free training starts in",
      live: "The free training is live now",
      registered: "registered",
      reserveButton: "Reserve My Spot",
      joinButton: "Join the Training",
      closeLabel: "Close the webinar notice",
    },
  ],
  [
    "page.home.hero",
    {
      description:
        "Learn the 15-minute windshield chip repair that pays {{figureValue:repairPrice}} as our students report, with equipment under $500. We have trained {{figureValue:studentsTrained}} students, each on their own schedule.",
      eyebrow: "Trusted by {{figure:studentsTrained}} trained students",
      headline: "Start Your Own Mobile Windshield Chip Repair Business",
      intro:
        "Learn the 15-minute repair that drivers, dealerships and insurers pay for, and turn a small professional kit into a business you run from your car.",
      repairClaim: "{{figureValue:repairPrice}} for every 15-minute repair",
      dayClaim: "{{figureValue:dayRange}} per day with a few hours of steady work",
      claims: "Equipment under $500 and no experience needed\nGet started in 48 hours",
      videoButton: "Watch The Video",
      trainingButton: "Free Training",
    },
  ],
  [
    "page.home.steps",
    {
      eyebrow: "How a repair works",
      heading: "The 15-Minute Repair in Four Steps",
      intro:
        "Every repair follows the same four steps, done where the car is parked. The course shows each one up close, and you practise them on your own test glass first.",
      bridgeName: "Bridge",
      bridgeText: "Clean the chip, then set the bridge on its suction cups so the injector sits square over the impact point.",
      injectName: "Inject",
      injectText: "Screw in the injector and press resin into every leg of the break until it turns clear.",
      cureName: "Cure",
      cureText: "A few minutes under the UV lamp harden the resin, and the break can no longer spread.",
      pitFillName: "Pit fill",
      pitFillText: "Seal the impact point with pit filler under a curing strip, then scrape it flush with a razor blade.",
    },
  ],
  [
    "page.home.features",
    {
      eyebrow: "Everything in one place",
      heading: "What You Get to Launch Your Business",
      intro: "Training, tools, customers and support: the whole business, not just the repair.",
      videoTitle: "Step-by-step video training",
      videoText: "Watch every repair from the first look at the chip to the final polish, then practise on a test chip before your first paying customer.",
      kitTitle: "A professional repair kit",
      kitText: "The same bridge, injector and curing light our technicians use, with enough resin for 250+ repairs.",
      shieldTitle: "Insurance billing made simple",
      shieldText: "Most insurers cover chip repair in full, so your customers pay nothing out of pocket and say yes on the spot.",
      megaphoneTitle: "A system for finding customers",
      megaphoneText: "Scripts and routes for car washes, dealerships, fleets and parking lots, so your calendar fills without paid ads.",
      coachTitle: "Coaching from people who do the work",
      coachText: "15+ years in the trade behind every answer: 1-on-1 calls, a member community and an AI coach that cites the lessons.",
      globeTitle: "Your own business website",
      globeText: "A ready-made site with online booking and an insurance checker, so customers find you and book you the same day.",
    },
  ],
  [
    "page.home.website",
    {
      eyebrow: "Included with your training",
      heading: "A Professional Website Is Included",
      intro:
        "Customers search before they call. Every student gets a ready-made website for their repair business, set up with their name, service area and phone number.",
      hostingOffer: "6 months of free hosting with the Complete plan",
      benefits: [
        "Online booking, so customers pick a time while they are looking at the chip",
        "An insurance checker that shows drivers their repair is likely covered",
        "Fast on any phone, with your phone number one tap away",
        "Local search basics set up for your city from day one",
      ].join("\n"),
      button: "See the Demo Website",
    },
  ],
  [
    "page.home.kit",
    {
      eyebrow: "Low start-up cost",
      heading: "Professional Equipment for Under $500",
      intro: "You don't need a shop, a van or expensive machinery. Our professional kit fits in a car trunk and pays for itself within your first few repairs.",
      highlights: [
        "Enough resin for 250+ repairs",
        "Repairs chips and cracks up to 6 inches long",
        "Bridge, injector, curing light and finishing tools in one case",
        "Upgrade to the Platinum kit for 300+ repairs when you grow",
      ].join("\n"),
      button: "Compare Our Tool Kits",
      panelEyebrow: "Professional kit",
      panelFigure: "250+",
      panelFigureText: "repairs from the resin in one kit",
      startLabel: "Starting equipment",
      startValue: "Under $500",
      repairLabel: "Each repair pays",
    },
  ],
  [
    "page.home.knowledge",
    {
      eyebrow: "Why most tool buyers fail",
      heading: "Knowledge Makes the Money, Not the Tools",
      intro:
        "The kit is the easy part. The income comes from knowing which chips to take, doing a repair the customer can't see, getting insurance to pay and turning one car wash into a weekly account.",
      statistic: "75%",
      statisticText: "of people who buy repair tools on their own never earn back their investment.",
      caption: "Starting with tools alone compared with tools plus training",
      topicColumn: "What it takes",
      toolsOnlyColumn: "Tools on their own",
      withTrainingColumn: "Tools plus our training",
    },
  ],
  [
    "page.home.knowledge.rows",
    entries([
      {
        topic: "Repair quality",
        toolsOnly: "Trial and error on customers' windshields",
        withTraining: "A proven 15-minute process, practised before your first customer",
      },
      { topic: "Pricing", toolsOnly: "Guessing, and usually undercharging", withTraining: "{{figure:repairPrice}}, with confidence" },
      {
        topic: "Getting paid",
        toolsOnly: "Cash jobs only, when someone says yes",
        withTraining: "Insurance billing, so most customers pay nothing out of pocket",
      },
      {
        topic: "Finding customers",
        toolsOnly: "Waiting for someone to ask",
        withTraining: "Car washes, dealerships, fleets and parking lots, with scripts that work",
      },
      { topic: "Support", toolsOnly: "A one-page leaflet", withTraining: "Coaching, a member community and an AI coach" },
    ]),
  ],
  [
    "page.home.market",
    {
      eyebrow: "The market opportunity",
      heading: "A $4.2 Billion Market That Keeps Growing",
      intro:
        "Every car on the road is one flying stone away from a chip, and a chip left alone spreads into a crack that means a full windshield replacement. That is why drivers, fleets and insurers pay for fast repairs.",
    },
  ],
  [
    "page.home.market.stats",
    entries([
      { value: "280M+", label: "Vehicles on US roads" },
      { value: "$4.2B", label: "Windshield repair market" },
      { value: "15%", label: "Yearly industry growth" },
      { value: "90%", label: "Repeat customers" },
    ]),
  ],
  [
    "page.home.income",
    {
      eyebrow: "Grow at your own pace",
      heading: "Three Paths to Chip Repair Income",
      intro: "Start on weekends, go full time, or build a team. The skills are the same; you choose how far to take them.",
      pathLabel: "Path",
      sideHustleName: "Side Hustle",
      sideHustleHours: "10-15 hours/week",
      sideHustleText: "Keep your job and repair chips on evenings and weekends.",
      sideHustleHighlights: [
        "Weekend stands at car washes and gas stations",
        "Referrals from friends, family and co-workers",
        "No boss and no fixed schedule",
      ].join("\n"),
      fullTimeName: "Full-Time Business",
      fullTimeHours: "40-50 hours/week",
      fullTimeText: "Replace your income with a mobile business that goes where the cars are.",
      fullTimeHighlights: ["Weekly accounts with dealerships and fleets", "Insurance billing on most jobs", "{{figure:dayRange}} days on a steady route"].join(
        "\n",
      ),
      teamName: "Scaled Enterprise",
      teamHours: "A team of technicians",
      teamText: "Hire and train technicians and run the business instead of every repair.",
      teamHighlights: ["Several vans covering your whole metro area", "Commercial and fleet contracts", "Hiring and training playbooks from our coaches"].join(
        "\n",
      ),
      disclaimer: "Income figures are results our students reported, not a promise. Your results depend on your effort, your market and your hours.",
    },
  ],
  [
    "page.home.testimonials",
    {
      eyebrow: "Student stories",
      heading: "Hear From Our Students",
      intro: "Real students, real first weeks. Press play to hear how each of them got started.",
    },
  ],
  [
    "page.home.pricing",
    {
      eyebrow: "Pricing",
      heading: "Choose Your Training Plan",
      intro: "Every plan includes the full video course, a professional repair kit and your business website.",
      strategyCall: "Not sure which plan fits? Talk it through on a free strategy call first.",
      strategyCallLink: "Book a free strategy call",
    },
  ],
  [
    "page.about",
    {
      description:
        "How our founder {{founderName}} built a mobile windshield repair business over 15+ years, trained {{figure:studentsTrained}} students, and why knowledge beats tools.",
      eyebrow: "Our story",
      headline: "From One Repair Kit to a Business That Trains Others",
      intro:
        "More than 15 years ago {{founderName}} bought a cheap repair kit, drove to a gas station and offered strangers to fix the chip in their windshield. Today {{businessName}} has trained {{figure:studentsTrained}} students across the country.",
      yearsLabel: "Running a mobile windshield repair business",
      studentsLabel: "Students trained to start their own",
      repairLabel: "Earned on a typical 15-minute repair",
      nextStepsHeading: "See what this business could look like for you",
      nextStepsText: "Run your own numbers in the income calculator, then talk it through with us on a free 1-on-1 strategy call.",
      callButton: "Book Your Free Strategy Call",
      calculatorButton: "Calculate Your Earnings",
    },
  ],
  ["page.student-stats", { studentsLabel: "Students trained", averageDayLabel: "Average daily earnings", startValue: "48hrs", startLabel: "To get started" }],
  [
    "page.video",
    {
      description:
        "Watch the free training: how a 15-minute windshield chip repair pays {{figureValue:repairPrice}} (as our students report), where to find customers, and how our students got started in 48 hours.",
      backLink: "Back to Home",
      eyebrow: "Free training video",
      headline: "How Ordinary People Earn {{figureValue:dayRange}} Per Day Repairing Windshield Chips",
      intro:
        "Watch the full training to see how a 15-minute repair pays {{figure:repairPrice}}, where your first customers come from, and why the equipment costs under $500. No experience needed.",
      callButton: "Schedule Your Free Strategy Call",
      pricingButton: "See Training Plans & Pricing",
      statsHeading: "Our students in numbers",
      takeawaysHeading: "In this video you'll see",
      takeaways: [
        "The exact repair process, from drilling the chip to curing the resin",
        "How insurance pays for most repairs, so customers say yes on the spot",
        "Where to find steady work: car washes, dealerships, fleets and parking lots",
        "How students go from their first repair to {{figure:dayRange}} days",
      ].join("\n"),
      nextStepHeading: "Ready to map out your own business?",
      nextStepText:
        "Book a free 1-on-1 strategy call. We'll look at your area, your schedule and your budget and tell you honestly whether this business fits you.",
      nextStepButton: "Book My Free Strategy Call",
    },
  ],
  [
    "page.webinar",
    {
      description: "Watch the training: how to repair windshield chips, what to charge and how to build the business, with a 30-day money-back guarantee.",
      badge: "On demand: start any time",
      nextLive: "Next live session:",
      headline: "Start Your Mobile Windshield Repair Business: Live Training",
      intro:
        "In this session {{founderName}} shows you, step by step, how our students turned a small repair kit into {{figure:dayRange}} days, and how you can start within 48 hours.",
      learnHeading: "What you'll learn",
      craftHeading: "The craft",
      craftItems: [
        "How to read a chip and decide in seconds whether it can be repaired",
        "The 15-minute repair process that leaves the break nearly invisible",
        "Why professional equipment under $500 is all you need to begin",
        "The mistakes that make a chip spread, and how to avoid every one",
      ].join("\n"),
      businessHeading: "The business",
      businessItems: [
        "How to charge {{figure:repairPrice}} and have insurance pay for most repairs",
        "Where your first customers are: car washes, dealerships, fleets and parking lots",
        "How to land standing weekly accounts that fill your calendar",
        "The path from a side hustle to a full-time income, and to a team",
      ].join("\n"),
      hostHeading: "Your host",
      hostBullets: ["15+ years in the windshield repair business", "Trained {{figure:studentsTrained}} students", "Still repairs chips every week"].join("\n"),
      statsHeading: "Our students in numbers",
      guaranteeHeading: "30-day money-back guarantee",
      guaranteeText:
        "Join the Premium Coaching Program and follow the training for 30 days. If you're not satisfied, ask for a full refund within 30 days and you get every dollar back.",
      callHeading: "Want a plan for your own area?",
      callText: "Book a free strategy call and we'll build your first-90-days plan together: where to find customers, what to charge and which kit you need.",
      callButton: "Schedule a Call",
    },
  ],
  [
    "page.booking-landing",
    {
      description:
        "Watch the free training video, then book a free, full-hour 1-on-1 strategy call: a personal plan for your windshield chip-repair business, from local demand to pricing and equipment.",
      videoEyebrow: "Free training video",
      videoHeadline: "Watch the Free Training, Then Plan Your Business With Us",
      videoIntro:
        "Start here: the training shows the 15-minute repair, how it gets paid and where the customers are. Then, if it fits you, book a free call and we'll plan your first 90 days together.",
      eyebrow: "Free 1-on-1 strategy call",
      headline: "Get a Personal Plan for Your Windshield Repair Business",
      introBeforeLength: "Spend",
      introAfterLength:
        ", 1-on-1, with a member of our team who has built this business. You'll leave with a clear plan for your area, your schedule and your budget, whether or not you ever buy from us.",
      button: "Book My Free Strategy Call",
      cost: "Free. No credit card. No obligation.",
      benefitsHeading: "What you'll get in",
      benefits: [
        "An honest read on your local market and how much repair work is there",
        "Realistic income targets for the hours you can give, from a side hustle to full time",
        "The equipment you actually need, and what to skip",
        "Your first-90-days plan: where to find customers and what to charge",
        "Straight answers about our training, so you can decide with no pressure",
      ].join("\n"),
      stepsHeading: "How it works",
      questionsTitle: "Answer 6 quick questions",
      questionsText: "Tell us about your experience, time, budget and goals. It takes about a minute.",
      timeTitle: "Pick a time that suits you",
      timeText: "Choose a slot in your own time zone.",
      meetTitle: "Meet 1-on-1 for",
      meetText: "Be ready 5 minutes early with your questions.",
      startHeading: "Ready when you are",
      startText: "The questions take about a minute, and you'll pick your time right after.",
      startButton: "Answer 6 Quick Questions and Book",
    },
  ],
  [
    "page.lead-survey-success",
    { headline: "Success!", message: "Your information has been submitted. Redirecting to training...", link: "Go to the training now" },
  ],
  [
    "page.earnings-calculator",
    {
      description:
        "Estimate what a mobile windshield chip-repair business could earn: enter your price per repair, chips per day and days per week to see daily, weekly, monthly and yearly income.",
      eyebrow: "Income Calculator",
      headline: "What could chip repair pay you?",
      intro:
        "A chip repair takes about 15 minutes and bills at {{figure:repairPrice}}, usually paid by the driver's insurer. Enter your own price, how many chips you expect to fix in a day and how many days you want to work, and see what that adds up to.",
      formHeading: "Your numbers",
      priceLabel: "Price per chip repair",
      priceHint: "Most repairs bill at {{figure:repairPrice}}.",
      chipsPerDayLabel: "Chips per day",
      chipsPerDayHint: "From 1 to 50 repairs.",
      daysPerWeekLabel: "Days per week",
      daysPerWeekHint: "From 1 to 7 working days.",
      calculateButton: "Calculate",
      resultsHeading: "Your estimated income",
      perRepair: "per repair",
      chipsADay: "chips a day",
      daysAWeek: "days a week",
      dailyLabel: "Daily income",
      weeklyLabel: "Weekly income",
      monthlyLabel: "Monthly income",
      yearlyLabel: "Yearly income",
      fixPrompt: "Fix the highlighted field above to see your estimate.",
      scenariosHeading: "Try a ready-made scenario",
      sideHustleName: "Side hustle",
      sideHustleSummary: "A couple of repairs on Saturday and Sunday mornings, around a day job.",
      sideHustleLink: "Load the side hustle numbers",
      fullTimeName: "Full-time",
      fullTimeSummary: "Five repairs a day, Monday to Friday, mostly insurance-paid work at dealerships and offices.",
      fullTimeLink: "Load the full-time numbers",
      scaledName: "Scaled enterprise",
      scaledSummary: "You and a second technician covering fleets and car lots at a premium price.",
      scaledLink: "Load the scaled enterprise numbers",
      assumptionsHeading: "How these numbers are worked out",
      assumptions: [
        "Daily income is your price times your chips per day; weekly income is daily income times your days per week.",
        "A typical chip repair takes about 15 minutes and is billed at {{figure:repairPrice}}.",
        "Most drivers with comprehensive coverage pay nothing: their insurer pays you for the repair.",
        "Monthly income is weekly income times 4.33 (the average weeks in a month); yearly is weekly times 52. All figures are rounded to whole dollars.",
        "Figures are before costs. Resin and supplies run a few dollars per repair; fuel depends on your area.",
      ].join("\n"),
      disclaimerLabel: "Disclaimer:",
      disclaimer:
        "These figures are examples worked out from the numbers you enter, not a promise or a prediction of income. What you earn depends on your prices, your market, the hours you put in and how well you find customers. Results vary, and many people who start any business earn little or nothing.",
      nextStepHeading: "Ready to turn these numbers into a real business?",
      nextStepText: "On a free strategy call we look at your area, your schedule and your budget, and map out your first 90 days.",
      callButton: "Get Started With a Free Strategy Call",
      homeButton: "Return to Home",
    },
  ],
  [
    "page.thank-you",
    {
      description: "Your free 3-part windshield repair training is on its way to your inbox. Watch the complete video now.",
      headline: "You're In!",
      message:
        "Your free 3-part training will arrive in your inbox within 5 minutes. If you don't see it, check your spam or promotions folder and mark us as a safe sender so you don't miss the next parts.",
      watchPrompt: "Don't want to wait? The complete training video is ready for you right now.",
      watchButton: "Watch The Complete Video Now",
      homeButton: "Return to Homepage",
    },
  ],
];
