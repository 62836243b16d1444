// Copy for /training-access: the page for members who bought the training only, because they
// already own repair tools. It says what their training includes, which modules matter most
// with a kit of their own, and where to start.

export type PageLink = { label: string; to: string };

export type IncludedItem = { title: string; text: string };

export type KeyModule = {
  /** A module id from app/content/curriculum.ts (the page shows its title). */
  moduleId: string;
  why: string;
};

export type NextStep = { title: string; text: string; link: PageLink };

export const trainingAccessPage = {
  eyebrow: "Training-only membership",
  heading: "Your Training Is Ready",
  intro: [
    "You already own your repair tools, so your membership is all about what the tools don't come with: a repair technique you can trust, insurance billing that gets you paid, and a steady way to find customers.",
    "Everything below is open to you now. Work through it at your own pace, with your own kit beside you.",
  ],
} as const;

export const trainingIncludes: { heading: string; items: IncludedItem[] } = {
  heading: "What your training includes",
  items: [
    {
      title: "The full video course",
      text: "Every lesson, from your first practice chip through drilling, bridge and injector work, curing, pit fill and the finished repair, plus the business-model modules.",
    },
    {
      title: "Insurance billing",
      text: "Why many insurers waive the deductible for chip repair, and how to register with the claim networks and bill through Omega EDI so insurers pay you directly.",
    },
    {
      title: "Business setup",
      text: "Choosing a name, a simple logo, registering your business and getting a tax ID, then building a website that brings in bookings.",
    },
    {
      title: "The AI coach",
      text: "On-demand answers about repair technique, tools, pricing and finding customers, any time of day, from your dashboard.",
    },
    {
      title: "The member community",
      text: "Students across the country sharing tough repairs, good locations and what is working in their markets.",
    },
    {
      title: "Business resources",
      text: "Banner, flyer and business card templates, the new-shop registration form, links to the insurance claim networks and a repair tracking sheet.",
    },
  ],
};

export const keyModules: { heading: string; intro: string; modules: KeyModule[] } = {
  heading: "The modules that matter most with your own kit",
  intro:
    "Your tools may differ from ours, but the repair is the same: clear the break, fill it with resin, cure it and finish the pit. These modules are where members with their own kits gain the most.",
  modules: [
    {
      moduleId: "pro-kit",
      why: "If you use a bridge with a screw-in pressure injector, follow this module step by step. It covers burping out trapped air, probing stubborn legs and getting pit filler flush with the glass.",
    },
    {
      moduleId: "platinum-kit",
      why: "If your injector pulls a vacuum as well as pressure, this module shows how to alternate the cycles, cure under pressure and polish the finished repair.",
    },
    {
      moduleId: "omega-edi",
      why: "Tools don't bill insurance. This module shows how to open a claim and send the invoice so the insurer pays you, which is how most chip repairs get paid.",
    },
    {
      moduleId: "intro-business-models",
      why: "Tent locations, gas stations, car washes, dealerships or mobile service: pick where your customers will come from, then work through that module.",
    },
  ],
};

export const nextSteps: { heading: string; steps: NextStep[] } = {
  heading: "Your next steps",
  steps: [
    {
      title: "Watch the welcome lesson",
      text: "A few minutes on how the course is laid out and how to get the most from it.",
      link: { label: "Start the welcome lesson", to: "/lesson/welcome/welcome" },
    },
    {
      title: "Work through the business foundation",
      text: "Next comes the intro module: why the repair often costs the driver nothing, your business name, logo and legal setup. Then check your kit against the Pro Kit and Platinum Kit lessons and follow the one that matches your injector.",
      link: { label: "Open your course dashboard", to: "/dashboard" },
    },
    {
      title: "Get your marketing and insurance paperwork ready",
      text: "Print the templates, fill in the new-shop registration form and register with the claim networks while you practise.",
      link: { label: "Open business resources", to: "/business-resources" },
    },
  ],
};

/** The page's main buttons. */
export const trainingAccessLinks: PageLink[] = [
  { label: "Go to your dashboard", to: "/dashboard" },
  { label: "Start with the welcome lesson", to: "/lesson/welcome/welcome" },
  { label: "Business resources", to: "/business-resources" },
];
