import { useSyncExternalStore } from 'react';

/**
 * Light and dark theme. Without a stored choice the theme follows the operating system
 * (prefers-color-scheme); the toggle in the profile menu stores an explicit choice.
 */
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function systemTheme(): Theme {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

export function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function currentTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

function apply(): void {
  const theme = currentTheme();
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#171412' : '#faf7f2');
  listeners.forEach((l) => l());
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    /* storage may be unavailable (private mode); the theme still applies for this page */
  }
  apply();
}

export function toggleTheme(): void {
  setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
}

/** Applies the theme now and keeps following the system while no choice is stored. Call once at start-up. */
export function initTheme(): void {
  apply();
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', () => {
    if (!storedTheme()) apply();
  });
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEY || e.key === null) apply();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}
