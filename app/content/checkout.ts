// Shared copy for every order summary (/order, /bootcamp-order, /training-order).

export const moneyBackGuarantee = {
  title: "30-Day Money-Back Guarantee",
  text: "Enroll, start the training and put it to work. If within 30 days you decide this business isn't for you, contact our support team and we refund your payment. You take no risk by getting started.",
} as const;

// Online checkout is not live yet: every order continues with a short application and an
// enrollment call, where a coach confirms the plan and takes payment.
export const checkoutStep = {
  href: "/booking-survey",
  label: "Continue: Book Your Enrollment Call",
  explanation:
    "Next, answer a 2-minute application and pick a time for your free enrollment call. On the call a coach confirms this is the right plan for you, answers your questions and completes your enrollment. Nothing is charged until then.",
} as const;

export const enrollmentSteps: { title: string; text: string }[] = [
  { title: "Apply in 2 minutes", text: "Six quick questions about your goals, schedule and budget." },
  { title: "Pick a call time", text: "Choose a slot that suits you for a one-on-one enrollment call." },
  { title: "Enroll and get started", text: "Complete your enrollment on the call and get your course access and kit on the way." },
];
