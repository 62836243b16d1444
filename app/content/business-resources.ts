// The resource cards on /business-resources, in three groups. Every card opens in a
// new tab. Outside services link to their own public home or sign-up pages; the templates,
// the shop form and the tracking sheet are the business's own files in public/resources/.

/** The cards' button labels, one per kind of card; every card uses one of them. */
export const resourceButtonLabels = [
  "Open Template",
  "Create Logo",
  "Set Up Google Profile",
  "Set Up Facebook Page",
  "Visit Omega EDI",
  "Download New Shop Form",
  "Go to Registration",
  "Visit Gerber Website",
  "Download Tracking Sheet",
] as const;

export type ResourceButtonLabel = (typeof resourceButtonLabels)[number];

export type ResourceCard = {
  id: string;
  title: string;
  /** One sentence: what the resource is for. */
  description: string;
  buttonLabel: ResourceButtonLabel;
  /** An https:// address of an outside service, or /resources/<file> for a file we host. */
  href: string;
  /** For files we host: the format, shown next to the button (e.g. "SVG"). */
  format?: "SVG" | "HTML" | "CSV";
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
        buttonLabel: "Open Template",
        href: "/resources/tent-banner-template.svg",
        format: "SVG",
      },
      {
        id: "flyer-template",
        title: "Flyer Template",
        description: "A letter-size flyer to leave at car washes, shops and on counters, explaining that chip repair is quick and often covered by insurance.",
        buttonLabel: "Open Template",
        href: "/resources/flyer-template.svg",
        format: "SVG",
      },
      {
        id: "business-card-template",
        title: "Business Card Template",
        description: "A standard 3.5-by-2-inch business card with room for your name, phone number and website, ready for any print shop.",
        buttonLabel: "Open Template",
        href: "/resources/business-card-template.svg",
        format: "SVG",
      },
      {
        id: "ai-logo-maker",
        title: "AI Logo Maker",
        description: "Generate logo ideas from your business name in minutes, then pick one that reads clearly on a banner and a profile photo.",
        buttonLabel: "Create Logo",
        href: "https://looka.com/",
      },
      {
        id: "google-business-profile",
        title: "Google Business Profile",
        description: "Claim your free listing so your business shows up on Google Maps and in local searches, and start collecting reviews.",
        buttonLabel: "Set Up Google Profile",
        href: "https://www.google.com/business/",
      },
      {
        id: "facebook-business-page",
        title: "Facebook Business Page",
        description: "Create a page where local customers can find you, message you and see photos of your repairs.",
        buttonLabel: "Set Up Facebook Page",
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
        buttonLabel: "Download New Shop Form",
        href: "/resources/new-shop-registration-form.html",
        format: "HTML",
      },
      {
        id: "lynx-registration",
        title: "Lynx Services Registration",
        description: "Register your shop with Lynx Services, one of the networks that manage auto-glass claims for insurance companies.",
        buttonLabel: "Go to Registration",
        href: "https://www.lynxservices.com/",
      },
      {
        id: "gerber-claims",
        title: "Gerber National Claim Services",
        description: "Another auto-glass claim network that handles glass claims for insurers; join it to take more insured repairs.",
        buttonLabel: "Visit Gerber Website",
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
        buttonLabel: "Download Tracking Sheet",
        href: "/resources/repair-tracking-sheet.csv",
        format: "CSV",
      },
    ],
  },
];
