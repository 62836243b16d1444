/** A line of a check list; a claim about students' results carries the basis it rests on, shown after it in smaller type. */
export type CheckListItem = string | { text: string; basis: string };

/** A bulleted list with check marks. */
export function CheckList({
  items,
  className = "",
  iconClassName = "text-green-700",
}: {
  items: readonly CheckListItem[];
  className?: string;
  /** The check mark's colour: dark sections need a lighter one. */
  iconClassName?: string;
}) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={typeof item === "string" ? item : item.text} className="flex gap-3">
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className={`mt-0.5 shrink-0 ${iconClassName}`} fill="currentColor">
            <path d="M7.6 13.2 4.4 10l-1.2 1.2 4.4 4.4 9.2-9.2-1.2-1.2z" />
          </svg>
          {typeof item === "string" ? (
            <span>{item}</span>
          ) : (
            <span>
              {item.text} <span className="text-xs font-normal">({item.basis})</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
