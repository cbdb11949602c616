import { type CarrierOnboardingInfo, TIME_ZONES } from '@fleet/contracts';
import { isCarrierInfoComplete } from '@fleet/machines';
import {
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { validateEmail } from '../lib/email';
import { formatPhoneInput, toE164, validatePhone } from '../lib/phone';

type TimeZone = (typeof TIME_ZONES)[number];

type Form = {
  representative_name: string;
  company_name: string;
  mc_number: string;
  base_location: string;
  timezone: TimeZone;
  email: string;
  phone: string;
};

/**
 * Step 2: the carrier details the agent introduces itself with. Submit needs company name,
 * headquarters, email and phone (the machine's rule); MC number and time zone are marked required
 * too, but the service accepts a blank MC number, so it does not hold Submit back. The representative name starts
 * as the signed-in user's name and the phone as the number just verified.
 */
export function CarrierInfoStep({
  defaultRepresentative,
  defaultPhone,
  saving,
  onSubmit,
  onBack,
}: {
  defaultRepresentative: string;
  defaultPhone: string;
  saving: boolean;
  onSubmit: (info: CarrierOnboardingInfo) => void;
  onBack: () => void;
}) {
  const [form, setForm] = useState<Form>(() => ({
    representative_name: defaultRepresentative,
    company_name: '',
    mc_number: '',
    base_location: '',
    timezone: 'US/Pacific',
    email: '',
    phone: formatPhoneInput(defaultPhone, ''),
  }));
  const [touched, setTouched] = useState({ email: false, phone: false });
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  const emailError = touched.email ? validateEmail(form.email) : null;
  const phoneError = touched.phone ? validatePhone(form.phone) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, phone: true });
    const phone = toE164(form.phone);
    if (!isCarrierInfoComplete(form) || validateEmail(form.email) || phone === null) return;
    onSubmit({
      representative_name: form.representative_name.trim(),
      company_name: form.company_name.trim(),
      mc_number: form.mc_number.trim(),
      base_location: form.base_location.trim(),
      timezone: form.timezone,
      email: form.email.trim(),
      phone,
      equipment_type: '',
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="onboarding-step2-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="onboarding-step2-heading" tabIndex={-1} data-step-heading>
          Carrier details
        </Title>
        <Text size="sm">Your AI assistant uses these details when it speaks for your company.</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Representative name"
            autoComplete="name"
            value={form.representative_name}
            onChange={(event) => set('representative_name', event.currentTarget.value)}
            maxLength={120}
          />
          <TextInput
            label="Company name"
            required
            autoComplete="organization"
            value={form.company_name}
            onChange={(event) => set('company_name', event.currentTarget.value)}
            maxLength={200}
          />
          <TextInput
            label="MC number"
            required
            value={form.mc_number}
            onChange={(event) => set('mc_number', event.currentTarget.value)}
            maxLength={20}
          />
          <TextInput
            label="Headquarters / base location"
            required
            placeholder="City, ST"
            value={form.base_location}
            onChange={(event) => set('base_location', event.currentTarget.value)}
            maxLength={200}
          />
          <NativeSelect
            label="Time zone"
            required
            data={[...TIME_ZONES]}
            value={form.timezone}
            onChange={(event) => set('timezone', event.currentTarget.value as TimeZone)}
          />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={form.email}
            error={emailError}
            onChange={(event) => set('email', event.currentTarget.value)}
            onBlur={() => setTouched((t) => ({ ...t, email: form.email.trim() !== '' || t.email }))}
            maxLength={200}
          />
          <TextInput
            label="Phone"
            type="tel"
            required
            autoComplete="tel"
            value={form.phone}
            error={phoneError}
            onChange={(event) =>
              set('phone', formatPhoneInput(event.currentTarget.value, form.phone))
            }
            onBlur={() => setTouched((t) => ({ ...t, phone: form.phone.trim() !== '' || t.phone }))}
            maxLength={32}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={saving}>
            Back
          </Button>
          <Button type="submit" loading={saving} disabled={!isCarrierInfoComplete(form)}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
