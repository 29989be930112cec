interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the visitor's browser asks to save data (Save-Data) or is on a 2G connection:
 * what only speeds up a later click (the warm-up) or only measures the site (web vitals)
 * is then left out.
 */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
