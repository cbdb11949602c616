import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { cleanExtension, formatPhoneInput, toE164, validatePhone } from '../lib/phone';

/**
 * Step 1: the phone the verification call goes to, with an optional extension. The number is
 * formatted as it is typed and checked with the rules of document 3 §5 on submit (and then on
 * every change, so the message follows the fix).
 */
export function PhoneStep({
  initialPhone = '',
  initialExtension = '',
  submitting,
  onSubmit,
}: {
  initialPhone?: string;
  initialExtension?: string;
  submitting: boolean;
  onSubmit: (phone: string, extension: string) => void;
}) {
  const [phone, setPhone] = useState(() => formatPhoneInput(initialPhone, ''));
  const [extension, setExtension] = useState(initialExtension);
  const [tried, setTried] = useState(false);
  const error = tried ? validatePhone(phone) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const e164 = toE164(phone);
    if (e164 === null) return;
    onSubmit(e164, extension);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="onboarding-step1-heading">
      <Stack gap="md" maw={420}>
        <Title order={2} size="h3" id="onboarding-step1-heading" tabIndex={-1} data-step-heading>
          Register your phone
        </Title>
        <Text size="sm">
          Enter the phone number your AI assistant will call from. We will call it once to verify
          it.
        </Text>
        <TextInput
          label="Phone number"
          description="Include the country code, e.g. +1 415 555 0123"
          type="tel"
          autoComplete="tel"
          required
          value={phone}
          error={error}
          onChange={(event) => setPhone(formatPhoneInput(event.currentTarget.value, phone))}
          maxLength={32}
        />
        <TextInput
          label="Extension (optional)"
          inputMode="numeric"
          value={extension}
          onChange={(event) => setExtension(cleanExtension(event.currentTarget.value))}
          maxLength={8}
        />
        <Group>
          <Button type="submit" loading={submitting}>
            Register phone
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
