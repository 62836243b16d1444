import { businessResourceGroups } from "~/content/business-resources";
import { pageWords } from "~/server/platform/site-texts.server";

/** /business-resources as the owner words it (studio page words, from memory): its heading and intro, and each group with its cards and what they open. */
export function businessResourcesPage() {
  const page = pageWords("page.business-resources");
  return {
    title: page.title ?? "",
    intro: page.intro ?? "",
    groups: businessResourceGroups.map((group) => {
      const words = pageWords(`page.business-resources.${group.id}`);
      return {
        id: group.id,
        title: words.title ?? "",
        description: words.description ?? "",
        cards: group.cards.map((card) => ({
          ...card,
          title: words[`${card.id}-title`] ?? "",
          description: words[`${card.id}-description`] ?? "",
          buttonLabel: words[`${card.id}-button`] ?? "",
        })),
      };
    }),
  };
}
