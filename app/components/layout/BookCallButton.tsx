import { Link } from "@remix-run/react";

/**
 * The call to action that stays in reach. Under 768 px it sits centred in a bar of its own
 * across the bottom of the screen, and the page leaves that much room below its content
 * (BOOK_CALL_ROOM on the body), so the bar never hides anything for good; from 768 px up it
 * floats bottom-right, and the footer leaves room for it. CSS only.
 */
export function BookCallButton() {
  return (
    <div
      data-testid="book-call-bar"
      className="fixed inset-x-0 bottom-0 z-20 flex justify-center border-t border-slate-200 bg-white px-4 py-3 md:inset-x-auto md:bottom-4 md:right-6 md:border-0 md:bg-transparent md:p-0"
    >
      <Link
        to="/booking-survey"
        data-testid="book-call-button"
        className="rounded-full bg-accent-500 px-6 py-3 text-sm font-bold text-slate-900 shadow-lg hover:bg-accent-400"
      >
        Book Call
      </Link>
    </div>
  );
}

/** Room below the page for the bar above (its height), on the body while the button shows. */
export const BOOK_CALL_ROOM = "pb-[4.25rem] md:pb-0";
