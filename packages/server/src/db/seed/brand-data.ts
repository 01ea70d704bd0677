/**
 * Fictional brands, invented for the demo (many borrow Bermuda place names and wildlife);
 * none is meant to be a real trademark. The group is what the 'All Brands' mega menu shows.
 */

export interface BrandSpec {
  name: string
  group: string
  /** Three letters used in product codes. */
  code: string
}

const GROUPS: Record<string, readonly (readonly [string, string])[]> = {
  'Clinical Essentials': [
    ['Harbourline Medical', 'HLM'],
    ['Reefguard Clinical', 'RGC'],
    ['Sterivale', 'STV'],
    ['Castle Harbour Surgical', 'CHS'],
    ['Bluewater Clinical', 'BWC'],
    ['Medisand', 'MDS'],
  ],
  'Everyday Health': [
    ['Longtail Health', 'LTH'],
    ['Onion Patch Naturals', 'OPN'],
    ['Coralvita', 'CRV'],
    ['Islewell', 'ISW'],
    ['Palmetto Wellness', 'PMW'],
    ['Sunmere', 'SNM'],
  ],
  'Mobility & Support': [
    ['Stridewell', 'SDW'],
    ['Gibbs Hill Mobility', 'GHM'],
    ['Anchorflex', 'ACF'],
    ['Keelbrace', 'KLB'],
    ['Tidewalk', 'TDW'],
  ],
  'Beauty & Aesthetics': [
    ['Pinkshore Skin', 'PSS'],
    ['Seaglass Aesthetics', 'SGA'],
    ['Cedarbloom', 'CDB'],
    ['Aurelle Skin Lab', 'ASL'],
    ['Moonflower Derm', 'MFD'],
  ],
  'Mother & Baby': [
    ['Little Cove', 'LCV'],
    ['Nestling Care', 'NSC'],
    ['Sea Pea Baby', 'SPB'],
    ['Hushabay', 'HSB'],
  ],
  'Diagnostics & Devices': [
    ['Pulsemark', 'PLM'],
    ['Clearsign Devices', 'CSD'],
    ['Beaconpoint', 'BCP'],
    ['Glucora', 'GLC'],
    ['Airmere Respiratory', 'AMR'],
  ],
  'Home & Hygiene': [
    ['Freshtide Home', 'FTH'],
    ['Dryhaven', 'DRH'],
    ['Pearlcay Oral Care', 'PCO'],
    ['Somerset Homecare', 'SMH'],
  ],
}

/** Every brand with its group, in a stable order. */
export const BRANDS: readonly BrandSpec[] = Object.entries(GROUPS).flatMap(([group, brands]) =>
  brands.map(([name, code]) => ({ name, group, code })),
)
