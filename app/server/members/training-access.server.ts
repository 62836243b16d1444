import { describeKitShipment } from "~/content/kits";
import { keyModuleIds, kitModuleIds, nextStepLinks, trainingAccessLinks } from "~/content/training-access";
import { linesOf } from "~/lib/page-lines";
import type { memberPlan } from "~/server/members/member-plan.server";
import { moduleTitle } from "~/server/members/progress.server";
import { pageWords } from "~/server/platform/site-texts.server";

/**
 * /training-access for a member's plan, in the owner's words (page.training-access, from memory):
 * the intro for their plan, the main buttons, the modules to start with (the kit's own module for
 * a plan that ships one; for the training alone, those that matter most with a kit of one's own)
 * and the next steps. Module titles come from the published course; a module taken off it is left out.
 */
export function trainingAccessPage(plan: ReturnType<typeof memberPlan>) {
  const words = pageWords("page.training-access");
  const ships = plan.ships;
  const [kitsSentence = "", ...afterKits] = linesOf(words.withKits);
  const intro = ships
    ? [`${words.withKitsLead} ${describeKitShipment(ships.name, ships.quantity)}. ${kitsSentence}`, ...afterKits]
    : linesOf(plan.productId === "training-only" ? words.ownTools : words.general);
  const modules = ships
    ? [{ moduleId: kitModuleIds[ships.kit], why: words[`kitWhy-${ships.kit}`] ?? "" }]
    : keyModuleIds.map((moduleId) => ({ moduleId, why: words[`ownKitWhy-${moduleId}`] ?? "" }));
  return {
    heading: words.heading ?? "",
    intro,
    links: trainingAccessLinks.map((to, index) => ({ to, label: words[`link${index + 1}`] ?? "" })),
    focus: {
      heading: (ships ? words.kitModuleHeading : words.keyModulesHeading) ?? "",
      intro: ships ? null : (words.keyModulesIntro ?? null),
      modules: modules.flatMap((module) => {
        const title = moduleTitle(module.moduleId);
        return title ? [{ ...module, title }] : [];
      }),
    },
    nextSteps: {
      heading: words.nextStepsHeading ?? "",
      steps: nextStepLinks.map((to, index) => ({
        title: words[`step${index + 1}Title`] ?? "",
        text: words[`step${index + 1}Text`] ?? "",
        link: { to, label: words[`step${index + 1}Link`] ?? "" },
      })),
    },
  };
}
