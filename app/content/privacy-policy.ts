// The privacy policy, section by section. The contact section is built from the operator's
// configured support details, so the policy always names the same inbox as the footer.

export type PolicyContact = { email: string; phone: string; address: string };
export type PolicyBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] } | { kind: "contact"; contact: PolicyContact };
export type PolicySection = { id: string; title: string; blocks: PolicyBlock[] };

const p = (text: string): PolicyBlock => ({ kind: "paragraph", text });
const list = (...items: string[]): PolicyBlock => ({ kind: "list", items });

export const privacyPolicyIntro =
  'Chip Repair Academy ("we", "us") trains people to start a mobile windshield chip-repair business. This policy explains what we collect when you use this website, fill in a form, book a call or buy training, what we do with it, and the choices you have.';

export function privacyPolicySections(contact: PolicyContact): PolicySection[] {
  return [
    {
      id: "information-we-collect",
      title: "Information We Collect",
      blocks: [
        p("We collect only what you give us and what a web server needs to answer you:"),
        list(
          "Contact details you type into our lead forms, surveys and booking form: name, e-mail address, phone number and city or state.",
          "Your survey answers: experience level, hours available, budget, income goals, location and motivation.",
          "Booking details: the date, time and time zone of the strategy call you choose, and any notes you add.",
          "Account and purchase details if you become a member: your name, e-mail, a securely hashed password, your orders and your course progress, and for a plan that ships a repair kit, the shipping address and the phone number the courier may call. Card numbers are handled by our payment processor and never reach our server.",
          "Your text-message consent: the exact consent wording you agreed to, the time, your IP address and your browser's user agent, kept as proof of consent.",
          "Technical data in our server logs: IP address, browser type, pages requested and the time of each request.",
        ),
      ],
    },
    {
      id: "how-we-use-information",
      title: "How We Use Your Information",
      blocks: [
        list(
          "To send you the free training you asked for and to follow up about it.",
          "To schedule, confirm and hold your strategy call, including calendar invitations and reminders.",
          "To prepare for your call using your survey answers, so the hour is spent on your situation.",
          "To deliver the training, tools and coaching you buy, and to run your member account.",
          "If you start an order and leave before paying, to remind you once, an hour later, with a link to finish it.",
          "To send text messages and e-mails you agreed to receive (see the SMS policy below).",
          "To keep the site secure, prevent spam and abuse, and meet our legal obligations.",
        ),
        p("We do not sell your personal information, and we do not use it for automated decisions that have legal effects on you."),
      ],
    },
    {
      id: "how-we-share-information",
      title: "How We Share Your Information",
      blocks: [
        p("We share personal information only with service providers that help us run the business, under contracts that limit their use of it to serving us:"),
        list(
          "Our customer-relationship (CRM) service, which receives your lead and booking details so our team can follow up.",
          "Our e-mail delivery provider, which sends training links, booking confirmations and receipts.",
          "Our text-message provider, if you opted in to texts.",
          "Our payment processor, which handles card payments for purchases.",
          "The courier that delivers your repair kit, which receives your name, shipping address and phone number.",
        ),
        p(
          "We may also disclose information when the law requires it, to protect our rights or the safety of others, or to a buyer if the business is sold, in which case this policy continues to apply.",
        ),
      ],
    },
    {
      id: "sms-policy",
      title: "SMS / Text Message Policy",
      blocks: [
        p(
          "When you give us your phone number on a form and agree to the consent notice beside it, you agree to receive text messages from Chip Repair Academy about your training, your strategy call and our programs. Messages may be sent using an automated system (autodialer).",
        ),
        list(
          "Consent is not a condition of any purchase.",
          "Message frequency varies. Message and data rates may apply.",
          "Reply STOP at any time to unsubscribe; we will send one confirmation and then no further texts.",
          "Reply HELP for help, or contact us using the details at the end of this policy.",
          "Carriers are not liable for delayed or undelivered messages.",
        ),
        p("We never share or sell your phone number or text-message opt-in to third parties for their marketing."),
      ],
    },
    {
      id: "advertising-pixel",
      title: "Advertising Pixel",
      blocks: [
        p(
          "Advertising platforms offer tracking pixels that report visits and form submissions back to the platform so ads can be measured and targeted. This website does not load any advertising pixel, and no page sends your visit or your form answers to an advertising network.",
        ),
        p(
          "If we decide to use an advertising pixel in the future, we will update this policy before it goes live, name the platform, and explain how to opt out.",
        ),
      ],
    },
    {
      id: "third-party-services",
      title: "Third-Party Search and Analytics Services",
      blocks: [
        p(
          "We do not use third-party analytics, tag managers or search-tracking scripts. Visit statistics come from our own server logs, which stay on our server.",
        ),
        p(
          "Our training videos are hosted on YouTube or Vimeo. Our pages show a still preview and make no request to those services until you press play. When you do, the video service loads its player and may set its own cookies under its own privacy policy. Search engines such as Google may index our public pages and show them in results; that does not give them access to anything you submit to us.",
        ),
      ],
    },
    {
      id: "data-security",
      title: "Data Security",
      blocks: [
        p(
          "Your information is stored in a database on our own server, not in a shared third-party database. We protect it with encrypted connections (HTTPS), hashed passwords, signed session cookies, access limited to authorised staff, rate limits on forms and sign-in, and regular backups.",
        ),
        p("No system is perfectly secure. If a breach affects your personal information, we will notify you and the authorities as the law requires."),
      ],
    },
    {
      id: "data-retention",
      title: "Data Retention",
      blocks: [
        list(
          "Leads and survey answers: up to 3 years after our last contact with you, unless you ask us to delete them sooner.",
          "Booking records: up to 3 years, so we can honour follow-up calls and resolve questions.",
          "Member accounts, orders and course progress: for as long as your account is open, then as long as tax and accounting law requires (usually 7 years for purchase records).",
          "Proof of text-message consent and opt-outs: for at least 5 years, so we can honour your choice and show we did.",
          "Server logs: up to 90 days.",
          "Unfinished survey drafts: deleted automatically after 30 days.",
        ),
      ],
    },
    {
      id: "your-rights",
      title: "Your Rights",
      blocks: [
        p("Wherever you live, you can ask us to:"),
        list(
          "Tell you what personal information we hold about you and give you a copy.",
          "Correct information that is wrong or incomplete.",
          "Delete your information, unless we must keep it by law.",
          "Stop sending you marketing e-mails (use the unsubscribe link in any e-mail) or texts (reply STOP).",
        ),
        p(
          "Send your request to the contact details below. We will confirm your identity, usually by replying to the e-mail address we have on file, and answer within 30 days.",
        ),
      ],
    },
    {
      id: "ccpa",
      title: "California Privacy Rights (CCPA)",
      blocks: [
        p(
          "If you live in California, the California Consumer Privacy Act, as amended by the CPRA, gives you the right to know the categories and specific pieces of personal information we collect, the sources, the purposes and the categories of recipients; to delete it; to correct it; and to opt out of its sale or sharing for cross-context behavioural advertising.",
        ),
        p(
          "We do not sell or share personal information as those terms are defined in the CCPA, and we do not use sensitive personal information beyond what is needed to provide our services. We will not treat you differently for exercising your rights. You may use an authorised agent to make a request on your behalf.",
        ),
      ],
    },
    {
      id: "gdpr",
      title: "European Privacy Rights (GDPR)",
      blocks: [
        p(
          "If you are in the European Economic Area, the United Kingdom or Switzerland, we are the controller of your personal data. We process it on these legal bases: your consent (text messages and marketing e-mails, which you can withdraw at any time), the performance of a contract (delivering training you buy and calls you book), and our legitimate interests (answering enquiries and keeping the site secure).",
        ),
        p(
          "You have the right to access, correct, erase, restrict or object to processing, and to receive your data in a portable format. Your data is stored in the United States; where we transfer it, we rely on standard contractual clauses or equivalent safeguards. You may also complain to your local data protection authority.",
        ),
      ],
    },
    {
      id: "children",
      title: "Children's Privacy (Under 13)",
      blocks: [
        p(
          "This website and our training are meant for adults starting a business. We do not knowingly collect personal information from children under 13. If you believe a child has given us information, contact us and we will delete it promptly.",
        ),
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      blocks: [
        p("We use a small number of first-party cookies, only for the site to work. We do not use advertising or tracking cookies."),
        list(
          "Session cookie: keeps you signed in to the member area. It is signed, cannot be read by page scripts, and ends when you sign out or it expires.",
          "Survey draft cookie: remembers which survey you are filling in and your progress, so a reload or a lost connection does not lose your answers. It holds a reference, not your answers themselves, and expires after 30 days.",
          "Notice cookie: carries a one-time confirmation message to the next page and expires within a minute.",
        ),
        p("You can block or delete cookies in your browser settings. Without them, sign-in and multi-step surveys will not work."),
      ],
    },
    {
      id: "third-party-links",
      title: "Third-Party Links",
      blocks: [
        p(
          "Our pages and e-mails may link to other websites, such as video hosts, suppliers and the video-call service used for strategy calls. We are not responsible for their content or privacy practices; please read their policies before giving them any information.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      blocks: [
        p(
          "We may update this policy as our services or the law change. The effective date at the top shows when it was last updated. If a change materially affects how we use information we already hold, we will tell you by e-mail before it takes effect.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [p("For questions about this policy or to make a privacy request, contact Chip Repair Academy:"), { kind: "contact", contact }],
    },
  ];
}
