/**
 * `GET /admin/auth-settings`: what the login and signup screens show (fc-shapes-2.md 3.12), built
 * from the settings that exist: the site's name, description and logo, and the registration
 * switches (allow_registration, approval_required, require_email_verification). Read-only: the
 * original's POST is PRO and keeps a design of its own; here the screens follow the settings
 * (docs/settings.md, "Auth settings").
 */
import { readStoredSettings } from '#features/settings/settings-store.ts';
import { effectiveValue, type SettingKey, type StoredSettings } from '#features/settings/settings.ts';

const field = (type: string, label: string, placeholder: string, sanitize: string, extra: Record<string, unknown> = {}) => ({
  type, label, placeholder, required: true, sanitize_callback: sanitize, ...extra,
});

/** The screens of a site whose stored settings are `site`. */
export function authSettingsView(site: StoredSettings) {
  const value = (key: SettingKey) => effectiveValue(key, site);
  const siteName = String(value('site_name'));
  const registration = {
    allowed: value('allow_registration') === true,
    approval_required: value('approval_required') === true,
    email_verification: value('require_email_verification') === true,
  };
  const banner = {
    hidden: false,
    type: 'banner',
    position: 'left',
    logo: String(value('logo_url')),
    title: `Welcome to ${siteName}`,
    description: String(value('site_description')),
    title_color: '#19283a',
    text_color: '#525866',
    background_image: '',
    background_color: '#f0f3f5',
  };
  const form = (title: string, description: string, buttonLabel: string) => ({
    type: 'form',
    position: 'right',
    title,
    description,
    title_color: '#19283a',
    text_color: '#525866',
    button_label: buttonLabel,
    button_color: '#2b2e33',
    button_label_color: '#ffffff',
    background_image: '',
    background_color: '#ffffff',
  });
  const signupNotes = [
    registration.email_verification ? 'We will email you a link to confirm your address.' : '',
    registration.approval_required ? 'An administrator reviews new accounts before they can sign in.' : '',
  ].filter((n) => n !== '');
  return {
    settings: {
      login: {
        banner,
        form: {
          ...form(`Login to ${siteName}`, 'Sign in with your username or email address.', 'Login'),
          fields: {
            username: field('text', 'Username or email', 'Your username or email address', 'sanitize_user'),
            password: field('password', 'Password', 'Your password', ''),
          },
        },
      },
      signup: {
        banner,
        form: {
          ...form(`Join ${siteName}`, registration.allowed ? signupNotes.join(' ') : 'Registration is closed.', 'Sign up'),
          terms_label: 'I agree to the terms and conditions',
          fields: {
            full_name: field('text', 'Full name', 'Your first and last name', 'sanitize_text_field'),
            email: field('email', 'Email address', 'Your email address', 'sanitize_email'),
            username: field('text', 'Username', 'No spaces or special characters', 'sanitize_user'),
            password: field('password', 'Password', 'Choose a password', ''),
            terms: field('inline_checkbox', 'I agree to the terms and conditions', '', 'sanitize_text_field', { inline_label: 'I agree to the terms and conditions' }),
          },
        },
      },
    },
    registration,
  };
}

/** The screens as the settings are now (consistent: an administrator sees what they just changed). */
export async function authSettings() {
  return authSettingsView(await readStoredSettings({ consistent: true }));
}
