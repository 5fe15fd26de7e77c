/** What a list or tabs block shows when it has no elements: its `empty` copy text, or nothing without one. */
export function EmptyText({ text }: { text: string }) {
  return text ? <p className="r-list-empty">{text}</p> : null;
}
