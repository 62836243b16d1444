import type { CoachPassage } from "~/content/coach/types";

// What to charge, and how insurance pays for the repair.
export const pricingAndInsurance: CoachPassage[] = [
  {
    id: "price-per-repair",
    title: "What to charge for a repair",
    lessons: ["intro/why-no-cost", "intro-business-models/business-models-overview"],
    markdown:
      "You can charge **$65 to $100 for the first chip**, as most technicians do; the repair takes about 15 minutes. Check what shops near you charge and sit in the middle; undercutting hard signals a cheap job. At $65-$100 a repair, four to six repairs a day earns you **$300-500 a day**. Insurance-paid repairs are billed at the insurer's rate for your area.",
  },
  {
    id: "multiple-chips",
    title: "Pricing two or more chips on one windshield",
    lessons: ["intro/why-no-cost", "omega-edi/process-insurance-claim"],
    markdown:
      "For **several chips on one windshield**, charge the full price for the first and a reduced price for each additional one, commonly **$20 to $35 each**, since the setup is already done. For example: $75 for the first chip plus $25 for the second, **$100 in all**. Insurers also pay less for additional chips on the same claim; bill each chip as its own line.",
  },
  {
    id: "fleet-pricing",
    title: "Fleet and dealership pricing",
    lessons: ["dealerships/dealer-land", "dealerships/dealer-metrics"],
    markdown:
      "Dealerships and fleets expect a **volume price**, often **$40 to $55 per chip**, in return for steady weekly work and no marketing cost to you. Agree the price in writing, invoice weekly, and keep a log of every vehicle by stock number or VIN so the account is easy to reconcile.",
  },
  {
    id: "why-insurance-pays",
    title: "Why the repair often costs the driver nothing",
    lessons: ["intro/why-no-cost"],
    markdown:
      'Most insurers **waive the comprehensive deductible for chip repair**, because a repair today costs them far less than a replacement later. For drivers with comprehensive coverage the repair is often **free**, and you are paid by the insurer. That is your best sales line: "Your insurance will most likely cover this in full, and it takes 15 minutes."',
  },
  {
    id: "omega-edi",
    title: "Billing insurance through Omega EDI",
    lessons: ["omega-edi/introduction-to-omega", "omega-edi/process-insurance-claim"],
    markdown:
      "**Omega EDI** is the software glass shops use to send claims to insurers and their networks. Sign up as a repair shop, then for each insured repair enter the customer's details, their insurer and policy number, the vehicle (year, make, model, VIN), the date of loss, and each chip repaired. Omega sends the invoice electronically and tracks payment, so you get paid without paperwork.",
  },
  {
    id: "claim-information",
    title: "What an insurance claim needs",
    lessons: ["omega-edi/process-insurance-claim"],
    markdown:
      "Before you leave the car, collect what the claim needs from the customer: the **policyholder's name and phone**, the **insurer and policy number**, the **VIN**, the **date** the damage happened, and where it is on the glass. Many insurers route chip claims through a network, which gives you a **claim or referral number**. Take a before and after photo of every chip; insurers can ask for them.",
  },
  {
    id: "claim-networks",
    title: "Registering with Lynx and Gerber",
    lessons: ["omega-edi/introduction-to-omega"],
    markdown:
      "Many insurers handle glass claims through third-party networks such as **Lynx Services** and **Gerber National Claim Services**. Register your shop with each network (the new-shop registration form in Business Resources has the details they ask for: business name, tax ID, address, service area and proof of insurance) so that claims you submit are accepted and paid.",
  },
];
