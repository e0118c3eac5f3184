import { jsonRowsSql } from '../../db/json-rows';

/** Member `userParam`'s questions to the assistant and its answers, for the data export (a JSON array). */
export const assistantPersonalDataSql = (userParam: string) =>
  jsonRowsSql(`SELECT question, answer, sources, mode, created_at FROM assistant_exchanges WHERE user_id = ${userParam} ORDER BY created_at`);
