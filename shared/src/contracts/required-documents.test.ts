import {
  COACH_KINDS,
  REQUIRED_PLAYER_DOCUMENTS,
  REQUIRED_STAFF_DOCUMENTS,
  requiredStaffDocuments,
  STAFF_DOCUMENT_TYPES,
} from './cabinet-people';
import { STAFF_KINDS } from './enums';

describe('required documents', () => {
  it('asks a licence of coaches only', () => {
    for (const kind of STAFF_KINDS) {
      const required = requiredStaffDocuments(kind);
      expect(required.includes('staff_license')).toBe((COACH_KINDS as readonly string[]).includes(kind));
      expect(required).toEqual(expect.arrayContaining([...REQUIRED_STAFF_DOCUMENTS]));
    }
    expect(requiredStaffDocuments('doctor')).toEqual(['identity', 'consent_to_data_processing']);
  });

  it('lets staff upload every type they may be asked for, and players no licence', () => {
    for (const kind of STAFF_KINDS)
      for (const type of requiredStaffDocuments(kind)) expect(STAFF_DOCUMENT_TYPES).toContain(type);
    expect(REQUIRED_PLAYER_DOCUMENTS).not.toContain('staff_license');
  });
});
