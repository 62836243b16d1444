import type { CoachPassage } from "~/content/coach/types";

// The Platinum kit: vacuum and pressure cycles with the flex-shaft drill and its bridge.
export const platinumKitRepair: CoachPassage[] = [
  {
    id: "platinum-drilling",
    title: "Drilling with the flex-shaft drill",
    lessons: ["platinum-kit/drilling"],
    markdown:
      "The Platinum kit's **flex-shaft drill** gives finer control than a hand drill: hold the handpiece like a pen, rest your hand on the glass, and touch the bit to the impact point at low speed. Stop as soon as you reach the break, less than a millimetre into the outer layer. Drill only sealed impact points, mostly star and combination breaks.",
  },
  {
    id: "platinum-prepping-bridge",
    title: "Prepping the bridge and checking the seal",
    lessons: ["platinum-kit/prepping-bridge"],
    markdown:
      "Before placing the Platinum bridge, check the injector's **O-ring seal** for nicks and old resin, screw the injector into the bridge so its tip sits just above the suction cups, and make sure the vacuum and pressure settings move freely. A worn seal is the usual reason a vacuum will not hold.",
  },
  {
    id: "platinum-placing-bridge",
    title: "Placing the bridge",
    lessons: ["platinum-kit/placing-bridge"],
    markdown:
      "Center the bridge over the impact point, press the suction cups down, and lower the injector until its seal sits firmly on the glass around the pit. Check from inside the car that it is centered. Then add **3 to 5 drops** of repair resin to the injector chamber.",
  },
  {
    id: "platinum-vacuum",
    title: "Running the vacuum cycle",
    lessons: ["platinum-kit/vacuum-cycle"],
    markdown:
      "The **vacuum cycle** pulls air out of the break before resin goes in. Set the injector to vacuum and hold it for about **1 to 2 minutes**; you will see air bubbles rise through the resin. Vacuum is why the Platinum kit fills fine legs and combination breaks so completely: less air in the break means less resistance to the resin.",
  },
  {
    id: "platinum-pressure",
    title: "Running the pressure cycle",
    lessons: ["platinum-kit/pressure-cycle"],
    markdown:
      "After vacuum, switch to **pressure** to push resin into the emptied break for about **1 to 2 minutes**. Alternate vacuum and pressure cycles, typically **3 or 4 rounds**, until every part of the break has turned clear. Finish on pressure so the break is full when you cure.",
  },
  {
    id: "platinum-probing",
    title: "Probing stubborn legs with the Platinum kit",
    lessons: ["platinum-kit/probing"],
    markdown:
      "If a leg is still dry after several cycles, leave the injector on pressure and **probe**: press gently beside the leg from the outside to flex it open and let resin flow to its tip. Work outwards from the impact point and stop pressing as soon as the leg clears.",
  },
  {
    id: "platinum-curing-under-pressure",
    title: "Curing under pressure",
    lessons: ["platinum-kit/curing-under-pressure"],
    markdown:
      "With the Platinum kit you **cure under pressure**: leave the injector on pressure and shine the UV light for about **5 minutes** (about 10 in direct sun). Holding pressure while the resin sets keeps the legs full to their tips and gives the clearest result.",
  },
  {
    id: "platinum-removing-bridge",
    title: "Removing the Platinum bridge",
    lessons: ["platinum-kit/removing-bridge"],
    markdown:
      "Release the pressure, unscrew the injector, lift the suction cups by their tabs and wipe away the cured ring of resin from the seal and the glass. Inspect the break from several angles in good light; re-inject any leg that still looks dry before the pit is filled, because afterwards there is no way back in.",
  },
  {
    id: "platinum-pit-fill",
    title: "Applying pit fill",
    lessons: ["platinum-kit/pit-fill"],
    markdown:
      "Put one drop of thick **pit fill** resin on the pit, cover it with a **curing strip**, press out any bubble with your finger, and cure for **2 to 3 minutes** under the UV light (about 5 in full sun). The strip keeps air off the resin and gives a smooth, glass-like surface.",
  },
  {
    id: "platinum-scraping",
    title: "Scraping the pit fill flush",
    lessons: ["platinum-kit/scraping"],
    markdown:
      "Peel off the strip and scrape the pit fill **flush** with a fresh razor blade held upright, in short strokes. Check with a fingernail: a flush repair does not catch. Scrape gently at the edges of the pit so you do not lift the cured resin out.",
  },
  {
    id: "platinum-polishing",
    title: "Polishing the repair",
    lessons: ["platinum-kit/polishing"],
    markdown:
      "The Platinum kit adds a **polishing** step: a dab of pit polish worked over the scraped pit with a polishing tool or a cloth brings the surface back to full clarity, so the pit almost disappears. Polish briefly; too long warms the resin.",
  },
  {
    id: "platinum-clean-up",
    title: "Clean-up and hand-off",
    lessons: ["platinum-kit/clean-up"],
    markdown:
      "Clean the glass inside and out, clean and cap your tools, and walk the customer through the result. Give them a card or invoice, mention that insurance usually covers the repair in full, and ask for a review. Note the repair in your tracking sheet the same day.",
  },
];
