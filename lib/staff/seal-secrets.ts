import 'server-only';
import { seal } from '@/lib/auth/secrets';
import { sealStoredTotpSecrets } from '@/lib/db/queries/staff-credentials';
import { log } from '@/lib/log';

/** At start: TOTP keys an earlier version stored as they were are sealed (lib/auth/secrets.ts). */
export async function sealStaffSecretsAtStart(): Promise<void> {
  try {
    const sealed = await sealStoredTotpSecrets(seal);
    if (sealed > 0) log.info({ sealed }, 'staff TOTP keys sealed with the secrets key');
  } catch (error) {
    log.error(
      { err: error },
      'staff TOTP keys not sealed; they stay readable until the next start',
    );
  }
}
