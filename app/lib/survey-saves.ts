import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * The intent of a survey step saved in the background (JS). Its own name: the studio's forms
 * post intent "save" and need the reload that shows their "Saved" message.
 */
export const SURVEY_STEP_SAVE = "save-step";

/**
 * shouldRevalidate of the survey routes and the root: a step saved in the background (JS)
 * reloads no data (the survey's form would jump back, and the save changes nothing else a
 * loader shows). It runs in the browser, so it lives in app/lib; and in a module of its own,
 * because the root's script loads it on every page and must not bring a schema library.
 */
export const skipRevalidationAfterSave: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === SURVEY_STEP_SAVE ? false : defaultShouldRevalidate;
