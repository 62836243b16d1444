import { Link } from "@remix-run/react";

/** Floating call to action: bottom-center under 768 px, bottom-right from there up (CSS only). */
export function BookCallButton() {
  return (
    <Link
      to="/booking-survey"
      data-testid="book-call-button"
      className="fixed bottom-4 left-1/2 z-20 -translate-x-1/2 rounded-full bg-accent-500 px-6 py-3 text-sm font-bold text-slate-900 shadow-lg hover:bg-accent-400 md:left-auto md:right-6 md:translate-x-0"
    >
      Book Call
    </Link>
  );
}
