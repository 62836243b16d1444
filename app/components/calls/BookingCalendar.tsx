import { Form, Link, useFetcher, useNavigation, useSubmit } from "@remix-run/react";
import { HostName } from "~/components/calls/HostName";
import { useEffect, useState, type MouseEvent } from "react";
import { describedBy, FieldMessage } from "~/components/ui/FieldFrame";
import { FormField } from "~/components/ui/FormField";
import { HoneypotInputs } from "~/components/ui/HoneypotInputs";
import { notify } from "~/components/ui/Toasts";
import { bookingContactMaxLength, validateBookingForm, type BookingActionData, type DayAvailability, type OfferedDate } from "~/lib/booking-form";
import { COOKIE_NAMES, cookieValue } from "~/lib/cookie-names";
import { offeredZoneFor } from "~/lib/timezones";
import { useHydrated } from "~/lib/use-hydrated";
import { TextConsentBox } from "~/components/ui/TextConsentBox";

type Props = {
  timezones: readonly { id: string; label: string }[];
  timezone: string;
  timezoneFromUrl: boolean;
  dates: OfferedDate[];
  selected: DayAvailability | null;
  dateError: string | null;
  contact: { name: string; email: string; phone: string; smsConsent: string };
  /** The owner's words (page.booking-calendar): the steps' headings and the button. */
  words: Record<string, string>;
  actionData?: BookingActionData;
};

type SlotsResponse = { error: string | null; availability: DayAvailability | null };

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600";

/**
 * Timezone and date are GET parameters and times are radio inputs inside the POST form,
 * so the whole flow works without JavaScript. With it, a date's slots load through a
 * fetcher and the chosen zone defaults to the browser's.
 */
