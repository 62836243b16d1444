import type { CoachPassage } from "~/content/coach/types";

// Chip and crack types, and when a repair is not the right answer.
export const damageTypes: CoachPassage[] = [
  {
    id: "chip-types",
    title: "Chip and crack types, and how to repair each",
    lessons: ["pro-kit/injecting-resin", "pro-kit/probing", "pro-kit/burping"],
    markdown:
      "Most damage you will see is one of four **chip types** or a **crack**, and each repairs a little differently:\n\n- a **bullseye**, a round cone: the easiest, it fills in a couple of injection cycles;\n- a **star break**, short legs running from the impact point: drill a sealed impact point and probe any dry leg;\n- a **combination break**, a bullseye with star legs: fill the cone first, then work the legs;\n- a **half-moon**, a partial bullseye: burp the injector so trapped air escapes;\n- a **crack** up to 6 inches: repair it early, before it spreads.\n\nAnything longer than 6 inches, or reaching the edge of the glass, needs a replacement shop instead.",
  },
  {
    id: "bullseye-breaks",
    title: "Bullseye breaks",
    lessons: ["pro-kit/injecting-resin", "pro-kit/creating-practice-chip"],
    markdown:
      "A **bullseye** is a round, cone-shaped break with a dark circle around the impact point, usually from a stone hitting square on. It is the easiest chip to repair: the cone is one open cavity, so resin flows in quickly once the air is out. Most bullseyes under about an inch fill completely with a couple of injection cycles and leave only a faint mark where the pit was.",
  },
  {
    id: "star-breaks",
    title: "Star breaks",
    lessons: ["pro-kit/drilling", "pro-kit/probing"],
    markdown:
      "A **star break** is a small impact point with short cracks, called legs, running out from it. The legs are thin, so resin needs time and pressure to reach their tips. If the impact point is sealed with crushed glass, a tiny **drill hole** into the impact point opens a path for the resin. Legs that stay dry after injection can be coaxed full by **probing**: gently flexing the glass beside the leg while the resin is under pressure.",
  },
  {
    id: "combination-breaks",
    title: "Combination breaks",
    lessons: ["pro-kit/injecting-resin", "pro-kit/probing", "platinum-kit/vacuum-cycle"],
    markdown:
      "A **combination break** is a bullseye with star legs coming out of it, the most common chip you will see on the road. Treat a combination break as both: fill the cone first, then work the legs. Allow extra vacuum and pressure cycles, watch each leg turn clear from the center outwards, and probe any leg that stays silver. One larger than a quarter needs patience more than force.",
  },
  {
    id: "half-moon-breaks",
    title: "Half-moon and partial bullseye breaks",
    lessons: ["pro-kit/injecting-resin", "pro-kit/burping"],
    markdown:
      "A **half-moon** (or partial bullseye) is a bullseye with only part of the cone broken, shaped like a crescent. It fills like a bullseye but traps air against its closed side, so **burping** the injector, releasing the pressure and letting air escape before pressing again, matters more here than on a full cone. Expect a very clean result when the air is out.",
  },
  {
    id: "edge-and-long-cracks",
    title: "Edge cracks and long cracks",
    lessons: ["pro-kit/injecting-resin", "intro/why-no-cost"],
    markdown:
      "Cracks are repairable when you can stop them early. Both kits are built for **cracks up to 6 inches**; the Professional kit's resin covers 250+ repairs of that kind of damage. An **edge crack**, one that starts within about two inches of the glass edge, spreads quickly and usually ends in a replacement, so be honest with the customer. Anything **longer than 6 inches** is beyond the kits and the insurer will pay for a new windshield instead.",
  },
  {
    id: "when-not-to-repair",
    title: "When a repair is not possible",
    lessons: ["intro/why-no-cost", "welcome/welcome"],
    markdown:
      "Tell the customer kindly that the chip can't be repaired when the damage is:\n\n- a crack **longer than 6 inches**, or one reaching the edge of the glass;\n- larger than a quarter **directly in the driver's line of sight**, where any repair mark could distract;\n- through **both layers** of the laminated glass, or on the inside layer;\n- packed with dirt, old moisture or a previous failed repair.\n\nRecommend a replacement shop. Honest refusals earn referrals, and insurers trust shops that do not force bad repairs.",
  },
  {
    id: "old-and-dirty-damage",
    title: "Old, dirty or wet chips",
    lessons: ["pro-kit/drilling", "pro-kit/cleaning-up"],
    markdown:
      "The older a chip, the more road dirt and moisture sit inside it, and both keep resin out and leave a cloudy repair. Clean the impact point with a pick before you start, and never inject into a wet break: dry it first by warming the glass gently from inside the car with the defroster or a little sunlight. Tell drivers that a chip repaired the same week looks far better than one left for months.",
  },
];
