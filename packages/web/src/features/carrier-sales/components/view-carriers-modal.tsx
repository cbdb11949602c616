import type { Carrier } from '@fleet/contracts';
import { Alert, Badge, Loader, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatPhone } from '@/lib/phone-display';
import { getCampaignCarriers, LOAD_CARRIERS_ERROR } from '../api/get-campaign-carriers';
import { carrierSalesKeys } from '../api/shared';

const alternates = (...values: (string | null)[]) => values.filter((v): v is string => !!v);

/**
 * §2 View Carriers: Legal Name with DBA, DOT/MC, Phone with alternate phone, Email with alternate
 * email, Address; 'No carriers found'; 'Showing N carriers'.
 */
export function ViewCarriersModal({
  campaignId,
  opened,
  onClose,
}: {
  campaignId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const carriers = useQuery({
    queryKey: carrierSalesKeys.carriers(campaignId),
    queryFn: ({ signal }) => getCampaignCarriers(campaignId, signal),
    enabled: opened,
    retry: false,
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Carriers" size="xl">
      {carriers.isPending ? (
        <Loader size="sm" aria-label="Loading carriers" />
      ) : carriers.isError ? (
        <Alert color="red" role="alert">
          {carriers.error.message === 'Invalid response format'
            ? 'Invalid response format'
            : LOAD_CARRIERS_ERROR}
        </Alert>
      ) : carriers.data.length === 0 ? (
        <Text>No carriers found</Text>
      ) : (
        <Stack gap="xs">
          <ScrollArea.Autosize mah={480}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Legal Name</Table.Th>
                  <Table.Th>DOT/MC</Table.Th>
                  <Table.Th>Phone</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Address</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {carriers.data.map((carrier) => (
                  <CarrierRow key={carrier.id} carrier={carrier} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Text size="sm" c="dimmed">
            Showing {carriers.data.length} carriers
          </Text>
        </Stack>
      )}
    </Modal>
  );
}

function CarrierRow({ carrier }: { carrier: Carrier }) {
  const phones = alternates(carrier.alt_phone_1, carrier.alt_phone_2, carrier.alt_phone_3);
  const emails = alternates(carrier.alt_email_1, carrier.alt_email_2, carrier.alt_email_3);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {carrier.legal_name}
        </Text>
        {carrier.dba_name ? (
          <Text size="xs" c="dimmed">
            DBA: {carrier.dba_name}
          </Text>
        ) : null}
        {carrier.my_carrier ? (
          <Badge size="xs" variant="light">
            My Carrier
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">DOT: {carrier.dot_number ?? 'N/A'}</Text>
        <Text size="sm">MC: {carrier.mc_number ?? 'N/A'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatPhone(carrier.dispatch_phone)}</Text>
        {phones.map((phone) => (
          <Text size="xs" c="dimmed" key={phone}>
            Alt: {formatPhone(phone)}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{carrier.dispatch_email ?? 'N/A'}</Text>
        {emails.map((email) => (
          <Text size="xs" c="dimmed" key={email}>
            Alt: {email}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{carrier.physical_address ?? 'N/A'}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
