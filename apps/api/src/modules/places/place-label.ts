/** "Zürich, Zurich, Switzerland"; the region is left out when unknown or the same as the city ("Berlin"). */
export function placeLabel(city: string, region: string, country: string): string {
  return [city, region && region !== city ? region : null, country].filter(Boolean).join(", ");
}