export function BookingCalendar({ timezones, timezone, timezoneFromUrl, dates, selected, dateError, contact, words, actionData }: Props) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const slotsFetcher = useFetcher<SlotsResponse>();
  const [date, setDate] = useState<string | null>(actionData?.values.date || selected?.date || null);
  const [slotsByDate, setSlotsByDate] = useState<Record<string, DayAvailability>>(selected ? { [selected.date]: selected } : {});
  const [time, setTime] = useState(actionData?.values.datetime ?? "");
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  // Fields put right since the last check: their messages go at once; the next post checks again.
  const [fixedFields, setFixedFields] = useState<string[]>([]);

  // A new zone (or a server answer) replaces what the browser had chosen.
  useEffect(() => {
    setDate(actionData?.values.date || selected?.date || null);
    setSlotsByDate(actionData?.availability ? { [actionData.availability.date]: actionData.availability } : selected ? { [selected.date]: selected } : {});
    setTime(actionData?.values.datetime ?? "");
    setClientErrors({});
    setFixedFields([]);
  }, [timezone, selected, actionData]);

  useEffect(() => {
    if (actionData?.formError) notify({ type: "error", title: actionData.formError });
  }, [actionData]);

  useEffect(() => {
    const availability = slotsFetcher.data?.availability;
    if (availability) setSlotsByDate((known) => ({ ...known, [availability.date]: availability }));
  }, [slotsFetcher.data]);

  // First visit with JavaScript: the browser's zone, or the offered zone on the same clock now
  // (the server maps the remembered zone the same way on later visits).
  useEffect(() => {
    if (timezoneFromUrl || cookieValue(document.cookie, COOKIE_NAMES.timezone) !== null) return;
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    rememberZone(browserZone);
    // The zones on offer come with the page, so the list is not shipped twice.
    const offered = offeredZoneFor(browserZone, timezones);
    if (offered !== timezone) submit({ tz: offered }, { method: "get", replace: true });
  }, [timezoneFromUrl, timezone, timezones, submit]);

  function markFixed(...names: string[]) {
    setFixedFields((fixed) => [...fixed, ...names]);
  }

  function chooseDate(event: MouseEvent, chosen: string) {
    event.preventDefault();
    markFixed("date");
    setDate(chosen);
    setTime("");
    if (!slotsByDate[chosen]) slotsFetcher.load(`/booking-calendar/slots?${new URLSearchParams({ tz: timezone, date: chosen })}`);
  }

  function clearSelection(event: MouseEvent) {
    event.preventDefault();
    setDate(null);
    setTime("");
  }

  // The date may come back from the server as posted: "constructor" must not find Object's own.
  const day = date && Object.prototype.hasOwnProperty.call(slotsByDate, date) ? slotsByDate[date] : undefined;
  const loadingSlots = slotsFetcher.state === "loading" && !day;
  const slotsError = date && !day && slotsFetcher.state === "idle" ? slotsFetcher.data?.error : null;
  const errors = Object.fromEntries(Object.entries({ ...(actionData?.errors ?? {}), ...clientErrors }).filter(([name]) => !fixedFields.includes(name)));
  const everyFieldFixed = fixedFields.length > 0 && Object.keys(errors).every((name) => name === "form");
  const formError = everyFieldFixed ? undefined : Object.keys(clientErrors).length > 0 ? clientErrors.form : actionData?.formError;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "book";

  return (
    <div className="space-y-8">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="tz" className="block text-sm font-semibold text-slate-900">
            Your time zone
          </label>
          <select
            id="tz"
            name="tz"
            defaultValue={timezone}
            key={timezone}
            aria-describedby={describedBy("timezone", errors.timezone)}
            className={inputClass}
            onChange={(event) => {
              rememberZone(event.currentTarget.value);
              submit(event.currentTarget.form, { replace: true, preventScrollReset: true });
            }}
          >
            {timezones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.label}
              </option>
            ))}
          </select>
        </div>
        {hydrated ? null : (
          <button type="submit" className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800">
            Change time zone
          </button>
        )}
        {/* Zone, date and time travel in selects, hidden inputs and radios: a refused one is named beside where it is chosen. */}
        {errors.timezone ? <FieldMessage name="timezone" message={errors.timezone} className="mt-2 w-full" /> : null}
      </Form>

      <div>
        <h2 className="text-lg font-bold text-slate-900">{words.dateStep}</h2>
        {errors.date ? <FieldMessage name="date" message={errors.date} className="mt-2 w-full" /> : null}
        {dateError ? (
          <p role="alert" className="mt-2 font-medium text-red-700">
            {dateError}
            {dateError.startsWith("Failed") ? (
              <>
                {" "}
                <Link to={`?tz=${encodeURIComponent(timezone)}&date=${date ?? ""}`} className="underline">
                  Try again
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {dates.map((offered) => (
            <li key={offered.date}>
              <Link
                to={`?${new URLSearchParams({ tz: timezone, date: offered.date })}`}
                preventScrollReset
                onClick={hydrated ? (event) => chooseDate(event, offered.date) : undefined}
                aria-current={offered.date === date ? "date" : undefined}
                className={`block rounded-lg border px-3 py-2 text-center text-sm font-semibold ${
                  offered.date === date ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800 hover:border-brand-700"
                }`}
              >
                {offered.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <Form
        method="post"
        noValidate
        preventScrollReset
        className="space-y-6"
        onChange={(event) => {
          // A typed field's message goes as soon as its value passes; new messages wait for the post.
          const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
          const stillWrong = validateBookingForm(values).errors ?? {};
          const name = (event.target as HTMLInputElement).name;
          if (errors[name] && !stillWrong[name]) markFixed(name);
        }}
        onSubmit={(event) => {
          const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
          const check = validateBookingForm(values);
          setFixedFields([]);
          if (check.data) return setClientErrors({});
          event.preventDefault();
          setClientErrors({ ...check.errors, ...(check.formError ? { form: check.formError } : {}) });
        }}
      >
        <HoneypotInputs />
        <input type="hidden" name="timezone" value={timezone} />
        <input type="hidden" name="date" value={date ?? ""} />
        <fieldset aria-describedby={describedBy("datetime", errors.datetime)}>
          <legend className="text-lg font-bold text-slate-900">{words.timeStep}</legend>
          {!date ? (
            <p className="mt-2 text-slate-700">Choose a date above to see the available times.</p>
          ) : loadingSlots ? (
            <p className="mt-2 text-slate-700" role="status">
              Loading available times...
            </p>
          ) : slotsError ? (
            <p role="alert" className="mt-2 font-medium text-red-700">
              {slotsError}{" "}
              <Link to={`?${new URLSearchParams({ tz: timezone, date })}`} className="underline">
                Try again
              </Link>
            </p>
          ) : day && day.slots.length === 0 ? (
            <p className="mt-2 text-slate-700">No times are left on this day. Please choose another date.</p>
          ) : (
            <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="time-slots">
              {day?.slots.map((slot) => (
                <label
                  key={slot.datetime}
                  className="flex cursor-pointer flex-wrap items-center justify-center gap-x-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="datetime"
                    value={slot.datetime}
                    checked={time === slot.datetime}
                    onChange={() => {
                      markFixed("datetime");
                      setTime(slot.datetime);
                    }}
                    className="peer accent-brand-700"
                  />
                  <span data-testid="slot-time">{slot.time}</span>
                  {/* The host shows once the time is chosen, by CSS alone: the same with JavaScript off. */}
                  <span data-testid="slot-host" className="hidden w-full text-center text-xs font-normal text-slate-700 peer-checked:block">
                    <HostName name={slot.host} photo={slot.hostPhoto} />
                  </span>
                </label>
              ))}
            </div>
          )}
          {errors.datetime ? <FieldMessage name="datetime" message={errors.datetime} className="mt-2 w-full" /> : null}
          {date ? (
            <Link
              to={`?${new URLSearchParams({ tz: timezone })}`}
              preventScrollReset
              onClick={hydrated ? clearSelection : undefined}
              className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
            >
              Clear Selection
            </Link>
          ) : null}
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-bold text-slate-900">{words.detailsStep}</legend>
          <FormField
            name="name"
            label="Full name"
            type="text"
            autoComplete="name"
            maxLength={bookingContactMaxLength.name}
            defaultValue={actionData?.values.name ?? contact.name}
            error={errors.name}
          />
          <FormField
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            maxLength={bookingContactMaxLength.email}
            defaultValue={actionData?.values.email ?? contact.email}
            error={errors.email}
          />
          <FormField
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            maxLength={bookingContactMaxLength.phone}
            defaultValue={actionData?.values.phone ?? contact.phone}
            error={errors.phone}
          />
          <TextConsentBox defaultChecked={(actionData ? actionData.values.smsConsent : contact.smsConsent) === "yes"} />
        </fieldset>

        {formError ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900">
            {formError}
          </p>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="book"
          disabled={busy}
          className="w-full rounded-md bg-accent-500 px-6 py-3 text-lg font-bold text-slate-900 hover:bg-accent-400 disabled:opacity-70 sm:w-auto"
        >
          {busy ? "Creating..." : words.bookButton}
        </button>
      </Form>
    </div>
  );
}

function rememberZone(zone: string) {
  document.cookie = `${COOKIE_NAMES.timezone}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}
