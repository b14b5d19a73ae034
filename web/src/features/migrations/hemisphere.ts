// Which hemisphere a visitor most likely watches from, guessed from the browser's time zone (no position asked):
// the "Happening now" list starts there and the visitor can switch.
export type WatchHemisphere = 'northern' | 'southern';

const SOUTHERN_ZONES = [
  /^Australia\//,
  /^Antarctica\//,
  /^America\/Argentina\//,
  /^America\/(Santiago|Punta_Arenas|Montevideo|Asuncion|Sao_Paulo|La_Paz|Lima|Bahia|Recife|Maceio|Cuiaba|Campo_Grande|Porto_Velho|Rio_Branco|Araguaina|Belem|Fortaleza|Noronha)$/,
  /^Africa\/(Johannesburg|Maputo|Harare|Lusaka|Windhoek|Gaborone|Maseru|Mbabane|Blantyre|Lubumbashi|Luanda|Dar_es_Salaam|Kinshasa|Brazzaville)$/,
  /^Indian\/(Antananarivo|Mauritius|Reunion|Mayotte|Comoro)$/,
  /^Pacific\/(Auckland|Chatham|Fiji|Tongatapu|Apia|Noumea|Efate|Port_Moresby|Tahiti|Rarotonga|Easter|Galapagos|Norfolk)$/,
  /^Atlantic\/(St_Helena|South_Georgia|Stanley)$/,
];

export function hemisphereOfTimeZone(timeZone: string | undefined): WatchHemisphere {
  if (!timeZone) return 'northern';
  return SOUTHERN_ZONES.some((zone) => zone.test(timeZone)) ? 'southern' : 'northern';
}

/** The guess for this browser. */
export function guessHemisphere(): WatchHemisphere {
  try {
    return hemisphereOfTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return 'northern';
  }
}

/** The months of a peak window, which may wrap the year end (11..2), as 1-12. */
export function peakMonths(start: number, end: number): number[] {
  const months: number[] = [];
  for (let m = start; ; m = (m % 12) + 1) {
    months.push(m);
    if (m === end || months.length === 12) return months;
  }
}
