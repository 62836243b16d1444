/**
 * One passage of the coach's knowledge base: a short piece of course knowledge, written in
 * Markdown, that names the lessons it belongs to ("moduleId/lessonId" from curriculum.ts).
 */
export type CoachPassage = {
  id: string;
  title: string;
  /** At least one; each must be a lesson of app/content/curriculum.ts. */
  lessons: string[];
  /**
   * Paragraphs, dash lists (each after the sentence that introduces it, ending in a colon),
   * **bold** for the terms the passage is about; no headings, links or HTML. The embedded
   * coach quotes single sentences, so each must read on its own, speaking to the student.
   */
  markdown: string;
};
