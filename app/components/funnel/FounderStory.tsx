export type FounderWords = { name: string; introduction: string; story: { heading: string; paragraphs: string[] }[] };

/** The founder's introduction and story in his own words, signed: on /about and in the studio's preview. */
export function FounderStory({ founder }: { founder: FounderWords }) {
  return (
    <>
      <blockquote className="mt-12 border-l-4 border-accent-500 pl-5 text-xl font-medium leading-relaxed text-slate-800">
        <p>&ldquo;{founder.introduction}&rdquo;</p>
      </blockquote>

      {founder.story.map((section, index) => (
        <section key={index} className="mt-12">
          {section.heading ? <h2 className="text-2xl font-bold text-slate-900">{section.heading}</h2> : null}
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex} className="mt-4 text-lg leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-6 text-lg font-semibold text-slate-900">&mdash; {founder.name}</p>
    </>
  );
}
