import { HONEYPOT_FIELD } from "~/lib/honeypot";

/**
 * The honeypot field of a public form (see ~/lib/honeypot): hidden from people and from
 * assistive technology, out of the tab order, and not for browsers to fill in
 * (`autocomplete="off"`, a value HTML defines).
 */
export function HoneypotInputs() {
  return (
    <div id={`${HONEYPOT_FIELD}_wrap`} style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>Please leave this field blank</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
    </div>
  );
}
