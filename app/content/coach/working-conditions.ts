import type { CoachPassage } from "~/content/coach/types";

// Weather, sunlight and temperature: what they do to the resin and the glass.
export const workingConditions: CoachPassage[] = [
  {
    id: "curing-in-sun",
    title: "Curing time in direct sun and in shade",
    lessons: ["pro-kit/curing", "platinum-kit/curing-under-pressure"],
    markdown:
      "In direct sun, cure repair resin for about **10 minutes**; on a cloudy day or in shade allow **15 to 20 minutes**, or use the UV curing light for about **5 minutes** in any weather. Because sunlight cures resin, keep the break **shaded** (a card or the kit's cover over the injector) until the break is fully clear, or the resin may set before it reaches the tips of the legs.",
  },
  {
    id: "hot-and-cold-glass",
    title: "Working on hot or cold glass",
    lessons: ["pro-kit/injecting-resin", "mobile/mobile-operation"],
    markdown:
      "Resin flows best when the glass is **mild, roughly 50 to 90°F**. Glass hot from the sun can crack further under injector pressure, so shade it and let it cool first. Cold glass makes resin thick and slow; warm it gently with the car's defroster. Never blast a cold windshield with heat, and **never repair in rain**: water in the break clouds the repair.",
  },
  {
    id: "storing-resin",
    title: "Storing resin",
    lessons: ["pro-kit/dripping-resin", "welcome/welcome"],
    markdown:
      "Store resin in its **dark bottle**, capped, out of sunlight and away from heat, for example in the kit case in a shaded part of your car. UV light starts curing it, and heat thins it. Check the date on the bottle; old resin can yellow or cure cloudy. Running short of resin mid-season is an avoidable way to lose a day's earnings.",
  },
];
