// The first version of the paid Windshield Repair Bootcamp course (the $47 course area at
// /course-access): db/seed.ts writes it into an empty database; from then on the course studio
// owns it. Lesson content is HTML, which lesson Markdown allows (passed through the allow-list
// whenever it is shown).
export type BootcampLessonSeed = {
  id: string; // kebab-case, unique across the whole course
  title: string;
  /** Address of the lesson video on the hosted video service, or null for a text lesson. */
  videoUrl: string | null;
  /**
   * Lesson body as HTML: only <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>, <a href>, <table>/<thead>/<tbody>/<tr>/<th>/<td>, <blockquote>.
   * No inline styles, no classes, no scripts.
   */
  content: string;
};
export type BootcampModuleSeed = { id: string; title: string; description: string; lessons: BootcampLessonSeed[] };
export type BootcampCourseSeed = { id: string; title: string; description: string; modules: BootcampModuleSeed[] };

export const bootcampCourse: BootcampCourseSeed = {
  id: "windshield-repair-bootcamp",
  title: "Windshield Repair Bootcamp",
  description:
    "A hands-on course that takes you from your first look at a windshield chip to a clean 15-minute repair, a tool kit that costs under $500, " +
    "pricing and insurance billing, and your first paying customers.",
  modules: [
    {
      id: "getting-started",
      title: "Getting Started",
      description: "What chip repair is, which breaks you can fix, where you should not repair, and why repair usually beats replacement.",
      lessons: [
        {
          id: "what-chip-repair-is",
          title: "What Chip Repair Is and Why It Works",
          videoUrl: "https://vimeo.com/912850101",
          content: `
<h2>What you are actually fixing</h2>
<p>A car windshield is laminated glass: two layers of glass bonded to a clear plastic layer in the middle. When a stone hits it, it almost always breaks
only the outer layer. You are left with a small crater at the impact point and a pocket of tiny cracks filled with air. The air is what makes the
damage visible, because it reflects light.</p>
<p>Chip repair replaces that air with a clear resin that bends light almost the same way glass does. You then harden the resin with ultraviolet (UV)
light, so it bonds the broken glass back together.</p>
<h2>What a good repair does</h2>
<ul>
  <li><strong>Stops the spread.</strong> Heat, cold, car washes and road vibration keep stressing a chip until it runs into a long crack. A filled,
  cured chip resists that.</li>
  <li><strong>Restores strength</strong> to the outer layer of glass around the break.</li>
  <li><strong>Improves the look.</strong> Most chips become far less noticeable, but a faint mark usually remains.</li>
</ul>
<h2>What it does not do</h2>
<p>A repair does not make the glass look new, and it cannot fix damage that goes through to the inner layer. Say both things to every customer before
you start.</p>
<p>Once you have practised, a typical chip takes you about 15 minutes, done where the car is parked, without removing the glass. That speed is what
makes chip repair a good mobile business: you go to the driver, not the other way round.</p>`,
        },
        {
          id: "which-breaks-you-can-fix",
          title: "Which Breaks You Can Fix",
          videoUrl: "https://vimeo.com/912850102",
          content: `
<h2>Name the break before you quote</h2>
<p>Most damage you see fits one of a few shapes. Learn to name them at a glance, because the shape tells you how long the repair will take and how
good the result is likely to look.</p>
<ul>
  <li><strong>Bullseye</strong>: a round, cone-shaped break, often with a dark ring around it. It usually fills cleanly.</li>
  <li><strong>Half-moon</strong>: a partial bullseye shaped like a semicircle. Treat it like a bullseye.</li>
  <li><strong>Star</strong>: short cracks, called legs, running out from the impact point. Every leg has to be filled, so it takes patience.</li>
  <li><strong>Combination</strong>: a bullseye with legs coming out of it. This is the break you will see most often.</li>
</ul>
<h2>Short cracks</h2>
<p>A single crack up to about 6 inches long can also be repaired, but only with a kit made for cracks, a thicker resin and practice. Learn chips
first. When you add cracks, start with short, clean ones that are well away from the edge of the glass.</p>
<h2>Check the inside surface</h2>
<p>Before you quote, sit in the car and run a fingertip over the inside of the glass behind the break.</p>
<ol>
  <li>If it feels smooth, only the outer layer is broken and the break may be repairable.</li>
  <li>If you feel a chip or roughness, both layers are damaged. The windshield needs replacing, and no resin will fix it.</li>
</ol>
<p>Then check the size and the location of the break, which the next lesson covers, before you say yes to the job.</p>`,
        },
        {
          id: "size-and-location-rules",
          title: "Size and Location Rules",
          videoUrl: null,
          content: `
<h2>The quarter rule</h2>
<p>A simple rule of thumb: if the chip, including its legs, fits under a quarter, you can repair it. Hold a coin over the break to check, and let the
customer watch while you do. Larger breaks can sometimes be filled, but they are harder to finish well and more likely to need replacing later, so
quote them carefully or refer them on.</p>
<h2>Where the break is matters</h2>
<p>The area directly in front of the driver, roughly the part of the glass the driver looks through at eye level, is treated as a critical viewing
area. Even a good repair leaves a faint mark, and a mark there can distract the driver or distort the view.</p>
<ul>
  <li><strong>Small chip in the driver's view</strong>: you can usually repair it, but tell the driver that a faint blemish may remain right where
  they look.</li>
  <li><strong>Larger break in the driver's view</strong>: recommend a replacement, even if you could fill the break.</li>
  <li><strong>Near the edge of the glass</strong>: the glass is under more stress here, and breaks spread easily, sometimes during the repair. Warn the
  customer before you start, or decline.</li>
  <li><strong>In front of a camera or sensor</strong>: many newer cars have driver-assist cameras behind the glass. A repair in the camera's view can
  affect how it sees the road, so refer these to a glass shop that can replace and recalibrate.</li>
</ul>
<h2>When in doubt</h2>
<p>If you are not sure, do not repair. Turning down one job costs you one fee. A poor repair in the wrong spot costs you the customer and everyone
they would have sent to you.</p>`,
        },
        {
          id: "repair-versus-replacement",
          title: "Repair Versus Replacement",
          videoUrl: "https://vimeo.com/912850103",
          content: `
<h2>Why repair is usually the better choice</h2>
<p>When drivers see a chip, many assume the whole windshield has to be replaced. Most of the time it does not. These are the points you can explain:</p>
<ul>
  <li><strong>Cost</strong>: a repair costs a fraction of a replacement, and many insurers cover it with no deductible.</li>
  <li><strong>Time</strong>: a repair takes about 15 minutes where the car is parked. A replacement means booking an appointment and waiting for the
  adhesive to set before the car can be driven.</li>
  <li><strong>Factory seal</strong>: a repair keeps the original windshield and its factory seal in place.</li>
  <li><strong>Cameras</strong>: on many newer cars, a new windshield means the driver-assist cameras must be recalibrated. A repair usually avoids
  that.</li>
  <li><strong>Waste</strong>: laminated glass is hard to recycle, so every repaired windshield is one less in the landfill.</li>
</ul>
<h2>Why timing matters</h2>
<p>A chip left alone collects dirt and water, which makes it harder to fill clearly, and it can spread into a crack at any time: on a cold morning
with the defroster on, over a pothole, or in a car wash. The best time to repair a chip is soon after it happens.</p>
<h2>When replacement is the right answer</h2>
<p>Be honest when the damage is too big, too long, at the edge, through both layers or squarely in the driver's view. Tell the driver it needs
replacing and, if you can, point them to a glass shop you trust. Drivers remember the technician who told them the truth, and they call you for the
next chip.</p>`,
        },
      ],
    },
    {
      id: "tools-and-supplies",
      title: "Tools and Supplies",
      description: "The under-$500 shopping list, the resins and consumables you will use on every job, and what to leave on the shelf.",
      lessons: [
        {
          id: "the-shopping-list",
          title: "The Under-$500 Shopping List",
          videoUrl: "https://vimeo.com/912850104",
          content: `
<h2>What you need to start</h2>
<p>You can buy everything for a professional chip repair setup for under $500. Buy tools made for daily use, not kits made for a single repair.</p>
<table>
  <thead>
    <tr><th>Item</th><th>What it does</th></tr>
  </thead>
  <tbody>
    <tr><td>Bridge and injector</td><td>The bridge holds the injector steady over the chip. The injector pulls air out and pushes resin in.</td></tr>
    <tr><td>Thin chip resin</td><td>Flows into the finest legs of a chip.</td></tr>
    <tr><td>Thicker crack and pit-fill resin</td><td>Fills longer cracks and the crater at the surface.</td></tr>
    <tr><td>UV curing lamp</td><td>Hardens the resin in minutes, in shade or on a cloudy day.</td></tr>
    <tr><td>Drill and carbide bits</td><td>Open a sealed impact point so resin can get in.</td></tr>
    <tr><td>Probe</td><td>Cleans loose glass out of the impact point and helps open stubborn legs.</td></tr>
    <tr><td>Razor blades</td><td>Scrape cured resin flush with the glass.</td></tr>
    <tr><td>Inspection mirror</td><td>Sits against the inside of the glass so you can watch the break fill.</td></tr>
    <tr><td>Curing tabs or film</td><td>Hold resin thin and flat against the glass while it cures.</td></tr>
    <tr><td>Pit polish</td><td>Brings the repaired spot back to a shine.</td></tr>
  </tbody>
</table>
<h2>Small extras</h2>
<ul>
  <li>Lint-free cloths for wiping the glass around the break. Keep liquid cleaner away from the break itself.</li>
  <li>A small flashlight for reading breaks in shade or poor light.</li>
  <li>A sunshade or umbrella, so you can work out of direct sun.</li>
  <li>A mat or towel to keep tools off the customer's paint.</li>
  <li>A case that keeps everything in the same place, so you never hunt for a tool in front of a customer.</li>
</ul>`,
        },
        {
          id: "resins-explained",
          title: "Resins and Consumables",
          videoUrl: null,
          content: `
<h2>Thin resin for the break, thick resin for the surface</h2>
<p>Repair resin is sold by viscosity, which is how thick it is. The thickness decides where the resin can go and how it behaves once it gets
there.</p>
<ul>
  <li><strong>Thin (low-viscosity) resin</strong> is for chips. It wicks into narrow legs and fills the small air gaps of a star or combination
  break.</li>
  <li><strong>Thicker resin</strong> is for cracks. It stays in a longer crack instead of running back out of it.</li>
  <li><strong>Pit-fill resin</strong> is the thickest. It fills the small crater at the impact point so the surface is smooth and the wipers glide
  over it.</li>
</ul>
<h2>Handling resin</h2>
<ol>
  <li>Keep bottles capped, cool and out of sunlight. Resin cures under UV light, and daylight contains UV.</li>
  <li>Write the date on each bottle when you open it, and replace it when the maker recommends.</li>
  <li>Stick to one brand's resins within a repair, so you know how they work together.</li>
  <li>Wipe any spill off paint and trim straight away, before it hardens.</li>
</ol>
<h2>Curing tabs and film</h2>
<p>Curing tabs are small squares of clear film. You lay one over a drop of resin so it spreads thin and flat, and the film keeps air off the surface
while the resin cures, which gives a harder, smoother finish. You use at least one on every repair, often two, so buy them in packs.</p>
<h2>Razor blades</h2>
<p>A nicked or dull blade drags and can leave marks. Use a fresh blade for the final scrape on every repair and throw used blades away safely.</p>`,
        },
        {
          id: "what-to-skip",
          title: "What to Skip",
          videoUrl: null,
          content: `
<h2>Spend on what touches the glass</h2>
<p>With a budget under $500, every purchase should help you fill chips well or find customers. These are the things new technicians often buy too
early:</p>
<ul>
  <li><strong>Single-use kits from auto parts stores.</strong> They are made for one repair on your own car, not for several repairs a day. The
  plastic parts wear out quickly and the resin runs out.</li>
  <li><strong>Expensive long-crack systems.</strong> Cracks are harder, and chips are most of the work you will be offered. Add crack tools once your
  chip repairs come out clean every time.</li>
  <li><strong>Several bridges and injectors.</strong> One good set, kept clean, does the job. Buy a spare seal or injector tip instead.</li>
  <li><strong>A van and a full vehicle wrap.</strong> A clean car, magnetic signs and a shirt with your business name are enough to start.</li>
  <li><strong>Paid software.</strong> A notebook or a free spreadsheet is enough to track your first weeks of jobs.</li>
</ul>
<h2>Where not to cut corners</h2>
<ol>
  <li><strong>The bridge.</strong> A bridge that slips or flexes moves the injector off the impact point and ruins the repair.</li>
  <li><strong>The resin.</strong> Buy fresh resin from a repair supplier, not unmarked bottles with no date.</li>
  <li><strong>The UV lamp.</strong> A weak lamp leaves the resin under-cured, and the repair can fail later.</li>
</ol>
<h2>Let the work tell you what to buy next</h2>
<p>When you turn down the same kind of job twice because you lack a tool, that is the tool to add. Until then, keep your money for supplies you use
up on every repair.</p>`,
        },
      ],
    },
    {
      id: "the-repair",
      title: "The Repair, Step by Step",
      description: "A full chip repair from checking the conditions to the final polish, including how to clear trapped air.",
      lessons: [
        {
          id: "inspect-and-prepare",
          title: "Conditions, Inspection and Cleaning",
          videoUrl: "https://vimeo.com/912850105",
          content: `
<h2>Check the conditions first</h2>
<p>Resin and glass both react to temperature and moisture. Before you open your kit, look at where the car is parked.</p>
<ul>
  <li><strong>No direct hot sun.</strong> Work in shade or put a sunshade over the repair. Hot glass can make a break run, and sunlight starts curing
  the resin before it has filled the break.</li>
  <li><strong>Not too cold.</strong> Cold resin flows slowly and fills poorly. On cold days, ask the customer to run the defroster on low for a few
  minutes to warm the glass gently.</li>
  <li><strong>No sudden temperature changes.</strong> Never blast full heat at cold glass or pour hot or cold water on it. A sudden change can crack
  the windshield.</li>
  <li><strong>Keep it dry.</strong> Water trapped in the break shows as a cloudy patch after curing. After rain or a car wash, warm the glass gently
  and give the break time to dry.</li>
</ul>
<p>Your resin maker gives a working temperature range on the bottle or in the instructions. Stay inside it.</p>
<h2>Inspect and clean the break</h2>
<ol>
  <li>Look at the break from outside, then hold your mirror against the inside of the glass to see its full shape and every leg.</li>
  <li>Confirm that the inside surface is smooth and the break fits your size and location rules.</li>
  <li>Use the probe to pick loose glass and dirt out of the impact point.</li>
  <li>Do not spray glass cleaner on the break. It leaves a film inside that stops the resin from filling.</li>
  <li>Wipe the glass around the break with a dry, lint-free cloth so the bridge and injector seal properly.</li>
</ol>`,
        },
        {
          id: "bridge-and-injection",
          title: "Drilling, Mounting the Bridge and Injecting Resin",
          videoUrl: "https://vimeo.com/912850106",
          content: `
<h2>Drill only when you need to</h2>
<p>If the impact point is open, resin can get in and you can skip drilling. If crushed glass seals it, or the legs do not connect to the impact
point, drill a small opening.</p>
<ul>
  <li>Use a carbide bit and light pressure. Let the bit do the work.</li>
  <li>Drill through the outer layer of glass only, and stop before you reach the plastic layer in the middle.</li>
  <li>Drill in short bursts so the glass does not heat up.</li>
</ul>
<h2>Mount the bridge</h2>
<ol>
  <li>Place the bridge so the injector sits directly over the impact point, and press it firmly to the glass.</li>
  <li>Screw the injector down until its seal meets the glass and seals, without pressing so hard that it stresses the glass.</li>
  <li>Use your mirror to check that the injector tip is centred on the impact point.</li>
</ol>
<h2>Inject and cycle</h2>
<ol>
  <li>Put the number of drops of thin resin your kit recommends into the injector.</li>
  <li>Run a <strong>vacuum</strong> cycle to draw the air out of the break. On many injectors you pull the plunger up and lock it.</li>
  <li>Run a <strong>pressure</strong> cycle to push resin into the space the air left, by screwing or pushing the plunger down.</li>
  <li>Repeat vacuum and pressure cycles, a few minutes each, until the break looks clear.</li>
</ol>
<p>Watch the break in the mirror as you work. Dark or silvery areas still hold air; clear areas are filled with resin. If the break stays dark all
the way through, check that the injector is still sealed and centred.</p>`,
        },
        {
          id: "probing-and-burping",
          title: "Probing and Releasing Trapped Air",
          videoUrl: "https://vimeo.com/912850107",
          content: `
<h2>Why some legs stay dark</h2>
<p>After a few cycles most breaks look clear, but some legs can stay dark or silvery. That means air is still trapped in them, usually because the
crack is tight or the resin has no easy path to the end of the leg. Air left in the break shows as a visible mark after curing, so take the time to
chase it out.</p>
<h2>Probing</h2>
<p>Probing flexes the glass very slightly so the crack opens and resin can flow in.</p>
<ol>
  <li>Keep the injector under pressure.</li>
  <li>Press gently on the glass near the dark leg with the probe or a fingertip, then release.</li>
  <li>Watch the leg in the mirror. It should turn clear a little at a time as you press and release.</li>
  <li>Work along each dark leg with light pressure only. Pressing hard can make a leg run further.</li>
</ol>
<h2>Burping</h2>
<p>Sometimes a bubble sits at the impact point and the resin cannot get past it. Burping lets it out.</p>
<ul>
  <li>Release the pressure, or loosen the injector slightly, so the trapped air can escape up through the resin.</li>
  <li>Seal the injector again and run another vacuum cycle, then pressure.</li>
  <li>Repeat until no more bubbles rise into the injector.</li>
</ul>
<h2>Know when to stop</h2>
<p>Old breaks full of dirt or water may never clear completely. When more cycles stop making progress, move on to curing and explain the result
honestly to the customer.</p>`,
        },
        {
          id: "curing-and-finishing",
          title: "Curing, Pit Fill and Polish",
          videoUrl: "https://vimeo.com/912850108",
          content: `
<h2>Cure the break</h2>
<ol>
  <li>When the break is clear, remove the injector and bridge. The resin stays in the break.</li>
  <li>Put one drop of resin on the impact point and cover it with a curing tab, pressing out any bubbles.</li>
  <li>Place the UV lamp over the tab and cure for the time your resin maker gives.</li>
</ol>
<p>Some kits have you cure with the bridge still in place. Follow the method your kit is designed for.</p>
<h2>Fill the pit</h2>
<ol>
  <li>Peel off the tab and scrape away the excess cured resin with a fresh razor blade held upright, at about 90 degrees to the glass.</li>
  <li>Put a small drop of pit-fill resin in the crater at the impact point.</li>
  <li>Cover it with a new curing tab and cure it under the lamp.</li>
  <li>Remove the tab and scrape again until the pit fill is flush with the glass.</li>
</ol>
<h2>Polish and check</h2>
<ul>
  <li>Put a little pit polish on the spot and rub until the surface shines like the glass around it.</li>
  <li>Run a fingernail over the repair. It should feel smooth, with no ridge or dip.</li>
  <li>Clean any resin off the glass, trim and paint.</li>
  <li>Show the customer the finished repair and remind them that a faint mark may remain.</li>
</ul>
<h2>Pack up properly</h2>
<p>Cap your resin, clean the injector as your kit describes, and put everything back in its place. A clean kit is ready for the next car and makes
the next repair faster.</p>`,
        },
      ],
    },
    {
      id: "pricing-and-insurance",
      title: "Pricing and Insurance",
      description: "What to charge, how insurance pays for many repairs, and how to set honest expectations in writing.",
      lessons: [
        {
          id: "what-to-charge",
          title: "What to Charge",
          videoUrl: "https://vimeo.com/912850109",
          content: `
<h2>Set your price before you start</h2>
<p>Most chip repair businesses charge <strong>$65 to $100</strong> for the first chip on a windshield. Where you land in that range depends on your
area and your customers. Decide your prices before your first day so you quote the same way every time.</p>
<h2>Multiple chips</h2>
<p>Windshields often have more than one chip. Charge your full price for the first and a set, lower price for each extra chip on the same glass. You
are already set up, so each extra chip takes you less time, and a fair price for it makes the yes easy.</p>
<ul>
  <li>Quote the first chip and each extra chip out loud before you start.</li>
  <li>Write the total on the work order and have the customer agree to it.</li>
  <li>Never start a repair on a vague price. A misunderstanding about money costs more than the job is worth.</li>
</ul>
<h2>Fleets and dealerships</h2>
<p>Fleet managers and dealerships can give you steady work, and they will ask for a per-repair rate. You can offer a lower price in return for
regular, scheduled visits with several cars in one place, because you spend less time finding each job.</p>
<h2>Do not compete on price alone</h2>
<p>Drivers compare your price with the cost of a new windshield, not with the next repairer. Turning up on time, explaining the repair clearly and
doing clean work win you more jobs than a discount does.</p>`,
        },
        {
          id: "insurance-basics",
          title: "How Insurance Pays for Repairs",
          videoUrl: "https://vimeo.com/912850110",
          content: `
<h2>Why insurers pay for repairs</h2>
<p>Glass damage is usually covered under the comprehensive part of an auto policy. A repair costs an insurer far less than a replacement later, so
many insurers cover chip repair with no deductible, and the driver often pays nothing. Coverage varies by insurer, policy and state, so always
confirm it for each customer.</p>
<h2>Gather the policy details</h2>
<p>At the car, collect:</p>
<ul>
  <li>The policyholder's name, phone number and address.</li>
  <li>The insurance company and the policy number.</li>
  <li>The date the damage happened and where it is on the windshield.</li>
  <li>The vehicle's year, make, model and VIN.</li>
  <li>A signed authorisation that lets you do the work and bill the insurer.</li>
</ul>
<p>Take photos of the damage before and after the repair, in case the insurer asks for them.</p>
<h2>Billing through a network</h2>
<p>Many insurers hand glass claims to a claims administrator, and repair businesses send their invoices electronically through a billing network
such as <a href="https://www.omegaedi.com/">Omega EDI</a>.</p>
<ol>
  <li>Set up an account with the billing network and enter your business details.</li>
  <li>Open the claim: the customer, or you with the customer present, calls the insurer's glass claim line and gets a claim or referral number.</li>
  <li>Enter the job and send the invoice through the network.</li>
  <li>Track each claim until it is paid, and follow up on any that are rejected or held.</li>
</ol>
<p>Use the same checklist for every insurance job, so no claim goes out with missing details.</p>`,
        },
        {
          id: "setting-expectations",
          title: "Waivers and Customer Expectations",
          videoUrl: null,
          content: `
<h2>Promise only what a repair delivers</h2>
<p>Most unhappy customers in chip repair expected the chip to disappear. Prevent that by explaining the result before you touch the glass:</p>
<ul>
  <li><strong>It stops the spread.</strong> A properly filled and cured chip is very unlikely to turn into a crack.</li>
  <li><strong>It improves the look.</strong> The chip becomes much less visible, but a faint blemish, often at the impact point, may remain.</li>
  <li><strong>It can occasionally crack.</strong> Stressed glass sometimes runs during a repair. If that happens, the windshield needs replacing.</li>
  <li><strong>Old, dirty breaks clear less.</strong> A chip that has collected dirt and water for months will not fill as clearly as a fresh one.</li>
</ul>
<h2>Use a short waiver</h2>
<p>Put the same points in writing and have the customer sign before you start. Keep it to one page in plain words. A good waiver includes:</p>
<ol>
  <li>The customer's name, the vehicle and the location of each break.</li>
  <li>The price, or a note that the job is billed to insurance.</li>
  <li>The statements above about appearance and the risk of cracking.</li>
  <li>The customer's signature and the date.</li>
</ol>
<p>If you offer a guarantee, for example a credit towards a replacement if a repaired chip spreads, write its terms on the same form. Have your
waiver and guarantee wording checked by someone who knows the rules where you work.</p>
<h2>At the end of the job</h2>
<p>Walk the customer to the windshield, show them the repair and repeat what to expect. A customer who was told the truth is the one who calls you
back and sends friends.</p>`,
        },
      ],
    },
    {
      id: "first-customers",
      title: "Your First Customers",
      description: "Where to find chips, what to say when you walk up, how to follow up, and the numbers to track every day.",
      lessons: [
        {
          id: "where-to-find-work",
          title: "Where to Find Work",
          videoUrl: null,
          content: `
<h2>Go where cars are parked and drivers are waiting</h2>
<p>Chipped windshields are everywhere. Your job is to be where you can see them and talk to the driver. Four places work well when you start:</p>
<ul>
  <li><strong>Car washes.</strong> Drivers wait with nothing to do, and clean glass makes chips easy to spot. Ask the owner if you can set up near
  the exit, and offer something in return, such as a small fee per repair or free repairs on the staff's cars.</li>
  <li><strong>Dealerships.</strong> Used cars with chips are harder to sell. Ask for the used car manager and offer to repair chips on trade-ins
  before they go on the lot.</li>
  <li><strong>Fleet managers.</strong> Delivery vans, service trucks and company cars pick up chips all the time. One fleet manager can send you
  work every month. Find local companies that run vehicles and ask for a short meeting.</li>
  <li><strong>Parking lots.</strong> Shopping centres, office parks and gyms have cars parked for an hour or more. Get permission from the property
  manager first, and leave cards on windshields only where that is allowed.</li>
</ul>
<h2>Pick one place and be regular</h2>
<ol>
  <li>Choose one location and work it on the same days and at the same times each week, so people learn when to find you.</li>
  <li>Wear a shirt with your business name and keep your kit tidy, so people see a professional.</li>
  <li>After each day, note how many repairs that spot gave you, and move on if it stays slow.</li>
</ol>`,
        },
        {
          id: "the-walk-up-script",
          title: "The Walk-Up Script and Following Up",
          videoUrl: "https://vimeo.com/912850111",
          content: `
<h2>Keep it short and specific</h2>
<p>When you spot a chip, walk up, smile and keep your tools out of your hands. Keep the opening under half a minute:</p>
<blockquote>Hi, I'm [your name] with [your business]. I noticed a small chip in your windshield. I repair those right here in about 15 minutes, so
they don't spread into a crack. With many insurance policies it costs you nothing. Would you like me to take a quick look?</blockquote>
<ul>
  <li>Point to the chip so they can see it for themselves.</li>
  <li>Cover time, cost and the risk of waiting, then stop talking and let them answer.</li>
  <li>If they say yes, check the break, quote your price or take the insurance details, and get the waiver signed.</li>
  <li>If they say no, thank them and hand them a card. The chip will still be there tomorrow.</li>
</ul>
<h2>Follow up</h2>
<p>Many drivers who say "not today" mean exactly that. A simple follow-up turns some of them into customers.</p>
<ol>
  <li>Ask for their name and phone number, and ask whether you may text them.</li>
  <li>Send a short message the same day or the next: who you are, what you saw and when you can come to them.</li>
  <li>Follow up once more a few days later, then stop.</li>
</ol>
<h2>Ask every happy customer</h2>
<p>After each finished repair, ask whether anyone they know has a chip, and ask for a review. Leave two cards instead of one: one to keep and one to
pass on.</p>`,
        },
        {
          id: "tracking-your-numbers",
          title: "Tracking Your Daily Numbers",
          videoUrl: null,
          content: `
<h2>Count the same things every day</h2>
<p>Your daily numbers show you what is working long before your bank balance does. At the end of each working day, spend five minutes writing
down:</p>
<ol>
  <li>Where you worked and how many hours you spent there.</li>
  <li>How many drivers you spoke to.</li>
  <li>How many chips you inspected.</li>
  <li>How many repairs you completed, and the price of each.</li>
  <li>How many were paid directly and how many were insurance claims.</li>
  <li>How many follow-ups you sent, and how many turned into jobs.</li>
</ol>
<p>A notebook or a simple spreadsheet is enough. Use the same columns every day so you can compare days and weeks.</p>
<h2>Read your numbers weekly</h2>
<p>Once a week, work out a few simple figures:</p>
<ul>
  <li><strong>Earnings per hour</strong> at each location: what you earned there divided by the hours you worked there.</li>
  <li><strong>Conversations per repair</strong>: how many drivers you talk to for each yes. If it is rising, practise your script.</li>
  <li><strong>Unpaid insurance claims</strong>: any claim that has not been paid in the usual time needs a follow-up.</li>
</ul>
<h2>Act on what you see</h2>
<p>Spend more days at the locations that pay best per hour and drop the ones that do not. Change one thing at a time in your script or your
schedule, so you know what made the difference.</p>`,
        },
      ],
    },
  ],
};
