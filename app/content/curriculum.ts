// The first version of the member course: every module and lesson, in the order members take
// them. db/seed.ts writes it into an empty database; from then on the course studio owns it.
// Video ids are placeholders on the hosted video service until the business uploads its own
// recordings; a lesson whose video is still being made has duration "TBD" and video null,
// which the lesson page shows as "Video coming soon".

import type { Video } from "~/content/videos";

export type LessonTab = { id: "getting-started" | "setup" | "design" | "features" | "launch"; label: string; markdown: string };

type LessonBase = {
  id: string;
  title: string;
  /** One or two sentences that teach something true about the repair or the business. */
  description: string;
  /** "mm:ss", or "TBD" while the video is being made. */
  duration: string;
};

/** `video` is null while the lesson's video is not uploaded yet ("Video coming soon"). */
export type VideoLesson = LessonBase & { kind: "video"; video: Video | null };
/** A lesson read on the page, in tabs of Markdown (business-resources/build-website). */
export type TextLesson = LessonBase & { kind: "text"; tabs: LessonTab[] };

export type Lesson = VideoLesson | TextLesson;

export type CourseModule = { id: string; title: string; description: string; lessons: Lesson[] };

/** The course's name, as its certificate of completion prints it. */
export const COURSE_TITLE = "Windshield Chip Repair Business Course";

type VideoLessonInput = {
  id: string;
  title: string;
  description: string;
  /** "mm:ss", or "TBD" while the video is being made. */
  duration: string;
  /** The video's id on Vimeo, or null until it is uploaded. */
  vimeoId: string | null;
};

function videoLesson({ id, title, description, duration, vimeoId }: VideoLessonInput): VideoLesson {
  return {
    kind: "video",
    id,
    title,
    description,
    duration,
    video: vimeoId ? { provider: "vimeo", id: vimeoId, title, duration } : null,
  };
}

