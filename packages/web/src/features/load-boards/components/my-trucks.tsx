import { LOADBOARD_EQUIPMENT_LABELS, type TruckPost } from '@fleet/contracts';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { TRUCK_TEXT, useChangeTruckPost, useTruckPosts } from '../api/truck-posts';
import { TruckPostForm } from './truck-post-form';

const place = (p: { city: string; state: string } | null) =>
  p?.city ? `${p.city}, ${p.state}` : '—';

/** DAT's My Trucks modal (§2): the truck posts, with post, edit and delete. */
export function MyTrucks() {
  const [opened, setOpened] = useState(false);
  const [editing, setEditing] = useState<TruckPost | 'new' | null>(null);
  const posts = useTruckPosts(opened);
  const change = useChangeTruckPost();

  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        My Trucks
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          setOpened(false);
          setEditing(null);
        }}
        title="My Trucks"
        size="xl"
      >
        {editing ? (
          <TruckPostForm
            post={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => setEditing(null)}
          />
        ) : (
          <Stack>
            <Group>
              <Button onClick={() => setEditing('new')}>Post a Truck</Button>
            </Group>
            {posts.isPending ? <Loader size="sm" aria-label="Loading trucks" /> : null}
            {posts.isError ? <Alert color="red">{posts.error.message}</Alert> : null}
            {posts.data && posts.data.length === 0 ? <Text>{TRUCK_TEXT.empty}</Text> : null}
            {posts.data && posts.data.length > 0 ? (
              <Table aria-label="Truck posts">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Origin</Table.Th>
                    <Table.Th>Destination</Table.Th>
                    <Table.Th>Equipment</Table.Th>
                    <Table.Th>Earliest</Table.Th>
                    <Table.Th>Length</Table.Th>
                    <Table.Th>Weight</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {posts.data.map((post) => (
                    <Table.Tr key={post.external_id}>
                      <Table.Td>{place(post.origin)}</Table.Td>
                      <Table.Td>{place(post.destination)}</Table.Td>
                      <Table.Td>{LOADBOARD_EQUIPMENT_LABELS[post.equipment_type]}</Table.Td>
                      <Table.Td>{post.earliest_pickup.slice(0, 10)}</Table.Td>
                      <Table.Td>{post.length} ft</Table.Td>
                      <Table.Td>{post.weight} lbs</Table.Td>
                      <Table.Td>
                        <Group gap="xs">
                          <Button
                            size="compact-sm"
                            variant="default"
                            aria-label={`Edit truck ${place(post.origin)}`}
                            onClick={() => setEditing(post)}
                          >
                            Edit
                          </Button>
                          <Button
                            size="compact-sm"
                            color="red"
                            variant="light"
                            aria-label={`Delete truck ${place(post.origin)}`}
                            loading={change.isPending && change.variables?.kind === 'delete'}
                            onClick={() => change.mutate({ kind: 'delete', id: post.external_id })}
                          >
                            Delete
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
          </Stack>
        )}
      </Modal>
    </>
  );
}
