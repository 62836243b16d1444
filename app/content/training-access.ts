// Copy for /training-access: a member's own training, said for their plan. The training alone
// (they own their tools) gets the modules that matter most with a kit of their own; a plan
// with kits gets the module for the kit it ships. Then where to start.

import type { KitId } from "~/content/kits";

export type PageLink = { label: string; to: string };

export type KeyModule = {
  /** A module id from app/content/curriculum.ts (the page shows its title). */
  moduleId: string;
  why: string;
};

export type NextStep = { title: string; text: string; link: PageLink };

export const trainingAccessPage = {
  heading: "Your Training Is Ready",
  /** The buyer of the training alone: they own their tools. */
  ownTools: [
    "You already own your repair tools, so your membership is all about what the tools don't come with: a repair technique you can trust, insurance billing that gets you paid, and a steady way to find customers.",
    "Everything below is open to you now. Work through it at your own pace, with your own kit beside you.",
  ],
  /** A plan that ships kits: "2 Platinum Tools kits" is filled in. */
  withKits: (kits: string) => [
    `Your plan comes with ${kits}. Until they arrive, start with the lessons: by the time the parcel is at your door you will know every step of the repair.`,
    "Below is where each part of your plan stands, and the module that teaches the kit you are getting.",
  ],
  /** Access given by hand, or staff. */
  general: ["Everything below is open to you now. Work through it at your own pace."],
} as const;

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

/** A plan that ships a kit: the module that teaches that kit. */
export const kitModule: { heading: string; byKit: Record<KitId, KeyModule> } = {
  heading: "The module for your kit",
  byKit: {
    professional: {
      moduleId: "pro-kit",
      why: "Your Professional Tools kit is a bridge with a screw-in pressure injector: this module takes you through it step by step, from a practice chip to a pit fill flush with the glass.",
    },
    platinum: {
      moduleId: "platinum-kit",
      why: "Your Platinum Tools kit's injector pulls a vacuum as well as pressure: this module shows how to alternate the cycles, cure under pressure and polish the finished repair.",
    },
  },
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
