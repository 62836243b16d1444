import { company } from "./company";

// The founder appears as the webinar host and tells the story on /about.
export const founder = {
  role: "Founder, Chip Repair Academy",
  yearsInBusiness: `${company.foundedYearsAgo}+`,
  studentsTrained: "about 1,000",
  shortBio:
    "15+ years running a mobile windshield repair business and about 1,000 students trained to start their own. Our founder still repairs chips every week, so everything taught here comes from the parking lot, not a classroom.",
} as const;
