// Places are stored at city level (one point per city), so a distance between two of them is only as good as a
// city is wide: under this it is the same city, and "300 m away" would claim a precision nobody has.
const SAME_CITY_BELOW_KM = 2;
// Far apart, a kilometre more or less says nothing; a hundred is what a reader takes in.
const COARSE_FROM_KM = 1000;

const grouped = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** The kilometres a distance is shown as (rounded as a reader takes them in), or null within the same city. */
export function shownKm(km: number): number | null {
  if (km < SAME_CITY_BELOW_KM) return null;
  return km < COARSE_FROM_KM ? Math.round(km) : Math.round(km / 100) * 100;
}

/**
 * A distance between city-level places as the app shows it everywhere: "same city", "12 km away",
 * "1,200 km away"; measured from a named place, "in Zürich" or "12 km from Zürich".
 */
export function formatDistance(km: number, from?: string): string {
  const rounded = shownKm(km);
  if (rounded === null) return from === undefined ? "same city" : `in ${from}`;
  // Below a thousand there is nothing to group, and Intl's formatter costs a microsecond per call in rankings.
  const text = rounded < 1000 ? String(rounded) : grouped.format(rounded);
  return `${text} km ${from === undefined ? "away" : `from ${from}`}`;
}
