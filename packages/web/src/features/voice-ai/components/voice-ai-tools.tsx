import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useAuthSelector } from '@/lib/auth';
import { useFeatureFlags } from '@/lib/feature-flags';

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

/**
 * /ai (document 3, "Voice AI Tools page"): redirects to /home unless VOICE_AI or VOICE_AI_BROKER is
 * on. The card follows the use case of the signed-in user's account (carrier or broker).
 */
export function VoiceAiTools() {
  const flags = useFeatureFlags(VOICE_FLAGS);
  const useCase = useAuthSelector((state) => state.context.session?.user.use_case ?? null);
  if (flags.VOICE_AI.loading || flags.VOICE_AI_BROKER.loading) return <PageLoader />;
  if (!flags.VOICE_AI.enabled && !flags.VOICE_AI_BROKER.enabled) {
    return <Navigate to={paths.home} replace />;
  }
  const cards = [
    ...(useCase === 'carrier' ? [DISPATCH_AGENT] : []),
    ...(useCase === 'broker' ? [CARRIER_SALES_AGENT] : []),
  ];
  return (
    <Page title="Voice AI Tools">
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        component="ul"
        style={{ listStyle: 'none' }}
        p={0}
        m={0}
      >
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
    </Page>
  );
}
