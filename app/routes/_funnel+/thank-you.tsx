import type { MetaFunction } from "@remix-run/node";
import { ActionLink } from "~/components/funnel/ActionLink";
import { staticPage } from "~/lib/route-handle";

export const handle = staticPage;

export const meta: MetaFunction = () => [
  { title: "You're In! Your Free Training Is on Its Way | Chip Repair Academy" },
  {
    name: "description",
    content: "Your free 3-part windshield repair training is on its way to your inbox. Watch the complete video now.",
  },
];

export default function ThankYou() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <div aria-hidden="true" className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-700">
        <svg width="32" height="32" viewBox="0 0 20 20" fill="currentColor">
          <path d="M7.6 13.2 4.4 10l-1.2 1.2 4.4 4.4 9.2-9.2-1.2-1.2z" />
        </svg>
      </div>
      <h1 className="mt-6 text-4xl font-extrabold text-slate-900">You're In!</h1>
      <p className="mt-4 text-lg text-slate-700">
        Your free 3-part training will arrive in your inbox within 5 minutes. If you don't see it, check your spam or promotions folder and mark us as a safe
        sender so you don't miss the next parts.
      </p>
      <p className="mt-4 text-slate-700">Don't want to wait? The complete training video is ready for you right now.</p>
      <div className="mt-8 flex flex-col items-center gap-4">
        <ActionLink to="/video">Watch The Complete Video Now</ActionLink>
        <ActionLink to="/" variant="secondary">
          Return to Homepage
        </ActionLink>
      </div>
    </section>
  );
}
