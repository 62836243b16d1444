/** One thing a member's plan includes, as their pages show it: open in the portal now, done by the team, or what happens next. */
export type InclusionView = {
  kind: string;
  title: string;
  state: "open" | "done" | "next";
  text: string;
  link: { to: string; label: string } | null;
  /** A shipped parcel's tracking page at its carrier. */
  trackingUrl: string | null;
};
