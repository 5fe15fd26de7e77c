/** A five-pointed star; its fill comes from CSS so chosen and unchosen stars differ by class only. */
export function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.6l2.9 5.9 6.5.95-4.7 4.58 1.1 6.47L12 17.45l-5.8 3.05 1.1-6.47-4.7-4.58 6.5-.95z" />
    </svg>
  );
}
