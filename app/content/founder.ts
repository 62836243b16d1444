// The founder hosts the webinar and tells the story on /about (his picture: pictures.founder).
const firstName = "Dave";

export const founder = {
  name: `${firstName} Larsen`,
  role: "Founder, Chip Repair Academy",
  /** In his own words, beside his picture: page words, so it counts the years from the published year the business started. */
  introduction: `I'm ${firstName}. I bought my first repair kit more than {{yearsInBusiness}} years ago and learned this trade the hard way, in gas-station parking lots. I still fix chips every week, and I teach exactly what works out there: the 15-minute repair, and how to get paid for it.`,
} as const;
