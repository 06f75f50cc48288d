/** A node of EXPLAIN (FORMAT JSON)'s plan, with the fields read here. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

/** An index condition that narrows the rows: one on something else than the published flag (every catalogue index is partial on it). */
const narrows = (condition: string | undefined) => condition !== undefined && !/^\(*(\w+\.)?activated( = true)?\)*$/.test(condition);

/**
 * The reads of a whole table in a plan (decision 0039): a sequential scan, or the table's rows read
 * through an index with nothing to narrow them and no LIMIT to stop the walk — a sequential scan in
 * index order. An index-only scan reads the index, never the table, and is not one of them.
 */
export function scansOfWholeTables(node: PlanNode, tables: readonly string[], underLimit = false): string[] {
  const found: string[] = [];
  const table = node['Relation Name'];
  if (table !== undefined && tables.includes(table)) {
    const type = node['Node Type'];
    const condition = type === 'Bitmap Heap Scan' ? node['Recheck Cond'] : node['Index Cond'];
    if (type === 'Seq Scan') found.push(`Seq Scan on ${table}`);
    else if ((type === 'Index Scan' || type === 'Bitmap Heap Scan') && !underLimit && !narrows(condition)) found.push(`${type} of every row of ${table} (${node['Index Name'] ?? condition ?? 'no condition'})`);
  }
  for (const child of node.Plans ?? []) found.push(...scansOfWholeTables(child, tables, underLimit || node['Node Type'] === 'Limit'));
  return found;
}
