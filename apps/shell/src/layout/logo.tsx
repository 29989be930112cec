/** The brand mark: a wrench inside a Jaipur arch. */
export function LogoMark() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <path d="M4 34V16a14 14 0 0 1 28 0v18z" fill="#f4a300" />
      <path d="M9 34V17a9 9 0 0 1 18 0v17z" fill="#0b3a75" />
      <path
        d="M21.5 13.5a3.5 3.5 0 0 1-4.6 4.4l-4.4 4.4a1.4 1.4 0 0 1-2-2l4.4-4.4a3.5 3.5 0 0 1 4.4-4.6l-2 2 .6 1.6 1.6.6z"
        fill="#fff"
      />
    </svg>
  );
}
