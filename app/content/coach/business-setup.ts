import type { CoachPassage } from "~/content/coach/types";

// Naming, branding and registering the business.
export const businessSetup: CoachPassage[] = [
  {
    id: "course-overview",
    title: "How the course is laid out",
    lessons: ["welcome/welcome"],
    markdown:
      "Start with the **welcome** lesson, then the intro module on setting up the business. Practise the repair with the **Pro Kit** lessons (or **Platinum Kit** if you have that kit), learn **insurance billing with Omega EDI**, then choose your business model: tents, gas stations, car washes, dealerships or mobile. Mark each lesson complete to track your progress.",
  },
  {
    id: "business-name",
    title: "Choosing your business name",
    lessons: ["intro/choosing-name"],
    markdown:
      'Choose a name that says **what you do and where**, is easy to spell on the phone and fits on a banner, for example "Provo Mobile Chip Repair". Check that the name is free with your state\'s business registry and as a web domain and social page before you print anything.',
  },
  {
    id: "logo",
    title: "Designing a simple logo",
    lessons: ["intro/logo-design"],
    markdown:
      "Keep the logo **simple, readable from across a parking lot and good in one color**: your name in a strong font with a small windshield or chip symbol. An AI logo maker (linked in Business Resources) gets you a usable logo in minutes; use it on your tent banner, cards, flyers and website.",
  },
  {
    id: "entity",
    title: "Setting up your business entity",
    lessons: ["intro/entity-setup"],
    markdown:
      "Start as an **LLC**, as most students do: it separates your business from your personal assets and is simple to run. Register with your state, get a free **EIN** (tax ID) from the IRS, open a business bank account, and buy **general liability insurance**, which property owners and dealerships will ask to see. Check whether your city needs a business license.",
  },
  {
    id: "website",
    title: "Building your business website",
    lessons: ["business-resources/build-website"],
    markdown:
      "A repair website needs only a few things: a clear headline with your **service area**, a **click-to-call** phone number at the top, **online booking**, a note that insurance usually pays, photos of real repairs and reviews. Build it mobile-first, since most customers find you on a phone, and link it from your Google Business Profile.",
  },
];
