import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';

/**
 * A screen of the route table whose feature has not been built in this release. It says so,
 * rather than imitating the screen with made-up data.
 */
export function NotBuiltRoute({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Text>This screen is not built yet.</Text>
      <Anchor component={Link} to={paths.home}>
        Back to Monitoring
      </Anchor>
    </Page>
  );
}
