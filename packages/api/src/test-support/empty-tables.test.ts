import { type Database, testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTables } from './empty-tables';

describe.each(testBackends())('emptyTables on $name', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await backend.open();
    await db.exec(`
      CREATE TABLE parents (id int PRIMARY KEY);
      CREATE TABLE children (id int PRIMARY KEY, parent int NOT NULL REFERENCES parents (id));
      CREATE TABLE grandchildren (id int PRIMARY KEY, child int REFERENCES children (id),
                                  self int REFERENCES grandchildren (id));
      CREATE TABLE bystanders (id int PRIMARY KEY);
      CREATE TABLE ring_a (id int PRIMARY KEY, b int);
      CREATE TABLE ring_b (id int PRIMARY KEY, a int REFERENCES ring_a (id));
      ALTER TABLE ring_a ADD FOREIGN KEY (b) REFERENCES ring_b (id);
    `);
  });
  afterAll(async () => {
    await db?.close();
  });

  const count = async (table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  it('when rows reference the tables, then they go too (as TRUNCATE CASCADE); others stay', async () => {
    await db.exec(`
      INSERT INTO parents VALUES (1), (2);
      INSERT INTO children VALUES (10, 1), (11, 2);
      INSERT INTO grandchildren VALUES (100, 10, NULL), (101, 11, 100);
      INSERT INTO bystanders VALUES (7);
    `);
    await emptyTables(db, ['parents']);
    expect(await count('parents')).toBe(0);
    expect(await count('children')).toBe(0);
    expect(await count('grandchildren')).toBe(0);
    expect(await count('bystanders')).toBe(1);

    // Twice: the order found the first time is reused.
    await db.exec('INSERT INTO parents VALUES (3); INSERT INTO children VALUES (12, 3);');
    await emptyTables(db, ['parents']);
    expect(await count('children')).toBe(0);
  });

  it('when the tables reference each other in a ring, then they are emptied all the same', async () => {
    await db.exec(`
      INSERT INTO ring_a VALUES (1, NULL);
      INSERT INTO ring_b VALUES (1, 1);
      UPDATE ring_a SET b = 1;
    `);
    await emptyTables(db, ['ring_a']);
    expect(await count('ring_a')).toBe(0);
    expect(await count('ring_b')).toBe(0);
  });

  it('when there are many rows, then they are emptied all the same', async () => {
    await db.exec(`
      INSERT INTO parents SELECT g FROM generate_series(1, 3000) AS g;
      INSERT INTO children SELECT g, g FROM generate_series(1, 3000) AS g;
    `);
    await emptyTables(db, ['parents']);
    expect(await count('parents')).toBe(0);
    expect(await count('children')).toBe(0);
  });
});
