/**
 * Creates (or re-passwords) the first administrator in a deployed table, with the operator's own
 * AWS credentials: TABLE_NAME=<DataStack output> ADMIN_USERNAME=admin ADMIN_PASSWORD=... npm run seed-admin
 * The same domain function the local stack uses on start.
 */
const env = process.env;
const password = env['ADMIN_PASSWORD'];
if (!env['TABLE_NAME'] || !password || password.length < 12) {
  console.error('Set TABLE_NAME (the DataStack output TableName) and ADMIN_PASSWORD (12 characters or more); ADMIN_USERNAME defaults to admin.');
  process.exit(2);
}
const username = env['ADMIN_USERNAME'] ?? 'admin';
const { ensureAdministrator } = await import('#features/members/account-service.ts');
const outcome = await ensureAdministrator({ username, password, email: env['ADMIN_EMAIL'] ?? `${username}@localhost.localdomain` });
console.log(`administrator ${username}: ${outcome}`);
