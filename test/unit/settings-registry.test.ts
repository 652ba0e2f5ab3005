import { describe, expect, it } from 'vitest';
import { SETTINGS, SETTING_KEYS, effectiveValue, publicSettings, settingsByGroup, validateSettingsUpdate } from '#features/settings/settings.ts';

describe('settings registry', () => {
  it('has a default that passes its own validation for every key', () => {
    for (const key of SETTING_KEYS) {
      const value = key === 'features' ? {} : SETTINGS[key].default;
      expect(() => validateSettingsUpdate({ [key]: value }), key).not.toThrow();
    }
  });

  it('applies stored overrides over defaults, features key by key', () => {
    const stored = { site_name: 'X', features: { topics: true } };
    expect(effectiveValue('site_name', stored)).toBe('X');
    expect(effectiveValue('timezone', stored)).toBe('UTC');
    expect(effectiveValue('features', stored)).toMatchObject({ topics: true, spaces: true });
  });

  it('groups every key under its group and publishes only public keys', () => {
    const grouped = settingsByGroup({});
    const count = Object.values(grouped).reduce((n, g) => n + Object.keys(g ?? {}).length, 0);
    expect(count).toBe(SETTING_KEYS.length);
    expect(Object.keys(publicSettings({})).every((k) => SETTINGS[k as keyof typeof SETTINGS].public)).toBe(true);
  });

  it('reports the first unknown key or invalid value, in input order', () => {
    expect(() => validateSettingsUpdate({ site_name: 'ok', zz: 1, primary_color: 'red' })).toThrow(/Unknown setting key: zz/);
    expect(() => validateSettingsUpdate({ primary_color: 'red', zz: 1 })).toThrow(/primary_color/);
    expect(() => validateSettingsUpdate({})).toThrow(/at least one/);
  });

  it('trims strings before storing them', () => {
    expect(validateSettingsUpdate({ site_name: '  Makers  ' })).toEqual({ site_name: 'Makers' });
  });
});
