import { describe, expect, it } from 'vitest';
import { sourceCatalogs } from '../i18n/catalogs.ts';
import { adminActions, adminSubjects } from './admin-actions.ts';

describe('the audit trail’s names', () => {
  // The trail shows an action or a record type by its words; a name added without them would show raw (send.resent) to the team.
  it('has words for every action and every kind of record', () => {
    const english = sourceCatalogs.en_US;
    const missing = [...adminActions.map((action) => `admin.audit.action.${action}`), ...adminSubjects.map((subject) => `admin.audit.subject.${subject}`)].filter((key) => !(key in english));
    expect(missing).toEqual([]);
  });
});
