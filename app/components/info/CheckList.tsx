/** A bulleted list with check marks. */
export function CheckList({
  items,
  className = "",
  iconClassName = "text-green-700",
}: {
  items: readonly string[];
  className?: string;
  /** The check mark's colour: dark sections need a lighter one. */
  iconClassName?: string;
}) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className={`mt-0.5 shrink-0 ${iconClassName}`} fill="currentColor">
            <path d="M7.6 13.2 4.4 10l-1.2 1.2 4.4 4.4 9.2-9.2-1.2-1.2z" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
