// The text-message consent: the label of its own box beside the phone field, unticked until the
// visitor ticks it; stored with every lead, and in the ledger for the number, exactly as shown.
// It names the business as the studio's company facts name it.
export const smsConsentText = (business: string) =>
  `Text me: I agree to receive text messages from ${business} about my call, the webinar, ` +
  "training and offers, which may be sent by an autodialer. Consent is not a condition of purchase. " +
  "Message and data rates may apply. Message frequency varies. Reply STOP to unsubscribe or HELP for help.";

/** The box's field name on every form with a phone field; "yes" when ticked. */
export const TEXT_CONSENT_FIELD = "smsConsent";
