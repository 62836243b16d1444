import type { Stat } from "~/content/free-training";
import { shippedFigures, withBasis, type Figures } from "~/content/reported-results";

export type StorySection = { heading: string; paragraphs: string[] };

/** The founder's milestones: the years in business and the figures beside their labels (the fields yearsLabel, studentsLabel and repairLabel of the studio's page.about). */
export const milestones = (yearsInBusiness: number, figures: Figures, words: Record<string, string>): Stat[] => [
  { value: `${yearsInBusiness}+ years`, label: words.yearsLabel },
  { value: figures.studentsTrainedFigure, label: words.studentsLabel },
  { value: figures.repairPrice.value, label: words.repairLabel, basis: figures.repairPrice.basis },
];

/** The founder's story, in his own words: the default of the studio's text until the owner publishes another (his words, so it states the first figures). */
export const founderStory: StorySection[] = [
  {
    heading: "How it started",
    paragraphs: [
      "My first kit came with a syringe of resin, a bridge and a one-page leaflet. My first repairs were cloudy, a few cracks spread, and more than one customer walked away unhappy. The tools were fine. What was missing was everything the leaflet did not say: how to read a break, how much pressure to use, when to walk away from a crack, and how to get paid.",
      `It took me two years of trial and error to make a full-time living. Once the business was steady, dealerships and fleets started calling, and the work never slowed down. Chip repair turned out to be one of the few trades where a single person with a car and a small kit can earn ${withBasis(shippedFigures.dayRange)} a day.`,
    ],
  },
  {
    heading: "Why I started teaching",
    paragraphs: [
      "Friends kept asking me how the business worked. Some bought kits online and got stuck exactly where I had: they could make a repair, but they could not find customers, bill insurance or price their work. A few gave up with a box of unused resin in the garage.",
      `Chip Repair Academy began as a weekend class for those friends. It grew into a video course, professional tool kits and 1-on-1 coaching, and ${shippedFigures.studentsTrained} students later, it is still built on the same idea: teach the whole business, not just the repair.`,
    ],
  },
  {
    heading: "Why knowledge beats tools",
    paragraphs: [
      "Anyone can buy a repair kit. Around 75% of people who buy tools on their own never earn back what they spent, because the kit is the easy part. The money is in knowing which chips to take, doing a repair the customer cannot see, getting insurance to pay for it, and turning one car wash or dealership into a standing weekly account.",
      `That is why our training puts the knowledge first and the equipment second. Our professional kits cost under $500 and last for hundreds of repairs; the skills and the customer system are what turn them into income: ${shippedFigures.profitableWithin90Days.value} ${shippedFigures.profitableWithin90Days.basis} were profitable within them.`,
    ],
  },
];
