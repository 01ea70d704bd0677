import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * A recall may promise that the shop collects the recalled units and replaces them
 * (docs/decisions/0128-recall-collect-and-replace.md): the recall says so, and each customer's
 * notice keeps their request (units, where to collect) and when staff collected and replaced them.
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema
        .alterTable('recalls')
        .addColumn('collect_and_replace', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      for (const [name, type] of [
        ['collection_requested_at', 'text'],
        ['collection_units', 'integer'],
        ['collection_address', 'text'],
        ['collected_at', 'text'],
        ['collected_by', 'text'],
      ] as const) {
        await k.schema.alterTable('recall_notices').addColumn(name, type).execute()
      }
    },
    async down(k) {
      for (const name of [
        'collected_by',
        'collected_at',
        'collection_address',
        'collection_units',
        'collection_requested_at',
      ]) {
        await k.schema.alterTable('recall_notices').dropColumn(name).execute()
      }
      await k.schema.alterTable('recalls').dropColumn('collect_and_replace').execute()
    },
  }
}
