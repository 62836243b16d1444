// The resource cards on /business-resources, in three groups: what each card opens. Their words
// (headings, descriptions, button labels) are the studio's page words (lib/page-texts/portal.ts).
// Every card opens in a new tab. Outside services link to their own public home or sign-up
// pages; the templates, the shop form and the tracking sheet are the business's own files in
// resources/files/, served to members only at /resources/<file> (the shop form is a PDF printed
// from resources/ by `npm run print-resources`).

export type ResourceCard = {
  id: string;
  /** An https:// address of an outside service, or /resources/<file> for a file we host. */
  href: string;
};

export type ResourceGroup = { id: "marketing" | "insurance-processing" | "sales-tools"; cards: ResourceCard[] };

export const businessResourceGroups: ResourceGroup[] = [
  {
    id: "marketing",
    cards: [
      {
        id: "tent-banner-template",
        href: "/resources/tent-banner-template.svg",
      },
      {
        id: "flyer-template",
        href: "/resources/flyer-template.svg",
      },
      {
        id: "business-card-template",
        href: "/resources/business-card-template.svg",
      },
      {
        id: "ai-logo-maker",
        href: "https://looka.com/",
      },
      {
        id: "google-business-profile",
        href: "https://www.google.com/business/",
      },
      {
        id: "facebook-business-page",
        href: "https://www.facebook.com/pages/create",
      },
    ],
  },
  {
    id: "insurance-processing",
    cards: [
      {
        id: "omega-edi",
        href: "https://www.omegaedi.com/",
      },
      {
        id: "new-shop-form",
        href: "/resources/new-shop-registration-form.pdf",
      },
      {
        id: "lynx-registration",
        href: "https://www.lynxservices.com/",
      },
      {
        id: "gerber-claims",
        href: "https://www.gerbernational.com/",
      },
    ],
  },
  {
    id: "sales-tools",
    cards: [
      {
        id: "tracking-sheet",
        href: "/resources/repair-tracking-sheet.csv",
      },
    ],
  },
];
