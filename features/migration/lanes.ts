/**
 * Rows of a chunk written side by side (a chunk of one row at a time would spend its time waiting
 * on DynamoDB): rows that touch the same thing (one email, one membership) share a lane and go
 * one after another in chunk order, so which row wins is decided as in a serial run; lanes run
 * `limit` at a time.
 */
export const ROWS_IN_FLIGHT = 8;

export async function inLanes<T>(rows: readonly T[], laneOf: (row: T) => string, write: (row: T) => Promise<void>, limit = ROWS_IN_FLIGHT): Promise<void> {
  const lanes = new Map<string, T[]>();
  for (const row of rows) {
    const key = laneOf(row);
    const lane = lanes.get(key);
    if (lane) lane.push(row);
    else lanes.set(key, [row]);
  }
  const queue = [...lanes.values()];
  const worker = async () => {
    for (let lane = queue.shift(); lane; lane = queue.shift()) for (const row of lane) await write(row);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}
