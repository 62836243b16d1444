// The paid Windshield Repair Bootcamp course (the $47 course area at /course-access), seeded into
// the courses, course_modules and course_lessons tables by db/seed.ts. Lesson content is HTML
// (sanitised again on the server when shown).
export type BootcampLessonSeed = {
  /** kebab-case, unique across the whole course */
  id: string;
  title: string;
  /** Address of the lesson video on the hosted video service, or null for a text lesson. */
  videoUrl: string | null;
  /** Lesson body as HTML: headings, paragraphs, lists, emphasis, links and tables only. */
  content: string;
};
export type BootcampModuleSeed = { id: string; title: string; description: string; lessons: BootcampLessonSeed[] };
export type BootcampCourseSeed = { id: string; title: string; description: string; modules: BootcampModuleSeed[] };

export const bootcampCourseId = "windshield-repair-bootcamp";

export const bootcampCourse: BootcampCourseSeed = {
  id: bootcampCourseId,
  title: "Windshield Repair Bootcamp",
  description:
    "A short, hands-on course that takes you from never having touched a windshield to a clean 15-minute chip repair, the tools to buy for under $500, and your first paying customers.",
  modules: [
    {
      id: "getting-started",
      title: "Getting Started",
      description: "What chip repair is, which damage you can fix, and why drivers say yes to it.",
      lessons: [
        {
          id: "what-chip-repair-is",
          title: "What Chip Repair Is and Why It Works",
          videoUrl: "https://vimeo.com/912850101",
          content: `
<h2>Filling the break, not hiding it</h2>
<p>A windshield is two layers of glass bonded to a plastic interlayer. A stone chip breaks the outer layer only, leaving a small crater and air-filled cracks that reflect light. You inject a clear resin with nearly the same optical properties as glass, push the air out, and cure the resin hard with UV light.</p>
<ul>
  <li>The repair <strong>stops the chip from spreading</strong> into a crack that would force a replacement.</li>
  <li>It restores strength to the outer layer.</li>
  <li>It makes the damage much less visible, though a faint mark usually remains.</li>
</ul>
<p>Tell every customer that last point up front: honest expectations are what get you referrals.</p>`,
        },
        {
          id: "which-breaks-you-can-fix",
          title: "Which Breaks You Can Fix",
          videoUrl: "https://vimeo.com/912850102",
          content: `
<h2>Read the break before you quote</h2>
<p>Most damage you will see falls into a few shapes:</p>
<ul>
  <li><strong>Bullseye</strong>: a round, cone-shaped crater. Usually fills well.</li>
  <li><strong>Star</strong>: short legs radiating from the impact point. Needs patience so resin reaches each leg.</li>
  <li><strong>Combination</strong>: a bullseye with legs. The most common chip.</li>
  <li><strong>Half-moon</strong>: a partial bullseye. Fills like a bullseye.</li>
</ul>
<h3>When to say no</h3>
<ul>
  <li>Chips larger than a quarter, or long cracks your kit is not built for.</li>
  <li>Damage on the inner layer, or right at the edge of the glass.</li>
  <li>Breaks in the driver's direct line of sight that would leave a distracting mark: recommend a replacement instead.</li>
</ul>`,
        },
        {
          id: "repair-versus-replacement",
          title: "Repair Versus Replacement: The Pitch",
          videoUrl: null,
          content: `
<h2>Why drivers say yes</h2>
<p>A replacement takes hours, costs many times more than a repair, and means recalibrating the cameras many newer cars carry behind the glass. A repair takes about 15 minutes in the customer's parking spot.</p>
<ol>
  <li>Point out the chip and how small it is today.</li>
  <li>Explain that heat, cold and road vibration turn chips into cracks.</li>
  <li>Offer to fix it now, while it is still repairable.</li>
</ol>
<p>Keep it short and friendly. You are offering to save them money and time, not selling them something they do not need.</p>`,
        },
      ],
    },
    {
      id: "tools-and-supplies",
      title: "Tools and Supplies",
      description: "The under-$500 shopping list: what to buy, what each tool does, and what to skip.",
      lessons: [
        {
          id: "the-shopping-list",
          title: "The Under-$500 Shopping List",
          videoUrl: "https://vimeo.com/912850103",
          content: `
<h2>Everything you need to start</h2>
<table>
  <thead><tr><th scope="col">Item</th><th scope="col">What it does</th></tr></thead>
  <tbody>
    <tr><td>Bridge and injector</td><td>Holds the injector over the chip and drives resin in with vacuum and pressure.</td></tr>
    <tr><td>Repair resin</td><td>Thin resin for chips; a thicker pit-fill resin for the surface.</td></tr>
    <tr><td>UV curing lamp</td><td>Hardens the resin in minutes, in any weather.</td></tr>
    <tr><td>Drill and carbide bits</td><td>Opens a clean path into a sealed break.</td></tr>
    <tr><td>Probe, razor blades, mirror</td><td>Flexing the break, scraping the pit fill, seeing the damage from inside.</td></tr>
    <tr><td>Curing film and polish</td><td>Flattens the pit fill while it cures, then brings back the shine.</td></tr>
  </tbody>
</table>
<p>Buy one good kit rather than three cheap ones: a bridge that slips ruins repairs.</p>`,
        },
        {
          id: "resins-explained",
          title: "Resins Explained",
          videoUrl: null,
          content: `
<h2>Thin for the break, thick for the surface</h2>
<p>Resin viscosity decides where it can flow. A <strong>low-viscosity</strong> resin wicks into the finest legs of a star break. A <strong>high-viscosity</strong> pit-fill resin stays put on the surface and fills the crater where the stone hit.</p>
<ul>
  <li>Keep resin out of sunlight and heat: it cures under UV, even in the bottle.</li>
  <li>Note the date you open a bottle and replace it as the maker advises.</li>
  <li>Never mix brands in one repair.</li>
</ul>`,
        },
        {
          id: "what-to-skip",
          title: "What to Skip",
          videoUrl: null,
          content: `
<h2>Save your money for customers</h2>
<ul>
  <li><strong>All-in-one kits from auto parts stores</strong>: made for one repair on your own car, not 20 a week.</li>
  <li><strong>Expensive crack kits</strong> before you have mastered chips: chips are most of the work.</li>
  <li><strong>A vehicle wrap</strong> on day one: magnetic signs and a clean shirt with your logo do the job.</li>
</ul>
<p>Add tools when a job you turned away tells you what you are missing.</p>`,
        },
      ],
    },
    {
      id: "the-repair",
      title: "The Repair, Step by Step",
      description: "A full chip repair from inspection to polish, and the conditions that make or break it.",
      lessons: [
        {
          id: "inspect-and-prepare",
          title: "Inspect, Clean and Drill",
          videoUrl: "https://vimeo.com/912850104",
          content: `
<h2>A clean break fills clean</h2>
<ol>
  <li>Look at the chip from outside and, with a mirror, from inside the car.</li>
  <li>Pick loose glass out of the impact point with the probe.</li>
  <li>Keep the break dry: moisture trapped inside shows up as a cloudy repair.</li>
  <li>If the impact point is sealed, drill a small opening into the outer layer only, never into the interlayer.</li>
</ol>
<p>Work in the shade. Glass that is too hot or too cold makes resin flow badly and can spread the break.</p>`,
        },
        {
          id: "bridge-and-injection",
          title: "Mounting the Bridge and Injecting Resin",
          videoUrl: "https://vimeo.com/912850105",
          content: `
<h2>Centred, sealed, then resin</h2>
<ol>
  <li>Mount the bridge so the injector sits exactly over the impact point.</li>
  <li>Screw the injector down until its seal touches the glass, without pressing hard.</li>
  <li>Add a few drops of repair resin to the injector.</li>
  <li>Alternate <strong>vacuum</strong> (pulls air out of the break) and <strong>pressure</strong> (pushes resin in) cycles.</li>
</ol>
<p>Watch the break from inside with your mirror: the dark, air-filled legs turn clear as resin reaches them.</p>`,
        },
        {
          id: "probing-and-burping",
          title: "Probing and Releasing Trapped Air",
          videoUrl: "https://vimeo.com/912850106",
          content: `
<h2>Chasing the last bubbles</h2>
<p>Legs that stay dark still hold air. Two techniques move it:</p>
<ul>
  <li><strong>Probing</strong>: press gently on the glass beside a stubborn leg with the probe to flex the break open so resin can flow in.</li>
  <li><strong>Burping</strong>: release the pressure for a moment so trapped air can escape through the injector, then pressure again.</li>
</ul>
<p>Be patient. A few extra minutes here is the difference between a repair that disappears and one that shows.</p>`,
        },
        {
          id: "curing-and-finishing",
          title: "Curing, Pit Fill and Polish",
          videoUrl: "https://vimeo.com/912850107",
          content: `
<h2>Finishing the surface</h2>
<ol>
  <li>Cure the resin in the break with the UV lamp while the bridge is still on.</li>
  <li>Remove the bridge and put a drop of pit-fill resin in the crater.</li>
  <li>Cover it with curing film so it cures flat, and cure it under UV.</li>
  <li>Scrape the excess flush with a fresh razor blade held nearly flat.</li>
  <li>Polish the spot until it shines like the glass around it.</li>
</ol>
<p>Show the customer the result and explain that the repair is now stronger than the chip was.</p>`,
        },
      ],
    },
    {
      id: "pricing-and-insurance",
      title: "Pricing and Insurance",
      description: "What to charge, how insurance pays for most repairs, and setting expectations.",
      lessons: [
        {
          id: "what-to-charge",
          title: "What to Charge",
          videoUrl: "https://vimeo.com/912850108",
          content: `
<h2>Price with confidence</h2>
<p>Most repair businesses charge <strong>$65 to $100</strong> for the first chip, and less for each extra chip on the same windshield.</p>
<ul>
  <li>Quote before you start, and say what a second chip would cost.</li>
  <li>Do not discount your first price to win a job: drivers compare you with a replacement, not with another repairer.</li>
  <li>Offer fleets a per-repair rate in return for steady work.</li>
</ul>`,
        },
        {
          id: "insurance-basics",
          title: "How Insurance Pays for Repairs",
          videoUrl: "https://vimeo.com/912850109",
          content: `
<h2>Often free for the driver</h2>
<p>Many comprehensive auto policies cover chip repair with no deductible, because a repair now is far cheaper for the insurer than a replacement later.</p>
<ol>
  <li>Ask whether the customer has comprehensive coverage and who their insurer is.</li>
  <li>Collect the policy details and a signed work authorisation.</li>
  <li>Submit the claim through a glass claims network such as <a href="https://www.omegaedi.com/">Omega EDI</a>.</li>
</ol>
<p>Check each insurer's rules: coverage varies by company and by state.</p>`,
        },
        {
          id: "setting-expectations",
          title: "Waivers and Customer Expectations",
          videoUrl: null,
          content: `
<h2>Promise what a repair delivers</h2>
<p>Before you start, tell the customer in plain words:</p>
<ul>
  <li>The repair stops the chip from spreading and restores strength.</li>
  <li>It improves the appearance, but a faint blemish may remain.</li>
  <li>Occasionally a break runs during a repair; then a replacement is needed.</li>
</ul>
<p>Have them sign a short waiver that says the same. Customers who were told the truth are the ones who send you their friends.</p>`,
        },
      ],
    },
    {
      id: "first-customers",
      title: "Your First Customers",
      description: "Where the chips are, what to say, and the numbers to track every day.",
      lessons: [
        {
          id: "where-to-find-work",
          title: "Where to Find Work",
          videoUrl: "https://vimeo.com/912850110",
          content: `
<h2>Go where cars wait</h2>
<ul>
  <li><strong>Car washes</strong>: drivers are standing around with nothing to do.</li>
  <li><strong>Dealerships</strong>: used cars need chips fixed before they go on the lot.</li>
  <li><strong>Fleet managers</strong>: delivery vans and company cars collect chips every week.</li>
  <li><strong>Busy parking lots</strong>, with the owner's permission.</li>
</ul>
<p>Start with one location and show up on the same days each week, so people learn when to find you.</p>`,
        },
        {
          id: "the-walk-up-script",
          title: "The Walk-Up Script",
          videoUrl: "https://vimeo.com/912850111",
          content: `
<h2>Twenty seconds, friendly and specific</h2>
<blockquote>Hi, I noticed a chip in your windshield. I repair those right here in about 15 minutes, so it doesn't spread into a crack. With most insurance it costs you nothing. Want me to take a look?</blockquote>
<ul>
  <li>Point to the chip so they see it.</li>
  <li>Mention time, cost and the risk of waiting.</li>
  <li>Hand them a card even when they say no: chips do not fix themselves.</li>
</ul>`,
        },
        {
          id: "tracking-your-numbers",
          title: "Tracking Your Daily Numbers",
          videoUrl: null,
          content: `
<h2>What gets counted gets better</h2>
<p>At the end of each day, write down:</p>
<ol>
  <li>How many drivers you spoke to.</li>
  <li>How many repairs you did, and at what price.</li>
  <li>How many were paid by insurance.</li>
  <li>Where you worked and for how long.</li>
</ol>
<p>After two weeks you will know which locations and which words earn the most per hour, and where to spend your next day.</p>`,
        },
      ],
    },
  ],
};
