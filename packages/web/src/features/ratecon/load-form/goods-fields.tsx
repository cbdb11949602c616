import type { GoodsDetails } from '@fleet/contracts';
import { SimpleGrid } from '@mantine/core';
import { memo, useCallback } from 'react';
import { ChoiceField, NumberField, parseNumber, parseWeight } from './fields';
import { useUpdater } from './use-updater';

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
export const GoodsFields = memo(function GoodsFields({
  value,
  onChange,
  disabled,
}: {
  value: GoodsDetails;
  onChange: (next: GoodsDetails) => void;
  disabled?: boolean | undefined;
}) {
  const { update, set } = useUpdater(value, onChange);
  const setEquipment = useCallback(
    (equipment_type: GoodsDetails['equipment_type']) =>
      // A van has no reefer setting or temperature: none is kept out of sight.
      update((goods) =>
        equipment_type === 'reefer'
          ? { ...goods, equipment_type }
          : { ...goods, equipment_type, temperature_control: null, temperature: null },
      ),
    [update],
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NumberField
        label="Weight"
        path="weight"
        value={value.weight}
        onChange={set('weight')}
        parse={parseWeight}
        unit="lbs"
        disabled={disabled}
      />
      <NumberField
        label="Length"
        path="length"
        value={value.length}
        onChange={set('length')}
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
        onChange={setEquipment}
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
            onChange={set('temperature_control')}
          />
          <NumberField
            label="Temperature"
            path="temperature"
            value={value.temperature}
            onChange={set('temperature')}
            parse={parseNumber}
            unit="°F"
            disabled={disabled}
          />
        </>
      )}
    </SimpleGrid>
  );
});
