import type { CoachPassage } from "~/content/coach/types";

// The two kits and the tools in them.
export const tools: CoachPassage[] = [
  {
    id: "pro-versus-platinum",
    title: "Pro kit or Platinum kit",
    lessons: ["pro-kit/applying-bridge", "platinum-kit/vacuum-cycle", "welcome/welcome"],
    markdown:
      "The **Professional (Pro) kit** uses a bridge with a screw-in pressure injector and carries resin for **250+ repairs**, handling chips and cracks up to 6 inches. The **Platinum kit** adds a **vacuum-and-pressure injector**, a flex-shaft drill and polishing, with resin for **300+ repairs**; the vacuum pulls air out before pressure pushes resin in, which fills star legs and combination breaks more completely. Start with the Professional kit to learn; move to Platinum when you work at volume or for dealerships.",
  },
  {
    id: "tool-list",
    title: "The tools a repair needs",
    lessons: ["pro-kit/applying-bridge", "pro-kit/curing", "pro-kit/scraping-pit-fill"],
    markdown:
      "Every repair uses the same core tools:\n\n- a **bridge** and **injector** to hold resin over the break under pressure;\n- thin **repair resin** and thick **pit filler**;\n- a **UV curing light** (the sun works, slower);\n- a **drill** with small carbide bits for sealed impact points;\n- **curing strips**, a **probe**, single-edge **razor blades** and glass cleaner.\n\nKeep spare seals and blades; they wear fastest.",
  },
  {
    id: "resin-types",
    title: "Repair resin and pit filler",
    lessons: ["pro-kit/dripping-resin", "pro-kit/pit-filler"],
    markdown:
      "Two resins do two jobs. **Repair resin** is thin (low viscosity) so it can run into hair-fine legs. **Pit filler** is thick so it stays put in the surface pit on sloped glass. Using pit filler in the break leaves dry legs; using thin resin in the pit leaves a dip. Some technicians keep a medium resin for larger bullseyes in hot weather.",
  },
  {
    id: "curing-light",
    title: "The UV curing light",
    lessons: ["pro-kit/curing", "pro-kit/curing-pit-fill"],
    markdown:
      "A **UV curing light** makes your day predictable: about **5 minutes** for the break and **2 to 3 minutes** for the pit, whatever the weather, and it lets you work in parking garages and at night. Keep it charged, and never look into the lamp. The sun is free but slower and varies with clouds and season.",
  },
  {
    id: "replacing-seals-and-blades",
    title: "Looking after your kit",
    lessons: ["platinum-kit/prepping-bridge", "pro-kit/cleaning-up"],
    markdown:
      "Wipe cured resin off the injector seal after every repair, replace an **O-ring** at the first nick, change razor blades often, and keep injector threads clean so they turn smoothly. A tidy kit is faster on site and impresses the customer watching you work.",
  },
];
