// The resource cards on /business-resources, in three groups. Every card opens in a
// new tab. Outside services link to their own public home or sign-up pages; the templates,
// the shop form and the tracking sheet are the business's own files in resources/files/,
// served to members only at /resources/<file> (the shop form is a PDF printed from
// resources/ by `npm run print-resources`).

export type ResourceCard = {
  id: string;
  title: string;
  /** One sentence: what the resource is for. */
  description: string;
  /** What the visitor gets by pressing it, in their words ("Print the flyer"), not a file format. */
  buttonLabel: string;
  /** An https:// address of an outside service, or /resources/<file> for a file we host. */
  href: string;
};

export type ResourceGroup = { id: "marketing" | "insurance-processing" | "sales-tools"; title: string; description: string; cards: ResourceCard[] };

export const businessResourcesPage = {
  title: "Business Resources",
  intro:
    "Templates, sign-up pages and tools for marketing your repair business, getting paid by insurance and tracking your sales. Each one opens in a new tab.",
} as const;

export const businessResourceGroups: ResourceGroup[] = [
  {
    id: "marketing",
    title: "Marketing",
    description: "Get your name in front of drivers, online and in the parking lot.",
    cards: [
      {
        id: "tent-banner-template",
        title: "Tent Banner Template",
        description: "A 6-by-2-foot banner design for your repair tent: add your business name and phone number, then send it to any banner printer.",
        buttonLabel: "Open the banner design",
        href: "/resources/tent-banner-template.svg",
      },
      {
        id: "flyer-template",
        title: "Flyer Template",
        description: "A letter-size flyer to leave at car washes, shops and on counters, explaining that chip repair is quick and often covered by insurance.",
        buttonLabel: "Print the flyer",
        href: "/resources/flyer-template.svg",
      },
      {
        id: "business-card-template",
        title: "Business Card Template",
        description: "A standard 3.5-by-2-inch business card with room for your name, phone number and website, ready for any print shop.",
        buttonLabel: "Open the business card design",
        href: "/resources/business-card-template.svg",
      },
      {
        id: "ai-logo-maker",
        title: "AI Logo Maker",
        description: "Generate logo ideas from your business name in minutes, then pick one that reads clearly on a banner and a profile photo.",
        buttonLabel: "Create a logo",
        href: "https://looka.com/",
      },
      {
        id: "google-business-profile",
        title: "Google Business Profile",
        description: "Claim your free listing so your business shows up on Google Maps and in local searches, and start collecting reviews.",
        buttonLabel: "Set up your Google profile",
        href: "https://www.google.com/business/",
      },
      {
        id: "facebook-business-page",
        title: "Facebook Business Page",
        description: "Create a page where local customers can find you, message you and see photos of your repairs.",
        buttonLabel: "Set up your Facebook page",
        href: "https://www.facebook.com/pages/create",
      },
    ],
  },
  {
    id: "insurance-processing",
    title: "Insurance Processing",
    description: "Register with the claim networks and bill insurance companies for your repairs.",
    cards: [
      {
        id: "omega-edi",
        title: "Omega EDI",
        description: "The auto-glass software many shops use to send insurance invoices electronically to the claim networks.",
        buttonLabel: "Visit Omega EDI",
        href: "https://www.omegaedi.com/",
      },
      {
        id: "new-shop-form",
        title: "Shop Registration Form",
        description: "A printable new-shop form that gathers the business, tax and insurance details claim networks ask for when you register.",
        buttonLabel: "Print the new-shop form (PDF)",
        href: "/resources/new-shop-registration-form.pdf",
      },
      {
        id: "lynx-registration",
        title: "Lynx Services Registration",
        description: "Register your shop with Lynx Services, one of the networks that manage auto-glass claims for insurance companies.",
        buttonLabel: "Register with Lynx",
        href: "https://www.lynxservices.com/",
      },
      {
        id: "gerber-claims",
        title: "Gerber National Claim Services",
        description: "Another auto-glass claim network that handles glass claims for insurers; join it to take more insured repairs.",
        buttonLabel: "Visit Gerber National",
        href: "https://www.gerbernational.com/",
      },
    ],
  },
  {
    id: "sales-tools",
    title: "Sales Tools",
    description: "Know your numbers from the first repair.",
    cards: [
      {
        id: "tracking-sheet",
        title: "Repair Tracking Sheet",
        description: "A spreadsheet for logging every repair, location type, insurance claim and payment, so you know which locations pay best.",
        buttonLabel: "Open the tracking sheet in Excel or Google Sheets",
        href: "/resources/repair-tracking-sheet.csv",
      },
    ],
  },
];
