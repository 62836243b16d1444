/**
 * The hidden field every public form carries (~/components/ui/HoneypotInputs renders it,
 * readPostedForm in ~/server/request.server checks it). People never see it, so it arrives
 * empty; a bot fills it in or, posting straight to the action, leaves it out. Forms
 * submitted from code must send it too.
 */
export const HONEYPOT_FIELD = "name__confirm";
