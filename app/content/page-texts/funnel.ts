// The first values of the funnel pages' words (their units: lib/page-texts/funnel.ts), by unit key.
export const funnelPageTexts: [key: string, words: Record<string, string>][] = [
  [
    "page.thank-you",
    {
      description: "Your free 3-part windshield repair training is on its way to your inbox. Watch the complete video now.",
      headline: "You're In!",
      message:
        "Your free 3-part training will arrive in your inbox within 5 minutes. If you don't see it, check your spam or promotions folder and mark us as a safe sender so you don't miss the next parts.",
      watchPrompt: "Don't want to wait? The complete training video is ready for you right now.",
      watchButton: "Watch The Complete Video Now",
      homeButton: "Return to Homepage",
    },
  ],
];
