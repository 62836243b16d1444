import type { CoachPassage } from "~/content/coach/types";

// Every step of the Professional (pro) kit repair, lesson by lesson.
export const proKitRepair: CoachPassage[] = [
  {
    id: "practice-chip",
    title: "Making a practice chip",
    lessons: ["pro-kit/creating-practice-chip"],
    markdown:
      "Your first repairs should be on practice glass, not a customer's car. Use the practice glass from your kit (or an old windshield from a salvage yard), lay it on a towel, and strike it once with the center punch or a ball bearing to make a bullseye or star. Make several, repair them all, and compare your results in daylight. Aim for ten practice chips before your first paid job.",
  },
  {
    id: "pro-drilling",
    title: "Drilling into the impact point",
    lessons: ["pro-kit/drilling"],
    markdown:
      "Drill only when the impact point is sealed and resin has no way in, which is common on star breaks. Use the small carbide bit, hold the drill square to the glass, and go **only into the outer layer**, less than a millimetre deep: stop the moment you feel the bit break through into the break. Drilling too deep or at an angle can run a crack. Most bullseyes need no drilling at all.",
  },
  {
    id: "pro-bridge",
    title: "Applying the bridge",
    lessons: ["pro-kit/applying-bridge"],
    markdown:
      "The **bridge** holds the injector exactly over the impact point. Clean the glass, stick the bridge's suction cups or adhesive pad down firmly, and line the injector seal up over the pit so it seals all round. A seal that sits off center leaks resin and lets air in. Check from inside the car that the injector tip is centered over the break before adding resin.",
  },
  {
    id: "pro-dripping-resin",
    title: "Dripping resin into the injector",
    lessons: ["pro-kit/dripping-resin"],
    markdown:
      "Put **3 to 5 drops** of repair resin into the injector barrel: enough to fill the break with a little left over, not so much that it overflows the seal. Keep the resin bottle out of direct sun before use, because UV light starts curing it. Use the thin repair resin for the break itself; the thick **pit filler** comes later for the surface pit.",
  },
  {
    id: "pro-injecting",
    title: "Injecting the resin",
    lessons: ["pro-kit/injecting-resin"],
    markdown:
      "Screw the injector down slowly to push resin into the break. As resin replaces air, the dark or silvery parts of the break turn clear. Work in short cycles: press for a minute, then back off to let air escape, then press again. Bullseyes often clear in two or three cycles; star legs take longer. Never force the injector hard, as too much pressure can extend a crack.",
  },
  {
    id: "pro-burping",
    title: "Burping: releasing trapped air",
    lessons: ["pro-kit/burping"],
    markdown:
      "**Burping** means backing the injector off to release the pressure so trapped air can bubble out of the break, then pressing again. You will see small bubbles rise into the injector. Repeat until no more air comes out and the break stays clear under pressure. Air left in a break shows as a silver spot after curing, the most common sign of a rushed repair.",
  },
  {
    id: "pro-probing",
    title: "Probing stubborn legs",
    lessons: ["pro-kit/probing"],
    markdown:
      "When a star leg stays dry while the rest of the break is clear, **probe** it: with the resin under pressure, press gently on the glass just beside the leg with a probe or your thumbnail from the outside, flexing the crack open a hair so resin runs in. Work from the impact point outwards. Be gentle; the goal is to open the leg, not to push the crack further.",
  },
  {
    id: "pro-curing",
    title: "Curing the resin",
    lessons: ["pro-kit/curing"],
    markdown:
      "Resin hardens under UV light. With the injector still in place, cure with the kit's **UV curing light** for about **5 minutes**, or in **direct sunlight for about 10 minutes**; cure longer on cloudy days or in shade, up to 15 to 20 minutes. Do not start curing until the break is completely clear, since anything still dry is locked in once the resin sets.",
  },
  {
    id: "pro-removing-bridge",
    title: "Removing the bridge",
    lessons: ["pro-kit/removing-bridge"],
    markdown:
      "After curing, unscrew the injector and lift the bridge off by its release tab or by breaking the suction. Wipe the cured resin ring off the seal and the glass. Check the break from several angles before moving on: if a leg is still dry, now is the time to re-inject, because once the pit is filled you cannot get back in.",
  },
  {
    id: "pro-pit-filler",
    title: "Applying pit filler",
    lessons: ["pro-kit/pit-filler"],
    markdown:
      "The **pit** is the small crater where the stone hit. Put a drop of the thick **pit filler** resin on it, then lay a clear **curing strip** (mylar tab) over it so the surface cures smooth and flat, pressing out any bubble under the strip. Pit filler is thicker than repair resin so it stays in place on a sloped windshield.",
  },
  {
    id: "pro-curing-pit-fill",
    title: "Curing the pit fill",
    lessons: ["pro-kit/curing-pit-fill"],
    markdown:
      "Cure the pit filler under the curing strip with the UV light for **2 to 3 minutes** or about **5 minutes in full sun**. The strip keeps air off the surface, which would otherwise leave it tacky. When it is hard, the strip peels off cleanly.",
  },
  {
    id: "pro-scraping",
    title: "Scraping the pit fill flush",
    lessons: ["pro-kit/scraping-pit-fill"],
    markdown:
      "Hold a new **razor blade** at about 90 degrees to the glass and scrape the cured pit filler off in short strokes until it is **flush** with the surface. A flush pit is smooth to a fingernail and wipers pass over it without catching. Use a fresh blade every few repairs; a nicked blade scratches the glass.",
  },
  {
    id: "pro-cleaning-up",
    title: "Cleaning up and final inspection",
    lessons: ["pro-kit/cleaning-up"],
    markdown:
      "Finish with glass cleaner inside and out, then inspect the repair in good light with the customer. Show them the before photo beside the result, explain that a faint mark can remain where the pit was, and that the repair stops the chip from spreading. Put your card in their hand and ask for a review while they are happy.",
  },
];
