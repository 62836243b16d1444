import type { CoachPassage } from "~/content/coach/types";

// Where the customers are: the business models and how to work each one.
export const customers: CoachPassage[] = [
  {
    id: "business-models",
    title: "Choosing a business model",
    lessons: ["intro-business-models/business-models-overview"],
    markdown:
      "There are five ways to find repair customers, and most students combine two: **tent locations** in busy parking lots, **gas stations**, **car washes**, **dealerships** and **mobile** service to homes and workplaces. Tents and car washes bring daily walk-up volume; dealerships bring steady weekly accounts; mobile fills the gaps. Pick the one that suits your town and hours, master it, then add a second.",
  },
  {
    id: "tent-spot",
    title: "Picking a tent location",
    lessons: ["tent-locations/tent-intro-1"],
    markdown:
      "A good tent spot has **heavy car traffic, slow speeds and parked drivers**: a store parking lot near the entrance, a home improvement store, a busy shopping center. Always get the **property manager's permission** first; offer a free repair for their staff or a small monthly fee. Visibility from the lane where drivers park matters more than foot traffic.",
  },
  {
    id: "tent-setup",
    title: "Setting up the tent",
    lessons: ["tent-locations/tent-intro-2"],
    markdown:
      'Set up a **10x10 pop-up tent** with your banner on the front (the tent banner template is in Business Resources), a table with your kit laid out, and a sign that says **"Chip repair, often free with insurance"**. Shade matters: it keeps resin from curing early and keeps you working in summer. Be in place before the morning rush.',
  },
  {
    id: "tent-talking",
    title: "Talking to drivers at the tent",
    lessons: ["tent-locations/tent-intro-3"],
    markdown:
      'Walk the lot and look for chips; most drivers have stopped noticing theirs. Open with what they get: "That chip can be fixed in 15 minutes, usually free with your insurance, before it turns into a crack." Show a finished repair on your practice glass. Keep it short and friendly, and offer to do it while they shop.',
  },
  {
    id: "gas-stations",
    title: "Working at gas stations",
    lessons: ["gas-stations/gas-intro", "gas-stations/gas-customers"],
    markdown:
      "Gas stations give you drivers standing next to their windshield for five minutes. Ask the station manager for a spot near the pumps, then approach customers while they fuel: point out the chip, mention insurance usually pays, and offer to start right away. Quick, polite and not pushy wins; give everyone a card, including the ones who say no.",
  },
  {
    id: "gas-metrics",
    title: "Gas station numbers to track",
    lessons: ["gas-stations/gas-metrics"],
    markdown:
      "Track **drivers approached, chips found, repairs done and revenue per hour** at each station, in the tracking sheet from Business Resources. A typical pattern is that about one in three drivers you approach has a chip and about a third of those say yes. Drop stations that do not reach your hourly target after a few visits.",
  },
  {
    id: "car-washes",
    title: "Partnering with car washes",
    lessons: ["car-washes/wash-intro", "car-washes/wash-customers", "car-washes/wash-conclusion"],
    markdown:
      "Car washes are ideal: clean glass, waiting customers and staff who see every windshield. Offer the car wash owner a **commission per repair** (often $5 to $10) or free repairs for staff cars, and ask the attendants to point out chips while cars wait. Set up at the exit or drying area of the car wash so you reach customers with clean, dry glass.",
  },
  {
    id: "car-wash-metrics",
    title: "Car wash numbers to track",
    lessons: ["car-washes/wash-metrics"],
    markdown:
      "Track **cars through the wash, chips spotted, repairs done and commission paid** per day. Compare washes by repairs per hour you spend there; a busy wash on a Saturday can keep you repairing all day. Share the numbers with the owner; it keeps the partnership going.",
  },
  {
    id: "dealerships",
    title: "Landing dealership accounts",
    lessons: ["dealerships/dealer-intro", "dealerships/dealer-land", "dealerships/dealer-conclusion"],
    markdown:
      "Dealerships repair chips on **used cars before sale** and on service customers' cars. To land the account, ask for the **used car manager** or service manager, offer to repair a few cars free to show your work, and propose a weekly visit at a volume price. Reliability keeps the account: show up on the agreed day, log each car, invoice weekly.",
  },
  {
    id: "dealer-metrics",
    title: "Dealership numbers to track",
    lessons: ["dealerships/dealer-metrics"],
    markdown:
      "For each dealership track **cars repaired per visit, revenue per visit, days to payment** and the contact's name. Three or four dealerships visited weekly can cover your **base income**, with tent and car wash work on top. Chase any invoice older than 30 days politely but promptly.",
  },
  {
    id: "mobile-service",
    title: "Running a mobile operation",
    lessons: ["mobile/mobile-operation"],
    markdown:
      "Mobile service means going to the customer's home or workplace by appointment. Group appointments by area to save driving, carry shade and a UV light so weather does not stop you, and confirm the day before. Office parks are efficient: one visit can cover several employees' cars.",
  },
  {
    id: "online-presence",
    title: "Getting found online",
    lessons: ["business-resources/build-website", "intro/logo-design"],
    markdown:
      "Set up a free **Google Business Profile** with your service area, phone and photos of real repairs, and ask every happy customer for a review: reviews drive calls. Add a simple website with click-to-call and online booking, and a **Facebook business page**. Leave **flyers and business cards** at car washes, auto shops and counters.",
  },
];
