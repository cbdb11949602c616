import { EQUIPMENT_TYPES, type EquipmentType } from '@fleet/contracts';

/** Readable names of the truck equipment types (document 3 §9). */
export const EQUIPMENT_LABELS: Record<EquipmentType, string> = {
  dry_van: 'Dry Van',
  reefer: 'Reefer',
  flatbed: 'Flatbed',
  box_truck: 'Box Truck',
  sprinter_van: 'Sprinter Van',
};

export const EQUIPMENT_OPTIONS = EQUIPMENT_TYPES.map((value) => ({
  value,
  label: EQUIPMENT_LABELS[value],
}));

export function isEquipmentType(value: unknown): value is EquipmentType {
  return typeof value === 'string' && (EQUIPMENT_TYPES as readonly string[]).includes(value);
}

export function equipmentLabel(value: string | null | undefined): string {
  return isEquipmentType(value) ? EQUIPMENT_LABELS[value] : (value ?? '');
}
