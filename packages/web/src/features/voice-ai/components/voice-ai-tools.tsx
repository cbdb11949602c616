import { Alert, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useAuthSelector } from '@/lib/auth';
import { useFeatureFlags } from '@/lib/feature-flags';
import { useSignupFlowStatus } from '../api/get-signup-flow-status';
import { OnboardingWizard } from './onboarding-wizard';

const VOICE_FLAGS = ['VOICE_AI', 'VOICE_AI_BROKER'] as const;

type ToolCard = { title: string; description: string; to: string };

const DISPATCH_AGENT: ToolCard = {
  title: 'Dispatch Agent',
  description:
    'Paste load details from a load board; the agent phones the broker, gathers the load details and negotiates or books at your rate range.',
  to: paths.aiLoadBooking,
};

const CARRIER_SALES_AGENT: ToolCard = {
  title: 'Carrier Sales Agent',
  description:
    'Enter a load and upload a carrier list; the agent calls carriers one after another to negotiate a rate and book the load.',
  to: paths.aiCarrierSales,
};

export const SIGNUP_STATUS_ERROR = 'Error checking signup flow status.';

type UseCase = 'carrier' | 'broker';

/**
 * Whether the onboarding wizard takes the page's place: for the carrier use case while signup is
 * required, for brokers while broker signup is. Once shown, the wizard stays until the user
 * leaves, so its last step is not swapped for the cards when the status changes underneath.
 */
function useShowWizard(useCase: UseCase | null, enabled: boolean) {
  const status = useSignupFlowStatus({ enabled });
  const [latched, setLatched] = useState(false);
  const required =
    status.data !== undefined &&
    (useCase === 'broker'
      ? status.data.is_broker_signup_flow_required
      : status.data.is_signup_flow_required);
  useEffect(() => {
    if (required) setLatched(true);
  }, [required]);
  return { status, showWizard: latched || required };
}

function ToolCards({ cards }: { cards: readonly ToolCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none' }} p={0} m={0}>
      {cards.map((card) => (
        <li key={card.to}>
          <Card
            component={Link}
            to={card.to}
            withBorder
            shadow="sm"
            padding="lg"
            radius="md"
            h="100%"
          >
            <Title order={2} size="h3" mb="xs">
              {card.title}
            </Title>
            <Text size="sm" c="dimmed">
              {card.description}
            </Text>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}

function VoiceAiCards({ useCase }: { useCase: UseCase | null }) {
  const cards = [
    ...(useCase === 'carrier' ? [DISPATCH_AGENT] : []),
    ...(useCase === 'broker' ? [CARRIER_SALES_AGENT] : []),
  ];
  return (
    <Page title="Voice AI Tools">
      <ToolCards cards={cards} />
    </Page>
  );
}

/**
 * The Voice AI pages' gate: redirects to /home unless VOICE_AI or VOICE_AI_BROKER is on; while
 * signup is required (GET {voice}/signup_flow_status) the onboarding wizard takes the page's place
 * ("While signup is required, the onboarding wizard is shown in place of a Voice AI page").
 */
export function VoiceSignupGate({
  title,
  children,
}: {
  /** The page's title, for the error state. */
  title: string;
  children: (useCase: UseCase | null) => ReactNode;
}) {
  const flags = useFeatureFlags(VOICE_FLAGS);
  const useCase = useAuthSelector((state) => state.context.session?.user.use_case ?? null);
  const enabled = flags.VOICE_AI.enabled || flags.VOICE_AI_BROKER.enabled;
  const { status, showWizard } = useShowWizard(useCase, enabled);
  if (flags.VOICE_AI.loading || flags.VOICE_AI_BROKER.loading) return <PageLoader />;
  if (!enabled) return <Navigate to={paths.home} replace />;
  if (showWizard) return <OnboardingWizard useCase={useCase ?? 'carrier'} />;
  if (status.isPending) return <PageLoader label="Checking signup status" />;
  if (status.isError) {
    return (
      <Page title={title}>
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{SIGNUP_STATUS_ERROR}</Text>
            <Button size="xs" variant="outline" color="red" onClick={() => void status.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      </Page>
    );
  }
  return <>{children(useCase)}</>;
}

/**
 * /ai (document 3, "Voice AI Tools page"): redirects to /home unless VOICE_AI or VOICE_AI_BROKER is
 * on. The card follows the use case of the signed-in user's account (carrier or broker). While
 * signup is required (GET {voice}/signup_flow_status), the onboarding wizard is shown instead.
 */
export function VoiceAiTools() {
  return (
    <VoiceSignupGate title="Voice AI Tools">
      {(useCase) => <VoiceAiCards useCase={useCase} />}
    </VoiceSignupGate>
  );
}
