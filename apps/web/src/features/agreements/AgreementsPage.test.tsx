import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgreementsResponse } from '@okuryazar/shared';
import { useLocation } from '../../lib/router';
import { AgreementsPage, prepareAgreement } from './AgreementsPage';
import { agreementFromHash, hashForAgreement } from './hash';
import { loginAs, renderPage } from '../../test/accountTestUtils';
import { apiError, mockBackend } from '../../test/mockBackend';
import { expectAlert } from '../../test/alerts';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.location.hash = '';
});

const doc = (key: 'privacy' | 'terms' | 'kvkk', title: string, body: string) => ({
  key,
  title,
  html: `<h1>${title}</h1><p><em>Son güncelleme: 20 Kasım 2026</em></p>${body}`,
  updated_at: '2026-11-21T10:00:00.000Z',
});

const AGREEMENTS: AgreementsResponse = {
  privacy: doc('privacy', 'Gizlilik Politikası', '<p>Gizlilik metni.</p><img src=x onerror="alert(1)"><script>alert(2)</script>'),
  terms: doc('terms', 'Kullanım Şartları', '<p>Şartlar metni. <a href="https://okuryazar.app">site</a> <a href="javascript:alert(3)">kötü</a></p>'),
  kvkk: doc('kvkk', 'KVKK Aydınlatma Metni', '<p>KVKK metni.</p>'),
};

function HashProbe() {
  const { hash } = useLocation();
  return <output data-testid="hash">{hash}</output>;
}

function renderAgreements(hash = '') {
  const backend = mockBackend({ 'GET /agreements': AGREEMENTS });
  renderPage(
    <>
      <AgreementsPage />
      <HashProbe />
    </>,
    { path: `/agreements${hash}`, pattern: '/agreements' },
  );
  return backend;
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('agreement anchors', () => {
  it('maps the hash to a tab and back', () => {
    expect(agreementFromHash('#privacy')).toBe('privacy');
    expect(agreementFromHash('#data-protection')).toBe('kvkk');
    expect(agreementFromHash('#terms')).toBe('terms');
    expect(agreementFromHash('#kvkk')).toBe('kvkk');
    expect(agreementFromHash('')).toBe('privacy');
    expect(agreementFromHash('#bilinmeyen')).toBe('privacy');
    expect(hashForAgreement('kvkk')).toBe('#data-protection');
    expect(hashForAgreement('terms')).toBe('#terms');
    expect(hashForAgreement('privacy')).toBe('#privacy');
  });

  it('lifts the repeated title and the stated date out of the document', () => {
    const { html, statedDate } = prepareAgreement(AGREEMENTS.kvkk.html, 'KVKK Aydınlatma Metni');
    expect(html).toBe('<p>KVKK metni.</p>');
    expect(statedDate).toBe('Son güncelleme: 20 Kasım 2026');
  });
});

describe('/agreements', () => {
  it.each([
    ['', 'Gizlilik Politikası'],
    ['#privacy', 'Gizlilik Politikası'],
    ['#data-protection', 'KVKK Aydınlatma Metni'],
    ['#terms', 'Kullanım Şartları'],
  ])('opens %s on the tab %s', async (hash, label) => {
    renderAgreements(hash);
    await screen.findByRole('tablist', { name: 'Sözleşmeler' });
    expect(selectedTab()).toHaveTextContent(label);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(`${label}`);
  });

  it('loads without a bearer token even when logged in', async () => {
    loginAs();
    const { callsTo } = renderAgreements();
    await screen.findByRole('tablist');
    expect((callsTo('GET /agreements')[0]!.init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('writes the hash when the reader switches tabs', async () => {
    const user = userEvent.setup();
    renderAgreements('#privacy');
    await user.click(await screen.findByRole('tab', { name: 'KVKK Aydınlatma Metni' }));
    expect(screen.getByTestId('hash')).toHaveTextContent('#data-protection');
    expect(selectedTab()).toHaveTextContent('KVKK Aydınlatma Metni');
    await user.click(screen.getByRole('tab', { name: 'Kullanım Şartları' }));
    expect(screen.getByTestId('hash')).toHaveTextContent('#terms');
  });

  it('follows a hashchange', async () => {
    renderAgreements();
    await screen.findByRole('tablist');
    await act(async () => {
      window.location.hash = '#terms';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Kullanım Şartları'));
  });

  it('sanitises the HTML and offers the .docx', async () => {
    renderAgreements('#privacy');
    const panel = await screen.findByRole('tabpanel');
    expect(panel).toHaveTextContent('Gizlilik metni.');
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelector('[onerror]')).toBeNull();
    expect(panel.querySelectorAll('h1')).toHaveLength(0);
    expect(screen.getByText('Son güncelleme: 20 Kasım 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Word belgesi olarak indir/ })).toHaveAttribute(
      'href',
      '/api/agreements/privacy/document',
    );
  });

  it('keeps only web links, opening them in a new tab', async () => {
    renderAgreements('#terms');
    const panel = await screen.findByRole('tabpanel');
    const site = screen.getByRole('link', { name: 'site' });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(panel.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows an error with a retry when loading fails', async () => {
    mockBackend({ 'GET /agreements': apiError(500, 'x') });
    renderPage(<AgreementsPage />, { path: '/agreements' });
    await expectAlert(screen, 'Sözleşmeler yüklenemedi.');
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
