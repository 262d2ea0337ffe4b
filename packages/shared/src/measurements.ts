import type { Gender } from './customers';

/** A garment and the measurements a tailor takes for it, in the order they are usually taken. */
export interface GarmentTemplate {
  garment: string;
  measurements: string[];
}

export type MeasurementTemplates = Record<Gender, GarmentTemplate[]>;

/**
 * Default measurement lists for Indian tailoring, offered in the new-order flow (a shop may keep
 * its own in stores.measurement_templates). Names are what a tailor writes in the order book; the
 * web translates them for display by this English key.
 */
export const DEFAULT_MEASUREMENT_TEMPLATES: MeasurementTemplates = {
  male: [
    {
      garment: 'Shirt',
      measurements: [
        'Length',
        'Chest',
        'Waist',
        'Hip',
        'Shoulder',
        'Sleeve Length',
        'Armhole',
        'Bicep',
        'Cuff',
        'Neck',
      ],
    },
    {
      garment: 'Kurta',
      measurements: [
        'Length',
        'Chest',
        'Waist',
        'Hip',
        'Shoulder',
        'Sleeve Length',
        'Armhole',
        'Bicep',
        'Cuff',
        'Neck',
        'Slit Length',
      ],
    },
    {
      garment: 'Trouser',
      measurements: [
        'Length',
        'Waist',
        'Hip',
        'Thigh',
        'Knee',
        'Calf',
        'Bottom',
        'Inseam',
        'Crotch (Rise)',
      ],
    },
    {
      garment: 'Pyjama',
      measurements: ['Length', 'Waist', 'Hip', 'Thigh', 'Knee', 'Bottom', 'Inseam'],
    },
    {
      garment: 'Sherwani',
      measurements: [
        'Length',
        'Chest',
        'Waist',
        'Hip',
        'Shoulder',
        'Sleeve Length',
        'Armhole',
        'Bicep',
        'Cuff',
        'Neck',
        'Front Cross',
        'Back Cross',
      ],
    },
    {
      garment: 'Suit / Blazer',
      measurements: [
        'Length',
        'Chest',
        'Waist',
        'Hip',
        'Shoulder',
        'Sleeve Length',
        'Armhole',
        'Bicep',
        'Neck',
        'Front Cross',
        'Back Cross',
      ],
    },
    {
      garment: 'Waistcoat / Nehru Jacket',
      measurements: ['Length', 'Chest', 'Waist', 'Hip', 'Shoulder', 'Armhole', 'Neck'],
    },
  ],
  female: [
    {
      garment: 'Blouse',
      measurements: [
        'Length',
        'Upper Chest',
        'Bust',
        'Under Bust',
        'Waist',
        'Shoulder',
        'Sleeve Length',
        'Sleeve Round',
        'Armhole',
        'Front Neck Depth',
        'Back Neck Depth',
        'Apex Point',
      ],
    },
    {
      garment: 'Salwar Kameez / Kurti',
      measurements: [
        'Length',
        'Bust',
        'Waist',
        'Hip',
        'Shoulder',
        'Sleeve Length',
        'Sleeve Round',
        'Armhole',
        'Front Neck Depth',
        'Back Neck Depth',
        'Slit Length',
      ],
    },
    {
      garment: 'Salwar / Churidar',
      measurements: ['Length', 'Waist', 'Hip', 'Thigh', 'Knee', 'Calf', 'Ankle', 'Bottom'],
    },
    {
      garment: 'Lehenga',
      measurements: ['Length', 'Waist', 'Hip', 'Flare'],
    },
    {
      garment: 'Saree Fall / Petticoat',
      measurements: ['Length', 'Waist', 'Hip'],
    },
    {
      garment: 'Gown / Anarkali',
      measurements: [
        'Length',
        'Bust',
        'Under Bust',
        'Waist',
        'Hip',
        'Shoulder',
        'Sleeve Length',
        'Sleeve Round',
        'Armhole',
        'Front Neck Depth',
        'Back Neck Depth',
        'Flare',
      ],
    },
  ],
};

/** The measurement names for a garment (any casing), or [] for a garment without a template. */
export function measurementNamesFor(
  gender: Gender,
  garment: string,
  templates: MeasurementTemplates = DEFAULT_MEASUREMENT_TEMPLATES,
): string[] {
  const wanted = garment.trim().toLowerCase();
  return templates[gender].find((t) => t.garment.toLowerCase() === wanted)?.measurements ?? [];
}
