import type { GoodsDetails } from '@fleet/contracts';
import { SimpleGrid } from '@mantine/core';
import { ChoiceField, NumberField, parseNumber, parseWeight } from './fields';

export const EQUIPMENT_CHOICES = [
  { value: 'reefer', label: 'Reefer' },
  { value: 'van', label: 'Van' },
] as const;

export const REEFER_SETTING_CHOICES = [
  { value: 'continuous', label: 'Continuous' },
  { value: 'start_stop', label: 'Start/Stop' },
] as const;

/**
 * Weight, length, equipment and (for a reefer only, §5) reefer setting and temperature. Both
 * forms use it: the generic record keeps these at its top level, Ditat in goods_details; the
 * confidence paths are the same names in both.
 */
export function GoodsFields({
  value,
  onChange,
  disabled,
}: {
  value: GoodsDetails;
  onChange: (next: GoodsDetails) => void;
  disabled?: boolean | undefined;
}) {
  const set = <K extends keyof GoodsDetails>(key: K, next: GoodsDetails[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NumberField
        label="Weight"
        path="weight"
        value={value.weight}
        onChange={(next) => set('weight', next)}
        parse={parseWeight}
        unit="lbs"
        disabled={disabled}
      />
      <NumberField
        label="Length"
        path="length"
        value={value.length}
        onChange={(next) => set('length', next)}
        parse={parseNumber}
        unit="ft"
        disabled={disabled}
      />
      <ChoiceField
        label="Equipment Type"
        path="equipment_type"
        value={value.equipment_type}
        choices={EQUIPMENT_CHOICES}
        placeholder="Select equipment"
        disabled={disabled}
        onChange={(next) =>
          // A van has no reefer setting or temperature: they are not kept out of sight.
          onChange(
            next === 'reefer'
              ? { ...value, equipment_type: next }
              : { ...value, equipment_type: next, temperature_control: null, temperature: null },
          )
        }
      />
      {value.equipment_type === 'reefer' && (
        <>
          <ChoiceField
            label="Reefer Setting"
            path="temperature_control"
            value={value.temperature_control}
            choices={REEFER_SETTING_CHOICES}
            placeholder="Select setting"
            disabled={disabled}
            onChange={(next) => set('temperature_control', next)}
          />
          <NumberField
            label="Temperature"
            path="temperature"
            value={value.temperature}
            onChange={(next) => set('temperature', next)}
            parse={parseNumber}
            unit="°F"
            disabled={disabled}
          />
        </>
      )}
    </SimpleGrid>
  );
}
