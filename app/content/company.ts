// The business's facts as the site ships them: the defaults of SUPPORT_EMAIL, SUPPORT_PHONE and
// SUPPORT_ADDRESS, which give the studio's "Company facts" their first value (/admin/site/company);
// what the owner publishes there is what the pages and e-mails show.
export const company = {
  name: "Chip Repair Academy",
  supportEmail: "support@chiprepairacademy.com",
  supportPhone: "(801) 555-0142",
  address: "350 S 400 W, Lindon, UT 84042",
  supportHours: [
    { days: "Monday-Friday", hours: "8:00 AM-6:00 PM MST" },
    { days: "Saturday and Sunday", hours: "Closed" },
  ],
  /** The year the business started: the first value of the studio's, from which the pages count the years in business (15 in 2026). */
  foundedYear: 2011,
} as const;
