// The first values of the portal pages' words (their units: lib/page-texts/portal.ts), by unit key.
export const portalPageTexts: [key: string, words: Record<string, string>][] = [
  [
    "page.call-preparation",
    {
      description: "How to get the most from your free strategy call.",
      bookedEyebrow: "Booking confirmed",
      bookedHeading: "Your strategy call is booked",
      bookedWhen: "We will see you on",
      bookedNoTime: "We will see you at the time you chose.",
      bookedInbox: "The confirmation and a calendar invite are in your inbox.",
      preparingEyebrow: "Your free strategy call",
      preparingHeading: "Getting ready for your strategy call",
      preparingText: "Booked a call? Its time, and a link to move or cancel it, are in your confirmation e-mail. Not booked yet?",
      chooseTimeLink: "Choose a time",
      tipsHeading: "How to prepare",
      blockTimeTip: "and be ready 5 minutes early in a quiet place.",
      tips: "Watch the short video above first; it answers the questions most people ask.\nWrite down how many hours a week you can give the business and what you could invest.\nNote the gas stations, car washes and dealerships near you: we will size your local market together.\nIf someone shares your finances, invite them to join the call.",
      homeButton: "Return to Home",
    },
  ],
  [
    "page.booking-calendar",
    {
      description: "Pick a date and time for your free one-hour windshield repair business strategy call.",
      heading: "Choose a time for your free strategy call",
      intro: "one-on-one, about starting your windshield repair business.",
      dateStep: "1. Pick a date",
      timeStep: "2. Pick a time",
      detailsStep: "3. Your details",
      bookButton: "Confirm Booking",
      expectHeading: "What to Expect",
      expectLength: "Just you and a coach who has run a chip-repair business.",
      expectMeeting: "How we meet:",
    },
  ],
  [
    "page.booking-calendar.expect",
    {
      entries: JSON.stringify([
        {
          lead: "Please be ready 5 minutes early",
          text: "in a quiet place with a pen and paper.",
        },
        {
          lead: "Your local market:",
          text: "where the repairs are in your area (gas stations, car washes, dealerships) and what they pay.",
        },
        {
          lead: "A plan that fits your hours and budget,",
          text: "with the tools and training you would actually need.",
        },
        {
          lead: "No pressure.",
          text: "If it is not a fit, we will tell you.",
        },
      ]),
    },
  ],
  [
    "page.welcome",
    {
      eyebrow: "Member's Only Area",
      greeting: "Welcome",
      statusTraining: "Training Active",
      statusCoach: "AI Coach Ready",
      resumeLabel: "Continue where you left off",
      resumeLesson: "Resume lesson",
      resumeQuiz: "Take the quiz",
      courseCardTitle: "Access Course",
      courseCardText: "Your lessons, progress and curriculum.",
      resourcesCardTitle: "Business Resources",
      resourcesCardText: "Templates, insurance processing and sales tools.",
      supportCardTitle: "Contact Support",
      supportCardText: "Text, e-mail or call our team.",
    },
  ],
  [
    "page.no-access",
    {
      eyebrow: "Member area",
      greeting: "Hello",
      "no-purchase-title": "This account has no training plan yet",
      "no-purchase-text":
        "The member area (lessons, business resources and the coach) opens with a training plan. Choose one to get started; if you bought one with a different e-mail address, contact us and we will connect it.",
      "refunded-title": "Your order was refunded",
      "refunded-text":
        "Since your payment was refunded, the member area is closed for this account. If that is a mistake, or you would like to come back, contact us.",
      "plan-lapsed-title": "A payment of your plan did not go through",
      "plan-lapsed-text":
        "We tried your card several times for your plan's next payment without success, so the member area is paused. Pay it now, with the same card or another, and it opens again right away.",
      "test-purchase-title": "Your order was a test order",
      "test-purchase-text":
        "Your order went through the site's test checkout, which took no payment, and the site now sells for real. Choose a plan to get started, or contact us if you think this is wrong.",
      "grant-withdrawn-title": "Your access has ended",
      "grant-withdrawn-text": "The access our team gave this account has ended. Contact us if you think this is a mistake.",
      pricingButton: "See the training plans",
      bootcampHeading: "Your bootcamp is open",
      bootcampText: "The Windshield Repair Bootcamp you bought is in its own course area.",
      bootcampButton: "Go to the bootcamp course",
    },
  ],
  [
    "page.course-access",
    {
      paidHeading: "Welcome to {{businessName}}",
      orderHeading: "Your order",
      requiredHeading: "Course Access Required",
      requiredText: "The Windshield Repair Bootcamp opens here once you have bought it.",
      requiredButton: "Purchase Course",
    },
  ],
  [
    "page.training-access",
    {
      heading: "Your Training Is Ready",
      ownTools:
        "You already own your repair tools, so your membership is all about what the tools don't come with: a repair technique you can trust, insurance billing that gets you paid, and a steady way to find customers.\nEverything below is open to you now. Work through it at your own pace, with your own kit beside you.",
      withKitsLead: "Your plan comes with",
      withKits:
        "Until they arrive, start with the lessons: by the time the parcel is at your door you will know every step of the repair.\nBelow is where each part of your plan stands, and the module that teaches the kit you are getting.",
      general: "Everything below is open to you now. Work through it at your own pace.",
      link1: "Go to your dashboard",
      link2: "Start with the welcome lesson",
      link3: "Business resources",
      keyModulesHeading: "The modules that matter most with your own kit",
      keyModulesIntro:
        "Your tools may differ from ours, but the repair is the same: clear the break, fill it with resin, cure it and finish the pit. These modules are where members with their own kits gain the most.",
      "ownKitWhy-pro-kit":
        "If you use a bridge with a screw-in pressure injector, follow this module step by step. It covers burping out trapped air, probing stubborn legs and getting pit filler flush with the glass.",
      "ownKitWhy-platinum-kit":
        "If your injector pulls a vacuum as well as pressure, this module shows how to alternate the cycles, cure under pressure and polish the finished repair.",
      "ownKitWhy-omega-edi":
        "Tools don't bill insurance. This module shows how to open a claim and send the invoice so the insurer pays you, which is how most chip repairs get paid.",
      "ownKitWhy-intro-business-models":
        "Tent locations, gas stations, car washes, dealerships or mobile service: pick where your customers will come from, then work through that module.",
      kitModuleHeading: "The module for your kit",
      "kitWhy-professional":
        "Your Professional Tools kit is a bridge with a screw-in pressure injector: this module takes you through it step by step, from a practice chip to a pit fill flush with the glass.",
      "kitWhy-platinum":
        "Your Platinum Tools kit's injector pulls a vacuum as well as pressure: this module shows how to alternate the cycles, cure under pressure and polish the finished repair.",
      nextStepsHeading: "Your next steps",
      step1Title: "Watch the welcome lesson",
      step1Text: "A few minutes on how the course is laid out and how to get the most from it.",
      step1Link: "Start the welcome lesson",
      step2Title: "Work through the business foundation",
      step2Text:
        "Next comes the intro module: why the repair often costs the driver nothing, your business name, logo and legal setup. Then check your kit against the Pro Kit and Platinum Kit lessons and follow the one that matches your injector.",
      step2Link: "Open your course dashboard",
      step3Title: "Get your marketing and insurance paperwork ready",
      step3Text: "Print the templates, fill in the new-shop registration form and register with the claim networks while you practise.",
      step3Link: "Open business resources",
    },
  ],
  [
    "page.dashboard",
    {
      heading: "Your Windshield Repair Course",
      modulesTab: "Course Modules",
      coachTab: "On-demand Coach",
      contactTab: "Contact",
      progressLabel: "Overall Progress",
    },
  ],
  [
    "page.coaching",
    {
      heading: "Your 1-on-1 Coaching",
      notIncluded: "Your plan does not include 1-on-1 coaching sessions. The Premium and Ultimate plans include a coaching session a week.",
      compareLink: "Compare the plans",
      upcomingHeading: "Coming up",
      bookHeading: "Book a session",
      pastHeading: "Earlier sessions",
    },
  ],
  [
    "page.business-resources",
    {
      title: "Business Resources",
      intro:
        "Templates, sign-up pages and tools for marketing your repair business, getting paid by insurance and tracking your sales. Each one opens in a new tab.",
    },
  ],
  [
    "page.business-resources.marketing",
    {
      title: "Marketing",
      description: "Get your name in front of drivers, online and in the parking lot.",
      "tent-banner-template-title": "Tent Banner Template",
      "tent-banner-template-description":
        "A 6-by-2-foot banner design for your repair tent: add your business name and phone number, then send it to any banner printer.",
      "tent-banner-template-button": "Open the banner design",
      "flyer-template-title": "Flyer Template",
      "flyer-template-description":
        "A letter-size flyer to leave at car washes, shops and on counters, explaining that chip repair is quick and often covered by insurance.",
      "flyer-template-button": "Print the flyer",
      "business-card-template-title": "Business Card Template",
      "business-card-template-description":
        "A standard 3.5-by-2-inch business card with room for your name, phone number and website, ready for any print shop.",
      "business-card-template-button": "Open the business card design",
      "ai-logo-maker-title": "AI Logo Maker",
      "ai-logo-maker-description": "Generate logo ideas from your business name in minutes, then pick one that reads clearly on a banner and a profile photo.",
      "ai-logo-maker-button": "Create a logo",
      "google-business-profile-title": "Google Business Profile",
      "google-business-profile-description":
        "Claim your free listing so your business shows up on Google Maps and in local searches, and start collecting reviews.",
      "google-business-profile-button": "Set up your Google profile",
      "facebook-business-page-title": "Facebook Business Page",
      "facebook-business-page-description": "Create a page where local customers can find you, message you and see photos of your repairs.",
      "facebook-business-page-button": "Set up your Facebook page",
    },
  ],
  [
    "page.business-resources.insurance-processing",
    {
      title: "Insurance Processing",
      description: "Register with the claim networks and bill insurance companies for your repairs.",
      "omega-edi-title": "Omega EDI",
      "omega-edi-description": "The auto-glass software many shops use to send insurance invoices electronically to the claim networks.",
      "omega-edi-button": "Visit Omega EDI",
      "new-shop-form-title": "Shop Registration Form",
      "new-shop-form-description": "A printable new-shop form that gathers the business, tax and insurance details claim networks ask for when you register.",
      "new-shop-form-button": "Print the new-shop form (PDF)",
      "lynx-registration-title": "Lynx Services Registration",
      "lynx-registration-description": "Register your shop with Lynx Services, one of the networks that manage auto-glass claims for insurance companies.",
      "lynx-registration-button": "Register with Lynx",
      "gerber-claims-title": "Gerber National Claim Services",
      "gerber-claims-description": "Another auto-glass claim network that handles glass claims for insurers; join it to take more insured repairs.",
      "gerber-claims-button": "Visit Gerber National",
    },
  ],
  [
    "page.business-resources.sales-tools",
    {
      title: "Sales Tools",
      description: "Know your numbers from the first repair.",
      "tracking-sheet-title": "Repair Tracking Sheet",
      "tracking-sheet-description": "A spreadsheet for logging every repair, location type, insurance claim and payment, so you know which locations pay best.",
      "tracking-sheet-button": "Open the tracking sheet in Excel or Google Sheets",
    },
  ],
  [
    "page.inclusions",
    {
      courseTitle: "The full video course",
      coachTitle: "The on-demand AI coach",
      resourcesTitle: "Business launch templates and resources",
      kitsTitle: "Your repair kits",
      coachingTitle: "1-on-1 coaching sessions",
      hostingTitle: "Your business website, hosted",
      marketingPlanTitle: "Your done-with-you local marketing plan",
      communityTitle: "The member community",
      playbooksTitle: "Hiring, training and dealership-contract playbooks",
      kitsNext: "We send them within {{deliveryDays}} business days of your payment and e-mail you the tracking link.",
      hostingNext: "We'll e-mail you within {{deliveryDays}} business days to set up your website.",
      marketingPlanNext: "We'll e-mail you within {{deliveryDays}} business days to plan it with you.",
      communityNext: "We'll e-mail you an invitation within {{deliveryDays}} business days.",
      playbooksNext: "We'll e-mail them to you within {{deliveryDays}} business days.",
    },
  ],
];