const buildWebsiteTabs: LessonTab[] = [
  {
    id: "getting-started",
    label: "Getting Started",
    markdown: `## Why your repair business needs a website

Most customers notice a chip, search for *windshield chip repair near me* on their phone and call the first business that looks local and trustworthy. A simple, fast website is how you show up in that moment. It also makes you look established to the people you want as partners: car wash owners, dealership managers and the insurance networks you register with.

### Choose a name that works online

- Keep it short, easy to spell and easy to say over the phone
- Say what you do: words like *chip repair*, *windshield repair* or *auto glass repair* help customers and search engines
- Add your city or region if the short version is taken, for example **Cedar Valley Chip Repair**
- Check that the name is free in your state's business registry and is not someone else's trademark
- Use exactly the same name on your website, business cards, tent banner and Google Business Profile

### Register your domain

- Look for the **.com** first; it is the ending customers type without thinking
- Avoid hyphens and numbers, which are hard to say out loud
- Register it in your own name with an e-mail address you control, not a web designer's
- Turn on auto-renew so the domain never lapses, and turn on domain privacy to keep your home address out of public records

### Decide what the site must do

Before you build anything, write down the three jobs your website has:

- **Show that you are local**, with your service area and real photos
- **Make calling you one tap** from any phone
- **Let customers book a repair** without waiting for you to answer

Everything else is extra. A one-page site that does these three jobs well will earn more than a ten-page site that does none of them.`,
  },
  {
    id: "setup",
    label: "Setup",
    markdown: `## Setting up hosting and the basics

### Pick a platform

- **The ready-made site from your training**, if your plan includes it: it is already set up with your name, service area, phone number, online booking and an insurance checker, so start there
- **A website builder** such as Wix or Squarespace: drag-and-drop editing with hosting included for a monthly fee, a good choice if you want to do it yourself
- **WordPress on a managed host**: the most flexible option, but you are responsible for updates and backups

Whatever you choose, make sure you can edit your own text and photos without paying someone each time.

### Connect your domain

- Point your domain to your host by following the host's instructions for DNS records
- Make sure the site loads over **HTTPS**; most hosts include a free security certificate
- Set up a business e-mail address on your own domain, so customers and insurance networks see a professional address instead of a free webmail account

### Plan your pages

- **Home**: who you are, where you work and how to book
- **Services**: chip repair, short crack repair and mobile service, with what each involves
- **Insurance**: why chip repair is often free to the driver and what information to have ready
- **Service areas**: one page for each city or area you cover
- **About** and **Contact**

### Write real service area pages

Google shows local businesses for local searches, so create a page for each city or area you actually serve. Give every page its own text: the neighbourhoods you cover, the car washes or lots where customers can find you and how quickly you can get there. *Do not* copy one page and swap the city name; near-identical pages rank poorly and read badly to customers.`,
  },
  {
    id: "design",
    label: "Design",
    markdown: `## Design for the phone in your customer's hand

Most of your visitors will be on a phone, often standing next to the car with the chip. Design the mobile version first and treat the desktop version as the extra.

### What they see first

Without scrolling, a visitor should see:

- Your business name and logo
- One line that says what you do and where, for example **Mobile windshield chip repair across Cedar Valley**
- A large **Call Now** button and a **Book a Repair** button
- A short note that most insurance companies cover chip repair, often at no cost to the driver

### Make it easy to read and tap

- Body text at least 16 pixels, with strong contrast between text and background
- Buttons big enough for a thumb, at least 44 pixels tall, with space between them
- Short paragraphs and plain words; skip the trade jargon
- One accent colour for buttons, taken from your logo, used the same way on every page

### Keep it fast

- Resize and compress photos before you upload them
- Use one or two fonts, not five
- Avoid autoplaying video and heavy sliders; they slow the page on a cellular connection
- Test the site on a mid-range phone, not only on your computer

### Build trust with real photos

- A photo of you at work, in your shirt or with your tent
- Before-and-after photos of your own repairs, taken from the same angle in good light
- Your vehicle or tent with your business name on it

*Stock photos of smiling models* tell a customer nothing. A clear photo of a real repair tells them you know the job and that you are a real local business.`,
  },
  {
    id: "features",
    label: "Features",
    markdown: `## Features that turn visitors into bookings

### Click-to-call and text

- Put your phone number at the top of every page and make it **tap to call** on phones
- Offer texting too; many customers would rather send a photo of the chip than talk
- Answer quickly: a customer who reaches voicemail often calls the next business on the list

### Online booking

Let customers book while they are looking at the chip. Keep the form short:

- Name, phone number and e-mail
- Where the car will be: home, work or one of your regular locations
- Vehicle year, make and model, and how many chips
- Their insurance company, if they want to use insurance
- An optional photo of the damage

Confirm every booking by text or e-mail, and send a reminder the day before.

### Insurance checker

A simple checker asks for the customer's insurance company and whether they carry **comprehensive coverage**. It then explains that many insurers waive the deductible for chip repair because a repair costs far less than a new windshield. Word it carefully: coverage is confirmed when the claim is filed, so say a repair is *often* free, never that it is guaranteed.

### Your Google Business Profile

- Show your Google Business Profile on the site with a map of your service area
- Add a button that takes customers straight to the page where they can leave a review
- Keep your business name, phone number and service area identical on the website and the profile

### Reviews

- Show real reviews with the customer's first name and town
- Ask every happy customer for a review before you leave, while the result is in front of them
- Reply to every review, good or bad, politely and briefly; future customers read the replies too`,
  },
  {
    id: "launch",
    label: "Launch",
    markdown: `## Launch checklist

### Before you go live

- Open every page on your own phone and on a friend's phone
- Tap the call button and make sure it dials your business number
- Send a test booking and check that the confirmation arrives
- Try the insurance checker with two or three different insurance companies
- Check spelling, prices, hours and every city named on your service area pages
- Make sure your business name, phone number and service area match your Google Business Profile exactly
- Add a privacy policy, because your booking form collects names and phone numbers

### Go live

- Connect your domain and confirm the site loads over HTTPS
- Add the site to Google Search Console and submit its sitemap, so Google finds every page
- Put the website address on your Google Business Profile and your Facebook business page
- Print it on your business cards, flyers and tent banner

### The first 30 days

- Ask your first ten customers for a review and thank each one
- Add before-and-after photos of your own repairs as you do them
- Note where each booking came from: search, your profile, a referral or a flyer
- Add a new service area page when you start working in a new town

### Keep it working

- Check once a month that the booking form and call button still work
- Renew your domain and hosting before they expire
- Update your hours for holidays and bad-weather days

**When your site is live** and the checklist above is done, mark this lesson complete. Your website now works for you around the clock, even while you are in the middle of a repair.`,
  },
];

