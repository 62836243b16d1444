// The first version of the checkpoint quizzes (db/seed.ts writes them into an empty database;
// from then on the course studio owns them): the modules where skill matters end with one. A module counts as
// complete when its lessons are done and its quiz is passed. Question and choice ids are kept
// with every attempt: never reuse one for something else (add a new id instead). Each attempt
// asks `ask` questions drawn from the module's pool, which holds at least 1.5 times as many,
// so passing takes knowing the lessons rather than remembering one attempt's answers.

export type QuizChoice = { id: string; text: string };
export type QuizQuestion = {
  id: string;
  prompt: string;
  choices: QuizChoice[];
  /** The id of the one right choice. */
  answer: string;
  /** Shown after the member answers: why the right answer is right. */
  explanation: string;
  /** The lesson that teaches it ("moduleId/lessonId"). */
  lesson: string;
};
/** A module's quiz: each attempt asks `ask` questions drawn from `questions`, its pool. */
export type ModuleQuiz = { moduleId: string; title: string; ask: number; questions: QuizQuestion[] };

export const quizzes: ModuleQuiz[] = [
  {
    moduleId: "intro",
    title: "Business foundation checkpoint",
    ask: 6,
    questions: [
      {
        id: "deductible-waived",
        prompt: "Why is a chip repair often free to a driver with comprehensive coverage?",
        choices: [
          { id: "waived", text: "Most insurers waive the comprehensive deductible for chip repair" },
          { id: "law", text: "State law requires repair shops to work for free" },
          { id: "warranty", text: "The car maker's warranty covers every chip" },
          { id: "discount", text: "Repair shops give everyone a first-time discount" },
        ],
        answer: "waived",
        explanation:
          'Insurers waive the deductible because paying for a repair of around $100 saves them a windshield replacement that costs several times as much. That is why "your insurance will most likely cover this" is your strongest opening line.',
        lesson: "intro/why-no-cost",
      },
      {
        id: "crack-limit",
        prompt: "A customer has a single crack 9 inches long across the passenger side. What do you tell them?",
        choices: [
          { id: "repair", text: "You can repair it with two injection cycles" },
          { id: "replace", text: "It is beyond a repair: recommend a replacement shop" },
          { id: "wait", text: "Wait a week for it to settle, then repair it" },
          { id: "drill", text: "Drill a stop hole at each end and repair it" },
        ],
        answer: "replace",
        explanation:
          "The kits are built for cracks up to 6 inches. Anything longer is beyond a repair and the insurer pays for a new windshield instead. An honest refusal earns referrals.",
        lesson: "intro/why-no-cost",
      },
      {
        id: "line-of-sight",
        prompt: "Which chip should you decline to repair?",
        choices: [
          { id: "small-bullseye", text: "A dime-sized bullseye near the top of the passenger side" },
          { id: "drivers-view", text: "A chip larger than a quarter directly in the driver's line of sight" },
          { id: "star", text: "A small star break on the passenger side" },
          { id: "fresh", text: "A chip that happened this morning" },
        ],
        answer: "drivers-view",
        explanation:
          "Damage larger than a quarter directly in the driver's line of sight is left to a replacement, because any repair mark there could distract the driver. The others are everyday repairs.",
        lesson: "intro/why-no-cost",
      },
      {
        id: "good-name",
        prompt: "Which business name follows the course's advice?",
        choices: [
          { id: "city-name", text: "Cedar Valley Chip Repair" },
          { id: "initials", text: "JKR Solutions Group" },
          { id: "hyphens", text: "Best-Glass-4-U" },
          { id: "clever", text: "Crackerjacks" },
        ],
        answer: "city-name",
        explanation: "A good name says what you do and where, is easy to say over the phone, and is free in your state's registry and as a .com domain.",
        lesson: "intro/choosing-name",
      },
      {
        id: "logo-rule",
        prompt: "What makes a logo work for a chip-repair business?",
        choices: [
          { id: "simple", text: "One or two colours, a bold wordmark and a simple icon, readable at a glance" },
          { id: "detailed", text: "A detailed illustration of a windshield with many colours" },
          { id: "photo", text: "A photograph of your best repair" },
          { id: "script", text: "A thin handwritten script so it looks personal" },
        ],
        answer: "simple",
        explanation:
          "Your logo has to read on a tent banner, a shirt and a tiny profile photo, so keep it to one or two colours, a bold wordmark and a simple icon.",
        lesson: "intro/logo-design",
      },
      {
        id: "tax-id",
        prompt: "Why do you need an EIN (tax ID) before you bill insurance?",
        choices: [
          { id: "networks", text: "Insurance networks ask for your tax ID when you register as a repair shop" },
          { id: "resin", text: "Resin suppliers only sell to businesses with an EIN" },
          { id: "license", text: "It is your driver's licence for the work van" },
          { id: "none", text: "You don't: insurers pay individuals directly" },
        ],
        answer: "networks",
        explanation:
          "Register a sole proprietorship or LLC, get a free EIN from the IRS and open a business bank account: insurance networks ask for your tax ID when you register as a repair shop.",
        lesson: "intro/entity-setup",
      },
      {
        id: "name-check",
        prompt: "Before you print anything with your business name, what do you check?",
        choices: [
          { id: "registry-domain", text: "That it is free in your state's business registry and as a .com domain" },
          { id: "three-words", text: "That it has at least three words" },
          { id: "colour", text: "That no competitor uses the same colour" },
          { id: "surname", text: "That it includes your surname" },
        ],
        answer: "registry-domain",
        explanation:
          "Check that the name is free in your state's business registry and as a .com domain before you print cards, banners or shirts: changing a name after printing costs money and the customers who already know it.",
        lesson: "intro/choosing-name",
      },
      {
        id: "business-account",
        prompt: "Once your business is registered and has its EIN, what does the course tell you to open?",
        choices: [
          { id: "bank", text: "A separate business bank account" },
          { id: "savings", text: "A personal savings account for tips" },
          { id: "credit", text: "A credit line with your resin supplier" },
          { id: "none", text: "Nothing: run it through your personal account" },
        ],
        answer: "bank",
        explanation:
          "Register a sole proprietorship or LLC, get a free EIN from the IRS and open a separate business bank account, so insurance payments and expenses stay apart from your own money.",
        lesson: "intro/entity-setup",
      },
      {
        id: "liability",
        prompt: "Which insurance protects you while you work on customers' cars?",
        choices: [
          { id: "general-liability", text: "General liability insurance" },
          { id: "comprehensive", text: "The comprehensive coverage on your own car" },
          { id: "health", text: "Health insurance" },
          { id: "customer-glass", text: "The customer's glass coverage" },
        ],
        answer: "general-liability",
        explanation:
          "General liability insurance covers you if something goes wrong while you work on a customer's car; the customer's glass coverage pays for the repair, not for your mistakes.",
        lesson: "intro/entity-setup",
      },
    ],
  },
  {
    moduleId: "omega-edi",
    title: "Insurance billing checkpoint",
    ask: 5,
    questions: [
      {
        id: "what-omega-does",
        prompt: "What does Omega EDI do for your business?",
        choices: [
          { id: "invoices", text: "Sends your insurance invoices electronically to the glass-claim networks and tracks payment" },
          { id: "resin", text: "Orders resin and supplies at a discount" },
          { id: "booking", text: "Books customers into your calendar" },
          { id: "cures", text: "Controls the UV light while the resin cures" },
        ],
        answer: "invoices",
        explanation:
          "Omega EDI is the software glass shops use to send invoices electronically to networks such as Lynx Services and Gerber, so a repair becomes a payment without paperwork.",
        lesson: "omega-edi/introduction-to-omega",
      },
      {
        id: "networks",
        prompt: "Which of these handle glass claims for many insurers, so you register your shop with them?",
        choices: [
          { id: "lynx-gerber", text: "Lynx Services and Gerber National Claim Services" },
          { id: "dmv", text: "The state DMV and the IRS" },
          { id: "makers", text: "The car makers' dealer networks" },
          { id: "banks", text: "Your bank and card processor" },
        ],
        answer: "lynx-gerber",
        explanation:
          "Many insurers route glass claims through third-party networks such as Lynx Services and Gerber; claims you submit are accepted once your shop is registered with them.",
        lesson: "omega-edi/introduction-to-omega",
      },
      {
        id: "claim-vin",
        prompt: "Which detail must you collect from the car itself before you leave?",
        choices: [
          { id: "vin", text: "The vehicle's VIN" },
          { id: "mileage", text: "The odometer reading" },
          { id: "tyres", text: "The tyre pressure" },
          { id: "oil", text: "The date of the last oil change" },
        ],
        answer: "vin",
        explanation:
          "A claim needs the policyholder's name and phone, the insurer and policy number, the VIN, the date the damage happened and where it is on the glass.",
        lesson: "omega-edi/process-insurance-claim",
      },
      {
        id: "referral-number",
        prompt: "When you open a claim with the insurer's glass claim line, what do you get to put on the invoice?",
        choices: [
          { id: "claim-number", text: "A claim or referral number" },
          { id: "discount-code", text: "A discount code for the customer" },
          { id: "pin", text: "The customer's bank PIN" },
          { id: "nothing", text: "Nothing: the call is only a courtesy" },
        ],
        answer: "claim-number",
        explanation: "The insurer (or its network) gives you a claim or referral number; submit the invoice with it so the insurer pays you directly.",
        lesson: "omega-edi/process-insurance-claim",
      },
      {
        id: "photos",
        prompt: "What should you keep for every insured chip, in case the insurer asks?",
        choices: [
          { id: "before-after", text: "A before and an after photo" },
          { id: "resin-bottle", text: "The empty resin bottle" },
          { id: "signature", text: "A notarised statement from the driver" },
          { id: "glass", text: "A sample of the glass" },
        ],
        answer: "before-after",
        explanation:
          "Take a before and after photo of every chip: insurers can ask for them, and the before photo is also what you show the customer at hand-off.",
        lesson: "omega-edi/process-insurance-claim",
      },
      {
        id: "claim-details",
        prompt: "Which details do you collect to open a glass claim for a chip repair?",
        choices: [
          { id: "policy-vin", text: "The policyholder's name, insurance company, policy number, date of the damage and the vehicle's VIN" },
          { id: "licence", text: "The driver's licence number and home address only" },
          { id: "colour-mileage", text: "The car's colour and mileage" },
          { id: "card", text: "The customer's credit card number" },
        ],
        answer: "policy-vin",
        explanation:
          "The claim needs the policyholder's name, insurance company, policy number, the date of the damage and the VIN; with those the insurer's glass claim line gives you a claim or referral number.",
        lesson: "omega-edi/process-insurance-claim",
      },
      {
        id: "who-pays",
        prompt: "You submit the invoice electronically with the claim number. Who pays you?",
        choices: [
          { id: "insurer", text: "The insurer, directly" },
          { id: "customer", text: "The customer, who claims it back later" },
          { id: "omega", text: "Omega EDI, from its own funds" },
          { id: "dealer", text: "The dealership that sold the car" },
        ],
        answer: "insurer",
        explanation:
          "Submitted electronically with the claim or referral number, the invoice is paid by the insurer directly: the driver pays nothing and you do not chase them for money.",
        lesson: "omega-edi/process-insurance-claim",
      },
      {
        id: "register-networks",
        prompt: "What must be in place before Omega EDI can turn a chip repair into a payment?",
        choices: [
          { id: "registered", text: "Your shop registered with the glass-claim networks, such as Lynx Services and Gerber" },
          { id: "maker", text: "A contract with a car maker" },
          { id: "storefront", text: "A storefront with a street address" },
          { id: "employee", text: "A second technician on staff" },
        ],
        answer: "registered",
        explanation:
          "Omega EDI sends your invoices to the networks that handle glass claims for insurers, so you must be registered with those networks (Lynx Services, Gerber National Claim Services) for the invoices to be paid.",
        lesson: "omega-edi/introduction-to-omega",
      },
    ],
  },
  {
    moduleId: "pro-kit",
    title: "Pro Kit technique checkpoint",
    ask: 8,
    questions: [
      {
        id: "when-to-drill",
        prompt: "When do you drill into the impact point?",
        choices: [
          { id: "sealed", text: "Only when the impact point is sealed and resin has no way in" },
          { id: "always", text: "On every chip, before the bridge goes on" },
          { id: "bullseye", text: "Mainly on bullseyes, to widen the cone" },
          { id: "after", text: "After curing, to let trapped air out" },
        ],
        answer: "sealed",
        explanation: "Drill only when the impact point is sealed, which is common on star breaks. Most bullseyes need no drilling at all.",
        lesson: "pro-kit/drilling",
      },
      {
        id: "drill-depth",
        prompt: "How deep do you drill?",
        choices: [
          { id: "outer-layer", text: "Only into the outer layer, less than a millimetre, stopping as soon as you reach the break" },
          { id: "through", text: "Through both layers, so resin reaches the inside" },
          { id: "three-mm", text: "About 3 millimetres, to make room for resin" },
          { id: "plastic", text: "Down to the plastic interlayer" },
        ],
        answer: "outer-layer",
        explanation:
          "Go only into the outer layer, less than a millimetre, and stop the moment the bit breaks through into the break. Too deep or at an angle can run a crack.",
        lesson: "pro-kit/drilling",
      },
      {
        id: "resin-drops",
        prompt: "How much repair resin goes into the injector?",
        choices: [
          { id: "three-five", text: "3 to 5 drops" },
          { id: "one", text: "One drop" },
          { id: "full", text: "Fill the barrel to the top" },
          { id: "twenty", text: "About 20 drops" },
        ],
        answer: "three-five",
        explanation: "3 to 5 drops fill the break with a little left over, without overflowing the seal.",
        lesson: "pro-kit/dripping-resin",
      },
      {
        id: "burping",
        prompt: 'What is "burping" the injector?',
        choices: [
          { id: "release", text: "Backing it off to release pressure so trapped air bubbles out, then pressing again" },
          { id: "extra-resin", text: "Adding extra resin halfway through" },
          { id: "tap", text: "Tapping the glass to settle the resin" },
          { id: "warm", text: "Warming the injector with your hand" },
        ],
        answer: "release",
        explanation: "Burping lets trapped air escape. Air left in a break shows as a silver spot after curing, the most common sign of a rushed repair.",
        lesson: "pro-kit/burping",
      },
      {
        id: "probing",
        prompt: "A star leg stays dry while the rest of the break is clear. What do you do?",
        choices: [
          { id: "probe", text: "With the resin under pressure, press gently beside the leg to flex it open" },
          { id: "cure", text: "Cure now: the leg will fill as it hardens" },
          { id: "drill-leg", text: "Drill into the end of the leg" },
          { id: "more-pressure", text: "Screw the injector down as hard as it goes" },
        ],
        answer: "probe",
        explanation:
          "Probing flexes the crack open a hair so resin runs in. Work from the impact point outwards, and gently: the goal is to open the leg, not push the crack further.",
        lesson: "pro-kit/probing",
      },
      {
        id: "uv-cure",
        prompt: "How long do you cure the repair resin with the kit's UV light?",
        choices: [
          { id: "five", text: "About 5 minutes (about 10 in direct sun)" },
          { id: "thirty-seconds", text: "About 30 seconds" },
          { id: "hour", text: "An hour" },
          { id: "overnight", text: "Overnight, in the shade" },
        ],
        answer: "five",
        explanation:
          "Cure with the UV light for about 5 minutes, or about 10 minutes in direct sunlight; longer on cloudy days. Start only when the break is completely clear.",
        lesson: "pro-kit/curing",
      },
      {
        id: "curing-strip",
        prompt: "Why does a clear curing strip go over the pit filler?",
        choices: [
          { id: "air", text: "It keeps air off the surface so the pit cures smooth and hard, not tacky" },
          { id: "colour", text: "It tints the resin to match the glass" },
          { id: "heat", text: "It traps heat to cure the resin faster" },
          { id: "label", text: "It marks the repair for the insurer" },
        ],
        answer: "air",
        explanation:
          "The strip keeps air off the resin, which would otherwise leave the surface tacky, and lays it flat; it peels off cleanly once the pit fill is hard.",
        lesson: "pro-kit/curing-pit-fill",
      },
      {
        id: "flush",
        prompt: "How do you know the pit fill is scraped flush?",
        choices: [
          { id: "fingernail", text: "It is smooth to a fingernail and wipers pass over it without catching" },
          { id: "shiny", text: "It looks shinier than the glass around it" },
          { id: "raised", text: "A small raised bump remains to protect the repair" },
          { id: "no-scrape", text: "You don't scrape: the strip leaves it flush" },
        ],
        answer: "fingernail",
        explanation: "Scrape with a fresh razor blade held at about 90 degrees, in short strokes, until the pit is smooth to a fingernail.",
        lesson: "pro-kit/scraping-pit-fill",
      },
      {
        id: "practice-chip",
        prompt: "How do you make a chip to practise on?",
        choices: [
          { id: "center-punch", text: "Strike the practice glass sharply with a center punch" },
          { id: "rock", text: "Throw a rock at an old car's windshield" },
          { id: "lighter", text: "Heat the glass with a lighter until it cracks" },
          { id: "razor", text: "Scratch it with the razor blade" },
        ],
        answer: "center-punch",
        explanation:
          "A sharp strike with a center punch makes a bullseye or star break on the practice glass, so you can repeat every step before you touch a customer's windshield.",
        lesson: "pro-kit/creating-practice-chip",
      },
      {
        id: "bridge-centre",
        prompt: "Why must the injector's seal sit directly over the impact point?",
        choices: [
          { id: "leaks", text: "Off centre, resin leaks out and air leaks in" },
          { id: "uv", text: "So the UV light can reach the resin" },
          { id: "looks", text: "Only so the repair looks tidy to the customer" },
          { id: "drill", text: "So the drill fits under the bridge" },
        ],
        answer: "leaks",
        explanation:
          "Centre the bridge so the seal sits over the impact point and the suction cups grip clean, dry glass: an off-centre seal lets resin leak out and air leak in.",
        lesson: "pro-kit/applying-bridge",
      },
      {
        id: "watch-fill",
        prompt: "While you inject, how do you see that resin is filling the break?",
        choices: [
          { id: "mirror", text: "From inside the car with the inspection mirror: dark, air-filled areas turn clear" },
          { id: "overflow", text: "Resin starts to overflow around the seal" },
          { id: "click", text: "The injector clicks when the break is full" },
          { id: "timer", text: "You cannot see it: wait ten minutes" },
        ],
        answer: "mirror",
        explanation: "Watch from inside the car with the inspection mirror: the dark, air-filled parts of the break turn clear as resin replaces the air.",
        lesson: "pro-kit/injecting-resin",
      },
      {
        id: "resin-sun",
        prompt: "Why do you keep the resin bottle out of the sun?",
        choices: [
          { id: "uv-cures", text: "UV light starts curing the resin" },
          { id: "smell", text: "Heat makes the resin smell" },
          { id: "label", text: "The label fades" },
          { id: "thins", text: "Sunlight thins the resin so it leaks" },
        ],
        answer: "uv-cures",
        explanation: "UV light is what hardens repair resin, so resin left in the sun starts to cure before it is in the break.",
        lesson: "pro-kit/dripping-resin",
      },
      {
        id: "honest-finish",
        prompt: "What do you tell the customer about the finished repair?",
        choices: [
          { id: "faint-mark", text: "It restores the glass's strength and makes the chip much harder to see, but a faint mark can remain" },
          { id: "invisible", text: "The chip is now completely invisible" },
          { id: "one-year", text: "It lasts about a year before it needs doing again" },
          { id: "stronger", text: "The glass is now stronger than new" },
        ],
        answer: "faint-mark",
        explanation:
          "Set honest expectations: a good repair restores the strength of the glass and makes the chip much harder to see, but a faint mark can remain.",
        lesson: "pro-kit/cleaning-up",
      },
    ],
  },
  {
    moduleId: "platinum-kit",
    title: "Platinum Kit technique checkpoint",
    ask: 6,
    questions: [
      {
        id: "why-vacuum",
        prompt: "What does the vacuum cycle do?",
        choices: [
          { id: "pulls-air", text: "Pulls air out of the break before resin goes in" },
          { id: "cures", text: "Cures the resin faster" },
          { id: "cleans", text: "Sucks dirt off the glass around the chip" },
          { id: "holds", text: "Holds the bridge on the glass" },
        ],
        answer: "pulls-air",
        explanation:
          "Less air in the break means less resistance to the resin: that is why the Platinum kit fills fine legs and combination breaks so completely.",
        lesson: "platinum-kit/vacuum-cycle",
      },
      {
        id: "cycles",
        prompt: "How do you run the vacuum and pressure cycles?",
        choices: [
          { id: "alternate", text: "Alternate them, typically 3 or 4 rounds of 1 to 2 minutes each, finishing on pressure" },
          { id: "one-vacuum", text: "One long vacuum cycle, then cure" },
          { id: "pressure-only", text: "Pressure only: vacuum is for cracks" },
          { id: "finish-vacuum", text: "Alternate them, finishing on vacuum" },
        ],
        answer: "alternate",
        explanation:
          "Alternate vacuum and pressure, typically 3 or 4 rounds, until every part of the break is clear, and finish on pressure so the break is full when you cure.",
        lesson: "platinum-kit/pressure-cycle",
      },
      {
        id: "cure-under-pressure",
        prompt: "With the Platinum kit, how do you cure the repair resin?",
        choices: [
          { id: "under-pressure", text: "Leave the injector on pressure and shine the UV light for about 5 minutes" },
          { id: "remove-first", text: "Remove the bridge first, then cure in the sun" },
          { id: "vacuum", text: "Set the injector to vacuum while curing" },
          { id: "no-cure", text: "It cures by itself in the air" },
        ],
        answer: "under-pressure",
        explanation: "Holding pressure while the resin sets keeps the legs full to their tips and gives the clearest result.",
        lesson: "platinum-kit/curing-under-pressure",
      },
      {
        id: "seal-check",
        prompt: "The vacuum will not hold. What is the usual reason?",
        choices: [
          { id: "worn-seal", text: "A nicked or dirty O-ring seal on the injector" },
          { id: "cold-resin", text: "The resin is too cold" },
          { id: "sunlight", text: "Too much sunlight on the glass" },
          { id: "star", text: "Star breaks never hold a vacuum" },
        ],
        answer: "worn-seal",
        explanation:
          "Check the injector's O-ring seal for nicks and old resin before placing the bridge: a worn seal is the usual reason a vacuum will not hold.",
        lesson: "platinum-kit/prepping-bridge",
      },
      {
        id: "reinject-before-pit",
        prompt: "After removing the bridge you notice a leg is still dry. When can you still fix it?",
        choices: [
          { id: "before-pit", text: "Now, before the pit is filled: afterwards there is no way back in" },
          { id: "after-polish", text: "After polishing, with a second bridge" },
          { id: "next-visit", text: "At a follow-up visit next week" },
          { id: "never", text: "Never: a cured leg cannot be re-injected" },
        ],
        answer: "before-pit",
        explanation: "Inspect the break from several angles once the bridge is off and re-inject any dry leg before the pit fill goes on.",
        lesson: "platinum-kit/removing-bridge",
      },
      {
        id: "polishing",
        prompt: "What does the Platinum kit's polishing step add?",
        choices: [
          { id: "clarity", text: "It brings the scraped pit back to full clarity so it almost disappears" },
          { id: "strength", text: "It makes the resin stronger than the glass" },
          { id: "insurance", text: "It is required for insurance billing" },
          { id: "speed", text: "It replaces the curing step" },
        ],
        answer: "clarity",
        explanation: "A dab of pit polish worked over the scraped pit brings the surface back to full clarity. Polish briefly: too long warms the resin.",
        lesson: "platinum-kit/polishing",
      },
      {
        id: "wet-break",
        prompt: "The car has just been washed. What do you do before you mount the bridge?",
        choices: [
          { id: "evaporator", text: "Dry the break with the moisture evaporator" },
          { id: "nothing", text: "Nothing: water helps the resin flow" },
          { id: "extra-resin", text: "Add extra resin to push the water out" },
          { id: "cure-first", text: "Cure the break first, then fill it" },
        ],
        answer: "evaporator",
        explanation:
          "Water in the break keeps resin from filling and bonding, so dry a washed or rained-on break with the moisture evaporator before the bridge goes on.",
        lesson: "platinum-kit/prepping-bridge",
      },
      {
        id: "flex-drill",
        prompt: "How does the flex-shaft drill open a sealed impact point?",
        choices: [
          { id: "low-speed", text: "At low speed with little heat, only into the impact point and only as deep as needed to reach the break" },
          { id: "full-speed", text: "At full speed, to finish before the glass heats up" },
          { id: "through", text: "Through both sheets of glass" },
          { id: "beside", text: "Beside the impact point, to make a vent" },
        ],
        answer: "low-speed",
        explanation:
          "The variable-speed flex-shaft drill opens a sealed impact point at low speed with little heat; drill only into the impact point, and only as deep as needed to reach the break.",
        lesson: "platinum-kit/drilling",
      },
      {
        id: "vacuum-sign",
        prompt: "During the vacuum cycle, what shows it is working?",
        choices: [
          { id: "bubbles", text: "Small bubbles rise through the resin as air and moisture leave the break" },
          { id: "cloudy", text: "The resin turns cloudy" },
          { id: "warm", text: "The glass gets warm" },
          { id: "lifts", text: "The bridge lifts off the glass" },
        ],
        answer: "bubbles",
        explanation:
          "The vacuum cycle lowers the pressure over the break and draws air and moisture out of it; you see small bubbles rise through the resin in the chamber.",
        lesson: "platinum-kit/vacuum-cycle",
      },
    ],
  },
  {
    moduleId: "intro-business-models",
    title: "Business models checkpoint",
    ask: 6,
    questions: [
      {
        id: "five-models",
        prompt: "Which of these is NOT one of the five ways the course teaches to find repair customers?",
        choices: [
          { id: "door-to-door", text: "Cold-calling homes from a phone list" },
          { id: "tent", text: "A tent in a busy parking lot" },
          { id: "car-wash", text: "Car washes" },
          { id: "dealership", text: "Dealerships" },
        ],
        answer: "door-to-door",
        explanation: "The five are tent locations, gas stations, car washes, dealerships and mobile service. Most students master one, then add a second.",
        lesson: "intro-business-models/business-models-overview",
      },
      {
        id: "steady-accounts",
        prompt: "Which business model brings steady weekly accounts rather than walk-up customers?",
        choices: [
          { id: "dealerships", text: "Dealerships" },
          { id: "tents", text: "Tent locations" },
          { id: "gas", text: "Gas stations" },
          { id: "wash", text: "Car washes" },
        ],
        answer: "dealerships",
        explanation: "Tents and car washes bring daily walk-up volume; dealerships bring steady weekly accounts at a volume price; mobile fills the gaps.",
        lesson: "intro-business-models/business-models-overview",
      },
      {
        id: "tent-permission",
        prompt: "Before you set up a tent in a store's parking lot, what must you do?",
        choices: [
          { id: "permission", text: "Get the property manager's permission" },
          { id: "nothing", text: "Nothing: parking lots are public" },
          { id: "police", text: "Register with the police" },
          { id: "flyers", text: "Put flyers on every car first" },
        ],
        answer: "permission",
        explanation: "Always get the property manager's permission first; offer a free repair for their staff or a small monthly fee.",
        lesson: "tent-locations/tent-intro-1",
      },
      {
        id: "car-wash-deal",
        prompt: "What do you usually offer a car wash owner in return for working at their wash?",
        choices: [
          { id: "commission", text: "A commission per repair (often $5 to $10) or free repairs for staff cars" },
          { id: "half", text: "Half of every repair's price" },
          { id: "rent", text: "A yearly lease on a wash bay" },
          { id: "nothing", text: "Nothing: the wash benefits from your presence" },
        ],
        answer: "commission",
        explanation:
          "Offer the owner a commission per repair, often $5 to $10, or free repairs for staff cars, and ask the attendants to point out chips while cars wait.",
        lesson: "car-washes/wash-intro",
      },
      {
        id: "price-range",
        prompt: "What do most technicians charge for the first chip on a windshield?",
        choices: [
          { id: "65-100", text: "$65 to $100" },
          { id: "10-20", text: "$10 to $20" },
          { id: "250-400", text: "$250 to $400" },
          { id: "free", text: "Nothing: the insurer sets it" },
        ],
        answer: "65-100",
        explanation:
          "Most technicians charge $65 to $100 for the first chip, about 15 minutes of work; check what shops near you charge and sit in the middle.",
        lesson: "intro-business-models/business-models-overview",
      },
      {
        id: "track-numbers",
        prompt: "At a gas station, which numbers tell you whether it is worth going back?",
        choices: [
          { id: "per-hour", text: "Drivers approached, chips found, repairs done and revenue per hour" },
          { id: "fuel-price", text: "The station's fuel price" },
          { id: "followers", text: "The station's social media followers" },
          { id: "weather", text: "The weather forecast alone" },
        ],
        answer: "per-hour",
        explanation:
          "Track drivers approached, chips found, repairs done and revenue per hour at each station, and drop stations that do not reach your hourly target after a few visits.",
        lesson: "gas-stations/gas-metrics",
      },
      {
        id: "pump-pitch",
        prompt: "At a gas station, how long should your opening pitch to a driver be?",
        choices: [
          { id: "thirty-seconds", text: "Under 30 seconds" },
          { id: "five-minutes", text: "About five minutes" },
          { id: "insurance-talk", text: "As long as it takes to explain their insurance policy" },
          { id: "no-pitch", text: "No pitch: leave a flyer on the windshield" },
        ],
        answer: "thirty-seconds",
        explanation:
          "Open with a short, friendly offer to look at the chip and keep the pitch under 30 seconds; then offer to repair it now while they go inside, or book a time.",
        lesson: "gas-stations/gas-customers",
      },
      {
        id: "dealer-contact",
        prompt: "Whom do you ask for when you visit a dealership?",
        choices: [
          { id: "recon-manager", text: "The used-car or reconditioning manager" },
          { id: "finance", text: "The finance manager" },
          { id: "reception", text: "Whoever is at reception" },
          { id: "owner", text: "The owner, and nobody else" },
        ],
        answer: "recon-manager",
        explanation:
          "Ask for the used-car or reconditioning manager, offer a free demonstration repair on a car in their inventory and leave a simple per-repair price list.",
        lesson: "dealerships/dealer-land",
      },
      {
        id: "tent-banner",
        prompt: "What should your tent's banner tell drivers as they pass?",
        choices: [
          { id: "repair-insurance", text: "Rock chip repair, and that insurance often covers it" },
          { id: "price-list", text: "Your full price list" },
          { id: "web-only", text: "Only your website address" },
          { id: "founder-name", text: "Your own name and mobile number" },
        ],
        answer: "repair-insurance",
        explanation:
          "Drivers have a few seconds as they pass: a banner saying rock chip repair and that insurance often covers it tells them your whole offer.",
        lesson: "tent-locations/tent-intro-2",
      },
    ],
  },
];
