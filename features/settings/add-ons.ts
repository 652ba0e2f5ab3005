/**
 * The original's add-ons (SettingController::getAddons): the companion plugins its settings screen
 * offers to install. Here none is installed and none can be: this API runs no WordPress plugins, so
 * `GET /settings/features` lists them as not installed and `POST /settings/install_plugin` refuses
 * every one, as the original refuses a plugin it cannot install (docs/wordpress-compat.md).
 */
import { ApiError } from '#platform/core/errors.ts';

export interface AddOn {
  is_repo: boolean;
  title: string;
  logo: string;
  is_installed: boolean;
  learn_more_url: string;
  settings_url: string;
  action_text: string;
  description: string;
}

const addOn = (title: string, isRepo: boolean, learnMore: string, description: string): AddOn => ({
  is_repo: isRepo,
  title,
  // The original's logos are its own plugin assets, which this API does not serve.
  logo: '',
  is_installed: false,
  learn_more_url: learnMore,
  settings_url: '',
  action_text: `Install ${title}`,
  description,
});

export const ADD_ONS: Readonly<Record<string, AddOn>> = {
  'fluent-messaging': addOn('FluentCommunity Chat', false, 'https://fluentcommunity.co', 'FluentCommunity Chat is a real-time chat plugin for WordPress. It allows you to create a chat room for your community members.'),
  'fluent-player': addOn('FluentPlayer', false, 'https://wordpress.org/plugins/fluent-player/', 'Advanced video player with support for YouTube, Vimeo, HLS and more.'),
  'fluent-cart': addOn('FluentCart', true, 'https://wordpress.org/plugins/fluent-cart/', 'The easiest way to sell digital and physical products in WordPress. Create, manage, and sell products with ease.'),
  'fluent-crm': addOn('FluentCRM', true, 'https://fluentcrm.com', 'The Best Email Marketing Automation Plugin for WordPress. Capture, Segment and Automate your Marketing.'),
  fluentform: addOn('Fluent Forms', true, 'https://wordpress.org/plugins/fluentform/', 'Collect leads and build any type of forms, accept payments, connect with your CRM with the Fastest Contact Form Builder Plugin for WordPress'),
  'fluent-smtp': addOn('Fluent SMTP', true, 'https://wordpress.org/plugins/fluent-smtp/', 'Fluent SMTP is the ultimate SMTP and SES plugin for WordPress. Connect with any SMTP service, including SendGrid, Mailgun, SES, Sendinblue, PepiPost, Google, Microsoft, and more.'),
};

/** 422 plugin_not_installable: the original's answer to a plugin it cannot install (sendError's 422). */
export class PluginNotInstallableError extends ApiError {
  constructor(plugin: string) {
    const known = ADD_ONS[plugin];
    super(422, 'plugin_not_installable', known ? `${known.title} cannot be installed: this community runs no WordPress plugins.` : 'Invalid Plugin');
  }
}