export const curriculum: CourseModule[] = [
  {
    id: "welcome",
    title: "Welcome",
    description: "Start here to see how the course is laid out and how to get the most from it.",
    lessons: [
      videoLesson({
        id: "welcome",
        title: "Welcome to the Course",
        description:
          "The course runs in the order you will build your business: the foundation and insurance billing, then the repair itself with your kit, then where to find paying customers. Watch the kit lessons with your tools beside you and practise on a test chip before your first paid repair.",
        duration: "4:30",
        vimeoId: "912848003",
      }),
    ],
  },
  {
    id: "intro",
    title: "Getting Started: Your Business Foundation",
    description: "Why customers say yes to chip repair, and the name, logo and legal setup your business needs before the first job.",
    lessons: [
      videoLesson({
        id: "why-no-cost",
        title: "Why the Repair Often Costs the Driver Nothing",
        description:
          "Many insurers waive the comprehensive deductible for chip repair, because paying for a repair of around $100 saves them from paying for a windshield replacement that costs several times as much. That is why telling a driver the repair is often free to them is your strongest opening line.",
        duration: "8:15",
        vimeoId: "912848117",
      }),
      videoLesson({
        id: "choosing-name",
        title: "Choosing Your Business Name",
        description:
          "A good name says what you do and where, such as 'Cedar Valley Chip Repair', and is easy to say over the phone. Check that it is free in your state's business registry and as a .com domain before you print anything.",
        duration: "6:40",
        vimeoId: "912848231",
      }),
      videoLesson({
        id: "logo-design",
        title: "Designing a Simple Logo",
        description:
          "Your logo has to read at a glance on a tent banner, a shirt and a tiny profile photo, so keep it to one or two colours, a bold wordmark and a simple icon such as a windshield outline.",
        duration: "5:20",
        vimeoId: "912848346",
      }),
      videoLesson({
        id: "entity-setup",
        title: "Setting Up Your Business Entity",
        description:
          "Register a sole proprietorship or LLC with your state, get a free Employer Identification Number (EIN) from the IRS and open a separate business bank account. Insurance networks ask for your tax ID when you register as a repair shop, and general liability insurance protects you while you work on customers' cars.",
        duration: "11:05",
        vimeoId: "912848452",
      }),
    ],
  },
  {
    id: "omega-edi",
    title: "Insurance Billing with Omega EDI",
    description: "How to bill insurance companies for chip repairs electronically so you get paid directly.",
    lessons: [
      videoLesson({
        id: "introduction-to-omega",
        title: "Introduction to Omega EDI",
        description:
          "Omega EDI is software auto-glass shops use to send insurance invoices electronically to the networks that handle glass claims for insurers, such as Lynx Services and Gerber National Claim Services. Once you are registered with those networks, it is how a chip repair becomes a payment in your bank account.",
        duration: "7:50",
        vimeoId: "912848569",
      }),
      videoLesson({
        id: "process-insurance-claim",
        title: "Processing an Insurance Claim",
        description:
          "Collect the policyholder's name, insurance company, policy number, date of the damage and the vehicle's VIN, and open the claim with the insurer's glass claim line to get a claim or referral number. Then submit the invoice electronically with that number so the insurer pays you directly.",
        duration: "12:30",
        vimeoId: "912848674",
      }),
    ],
  },
  {
    id: "pro-kit",
    title: "Pro Kit Repair Technique",
    description:
      "A complete chip repair, step by step, with the Professional kit's bridge and screw-in pressure injector, from a practice chip to a clean, cured finish.",
    lessons: [
      videoLesson({
        id: "creating-practice-chip",
        title: "Creating a Practice Chip",
        description:
          "Make your own bullseye or star break on the practice glass by striking it sharply with a center punch, so you can repeat every step of this module before you touch a customer's windshield.",
        duration: "4:45",
        vimeoId: "912848781",
      }),
      videoLesson({
        id: "drilling",
        title: "Drilling into the Impact Point",
        description:
          "Drill only when you need to, such as when the impact point is sealed over or a star break's legs need a path for resin, and only into the impact point itself. Make a shallow hole in the outer layer of glass and never drill through to the plastic layer between the two sheets of a windshield.",
        duration: "6:30",
        vimeoId: "912848895",
      }),
      videoLesson({
        id: "applying-bridge",
        title: "Applying the Bridge",
        description:
          "Center the bridge so the injector's seal sits directly over the impact point and the suction cups grip clean, dry glass. An off-center seal lets resin leak out and air leak in.",
        duration: "5:10",
        vimeoId: "912849002",
      }),
      videoLesson({
        id: "dripping-resin",
        title: "Dripping Resin into the Injector",
        description:
          "Put a few drops of low-viscosity repair resin into the injector, enough to fill the break with some to spare, and keep the bottle out of the sun because UV light starts curing resin.",
        duration: "3:40",
        vimeoId: "912849118",
      }),
      videoLesson({
        id: "injecting-resin",
        title: "Injecting the Resin",
        description:
          "Screwing the injector down pressurizes the resin and pushes it into the break. Watch from inside the car with the inspection mirror: dark, air-filled areas of the break turn clear as resin replaces the air.",
        duration: "7:20",
        vimeoId: "912849223",
      }),
      videoLesson({
        id: "burping",
        title: "Burping: Releasing Trapped Air",
        description:
          "Backing the injector off for a moment releases the pressure and lets trapped air bubble up out of the break. Alternating pressure and release a few times draws out the last air so resin can take its place.",
        duration: "5:55",
        vimeoId: "912849337",
      }),
      videoLesson({
        id: "probing",
        title: "Probing Stubborn Legs",
        description:
          "If a leg of the break stays dark, press gently on the glass beside it with the probe to flex it open so resin can flow in. Press lightly: too much force can make the break run into a crack.",
        duration: "4:30",
        vimeoId: "912849441",
      }),
      videoLesson({
        id: "curing",
        title: "Curing the Resin",
        description:
          "When the whole break looks clear, cure the resin with the UV lamp or in direct sunlight. UV light is what hardens repair resin, so keep the glass shaded until the fill is complete.",
        duration: "6:05",
        vimeoId: "912849556",
      }),
      videoLesson({
        id: "removing-bridge",
        title: "Removing the Bridge",
        description:
          "Release the suction cups and lift the bridge straight off so the injector tip doesn't smear resin across the glass, then clean the injector seal before the next job.",
        duration: "3:15",
        vimeoId: "912849662",
      }),
      videoLesson({
        id: "pit-filler",
        title: "Applying Pit Filler",
        description:
          "Pit filler is a thicker resin that seals the small crater left at the impact point. Put one drop on the pit and lay a clear curing strip over it so it cures flat and free of air bubbles.",
        duration: "4:25",
        vimeoId: "912849778",
      }),
      videoLesson({
        id: "curing-pit-fill",
        title: "Curing the Pit Fill",
        description:
          "Cure the pit filler under its curing strip with the UV lamp or direct sunlight. Give it the full curing time, because pit filler that is still soft smears when you scrape it.",
        duration: "3:50",
        vimeoId: "912849883",
      }),
      videoLesson({
        id: "scraping-pit-fill",
        title: "Scraping the Pit Fill Flush",
        description:
          "Peel off the curing strip and scrape the cured filler flush with the glass using a single-edge razor blade held almost upright. The blade shaves off the excess without scratching the glass.",
        duration: "4:10",
        vimeoId: "912849991",
      }),
      videoLesson({
        id: "cleaning-up",
        title: "Cleaning Up and Final Inspection",
        description:
          "Clean the glass, check the repair from the driver's seat and show the customer the result. Set honest expectations: a good repair restores the glass's strength and makes the chip much harder to see, but a faint mark can remain.",
        duration: "5:00",
        vimeoId: "912850104",
      }),
    ],
  },
  {
    id: "platinum-kit",
    title: "Platinum Kit Repair Technique",
    description:
      "The same repair with the Platinum kit's vacuum-and-pressure injector, which pulls air out of the break before pushing resin in and cures under pressure for cleaner fills.",
    lessons: [
      videoLesson({
        id: "drilling",
        title: "Drilling with the Flex-Shaft Drill",
        description:
          "The variable-speed flex-shaft drill opens a sealed impact point at low speed with little heat. Drill only into the impact point, and only as deep as needed to reach the break.",
        duration: "6:10",
        vimeoId: "912850219",
      }),
      videoLesson({
        id: "prepping-bridge",
        title: "Prepping the Bridge",
        description:
          "Check the injector seal and O-rings and clean the suction cups before you mount the bridge. If the car has just been washed or rained on, dry the break with the moisture evaporator, because water in the break keeps resin from filling and bonding.",
        duration: "4:20",
        vimeoId: "912850325",
      }),
      videoLesson({
        id: "placing-bridge",
        title: "Placing the Bridge",
        description:
          "Set the quick-release bridge so the injector tip seals squarely over the impact point, then lock it down. An airtight seal is what lets the vacuum cycle pull air out of the break.",
        duration: "4:45",
        vimeoId: "912850431",
      }),
      videoLesson({
        id: "vacuum-cycle",
        title: "Running the Vacuum Cycle",
        description:
          "With resin in the chamber, the vacuum cycle lowers the pressure over the break and draws air and moisture out of it; you will see small bubbles rise through the resin.",
        duration: "6:35",
        vimeoId: "912850546",
      }),
      videoLesson({
        id: "pressure-cycle",
        title: "Running the Pressure Cycle",
        description:
          "The pressure cycle pushes resin into the space the vacuum emptied. Alternate vacuum and pressure cycles until every leg of the break has turned clear.",
        duration: "6:50",
        vimeoId: "912850652",
      }),
      videoLesson({
        id: "probing",
        title: "Probing Stubborn Legs",
        description:
          "Use the fine probe to flex the glass gently beside any leg that stays dark during the pressure cycle, so resin can flow to its tip. Too much force can make the break run.",
        duration: "4:15",
        vimeoId: "912850767",
      }),
      videoLesson({
        id: "curing-under-pressure",
        title: "Curing Under Pressure",
        description:
          "Cure with the UV lamp while the injector is still on the glass and holding pressure. The resin stays packed into the break as it hardens, so air cannot creep back in.",
        duration: "5:30",
        vimeoId: "912850873",
      }),
      videoLesson({
        id: "removing-bridge",
        title: "Removing the Bridge",
        description:
          "Flip the quick-release lever and lift the bridge straight off once the resin is cured, so you don't disturb the fill or smear resin across the glass.",
        duration: "2:55",
        vimeoId: "912850988",
      }),
      videoLesson({
        id: "pit-fill",
        title: "Applying Pit Fill",
        description:
          "Seal the impact point with a drop of high-viscosity pit filler under a clear curing strip. Its thickness keeps it in place on sloped glass while it cures under UV light.",
        duration: "4:00",
        vimeoId: "912851092",
      }),
      videoLesson({
        id: "scraping",
        title: "Scraping the Pit Fill Flush",
        description:
          "Once the pit filler is fully cured, peel off the strip and scrape the filler flush with the glass using a single-edge razor blade held almost upright.",
        duration: "3:45",
        vimeoId: "912851207",
      }),
      videoLesson({
        id: "polishing",
        title: "Polishing the Repair",
        description:
          "Polish the repaired spot with glass polish and the polishing pad to take away the haze left by scraping, so the surface is smooth and clear for the wipers.",
        duration: "4:30",
        vimeoId: "912851313",
      }),
      videoLesson({
        id: "clean-up",
        title: "Clean-Up and Hand-Off",
        description:
          "Clean the windshield, pack each tool back into its foam slot, and walk the customer through the finished repair. Ask for a review while the result is in front of them.",
        duration: "4:05",
        vimeoId: "912851428",
      }),
    ],
  },
  {
    id: "intro-business-models",
    title: "Choosing Your Business Model",
    description: "An overview of the ways to find steady chip-repair work, so you can pick the one that fits your time and market.",
    lessons: [
      videoLesson({
        id: "business-models-overview",
        title: "Business Models Overview",
        description:
          "Compare the five ways students find work: a tent at a busy parking lot, gas stations, car washes, dealerships and mobile service. Each differs in setup cost, how many chips you can repair in an hour and how steady the work is from week to week.",
        duration: "9:40",
        vimeoId: "912851534",
      }),
    ],
  },
  {
    id: "tent-locations",
    title: "Tent Locations",
    description: "Set up a branded tent at a busy parking lot and let drivers come to you.",
    lessons: [
      videoLesson({
        id: "tent-intro-1",
        title: "Tent Locations, Part 1: Picking the Spot",
        description:
          "The best tent spots are busy retail parking lots where cars move slowly past you and park nearby. Always get the property owner's or manager's written permission before you set up.",
        duration: "8:20",
        vimeoId: "912851649",
      }),
      videoLesson({
        id: "tent-intro-2",
        title: "Tent Locations, Part 2: Setting Up the Tent",
        description:
          "A 10-by-10 canopy with a 6-foot banner that says rock chip repair and that insurance often covers it tells drivers your offer in the few seconds they have as they drive past. Weight every tent leg so wind can't move it.",
        duration: "7:45",
        vimeoId: "912851755",
      }),
      videoLesson({
        id: "tent-intro-3",
        title: "Tent Locations, Part 3: Talking to Drivers",
        description:
          "Walk the lot and offer to check windshields. Show drivers their chip and explain that heat, cold or a pothole can make a chip spread into a crack, and a long crack usually means replacing the whole windshield.",
        duration: "TBD",
        vimeoId: null,
      }),
    ],
  },
  {
    id: "gas-stations",
    title: "Gas Stations",
    description: "Find customers where drivers stand beside their windshield for a few minutes at a time.",
    lessons: [
      videoLesson({
        id: "gas-intro",
        title: "Working at Gas Stations",
        description:
          "Drivers at the pump stand next to their windshield for several minutes, which makes pointing out a chip easy. Arrange it with the station owner first; a free repair on the owner's car often earns permission.",
        duration: "6:55",
        vimeoId: "912851861",
      }),
      videoLesson({
        id: "gas-customers",
        title: "Approaching Gas Station Customers",
        description:
          "Open with a short, friendly offer to look at the chip, and keep your pitch under 30 seconds. Because a repair takes 15 to 30 minutes, offer to do it now while the driver goes inside, or book a time that suits them.",
        duration: "7:30",
        vimeoId: "912851976",
      }),
      videoLesson({
        id: "gas-metrics",
        title: "Gas Station Metrics",
        description:
          "Track how many drivers you approach, how many chips you find, how many repairs you complete and your revenue per hour at each station. The numbers show which stations and times of day are worth your time.",
        duration: "TBD",
        vimeoId: null,
      }),
    ],
  },
  {
    id: "car-washes",
    title: "Car Washes",
    description: "Partner with car washes, where windshields are already clean and customers are waiting anyway.",
    lessons: [
      videoLesson({
        id: "wash-intro",
        title: "Partnering with Car Washes",
        description:
          "Car wash customers already have clean glass and time to wait, which makes them ideal for chip repair. Offer the owner a share of each repair or free repairs on staff cars, and remember to dry a freshly washed break before you inject resin.",
        duration: "8:05",
        vimeoId: "912852082",
      }),
      videoLesson({
        id: "wash-customers",
        title: "Finding Customers at the Car Wash",
        description:
          "Meet drivers in the vacuum and drying area, where they stand beside their car for several minutes. Point out the chip, mention that insurance often covers the repair and show a before-and-after photo on your phone.",
        duration: "7:10",
        vimeoId: "912852197",
      }),
      videoLesson({
        id: "wash-conclusion",
        title: "Car Wash Wrap-Up",
        description:
          "Leave business cards and a counter flyer with the staff so the wash sends customers to you on the days you aren't there, and thank the owner regularly to keep the partnership going.",
        duration: "4:20",
        vimeoId: "912852303",
      }),
      videoLesson({
        id: "wash-metrics",
        title: "Car Wash Metrics",
        description:
          "Count the cars that pass through, the chips you spot and the repairs you complete each day. Your repairs per hour at each wash tell you whether to keep it, change your hours or move on.",
        duration: "TBD",
        vimeoId: null,
      }),
    ],
  },
  {
    id: "dealerships",
    title: "Dealerships",
    description: "Win steady repeat work from car dealerships that need their inventory looking its best.",
    lessons: [
      videoLesson({
        id: "dealer-intro",
        title: "Working with Dealerships",
        description:
          "Dealerships want chips fixed before a car goes on the lot: a chipped windshield makes a car look neglected, and in states with safety inspections damage in the driver's view can fail the car. That makes them steady repeat customers.",
        duration: "8:45",
        vimeoId: "912852418",
      }),
      videoLesson({
        id: "dealer-land",
        title: "Landing Your First Dealership",
        description:
          "Ask for the used-car or reconditioning manager, offer a free demonstration repair on a car in their inventory, and leave a simple per-repair price list. Dealerships usually pay you on invoice rather than through insurance.",
        duration: "9:30",
        vimeoId: "912852523",
      }),
      videoLesson({
        id: "dealer-conclusion",
        title: "Keeping Dealership Accounts",
        description:
          "Visit on a fixed schedule, log every repair by stock number or VIN, and invoice on time. Reliability is what keeps a dealership calling you instead of the next technician.",
        duration: "5:15",
        vimeoId: "912852639",
      }),
      videoLesson({
        id: "dealer-metrics",
        title: "Dealership Metrics",
        description:
          "Track repairs per visit, your average price per repair and how many days each dealership takes to pay. Together they show which accounts are worth growing and which cost more time than they earn.",
        duration: "TBD",
        vimeoId: null,
      }),
    ],
  },
  {
    id: "mobile",
    title: "Mobile Service",
    description: "Take the repair to your customers' homes and workplaces.",
    lessons: [
      videoLesson({
        id: "mobile-operation",
        title: "Running a Mobile Operation",
        description:
          "Book repairs at customers' homes and workplaces and group them by area to cut driving time. Work in the shade when you can, because very hot or very cold glass can make a break spread while you repair it.",
        duration: "TBD",
        vimeoId: null,
      }),
    ],
  },
  {
    id: "business-resources",
    title: "Business Resources",
    description: "Practical guides for the tools that bring in customers, starting with your business website.",
    lessons: [
      {
        kind: "text",
        id: "build-website",
        title: "Building Your Business Website",
        description:
          "Most customers find a repair business by searching on their phone, so a fast, mobile-first website with tap-to-call and online booking turns searches into jobs. Work through the five tabs, then mark the lesson complete on the Launch tab.",
        duration: "15:00",
        tabs: buildWebsiteTabs,
      },
    ],
  },
];
