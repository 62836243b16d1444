import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { webinarBanner } from "~/content/landing";
import { formatCountdown, secondsUntil } from "~/lib/countdown";

const { name, value } = webinarBanner.dismissQuery;
const dismissHref = `/?${name}=${value}`;

/** The next live session, as the server found it on the schedule. */
export type WebinarSessionBanner = { startsAt: string; when: string; secondsLeft: number; registered: number };

/**
 * The live-webinar notice: a countdown to the next session on the schedule (the same instant
 * on every load, so it never restarts), when it starts, and how many registered for it. Its
 * close control is a real link (the loader hides the banner for that page view, so it works
 * without JavaScript); with JavaScript the click just hides it in place. Nothing is stored, so
 * the next visit to / shows it again.
 */
export function WebinarBanner({ session, words }: { session: WebinarSessionBanner; words: Record<string, string> }) {
  const [dismissed, setDismissed] = useState(false);
  const secondsLeft = useCountdown(session);
  if (dismissed) return null;
  const started = secondsLeft === 0;

  return (
    <section aria-label="Live webinar" data-testid="webinar-banner" data-starts-at={session.startsAt} className="bg-slate-900 text-white">
      <div className="relative mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-2 py-3 pl-4 pr-12 text-sm sm:text-base">
        <span className="inline-flex items-center gap-2 rounded-full bg-red-700 px-3 py-0.5 text-xs font-bold uppercase tracking-wide">
          <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-white" />
          {words.badge}
        </span>
        <p className="text-center">
          {started ? (
            <span role="status">{words.live}</span>
          ) : (
            <>
              {words.countdown}{" "}
              <span role="timer" data-testid="webinar-countdown" className="font-bold tabular-nums text-accent-400">
                {formatCountdown(secondsLeft)}
              </span>
            </>
          )}
          <span className="block text-xs text-slate-300 sm:text-sm" data-testid="webinar-when">
            {session.when}
            {session.registered > 0 ? (
              <>
                {" "}
                <span aria-hidden="true">·</span> <strong data-testid="webinar-registered">{session.registered}</strong> {words.registered}
              </>
            ) : null}
          </span>
        </p>
        <Link to="/lead-survey" prefetch="intent" className="rounded-md bg-accent-500 px-4 py-1.5 text-sm font-bold text-slate-900 hover:bg-accent-400">
          {started ? words.joinButton : words.reserveButton}
        </Link>
        <a
          href={dismissHref}
          onClick={(event) => {
            event.preventDefault();
            setDismissed(true);
          }}
          aria-label={words.closeLabel}
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-2 text-slate-300 hover:bg-white/10 hover:text-white"
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </a>
      </div>
    </section>
  );
}

/**
 * Seconds until the session starts: as the server counted them when it rendered the page; with
 * JavaScript, against this device's clock once a second, down to 0, where it stays.
 */
function useCountdown(session: WebinarSessionBanner): number {
  const [secondsLeft, setSecondsLeft] = useState(session.secondsLeft);

  useEffect(() => {
    const startsAt = Date.parse(session.startsAt);
    const tick = () => {
      const left = secondsUntil(startsAt, Date.now());
      setSecondsLeft(left);
      return left;
    };
    // Measured against the start rather than counting ticks, so a throttled background tab stays accurate.
    if (tick() === 0) return;
    const timer = window.setInterval(() => {
      if (tick() === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [session.startsAt]);

  return secondsLeft;
}
