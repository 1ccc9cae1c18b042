/**
 * Matching the city a shopper typed to a courier's own list of cities. Couriers spell cities their own way
 * ("RAWALPINDI", "D.I. KHAN") and shoppers type short forms ("Pindi", "Khi", "DI Khan"): both sides are brought
 * to one written form, short forms to the full name, and a name is matched only when it is the same city.
 */

/** A courier's city: its id in the courier's API and its name as the courier writes it. */
export interface CourierCity {
  id: string;
  name: string;
}

/** Short and older names people type, by the full name's written form. */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  rawalpindi: ['pindi', 'rwp', 'rawal pindi'],
  karachi: ['khi', 'krachi'],
  lahore: ['lhr', 'lahor'],
  islamabad: ['isb', 'isl', 'islambad'],
  faisalabad: ['fsd', 'faislabad', 'lyallpur'],
  peshawar: ['pesh', 'psh', 'peshawer'],
  multan: ['mul', 'mux'],
  hyderabad: ['hyd', 'hdd'],
  gujranwala: ['grw', 'gujranwal'],
  sialkot: ['skt'],
  quetta: ['queta'],
  sargodha: ['sgd'],
  bahawalpur: ['bwp'],
  sukkur: ['skz'],
  abbottabad: ['abbotabad', 'atd'],
  'dera ismail khan': ['di khan', 'd i khan', 'dikhan'],
  'dera ghazi khan': ['dg khan', 'd g khan', 'dgkhan'],
  'rahim yar khan': ['ryk', 'rahimyar khan'],
  'mirpur azad kashmir': ['mirpur ajk'],
  muzaffarabad: ['muzafarabad', 'mzd'],
};

/** Lower case, letters and digits only, words split by one space ("D.I. Khan " → "d i khan"). */
export function cityKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const FULL_NAME = new Map<string, string>();
for (const [full, others] of Object.entries(OTHER_NAMES)) {
  FULL_NAME.set(full, full);
  for (const other of others) FULL_NAME.set(other, full);
}

/** The written form a city is known by: its full name for a short form, else the typed name's written form. */
export function canonicalCity(name: string): string {
  const key = cityKey(name);
  // "Karachi City", "Lahore Cantt." name the city a courier lists once.
  const bare = key.replace(/ (city|cantt|cantonment)$/, '');
  return FULL_NAME.get(key) ?? FULL_NAME.get(bare) ?? bare;
}

/** The courier's city that is the shopper's city, or undefined when the courier does not list it. */
export function matchCity<T extends CourierCity>(typed: string, cities: readonly T[]): T | undefined {
  const key = cityKey(typed);
  if (!key) return undefined;
  // The name as written first ("Lahore Cantt" where the courier lists it apart from Lahore), then the same city.
  const wanted = canonicalCity(typed);
  return (
    cities.find((city) => cityKey(city.name) === key) ?? cities.find((city) => canonicalCity(city.name) === wanted)
  );
}

/** The city list changes rarely: read once a day. */
const CITIES_KEPT_MS = 24 * 3600_000;

/**
 * A courier's city list as its API gives it, read at most once a day (a failed read is not kept, so the next booking
 * asks again).
 */
export class DailyCityList {
  private kept?: { at: number; list: Promise<CourierCity[]> };

  constructor(
    private readonly read: () => Promise<CourierCity[]>,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<CourierCity[]> {
    if (!this.kept || this.now() - this.kept.at > CITIES_KEPT_MS) {
      const kept = { at: this.now(), list: this.read() };
      this.kept = kept;
      kept.list.catch(() => {
        if (this.kept === kept) this.kept = undefined;
      });
    }
    return this.kept.list;
  }
}
