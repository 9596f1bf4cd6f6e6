import 'server-only';
import { z } from 'zod';

/**
 * Server configuration, parsed once on first use. A missing or malformed variable stops the
 * server with a message naming it, instead of failing later in a request.
 */

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'yes'].includes(value));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  COMMUNITY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  COMMUNITY_API_TIMEOUT_MS: positiveInt(5000),
  SESSION_TTL_DAYS: positiveInt(30),
  SESSION_COOKIE_SECURE: flag.optional(),
  STAFF_SESSION_IDLE_MINUTES: positiveInt(30),
  STAFF_SESSION_MAX_HOURS: positiveInt(10),
  STAFF_SETUP_LINK_HOURS: positiveInt(24),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('DeltaCrest Community <no-reply@deltacrest.example>'),
  MAIL_TIMEOUT_MS: positiveInt(10_000),
  MAIL_MAX_ATTEMPTS: positiveInt(8),
  MAIL_KEEP_DAYS: positiveInt(30),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(15 * 60),
  RATE_LIMIT_LOGIN_PER_ADDRESS: positiveInt(30),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInt(5),
  RATE_LIMIT_REGISTER_PER_ADDRESS: positiveInt(10),
  RATE_LIMIT_RESET_PER_ADDRESS: positiveInt(10),
  RATE_LIMIT_RESET_PER_ACCOUNT: positiveInt(3),
  RATE_LIMIT_ENQUIRIES_PER_ADDRESS: positiveInt(10),
  RATE_LIMIT_ALERTS_PER_ADDRESS: positiveInt(10),
  RATE_LIMIT_ALERTS_PER_TARGET: positiveInt(3),
  /** How often the alert sender looks for new jobs and listings (lib/alerts/digest.ts). */
  ALERT_SWEEP_SECONDS: positiveInt(15 * 60),
  /** Who is notified of each type of enquiry (comma-separated), unless set in the back office. */
  NOTIFY_STUDY: z.string().optional(),
  NOTIFY_JOB_APPLICATION: z.string().optional(),
  NOTIFY_BUSINESS: z.string().optional(),
  NOTIFY_CONTACT: z.string().optional(),
  /** An enquiry sent sooner than this after its page opened is taken for spam (0: never). */
  SPAM_MIN_SECONDS: z.coerce.number().min(0).max(600).default(3),
  CAP_ACCOUNTS_PER_HOUR: positiveInt(200),
  CAP_ATTACHMENT_MB_PER_HOUR: positiveInt(250),
  CAP_ATTACHMENT_MB_TOTAL: positiveInt(10_000),
  ENQUIRY_RETENTION_DAYS: positiveInt(365),
  /** Seals staff TOTP keys and recovery codes (lib/auth/secrets.ts): 32 bytes, base64url. */
  SECRETS_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'expected 32 random bytes in base64url (43 characters)')
    .optional(),
  BACKUP_DIR: z.string().min(1).default('./backups'),
  BACKUP_INTERVAL_HOURS: positiveInt(24),
  BACKUP_KEEP: positiveInt(14),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

let parsed: Env | undefined;

export function env(): Env {
  if (parsed) return parsed;
  // Empty strings count as unset, as they do in most deployment tools' forms.
  const source = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((name) => {
      const value = process.env[name];
      return value === undefined || value === '' ? [] : [[name, value]];
    }),
  );
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment configuration: ${problems}`);
  }
  parsed = result.data;
  return parsed;
}

/** Tests change the environment between suites; production never calls this. */
export function resetEnvForTests(): void {
  parsed = undefined;
}
