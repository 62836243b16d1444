// What /training-access points a member to, said for their plan: the training alone (they own
// their tools) gets the modules that matter most with a kit of their own; a plan with kits gets
// the module for the kit it ships. Then where to start. The words are the studio's page words
// (page.training-access, lib/page-texts/portal.ts); the modules and links stay here.

import type { KitId } from "~/content/kits";

/** The page's main buttons, in order (their labels: link1, link2, link3). */
export const trainingAccessLinks = ["/dashboard", "/lesson/welcome/welcome", "/business-resources"];

/** The training alone: the modules (ids from app/content/curriculum.ts) that matter most with a kit of one's own. */
export const keyModuleIds = ["pro-kit", "platinum-kit", "omega-edi", "intro-business-models"];

/** A plan that ships a kit: the module that teaches that kit. */
export const kitModuleIds: Record<KitId, string> = { professional: "pro-kit", platinum: "platinum-kit" };

/** Where each next step leads, in order (their words: step1…step3). */
export const nextStepLinks = ["/lesson/welcome/welcome", "/dashboard", "/business-resources"];
