import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { webinarBanner } from "~/content/landing";
import { formatCountdown, secondsUntil } from "~/lib/countdown";

const { name, value } = webinarBanner.dismissQuery;
const dismissHref = `/?${name}=${value}`;

/**
 * The live-webinar notice. Its close control is a real link (the loader hides the banner for
 * that page view, so it works without JavaScript); with JavaScript the click just hides it in
 * place. Nothing is stored, so the next visit to / shows it again.
 */
export function WebinarBanner() {
  const [dismissed, setDismissed] = useState(false);
  const secondsLeft = useCountdown();
  if (dismissed) return null;
  const started = secondsLeft === 0;

  return (
    <section aria-label="Live webinar" data-testid="webinar-banner" className="bg-slate-900 text-white">
      <div className="relative mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-2 py-3 pl-4 pr-12 text-sm sm:text-base">
        <span className="inline-flex items-center gap-2 rounded-full bg-red-700 px-3 py-0.5 text-xs font-bold uppercase tracking-wide">
          <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-white" />
          LIVE webinar
        </span>
        <p>
          {started ? (
            <span role="status">The free training has started</span>
          ) : (
            <>
              Free training starts in{" "}
              <span role="timer" data-testid="webinar-countdown" className="font-bold tabular-nums text-accent-400">
                {formatCountdown(secondsLeft)}
              </span>
            </>
          )}{" "}
          <span aria-hidden="true">·</span> <strong data-testid="webinar-registered">{webinarBanner.registered}</strong> registered
        </p>
        <Link
          to="/lead-survey"
          prefetch="intent"
          className="rounded-md bg-accent-500 px-4 py-1.5 text-sm font-bold text-slate-900 hover:bg-accent-400"
        >
          {started ? "Join the Training" : "Reserve My Spot"}
        </Link>
        <a
          href={dismissHref}
          onClick={(event) => {
            event.preventDefault();
            setDismissed(true);
          }}
          aria-label="Close the webinar notice"
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
 * Seconds until the training starts: the full time when server-rendered; with JavaScript it
 * counts down once a second to 0 and stays there (the banner then says the training has started).
 */
function useCountdown(): number {
  const [secondsLeft, setSecondsLeft] = useState<number>(webinarBanner.countdownSeconds);

  useEffect(() => {
    // Measured against a deadline rather than counting ticks, so a throttled background tab stays accurate.
    const deadline = Date.now() + webinarBanner.countdownSeconds * 1000;
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadline, Date.now());
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);

  return secondsLeft;
}
